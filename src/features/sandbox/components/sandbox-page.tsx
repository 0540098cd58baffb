import { Suspense, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { PageSection } from '@/components/layout/page-section'
import { lazyWidget } from '@/lib/lazy-widget'
import { legalSection, mobileSection } from '../content'
import { LEGAL_ANCHOR, tabForHash } from '../model/hash-tab'
import { AuditCta } from './audit-cta'
import type { DemoTab } from './mobile-demo-tabs'
import { SandboxHero } from './sandbox-hero'
import { WidgetFallback } from './widget-fallback'

// Both demos are built on the tabs, which load in a task of their own first.
const tabsLibrary = [() => import('@/components/ui/tabs')]
const MobileDemoTabs = lazyWidget(
  () => import('./mobile-demo-tabs').then((module) => module.MobileDemoTabs),
  tabsLibrary,
)
const LegalDemoTabs = lazyWidget(
  () => import('./legal-demo-tabs').then((module) => module.LegalDemoTabs),
  tabsLibrary,
)

// Clears the sticky header when the page opens at the anchor.
const anchorStyle = css({ scrollMarginTop: '16' })

export function SandboxPage() {
  // The prerendered page shows the scanner tab; the hash is read once hydrated.
  const [mobileTab, setMobileTab] = useState<DemoTab>('scanner')
  useEffect(() => {
    if (tabForHash(window.location.hash) === 'legal') {
      document.getElementById(LEGAL_ANCHOR)?.scrollIntoView()
    }
  }, [])

  return (
    <>
      <SandboxHero />
      <PageSection id={mobileSection.id} title={mobileSection.title} lead={mobileSection.lead}>
        <Suspense fallback={<WidgetFallback />}>
          <MobileDemoTabs value={mobileTab} onValueChange={setMobileTab} />
        </Suspense>
      </PageSection>
      <div id={LEGAL_ANCHOR} className={anchorStyle}>
        <PageSection
          id={legalSection.id}
          title={legalSection.title}
          lead={legalSection.lead}
          tone="subtle"
        >
          <Suspense fallback={<WidgetFallback />}>
            <LegalDemoTabs />
          </Suspense>
        </PageSection>
      </div>
      <AuditCta />
    </>
  )
}
