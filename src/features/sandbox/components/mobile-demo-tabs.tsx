import { Suspense, type ComponentType } from 'react'
import { Tabs } from '@/components/ui/tabs'
import { lazyWidget } from '@/lib/lazy-widget'
import { isMobileTab, mobileSection, mobileTabs, type MobileTab } from '../content'
import { WidgetFallback } from './widget-fallback'

/** Each demo's code loads with the tabs, after the page; timers run only in the shown tab. */
const widgets: Record<MobileTab, ComponentType<{ active: boolean }>> = {
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
}

export interface MobileDemoTabsProps {
  value: MobileTab
  onValueChange: (value: MobileTab) => void
}

export function MobileDemoTabs({ value, onValueChange }: MobileDemoTabsProps) {
  const items = mobileTabs.map((tab) => {
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
        if (isMobileTab(next)) onValueChange(next)
      }}
    />
  )
}
