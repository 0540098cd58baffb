import type { ComponentType } from 'react'
import { Tabs } from '@/components/ui/tabs'
import { mobileSection, mobileTabs, pageCheckTab, type MobileTab } from '../content'
import { ColourChecker } from './colour-checker'
import { PageCheckTab } from './page-check-tab'
import { QuickColors } from './quick-colors'
import { RecommendationsEngine } from './recommendations-engine'
import { ScannerDemo } from './scanner-demo'
import { TestingPlayground } from './testing-playground'
import { VoiceDemo } from './voice-demo'

/** The spec's six demos, then the real check of the visitor's own page. */
const demoTabs = [...mobileTabs, pageCheckTab]
export type DemoTab = MobileTab | typeof pageCheckTab.value
const isDemoTab = (value: string): value is DemoTab => demoTabs.some((tab) => tab.value === value)

/**
 * The six demos are in the page's HTML, so each tab panel's keyboard order is known as it opens;
 * timers run only in the shown tab. The own-page check loads its code after the page.
 */
const widgets: Record<DemoTab, ComponentType<{ active: boolean }>> = {
  scanner: ScannerDemo,
  voice: VoiceDemo,
  colors: ColourChecker,
  'quick-colors': QuickColors,
  testing: TestingPlayground,
  ai: RecommendationsEngine,
  'own-page': PageCheckTab,
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
      content: <Widget active={value === tab.value} />,
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
