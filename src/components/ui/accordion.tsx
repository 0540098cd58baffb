import { useAccordion, type UseAccordionReturn } from '@ark-ui/react/accordion'
import { memo, type ReactNode } from 'react'
import { accordion } from 'styled-system/recipes'
import { StrokeIcon } from './stroke-icon'

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

const styles = accordion()

interface ItemProps {
  api: UseAccordionReturn
  item: AccordionItem
  /** What the item shows that changes with the accordion's state: when it renders again. */
  expanded: boolean
  focused: boolean
}

/**
 * One question and its answer, drawn from the accordion's own props for an item (the same as
 * Ark UI's item parts give), but rendered again only when what it shows changes. Ark UI's parts
 * each read the accordion's context and run a collapsible machine per item, so every item
 * rendered again at each tap, and twice for a tap that also moved the focus (docs/decisions/0023).
 */
const Item = memo(
  function Item({ api, item }: ItemProps) {
    const { value } = item
    return (
      <div {...api.getItemProps({ value })} className={styles.item}>
        <h3>
          <button {...api.getItemTriggerProps({ value })} className={styles.itemTrigger}>
            {item.title}
            <div {...api.getItemIndicatorProps({ value })} className={styles.itemIndicator}>
              <StrokeIcon>
                <path d="M6 9l6 6 6-6" />
              </StrokeIcon>
            </div>
          </button>
        </h3>
        <div {...api.getItemContentProps({ value })} className={styles.itemContent}>
          {item.content}
        </div>
      </div>
    )
  },
  (before, after) =>
    before.item === after.item &&
    before.expanded === after.expanded &&
    before.focused === after.focused,
)

/** Questions and answers (Ark UI): one open at a time, and the open one can be closed again. */
export function Accordion({ items, defaultValue = [] }: AccordionProps) {
  const api = useAccordion({ collapsible: true, multiple: false, defaultValue })
  return (
    <div {...api.getRootProps()} className={styles.root}>
      {items.map((item) => {
        const { expanded, focused } = api.getItemState({ value: item.value })
        return <Item key={item.value} api={api} item={item} expanded={expanded} focused={focused} />
      })}
    </div>
  )
}
