import { useEffect, useRef, useState, type ComponentType } from 'react'
import { Tabs } from '@/components/ui/tabs'
import { whenQuiet } from '@/lib/browser/when-quiet'
import { mobileSection, mobileTabs, pageCheckTab, type MobileTab } from '../content/page'
import { withTimers } from './demo-memo'
import { LaterDemo, laterDemosLoaded, loadLaterDemos, type LaterTab } from './later-demo'
import { PageCheckTab } from './page-check-tab'
import { ScannerDemo } from './scanner-demo'

/** The spec's six demos, then the real check of the visitor's own page. */
const demoTabs = [...mobileTabs, pageCheckTab]
type DemoTab = MobileTab | typeof pageCheckTab.value
const isDemoTab = (value: string): value is DemoTab => demoTabs.some((tab) => tab.value === value)

/** The prerendered page shows the first tab, the scanner. */
const FIRST_TAB = 'scanner'

/** How long a busy page may keep the other demos' code from loading. */
const LATER_DEMOS_WAIT_LIMIT_MS = 5000

const later = (tab: LaterTab) =>
  function Later({ active }: { active: boolean }) {
    return <LaterDemo tab={tab} active={active} />
  }

/**
 * Every demo is in the page's HTML, so each tab panel's keyboard order is known as it opens.
 * The scanner's code comes with the page; the other five demos' once the page is quiet, and the
 * own-page check's after hydration.
 */
const widgets: Record<DemoTab, ComponentType<{ active: boolean }>> = {
  scanner: withTimers(ScannerDemo),
  voice: later('voice'),
  colors: later('colors'),
  'quick-colors': later('quick-colors'),
  testing: later('testing'),
  ai: later('ai'),
  'own-page': withTimers(PageCheckTab),
}

const needsLaterDemos = (tab: DemoTab) => tab !== FIRST_TAB && tab !== pageCheckTab.value

/** The tab shown is held here, not by the page, so switching renders the tabs alone. */
export function MobileDemoTabs() {
  const [value, setValue] = useState<DemoTab>(FIRST_TAB)
  // The last tab asked for: a slower load of an earlier choice must not override it.
  const chosen = useRef<DemoTab>(FIRST_TAB)

  useEffect(() => {
    // A failed load is tried again when a tab needs it.
    void whenQuiet(LATER_DEMOS_WAIT_LIMIT_MS)
      .then(loadLaterDemos)
      .catch(() => undefined)
  }, [])

  // A tab opens once its demo's code is here, so that what it shows answers at once. Should
  // the code fail to load, the tab opens on the panel's own failure note.
  const choose = (next: DemoTab) => {
    chosen.current = next
    if (!needsLaterDemos(next) || laterDemosLoaded()) {
      setValue(next)
      return
    }
    const open = () => {
      if (chosen.current === next) setValue(next)
    }
    void loadLaterDemos().then(open, open)
  }

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
        if (isDemoTab(next)) choose(next)
      }}
    />
  )
}
