import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { CardSection } from '@/components/layout/card-section'
import { CheckList } from '@/components/layout/check-list'
import { PageHero } from '@/components/layout/page-hero'
import { LinkButton } from '@/components/ui/link-button'
import { packageFacts, websiteHero } from '../content/page'
import { websiteRequestCopy } from '../content/request-form'
import { PackagesOverview } from './packages-overview'
import { WebsiteRequestForm } from './website-request-form'

const priceStyle = css({
  display: 'inline-block',
  mt: '6',
  px: '5',
  py: '2',
  borderRadius: 'full',
  bg: 'accent.solid',
  color: 'accent.contrast',
  fontSize: '2xl',
  fontWeight: '800',
})
const layoutStyle = css({
  maxW: '7xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '10', md: '16' },
  display: 'grid',
  gap: '8',
  gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' },
  alignItems: 'start',
})

export function WebsiteServicesPage() {
  const styles = card()
  return (
    <>
      <PageHero eyebrow={websiteHero.eyebrow} title={websiteHero.title} lead={websiteHero.lead}>
        <p className={priceStyle}>{websiteHero.price}</p>
      </PageHero>
      <div className={layoutStyle}>
        <CardSection
          id="website-form"
          title={websiteRequestCopy.title}
          lead={websiteRequestCopy.lead}
        >
          <WebsiteRequestForm />
        </CardSection>
        <section aria-labelledby="included-heading" className={styles.root}>
          <div className={styles.body}>
            <h2 id="included-heading" className={styles.title}>
              {packageFacts.title}
            </h2>
            <CheckList items={packageFacts.items} />
            <p className={styles.description}>{packageFacts.support}</p>
          </div>
          <div className={styles.footer}>
            <LinkButton to="/book-call" variant="outline">
              Book a free consultation
            </LinkButton>
          </div>
        </section>
      </div>
      <PackagesOverview />
    </>
  )
}
