import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { accordion } from 'styled-system/recipes'
import { itemForKey } from '@/lib/browser/list-keys'
import { StrokeIcon } from './stroke-icon'

export interface AccordionItem {
  value: string
  title: ReactNode
  content: ReactNode
}

export interface AccordionProps {
  items: readonly AccordionItem[]
}

const styles = accordion()

const triggerId = (accordionId: string, value: string) => `${accordionId}-trigger-${value}`
const contentId = (accordionId: string, value: string) => `${accordionId}-content-${value}`

/**
 * Questions and answers in the WAI-ARIA accordion pattern: one open at a time, the open one
 * closes on a second press, and the arrow keys (wrapping), Home and End move the focus between
 * the questions. One state, the open item: a move of the focus renders nothing, and a press
 * renders the items it opens and closes (decision 0029).
 */
export function Accordion({ items }: AccordionProps) {
  const accordionId = useId()
  const [openValue, setOpenValue] = useState<string>()

  const toggle = (value: string) => setOpenValue((open) => (open === value ? undefined : value))
  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = itemForKey(event.key, index, items.length, 'vertical')
    const next = target === undefined ? undefined : items[target]
    if (!next) return
    event.preventDefault()
    document.getElementById(triggerId(accordionId, next.value))?.focus()
  }

  return (
    <div className={styles.root}>
      {items.map((item, index) => (
        <Item
          key={item.value}
          item={item}
          index={index}
          accordionId={accordionId}
          expanded={item.value === openValue}
          onToggle={toggle}
          onKeyDown={moveFocus}
        />
      ))}
    </div>
  )
}

interface ItemProps {
  item: AccordionItem
  index: number
  accordionId: string
  expanded: boolean
  onToggle: (value: string) => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void
}

function Item({ item, index, accordionId, expanded, onToggle, onKeyDown }: ItemProps) {
  const state = expanded ? 'open' : 'closed'
  return (
    <div className={styles.item}>
      <h3>
        <button
          type="button"
          id={triggerId(accordionId, item.value)}
          aria-expanded={expanded}
          aria-controls={contentId(accordionId, item.value)}
          className={styles.itemTrigger}
          // Safari does not focus a button it clicks; the arrow keys start from the focus.
          onClick={(event) => {
            event.currentTarget.focus()
            onToggle(item.value)
          }}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {item.title}
          <span data-state={state} className={styles.itemIndicator}>
            <StrokeIcon>
              <path d="M6 9l6 6 6-6" />
            </StrokeIcon>
          </span>
        </button>
      </h3>
      <div
        role="region"
        id={contentId(accordionId, item.value)}
        aria-labelledby={triggerId(accordionId, item.value)}
        hidden={!expanded}
        className={styles.itemContent}
      >
        {item.content}
      </div>
    </div>
  )
}
