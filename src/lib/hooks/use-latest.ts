import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * A function that reads `value` as of the last committed render, itself the same from render
 * to render: a callback kept stable (so that what it is handed to need not render again) reads
 * the current value through it.
 */
export function useLatest<T>(value: T): () => T {
  const latest = useRef(value)
  useLayoutEffect(() => {
    latest.current = value
  })
  return useCallback(() => latest.current, [])
}
