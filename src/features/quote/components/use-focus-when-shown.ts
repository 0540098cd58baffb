import { useEffect, useRef } from 'react'

/**
 * Focuses the returned element each time its view is shown, if asked: a view that replaces
 * another on screen, whether it mounts then or was kept hidden.
 */
export function useFocusWhenShown<TElement extends HTMLElement>(shown: boolean, enabled: boolean) {
  const ref = useRef<TElement>(null)
  useEffect(() => {
    if (shown && enabled) ref.current?.focus()
    // Only when shown: later renders of the same view keep focus where the visitor put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown])
  return ref
}
