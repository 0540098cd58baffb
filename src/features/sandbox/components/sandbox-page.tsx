import { useEffect } from 'react'
import { PageSection } from '@/components/sections/page-section'
import { legalSection, mobileSection } from '../content/page'
import { LEGAL_ANCHOR, tabForHash } from '../model/hash-tab'
import { AuditCta } from './audit-cta'
import { LegalDemoTabs } from './legal-demo-tabs'
import { MobileDemoTabs } from './mobile-demo-tabs'
import { SandboxHero } from './sandbox-hero'

export function SandboxPage() {
  // The hash is read once hydrated.
  useEffect(() => {
    if (tabForHash(window.location.hash) === 'legal') {
      document.getElementById(LEGAL_ANCHOR)?.scrollIntoView()
    }
  }, [])

  return (
    <>
      <SandboxHero />
      <PageSection id={mobileSection.id} title={mobileSection.title} lead={mobileSection.lead}>
        <MobileDemoTabs />
      </PageSection>
      <div id={LEGAL_ANCHOR}>
        <PageSection
          id={legalSection.id}
          title={legalSection.title}
          lead={legalSection.lead}
          tone="subtle"
        >
          <LegalDemoTabs />
        </PageSection>
      </div>
      <AuditCta />
    </>
  )
}
