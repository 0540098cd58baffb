import { Check } from 'lucide-react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { ActionRow } from '@/components/layout/action-row'
import { CardGrid } from '@/components/layout/card-grid'
import { PageSection } from '@/components/layout/page-section'
import { LinkButton } from '@/components/ui/link-button'
import { packagesOverview } from '../content'

const listStyle = css({ display: 'grid', gap: '2' })
const itemStyle = css({ display: 'flex', gap: '2', alignItems: 'flex-start' })
const checkStyle = css({ color: 'success.fg', flexShrink: 0, mt: '1' })

export function PackagesOverview() {
  const styles = card()
  return (
    <PageSection
      id="packages"
      title={packagesOverview.title}
      lead={packagesOverview.lead}
      tone="subtle"
    >
      <CardGrid perRow={3}>
        {packagesOverview.packages.map((pack) => (
          <li key={pack.name} className={styles.root}>
            <div className={styles.header}>
              <h3 className={styles.title}>{pack.name}</h3>
            </div>
            <div className={styles.body}>
              <ul className={listStyle}>
                {pack.features.map((feature) => (
                  <li key={feature} className={itemStyle}>
                    <Check aria-hidden="true" size={18} className={checkStyle} />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
            <div className={styles.footer}>
              <LinkButton to={packagesOverview.getQuote.to} variant="outline">
                {packagesOverview.getQuote.label}
                <span className={css({ srOnly: true })}>: {pack.name}</span>
              </LinkButton>
            </div>
          </li>
        ))}
      </CardGrid>
      <ActionRow actions={packagesOverview.actions} />
    </PageSection>
  )
}
