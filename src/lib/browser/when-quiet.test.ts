import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenQuiet } from './when-quiet'

/** Idle callbacks the test hands deadlines to, one at a time. */
function fakeIdleCallbacks() {
  const queue: IdleRequestCallback[] = []
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => queue.push(callback))
  return (timeRemaining: number) => {
    const callback = queue.shift()
    if (!callback) throw new Error('no idle callback is waiting')
    callback({ didTimeout: false, timeRemaining: () => timeRemaining })
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenQuiet', () => {
  it('waits through short idle periods and resolves in a long one', async () => {
    const idle = fakeIdleCallbacks()
    let quiet = false
    void whenQuiet(5000).then(() => (quiet = true))
    idle(12)
    idle(3)
    await Promise.resolve()
    expect(quiet).toBe(false)
    idle(50)
    await vi.waitFor(() => expect(quiet).toBe(true))
  })

  it('gives up waiting after the limit, as on a page that never goes quiet', async () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const idle = fakeIdleCallbacks()
    let quiet = false
    void whenQuiet(5000).then(() => (quiet = true))
    idle(5)
    await Promise.resolve()
    expect(quiet).toBe(false)
    vi.advanceTimersByTime(5000)
    idle(5)
    await vi.waitFor(() => expect(quiet).toBe(true))
  })
})
