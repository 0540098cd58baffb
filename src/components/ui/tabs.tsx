import { getFocusables } from '@zag-js/dom-query'
import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { cx } from 'styled-system/css'
import { tabs } from 'styled-system/recipes'
import { canKeepLayout, layOutAhead } from '@/lib/browser/lay-out-ahead'
import { itemForKey } from '@/lib/browser/list-keys'
import { useQuiet } from '@/lib/hooks/use-quiet'
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

const tabId = (tabsId: string, value: string) => `${tabsId}-tab-${value}`
const panelId = (tabsId: string, value: string) => `${tabsId}-panel-${value}`

/**
 * An open panel is a tab stop of its own only while it holds nothing focusable, so that a
 * keyboard reaches its content in one step either way (the WAI-ARIA tabs pattern).
 */
function settleTabStop(panel: HTMLElement | null) {
  if (!panel) return
  if (getFocusables(panel).length > 0) panel.removeAttribute('tabindex')
  else panel.setAttribute('tabindex', '0')
}

/** Settles the open panel's tab stop again, for content that arrives after the panel opens. */
const SettleTabStopContext = createContext<() => void>(() => undefined)

/**
 * Tabs in the WAI-ARIA pattern with automatic activation: the arrow keys (wrapping), Home and End
 * move along the list and open the tab they reach; only the open tab is in the Tab order. Every
 * panel is in the prerendered HTML; a panel that fails shows so in its place, and the other tabs
 * go on working. A tap renders the tabs once (decision 0027).
 */
export function Tabs({ items, label, defaultValue, value, onValueChange, className }: TabsProps) {
  const tabsId = useId()
  const [ownValue, setOwnValue] = useState(defaultValue ?? items[0]?.value)
  const selected = value ?? ownValue

  const open = (next: string) => {
    if (next === selected) return
    setOwnValue(next)
    onValueChange?.(next)
  }
  const settleOpenPanel = () => {
    if (selected !== undefined) settleTabStop(document.getElementById(panelId(tabsId, selected)))
  }
  useEffect(settleOpenPanel, [settleOpenPanel])

  // Closed panels leave the page (`hidden`) until it is first quiet; from then on they stay in it
  // unrendered, laid out ahead, so that a tab opens at the cost of a paint (decision 0037).
  const rootRef = useRef<HTMLDivElement>(null)
  const keepLayout = useQuiet() && canKeepLayout()
  useEffect(() => {
    const root = rootRef.current
    if (!keepLayout || !root) return
    return layOutAhead([...root.querySelectorAll(':scope > [role=tabpanel]')], (panel) =>
      panel.hasAttribute('data-kept-closed'),
    )
  }, [keepLayout])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = itemForKey(event.key, index, items.length, 'horizontal')
    const next = target === undefined ? undefined : items[target]
    if (!next) return
    event.preventDefault()
    document.getElementById(tabId(tabsId, next.value))?.focus()
    open(next.value)
  }

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(tabsId, item.value)}
            aria-selected={item.value === selected}
            aria-controls={panelId(tabsId, item.value)}
            tabIndex={item.value === selected ? 0 : -1}
            className={styles.trigger}
            // Safari does not focus a button it clicks; the arrow keys start from the focus.
            onClick={(event) => {
              event.currentTarget.focus()
              open(item.value)
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <SettleTabStopContext value={settleOpenPanel}>
        {items.map((item) => (
          <TabPanel
            key={item.value}
            id={panelId(tabsId, item.value)}
            labelledBy={tabId(tabsId, item.value)}
            open={item.value === selected}
            keepLayout={keepLayout}
          >
            {item.content}
          </TabPanel>
        ))}
      </SettleTabStopContext>
    </div>
  )
}

function TabPanel(props: {
  id: string
  labelledBy: string
  open: boolean
  keepLayout: boolean
  children: ReactNode
}) {
  const keptClosed = !props.open && props.keepLayout
  return (
    <div
      role="tabpanel"
      id={props.id}
      aria-labelledby={props.labelledBy}
      hidden={!props.open && !keptClosed}
      // The recipe keeps its content from rendering, focus, find and assistive technology; left
      // is an empty box, of no height, that assistive technology need not meet either. Hiding it
      // with `visibility` would cost every element inside a style pass at each opening.
      data-kept-closed={keptClosed ? '' : undefined}
      aria-hidden={keptClosed || undefined}
      // Settled once open (settleTabStop); until then, and in the prerendered HTML, a tab stop.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the tabs pattern asks it
      tabIndex={props.open ? 0 : undefined}
      className={styles.content}
    >
      <WidgetBoundary>{props.children}</WidgetBoundary>
    </div>
  )
}

/**
 * A panel whose code loads on demand. A panel opened while its code was still loading is
 * settled again once the code has arrived.
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
  const settle = useContext(SettleTabStopContext)
  useEffect(settle, [settle])
  return null
}
