import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { AsideCard } from '@/components/sections/aside-card'
import { CardSection } from '@/components/sections/card-section'
import { CheckList } from '@/components/sections/check-list'
import { MainWithAside } from '@/components/sections/main-with-aside'
import { PageHero } from '@/components/sections/page-hero'
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

const descriptionStyle = card().description

export function WebsiteServicesPage() {
  return (
    <>
      <PageHero eyebrow={websiteHero.eyebrow} title={websiteHero.title} lead={websiteHero.lead}>
        <p className={priceStyle}>{websiteHero.price}</p>
      </PageHero>
      <MainWithAside>
        <CardSection
          id="website-form"
          title={websiteRequestCopy.title}
          lead={websiteRequestCopy.lead}
        >
          <WebsiteRequestForm />
        </CardSection>
        <AsideCard id="included" title={packageFacts.title} action={packageFacts.action}>
          <CheckList items={packageFacts.items} />
          <p className={descriptionStyle}>{packageFacts.support}</p>
        </AsideCard>
      </MainWithAside>
      <PackagesOverview />
    </>
  )
}
