import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { afterNextPaint } from '@/lib/browser/after-next-paint'
import { useLatest } from '@/lib/hooks/use-latest'
import type { AnyQuoteSearch } from '../model/quote-search'

/**
 * A switch of view shows at once, from the calculator's own state; the URL follows after that
 * paint, so writing it (the router's navigation and the re-render it brings) stays out of the
 * visitor's tap (decision 0502). Until it is written the switch is pending, and the address may
 * change under it first (Back, Forward or a link within that frame): the address then wins, the
 * pending entry is never written and the view follows the address, so view and history always
 * agree and no entry is pushed over one the visitor went to.
 */
export function useViewSwitch(
  search: AnyQuoteSearch,
  onSearchChange: (search: AnyQuoteSearch, replace: boolean) => void,
) {
  const router = useRouter()
  const [switchedTo, setSwitchedTo] = useState<AnyQuoteSearch | null>(null)
  const [switched, setSwitched] = useState(false)
  const [seenSearch, setSeenSearch] = useState(search)
  if (search !== seenSearch) {
    // The URL has caught up, or moved on: it is what shows from now on.
    setSeenSearch(search)
    setSwitchedTo(null)
  }
  const pending = useRef<AnyQuoteSearch | null>(null)
  // The callbacks below stay the same from render to render, so the views they are handed to
  // need not render again; they reach the page's latest `onSearchChange` through this.
  const searchChange = useLatest(onSearchChange)

  useEffect(
    () =>
      router.history.subscribe(({ action }) => {
        // Every write of ours clears `pending` before it reaches the history: anything that
        // finds a switch still pending came from elsewhere.
        pending.current = null
        // A traversal may land on an entry whose search equals the one the router last had.
        if (action.type !== 'PUSH' && action.type !== 'REPLACE') setSwitchedTo(null)
      }),
    [router],
  )

  const write = useCallback(
    (next: AnyQuoteSearch, replace: boolean) => {
      pending.current = null
      searchChange()(next, replace)
    },
    [searchChange],
  )

  return {
    /** The view switched to and not yet caught up with by the URL, if any. */
    switchedTo,
    /** Whether the visitor has switched views: focus follows their switch, never a page load. */
    switched,
    switchView: useCallback(
      (next: AnyQuoteSearch) => {
        setSwitched(true)
        setSwitchedTo(next)
        pending.current = next
        // Two switches within a frame write only the last one.
        afterNextPaint(() => {
          if (pending.current === next) write(next, false)
        })
      },
      [write],
    ),
    /** Replaces the URL's choices; a switch still pending is written first, as its own entry. */
    replaceChoices: useCallback(
      (next: AnyQuoteSearch) => {
        if (pending.current) write(pending.current, false)
        write(next, true)
      },
      [write],
    ),
  }
}
