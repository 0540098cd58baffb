export type ListOrientation = 'horizontal' | 'vertical'

const stepKeys: Record<ListOrientation, { next: string; previous: string }> = {
  horizontal: { next: 'ArrowRight', previous: 'ArrowLeft' },
  vertical: { next: 'ArrowDown', previous: 'ArrowUp' },
}

/**
 * Which item a key moves to in a list of controls the arrow keys move along (the WAI-ARIA tabs
 * and accordion patterns): the arrows of the list's direction step and wrap around, Home and End
 * go to the ends. Undefined for any other key.
 */
export function itemForKey(
  key: string,
  current: number,
  count: number,
  orientation: ListOrientation,
): number | undefined {
  if (count === 0) return undefined
  const { next, previous } = stepKeys[orientation]
  switch (key) {
    case next:
      return (current + 1) % count
    case previous:
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
