import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ReactNode } from 'react'
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

const listStyle = css({
  display: 'flex',
  gap: '1',
  overflowX: 'auto',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})
const triggerStyle = css({
  flexShrink: 0,
  minH: '11',
  px: '4',
  fontWeight: '600',
  color: 'fg.muted',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  cursor: 'pointer',
  _hover: { color: 'fg.default' },
  _selected: { color: 'fg.accent', borderColor: 'accent.solid' },
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
