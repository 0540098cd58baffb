import { startTransition, useEffect, useState } from 'react'

/**
 * False while prerendering and during hydration, true from the next render after it. The
 * switch is a transition: the client-only content it reveals (a calendar, a live figure, the
 * visitor's own quote) renders in slices the browser can interrupt, not in one long task.
 * A component mounted by an in-app navigation passes through `false` for one render too.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    startTransition(() => {
      setHydrated(true)
    })
  }, [])
  return hydrated
}
