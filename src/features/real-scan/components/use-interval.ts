import { useEffect, useEffectEvent } from 'react'

/** Calls `onTick` every `period` ms while `enabled`; stops when disabled or unmounted. */
export function useInterval(onTick: () => void, period: number, enabled: boolean): void {
  const tick = useEffectEvent(onTick)
  useEffect(() => {
    if (!enabled) return
    const timer = setInterval(() => tick(), period)
    return () => clearInterval(timer)
  }, [enabled, period])
}
