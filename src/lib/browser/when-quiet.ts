/** A long idle period (no frame due, nothing queued) offers up to 50 ms; a frame's leftover less. */
const QUIET_IDLE_MS = 40

/**
 * Resolves once the browser is quiet: an idle period with no frame due and no task queued, or
 * after `limitMs` when none comes (an endless animation). A new task where it cannot tell.
 */
export function whenQuiet(limitMs: number): Promise<void> {
  if (typeof requestIdleCallback !== 'function')
    return new Promise((resolve) => setTimeout(resolve))
  const giveUpAt = performance.now() + limitMs
  return new Promise((resolve) => {
    const check = (deadline: IdleDeadline) => {
      const left = giveUpAt - performance.now()
      if (deadline.timeRemaining() >= QUIET_IDLE_MS || left <= 0) resolve()
      else requestIdleCallback(check, { timeout: left })
    }
    requestIdleCallback(check, { timeout: limitMs })
  })
}
