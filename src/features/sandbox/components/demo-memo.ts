import { memo, type ComponentType } from 'react'

/**
 * Switching tabs renders again only the demos that run timers (they run only in the shown tab),
 * and only when their `active` changes; the others never render again from the tabs.
 */
export const withTimers = (Widget: ComponentType<{ active: boolean }>) => memo(Widget)
export const withoutTimers = (Widget: ComponentType) => memo(Widget, () => true)
