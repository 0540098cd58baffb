import { memo, useState, type ComponentType } from 'react'
import { Tabs } from '@/components/ui/tabs'
import { mobileSection, mobileTabs, pageCheckTab, type MobileTab } from '../content/page'
import { ColourChecker } from './colour-checker'
import { PageCheckTab } from './page-check-tab'
import { QuickColors } from './quick-colors'
import { RecommendationsEngine } from './recommendations-engine'
import { ScannerDemo } from './scanner-demo'
import { TestingPlayground } from './testing-playground'
import { VoiceDemo } from './voice-demo'

/** The spec's six demos, then the real check of the visitor's own page. */
const demoTabs = [...mobileTabs, pageCheckTab]
type DemoTab = MobileTab | typeof pageCheckTab.value
const isDemoTab = (value: string): value is DemoTab => demoTabs.some((tab) => tab.value === value)

/**
 * The six demos are in the page's HTML, so each tab panel's keyboard order is known as it opens;
 * timers run only in the shown tab. The own-page check loads its code after the page. Switching
 * tabs renders again only the demos that run timers, and only when their `active` changes.
 */
const withTimers = (Widget: ComponentType<{ active: boolean }>) => memo(Widget)
const withoutTimers = (Widget: ComponentType) => memo(Widget, () => true)
const widgets: Record<DemoTab, ComponentType<{ active: boolean }>> = {
  scanner: withTimers(ScannerDemo),
  voice: withTimers(VoiceDemo),
  colors: withoutTimers(ColourChecker),
  'quick-colors': withoutTimers(QuickColors),
  testing: withoutTimers(TestingPlayground),
  ai: withoutTimers(RecommendationsEngine),
  'own-page': withTimers(PageCheckTab),
}

/** The tab shown is held here, not by the page, so switching renders the tabs alone. */
export function MobileDemoTabs() {
  // The prerendered page shows the first tab, the scanner.
  const [value, setValue] = useState<DemoTab>('scanner')
  const items = demoTabs.map((tab) => {
    const Widget = widgets[tab.value]
    return {
      value: tab.value,
      label: tab.label,
      content: <Widget active={value === tab.value} />,
    }
  })
  return (
    <Tabs
      items={items}
      label={mobileSection.tabsLabel}
      value={value}
      onValueChange={(next) => {
        if (isDemoTab(next)) setValue(next)
      }}
    />
  )
}
