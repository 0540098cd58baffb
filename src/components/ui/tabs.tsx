import { Tabs as ArkTabs, useTabsContext } from '@ark-ui/react/tabs'
import { Suspense, useEffect, type ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { tabs } from 'styled-system/recipes'
import { WidgetBoundary } from './widget-boundary'

export interface TabItem {
  value: string
  label: ReactNode
  content: ReactNode
}

export interface TabsProps {
  items: readonly TabItem[]
  /** Names the tab list for assistive technology. */
  label: string
  defaultValue?: string
  value?: string
  onValueChange?: (value: string) => void
  className?: string
}

const styles = tabs()

/**
 * Keyboard-operable tabs (arrow keys, Home, End) with every panel in the prerendered HTML; a panel
 * that fails shows so in its place, and the other tabs go on working.
 */
export function Tabs({ items, label, defaultValue, value, onValueChange, className }: TabsProps) {
  return (
    <ArkTabs.Root
      className={cx(styles.root, className)}
      defaultValue={defaultValue ?? items[0]?.value}
      value={value}
      onValueChange={(details) => onValueChange?.(details.value)}
    >
      <ArkTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <TabPanel key={item.value} value={item.value}>
          <WidgetBoundary>{item.content}</WidgetBoundary>
        </TabPanel>
      ))}
    </ArkTabs.Root>
  )
}

/**
 * A panel with the tabs' own content props (id, role, labelling, `hidden`). Ark's `Tabs.Content`
 * adds a presence machine per panel, for enter and exit animations these panels do not have:
 * each tab switch ran two of them in the tap's own task (decision 0018).
 */
function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  const tabs = useTabsContext()
  return (
    <div {...tabs.getContentProps({ value })} className={styles.content}>
      {children}
    </div>
  )
}

/**
 * A panel whose code loads on demand. Ark makes an open panel a tab stop of its own only while it
 * holds nothing focusable, and decides when the tab opens: a panel opened while its code was still
 * loading is settled again once the code has arrived.
 */
export function LazyTabContent({
  fallback,
  children,
}: {
  fallback: ReactNode
  children: ReactNode
}) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <SettleTabStop />
    </Suspense>
  )
}

function SettleTabStop() {
  const tabs = useTabsContext()
  useEffect(() => {
    tabs.syncTabIndex()
  }, [tabs])
  return null
}
