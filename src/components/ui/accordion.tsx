import { Accordion as ArkAccordion } from '@ark-ui/react/accordion'
import type { ReactNode } from 'react'
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

/** Questions and answers: one open at a time, and the open one can be closed again. */
export function Accordion({ items, defaultValue = [] }: AccordionProps) {
  return (
    <ArkAccordion.Root
      className={styles.root}
      collapsible
      multiple={false}
      defaultValue={defaultValue}
    >
      {items.map((item) => (
        <ArkAccordion.Item key={item.value} value={item.value} className={styles.item}>
          <h3>
            <ArkAccordion.ItemTrigger className={styles.itemTrigger}>
              {item.title}
              <ArkAccordion.ItemIndicator className={styles.itemIndicator}>
                <StrokeIcon>
                  <path d="M6 9l6 6 6-6" />
                </StrokeIcon>
              </ArkAccordion.ItemIndicator>
            </ArkAccordion.ItemTrigger>
          </h3>
          <ArkAccordion.ItemContent className={styles.itemContent}>
            {item.content}
          </ArkAccordion.ItemContent>
        </ArkAccordion.Item>
      ))}
    </ArkAccordion.Root>
  )
}
