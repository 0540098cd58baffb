import { useEffect, useEffectEvent } from 'react'

/**
 * Calls `onTimeout` once, `delay` ms after `enabled` turns true (or `restartKey` changes while
 * it is). The timer is cleared when `enabled` turns false or the component unmounts.
 */
export function useTimeout(
  onTimeout: () => void,
  delay: number,
  enabled: boolean,
  restartKey?: unknown,
): void {
  const fire = useEffectEvent(onTimeout)
  useEffect(() => {
    if (!enabled) return
    const timer = setTimeout(() => fire(), delay)
    return () => clearTimeout(timer)
  }, [enabled, delay, restartKey])
}
