import type { ComponentType } from 'react'
import { Tabs } from '@/components/ui/tabs'
import { isMobileTab, mobileSection, mobileTabs, type MobileTab } from '../content'
import { ColourChecker } from './colour-checker'
import { QuickColors } from './quick-colors'
import { RecommendationsEngine } from './recommendations-engine'
import { ScannerDemo } from './scanner-demo'
import { TestingPlayground } from './testing-playground'
import { VoiceDemo } from './voice-demo'

/** Every demo is in the page's HTML; timers run only in the shown tab. */
const widgets: Record<MobileTab, ComponentType<{ active: boolean }>> = {
  scanner: ScannerDemo,
  voice: VoiceDemo,
  colors: ColourChecker,
  'quick-colors': QuickColors,
  testing: TestingPlayground,
  ai: RecommendationsEngine,
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
      content: <Widget active={value === tab.value} />,
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
