import { BusinessJsonLd } from '@/components/sections/business-json-ld'
import { AppChoice } from './app-choice'
import { EnterpriseMobile } from './enterprise-mobile'
import { HeroSection } from './hero-section'
import { MoreFromUs } from './more-from-us'
import { ServiceCards } from './service-cards'
import { StatsStrip } from './stats-strip'
import { TrustSection } from './trust-section'

export function HomePage() {
  return (
    <>
      <HeroSection />
      <ServiceCards />
      <AppChoice />
      <EnterpriseMobile />
      <StatsStrip />
      <MoreFromUs />
      <TrustSection />
      <BusinessJsonLd />
    </>
  )
}
