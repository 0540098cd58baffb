import { Tabs as ArkTabs, useTabsContext } from '@ark-ui/react/tabs'
import { Suspense, useEffect, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

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

// Tabs wrap onto more rows rather than scroll, so every tab stays in sight: chips on a phone,
// underlined from tablet width up.
const listStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: { base: '2', md: '1' },
  borderBottomWidth: { md: '1px' },
  borderColor: 'border.default',
})
const triggerStyle = css({
  minH: '11',
  px: { base: '3', md: '4' },
  fontWeight: '600',
  color: 'fg.muted',
  borderWidth: { base: '1px', md: '0' },
  borderBottomWidth: { md: '3px' },
  borderColor: { base: 'border.default', md: 'transparent' },
  borderRadius: { base: 'md', md: 'none' },
  cursor: 'pointer',
  _hover: { color: 'fg.default' },
  _selected: {
    color: 'fg.accent',
    borderColor: 'accent.solid',
    bg: { base: 'bg.accentSubtle', md: 'transparent' },
  },
  _focusVisible: { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '-3px' },
})
const contentStyle = css({
  pt: '6',
  _focusVisible: { outline: '3px solid', outlineColor: 'border.focus' },
})

/** Keyboard-operable tabs (arrow keys, Home, End) with every panel in the prerendered HTML. */
export function Tabs({ items, label, defaultValue, value, onValueChange, className }: TabsProps) {
  return (
    <ArkTabs.Root
      className={cx(className)}
      defaultValue={defaultValue ?? items[0]?.value}
      value={value}
      onValueChange={(details) => onValueChange?.(details.value)}
    >
      <ArkTabs.List className={listStyle} aria-label={label}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} className={triggerStyle}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={contentStyle}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
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
