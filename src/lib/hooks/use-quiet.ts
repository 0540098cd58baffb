import { startTransition, useEffect, useState } from 'react'
import { whenQuiet } from '@/lib/browser/when-quiet'

/** How long a busy page may keep what waits for quiet from coming. */
const QUIET_WAIT_LIMIT_MS = 5000

/**
 * False until the page is first quiet (or 5 s have passed), then true. For what a page prepares
 * before the visitor asks for it, so that a tap only shows it: a dialog mounted closed, the phone
 * menu's code. The switch is a transition: what it mounts renders in slices a tap can come between.
 */
export function useQuiet(): boolean {
  const [quiet, setQuiet] = useState(false)
  useEffect(() => {
    void whenQuiet(QUIET_WAIT_LIMIT_MS).then(() => startTransition(() => setQuiet(true)))
  }, [])
  return quiet
}
