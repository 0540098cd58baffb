import { Accordion as ArkAccordion } from '@ark-ui/react/accordion'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

export interface AccordionItem {
  value: string
  title: ReactNode
  content: ReactNode
}

export interface AccordionProps {
  items: readonly AccordionItem[]
  /** Values open at first; one item at a time is open either way. */
  defaultValue?: string[]
}

const itemStyle = css({ borderBottomWidth: '1px', borderColor: 'border.default' })
const triggerStyle = css({
  w: 'full',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  minH: '12',
  py: '3',
  textAlign: 'start',
  fontWeight: '600',
  fontSize: 'lg',
  cursor: 'pointer',
  _focusVisible: { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
})
const indicatorStyle = css({
  flexShrink: 0,
  transition: 'transform 0.2s',
  _open: { transform: 'rotate(180deg)' },
})
const contentStyle = css({ pb: '4', color: 'fg.muted' })

/** Questions and answers: one open at a time, and the open one can be closed again. */
export function Accordion({ items, defaultValue = [] }: AccordionProps) {
  return (
    <ArkAccordion.Root collapsible multiple={false} defaultValue={defaultValue}>
      {items.map((item) => (
        <ArkAccordion.Item key={item.value} value={item.value} className={itemStyle}>
          <h3>
            <ArkAccordion.ItemTrigger className={triggerStyle}>
              {item.title}
              <ArkAccordion.ItemIndicator className={indicatorStyle}>
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </ArkAccordion.ItemIndicator>
            </ArkAccordion.ItemTrigger>
          </h3>
          <ArkAccordion.ItemContent className={contentStyle}>
            {item.content}
          </ArkAccordion.ItemContent>
        </ArkAccordion.Item>
      ))}
    </ArkAccordion.Root>
  )
}
