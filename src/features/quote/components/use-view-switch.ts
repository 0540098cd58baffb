import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { afterNextPaint } from '@/lib/browser/after-next-paint'
import { useLatest } from '@/lib/hooks/use-latest'
import { sameChoices } from '../model/quote-form'
import type { AnyQuoteSearch } from '../model/quote-search'

interface Write {
  search: AnyQuoteSearch
  replace: boolean
}

/**
 * A switch of view shows at once, from the calculator's own state, and a changed choice shows in
 * the form itself; the URL follows after that paint, so writing it (the router's navigation and
 * the re-render it brings) stays out of the visitor's tap (decision 0502). The writes wait in
 * order: a switch is pushed as its own entry, a choice replaces the entry of the moment. Until
 * they are written the address may change under them first (Back, Forward or a link within that
 * frame): the address then wins, the waiting writes are dropped and the view and the form's
 * choices follow the address, so what shows and history always agree and no entry is written
 * over one the visitor went to.
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
  const waiting = useRef<Write[]>([])
  // Counts the times the address overtook waiting writes: the form then takes its choices again,
  // even where they equal the ones it last had (the dropped choice is in the form only).
  const [overtaken, setOvertaken] = useState(0)
  // The callbacks below stay the same from render to render, so the views they are handed to
  // need not render again; they reach the page's latest `onSearchChange` through this.
  const searchChange = useLatest(onSearchChange)
  const latestSearch = useLatest(search)

  useEffect(
    () =>
      router.history.subscribe(({ action }) => {
        // Every write of ours takes the waiting ones before it reaches the history: anything
        // that finds writes still waiting came from elsewhere.
        if (waiting.current.length > 0) setOvertaken((count) => count + 1)
        waiting.current = []
        // A traversal may land on an entry whose search equals the one the router last had.
        if (action.type !== 'PUSH' && action.type !== 'REPLACE') setSwitchedTo(null)
      }),
    [router],
  )

  const enqueue = useCallback(
    (write: Write) => {
      const writes = waiting.current
      const scheduled = writes.length > 0
      // Two switches, or two choices, within a frame write only the last one.
      if (writes.at(-1)?.replace === write.replace) writes.pop()
      writes.push(write)
      if (scheduled) return
      afterNextPaint(() => {
        const due = waiting.current
        waiting.current = []
        for (const { search: next, replace } of due) searchChange()(next, replace)
      })
    },
    [searchChange],
  )

  return {
    /** The view switched to and not yet caught up with by the URL, if any. */
    switchedTo,
    /** Whether the visitor has switched views: focus follows their switch, never a page load. */
    switched,
    /** Changes when the address overtook a choice not yet written: the form follows the address. */
    overtaken,
    switchView: useCallback(
      (next: AnyQuoteSearch) => {
        setSwitched(true)
        setSwitchedTo(next)
        enqueue({ search: next, replace: false })
      },
      [enqueue],
    ),
    /**
     * Replaces the URL's choices, after any switch made before them; choices the address will
     * hold anyway write nothing.
     */
    replaceChoices: useCallback(
      (next: AnyQuoteSearch) => {
        const expected = waiting.current.at(-1)?.search ?? latestSearch()
        if (!sameChoices(next, expected)) enqueue({ search: next, replace: true })
      },
      [enqueue, latestSearch],
    ),
  }
}
