import { useState } from 'react'

/**
 * `value`, but the same object as before for as long as it stays equal to it: what is memoised
 * on it, or receives it as a prop, then does not compute or render again for an equal copy.
 */
export function useKeptWhileEqual<T>(value: T, equal: (a: T, b: T) => boolean): T {
  const [kept, setKept] = useState(value)
  if (kept === value || equal(kept, value)) return kept
  setKept(value)
  return value
}
