import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useQuiet } from './use-quiet'

afterEach(() => vi.unstubAllGlobals())

describe('useQuiet', () => {
  it('is false until the browser offers a long idle period, then true', async () => {
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
    const offerIdle = (timeRemaining: number) =>
      act(() => {
        const callback = idle.shift()
        if (!callback) throw new Error('no idle callback is waiting')
        callback({ didTimeout: false, timeRemaining: () => timeRemaining })
      })
    const { result } = renderHook(() => useQuiet())
    expect(result.current).toBe(false)
    // A frame's leftover is not quiet enough.
    offerIdle(5)
    expect(result.current).toBe(false)
    offerIdle(50)
    await waitFor(() => expect(result.current).toBe(true))
  })
})
