import { Suspense, type ComponentType } from 'react'
import { Tabs } from '@/components/ui/tabs'
import { lazyWidget } from '@/lib/lazy-widget'
import { mobileSection, mobileTabs, type MobileTab } from '../content'
import { pageCheckTab } from '../page-check-content'
import { WidgetFallback } from './widget-fallback'

/** The spec's six demos, then the real check of the visitor's own page. */
const demoTabs = [...mobileTabs, pageCheckTab]
export type DemoTab = MobileTab | typeof pageCheckTab.value
const isDemoTab = (value: string): value is DemoTab => demoTabs.some((tab) => tab.value === value)

/** Each demo's code loads with the tabs, after the page; timers run only in the shown tab. */
const widgets: Record<DemoTab, ComponentType<{ active: boolean }>> = {
  scanner: lazyWidget(() => import('./scanner-demo').then((module) => module.ScannerDemo)),
  voice: lazyWidget(() => import('./voice-demo').then((module) => module.VoiceDemo)),
  colors: lazyWidget(() => import('./colour-checker').then((module) => module.ColourChecker)),
  'quick-colors': lazyWidget(() => import('./quick-colors').then((module) => module.QuickColors)),
  testing: lazyWidget(() =>
    import('./testing-playground').then((module) => module.TestingPlayground),
  ),
  ai: lazyWidget(() =>
    import('./recommendations-engine').then((module) => module.RecommendationsEngine),
  ),
  'own-page': lazyWidget(() => import('./page-check').then((module) => module.PageCheck)),
}

export interface MobileDemoTabsProps {
  value: DemoTab
  onValueChange: (value: DemoTab) => void
}

export function MobileDemoTabs({ value, onValueChange }: MobileDemoTabsProps) {
  const items = demoTabs.map((tab) => {
    const Widget = widgets[tab.value]
    return {
      value: tab.value,
      label: tab.label,
      content: (
        <Suspense fallback={<WidgetFallback />}>
          <Widget active={value === tab.value} />
        </Suspense>
      ),
    }
  })
  return (
    <Tabs
      items={items}
      label={mobileSection.tabsLabel}
      value={value}
      onValueChange={(next) => {
        if (isDemoTab(next)) onValueChange(next)
      }}
    />
  )
}
