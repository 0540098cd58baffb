import { useEffect, useRef } from 'react'

/** Focuses the returned element when it mounts, if asked: a view that replaces another. */
export function useFocusOnMount<TElement extends HTMLElement>(enabled: boolean) {
  const ref = useRef<TElement>(null)
  useEffect(() => {
    if (enabled) ref.current?.focus()
    // Only on mount: later renders of the same view keep focus where the visitor put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return ref
}
