import { Check } from 'lucide-react'
import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import { card } from 'styled-system/recipes'
import { PageSection } from '@/components/sections/page-section'
import { LinkButton } from '@/components/ui/link-button'
import { appChoice } from '../content'

const gridStyle = grid({ gap: '6', columns: { base: 1, md: 2 } })
const pointsStyle = flex({ direction: 'column', gap: '2' })
const pointStyle = flex({ align: 'center', gap: '2' })

export function AppChoice() {
  const styles = card()
  return (
    <PageSection id="app-choice" title={appChoice.title} lead={appChoice.lead} tone="subtle">
      <div className={gridStyle}>
        {appChoice.options.map((option) => (
          <article key={option.title} className={styles.root}>
            <div className={styles.header}>
              <h3 className={styles.title}>{option.title}</h3>
            </div>
            <div className={styles.body}>
              <p className={styles.description}>{option.text}</p>
              <ul className={pointsStyle}>
                {option.points.map((point) => (
                  <li key={point} className={pointStyle}>
                    <Check aria-hidden="true" size={18} className={css({ color: 'success.fg' })} />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            <div className={styles.footer}>
              <LinkButton to={option.to}>{option.cta}</LinkButton>
            </div>
          </article>
        ))}
      </div>
    </PageSection>
  )
}
