import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { ActionRow } from '@/components/sections/action-row'
import { CardGrid } from '@/components/sections/card-grid'
import { CheckList } from '@/components/sections/check-list'
import { PageSection } from '@/components/sections/page-section'
import { LinkButton } from '@/components/ui/link-button'
import { packagesOverview } from '../content/page'

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
              <CheckList items={pack.features} />
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
