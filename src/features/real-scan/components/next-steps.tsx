import { flex, grid } from 'styled-system/patterns'
import { card } from 'styled-system/recipes'
import { PageSection } from '@/components/sections/page-section'
import { LinkButton } from '@/components/ui/link-button'
import { nextSteps, websiteTeaser } from '../content'

const gridStyle = grid({ gap: '6', gridTemplateColumns: { base: '1fr', md: '2fr 1fr' } })
const actionsStyle = flex({ direction: 'column', gap: '3', align: 'flex-start' })

export function NextSteps() {
  const styles = card()
  return (
    <PageSection id="scan-next-steps" title={nextSteps.title}>
      <div className={gridStyle}>
        <section aria-labelledby="website-teaser-heading" className={styles.root}>
          <div className={styles.header}>
            <h3 id="website-teaser-heading" className={styles.title}>
              {websiteTeaser.title}
            </h3>
          </div>
          <div className={styles.body}>
            <p className={styles.description}>{websiteTeaser.text}</p>
          </div>
          <div className={styles.footer}>
            <LinkButton to="/website-services" variant="outline">
              {websiteTeaser.action}
            </LinkButton>
          </div>
        </section>
        <div className={actionsStyle}>
          <LinkButton to="/pricing">{nextSteps.pricing}</LinkButton>
          <LinkButton to="/sandbox" variant="outline">
            {nextSteps.sandbox}
          </LinkButton>
        </div>
      </div>
    </PageSection>
  )
}
