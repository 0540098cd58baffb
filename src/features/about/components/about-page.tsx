import { css } from 'styled-system/css'
import { container, flex, grid } from 'styled-system/patterns'
import { ActionLinks } from '@/components/sections/action-row'
import { CardGrid, TextCard } from '@/components/sections/card-grid'
import { FigureBand } from '@/components/sections/figure-band'
import { PageSection } from '@/components/sections/page-section'
import { aboutCta, aboutHero, aboutStats, mission, story, values } from '../content'
import { AboutImage } from './about-image'

const heroStyle = css({ bg: 'bg.accentSubtle', py: { base: '12', md: '20' } })
const heroInner = container({
  display: 'grid',
  gap: '10',
  alignItems: 'center',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
})
const eyebrowStyle = css({ color: 'fg.accent', fontWeight: '700', mb: '4' })
const leadStyle = css({ textStyle: 'lead', color: 'fg.muted', mt: '6' })
const storyStyle = grid({ gap: '10', gridTemplateColumns: { base: '1fr', md: '3fr 2fr' } })
const proseStyle = flex({ direction: 'column', gap: '4', textStyle: 'lead' })
const missionStyle = css({ borderLeftWidth: '4px', borderColor: 'accent.solid', ps: '6' })
const actionsStyle = flex({ wrap: 'wrap', gap: '3' })

export function AboutPage() {
  return (
    <>
      <section aria-labelledby="about-heading" className={heroStyle}>
        <div className={heroInner}>
          <div>
            <p className={eyebrowStyle}>{aboutHero.eyebrow}</p>
            <h1 id="about-heading" className={css({ textStyle: 'display' })}>
              {aboutHero.title}
            </h1>
            <p className={leadStyle}>{aboutHero.lead}</p>
          </div>
          <AboutImage />
        </div>
      </section>
      <PageSection id="story" title={story.title}>
        <div className={storyStyle}>
          <div className={proseStyle}>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <section aria-labelledby="mission-heading" className={missionStyle}>
            <h3 id="mission-heading" className={css({ textStyle: 'h3', mb: '3' })}>
              {mission.title}
            </h3>
            <p className={css({ textStyle: 'lead', color: 'fg.muted' })}>{mission.text}</p>
          </section>
        </div>
      </PageSection>
      <PageSection id="values" title={values.title} lead={values.lead} tone="subtle">
        <CardGrid perRow={4}>
          {values.items.map((value) => (
            <TextCard key={value.title} title={value.title} text={value.text} />
          ))}
        </CardGrid>
      </PageSection>
      <FigureBand label={aboutStats.label} figures={aboutStats.items} />
      <PageSection id="about-cta" title={aboutCta.title} lead={aboutCta.text}>
        <div className={actionsStyle}>
          <ActionLinks actions={aboutCta.actions} />
        </div>
      </PageSection>
    </>
  )
}
