import { afterEach, describe, expect, it, vi } from 'vitest'
import { layOutAhead } from './lay-out-ahead'

/** Idle callbacks the test runs one at a time; `waiting()` counts those not yet run. */
function fakeIdleCallbacks() {
  const queue = new Map<number, IdleRequestCallback>()
  let next = 0
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    queue.set(++next, callback)
    return next
  })
  vi.stubGlobal('cancelIdleCallback', (handle: number) => queue.delete(handle))
  return {
    waiting: () => queue.size,
    idle: () => {
      const [entry] = queue
      if (!entry) throw new Error('no idle callback is waiting')
      queue.delete(entry[0])
      entry[1]({ didTimeout: false, timeRemaining: () => 50 })
    },
  }
}

/** A panel with one child whose size reads are counted, and a text inside it to change. */
function panel(name: string) {
  const element = document.createElement('div')
  element.innerHTML = `<section><p>${name}</p></section>`
  document.body.append(element)
  const child = element.firstElementChild as HTMLElement
  const text = child.firstElementChild as HTMLElement
  return { element, text, sizeReads: vi.spyOn(child, 'getBoundingClientRect') }
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

describe('layOutAhead', () => {
  it('lays out one kept panel an idle callback, and none that is shown', () => {
    const { idle, waiting } = fakeIdleCallbacks()
    const [first, shown, last] = [panel('first'), panel('shown'), panel('last')]
    layOutAhead([first.element, shown.element, last.element], (p) => p !== shown.element)

    expect(first.sizeReads).not.toHaveBeenCalled()
    idle()
    expect(first.sizeReads).toHaveBeenCalledTimes(1)
    expect(last.sizeReads).not.toHaveBeenCalled()
    idle()
    idle()
    expect(shown.sizeReads).not.toHaveBeenCalled()
    expect(last.sizeReads).toHaveBeenCalledTimes(1)
    expect(waiting()).toBe(0)
  })

  it('lays out a kept panel again after its content changes', async () => {
    const { idle, waiting } = fakeIdleCallbacks()
    const only = panel('only')
    layOutAhead([only.element], () => true)
    idle()

    only.text.textContent = 'changed'
    await vi.waitFor(() => expect(waiting()).toBe(1))
    idle()
    expect(only.sizeReads).toHaveBeenCalledTimes(2)
  })

  it('once stopped, runs nothing it had planned and follows no change', async () => {
    const { idle, waiting } = fakeIdleCallbacks()
    const [stopped, running] = [panel('stopped'), panel('running')]
    const stop = layOutAhead([stopped.element], () => true)
    layOutAhead([running.element], () => true)
    stop()
    expect(waiting()).toBe(1)
    idle()

    // Changed together: the running one's change is seen, the stopped one's never.
    stopped.text.textContent = 'changed'
    running.text.textContent = 'changed'
    await vi.waitFor(() => expect(waiting()).toBe(1))
    await new Promise((resolve) => setTimeout(resolve))
    expect(waiting()).toBe(1)
    idle()
    expect(stopped.sizeReads).not.toHaveBeenCalled()
    expect(running.sizeReads).toHaveBeenCalledTimes(2)
  })
})
