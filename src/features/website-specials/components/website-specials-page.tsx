import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import { badge, card } from 'styled-system/recipes'
import { ActionRow } from '@/components/sections/action-row'
import { CardGrid } from '@/components/sections/card-grid'
import { CheckList } from '@/components/sections/check-list'
import { CtaSection } from '@/components/sections/cta-section'
import { PageHero } from '@/components/sections/page-hero'
import { PageSection } from '@/components/sections/page-section'
import { LinkButton } from '@/components/ui/link-button'
import { formatWholeDollars } from '@/lib/format/whole-dollars'
import { flatRate, packages, specialsCta, specialsHero } from '../content'
import { websitePackage, websitePackagePrice } from '../model/website-package'

const offerStyle = grid({
  gap: '6',
  gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
  alignItems: 'start',
})
const examplesStyle = flex({ direction: 'column', gap: '2' })
const priceStyle = css({ fontSize: '5xl', fontWeight: '800', color: 'fg.default', lineHeight: '1' })
const tableStyle = css({
  w: 'full',
  textAlign: 'start',
  '& th, & td': {
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    textAlign: 'start',
  },
})

export function WebsiteSpecialsPage() {
  const styles = card()
  return (
    <>
      <PageHero look="service" {...specialsHero}>
        <ActionRow align="center" actions={specialsHero.actions} />
      </PageHero>
      <PageSection id="flat-rate" title={flatRate.title} lead={flatRate.lead}>
        <div className={offerStyle}>
          <div className={styles.root}>
            <div className={styles.body}>
              <p>
                <span className={priceStyle}>{formatWholeDollars(websitePackage.flatPrice)}</span>{' '}
                <span className={css({ color: 'fg.muted' })}>{flatRate.priceNote}</span>
              </p>
              <CheckList items={flatRate.includes} label={flatRate.includesLabel} />
              <p className={css({ fontWeight: '600' })}>{flatRate.extraPages}</p>
            </div>
          </div>
          <div className={examplesStyle}>
            <table className={tableStyle}>
              <caption className={css({ textAlign: 'start', fontWeight: '700', mb: '2' })}>
                {flatRate.examplesLabel}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{flatRate.pagesColumn}</th>
                  <th scope="col">{flatRate.priceColumn}</th>
                </tr>
              </thead>
              <tbody>
                {flatRate.examplePages.map((pages) => (
                  <tr key={pages}>
                    <td>{pages}</td>
                    <td>{formatWholeDollars(websitePackagePrice(pages))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <section
              aria-labelledby="support-heading"
              className={css({ bg: 'bg.subtle', borderRadius: 'xl', p: '6', mt: '4' })}
            >
              <h3 id="support-heading" className={css({ textStyle: 'h3' })}>
                {flatRate.support.title}
              </h3>
              <p className={css({ fontSize: '2xl', fontWeight: '800', mt: '2' })}>
                {flatRate.support.price}
              </p>
              <p className={css({ color: 'fg.muted', mt: '2' })}>{flatRate.support.text}</p>
            </section>
          </div>
        </div>
      </PageSection>
      <PageSection id="packages" title={packages.title} lead={packages.lead} tone="subtle">
        <CardGrid perRow={3}>
          {packages.items.map((item) => (
            <li key={item.name} className={styles.root}>
              <div className={styles.header}>
                <h3 className={styles.title}>{item.name}</h3>
                {item.delivery ? (
                  <p>
                    <span className={badge({ variant: 'success' })}>{item.delivery}</span>
                  </p>
                ) : null}
              </div>
              <div className={styles.body}>
                <CheckList items={item.features} label={packages.featuresLabel(item.name)} />
              </div>
              <div className={styles.footer}>
                <LinkButton to={packages.action.to} variant="outline">
                  {packages.action.label}
                  <span className={css({ srOnly: true })}>
                    {' '}
                    {packages.actionContext(item.name)}
                  </span>
                </LinkButton>
              </div>
            </li>
          ))}
        </CardGrid>
      </PageSection>
      <CtaSection id="specials-cta" {...specialsCta} />
    </>
  )
}
