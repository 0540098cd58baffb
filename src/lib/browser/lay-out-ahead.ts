/**
 * Whether a closed panel can be kept out of rendering (`content-visibility: hidden`) instead of
 * out of the page (`display: none`): the browser then keeps what it laid out inside the panel.
 */
export const canKeepLayout = (): boolean =>
  typeof CSS !== 'undefined' &&
  typeof CSS.supports === 'function' &&
  CSS.supports('content-visibility', 'hidden')

// Safari has no idle callbacks: a task of its own then.
const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run)
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(run)
  return () => clearTimeout(handle)
}

/**
 * Lays out the content of panels kept out of rendering (`content-visibility: hidden`) while the
 * page is idle, one panel a task, so that opening one later costs its paint and not its style and
 * layout (decision 0037). The browser skips such content until asked for a size inside it, and
 * keeps what it laid out then. A panel is laid out at the start and again when its content
 * changes, if it is kept out of rendering then (`isKept`): a shown one the browser lays out itself,
 * and keeps so when it closes. Returns the stop.
 */
export function layOutAhead(
  panels: readonly Element[],
  isKept: (panel: Element) => boolean,
): () => void {
  const due = new Set(panels)
  let cancel: (() => void) | undefined
  const layOutNext = () => {
    cancel = undefined
    const [panel] = due
    if (!panel) return
    due.delete(panel)
    // A size read inside the panel lays out all of it.
    if (isKept(panel)) panel.firstElementChild?.getBoundingClientRect()
    schedule()
  }
  const schedule = () => {
    if (!cancel && due.size > 0) cancel = whenIdle(layOutNext)
  }
  const changes = new MutationObserver((records) => {
    for (const { target } of records) {
      const panel = panels.find((candidate) => candidate.contains(target))
      if (panel) due.add(panel)
    }
    schedule()
  })
  for (const panel of panels)
    changes.observe(panel, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
  schedule()
  return () => {
    changes.disconnect()
    cancel?.()
  }
}
