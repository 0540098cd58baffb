import { Check } from 'lucide-react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { ActionRow } from '@/components/layout/action-row'
import { PageSection } from '@/components/layout/page-section'
import { LinkButton } from '@/components/ui/link-button'
import { packagesOverview } from '../content'

const gridStyle = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
})
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
      <ul className={gridStyle}>
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
      </ul>
      <ActionRow actions={packagesOverview.actions} />
    </PageSection>
  )
}
