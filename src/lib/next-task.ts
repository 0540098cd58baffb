/**
 * Resolves in a new task, so that work after `await nextTask()` does not lengthen the task that
 * is running: start-up split this way leaves the browser free to paint and respond in between.
 * `scheduler.yield()` resumes ahead of other queued work where the browser has it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/** A long idle period (no frame due, nothing queued) offers up to 50 ms; a frame's leftover less. */
const QUIET_IDLE_MS = 40

/**
 * Resolves once the browser is quiet: an idle period with no frame due and no task queued, or
 * after `limitMs` when none comes (an endless animation). A new task where it cannot tell.
 */
export function whenQuiet(limitMs: number): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return nextTask()
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
