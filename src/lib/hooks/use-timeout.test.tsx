import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useTimeout } from './use-timeout'

interface Props {
  enabled: boolean
  restartKey?: unknown
}

function setup(initial: Props) {
  const onTimeout = vi.fn()
  const hook = renderHook(
    (props: Props) => useTimeout(onTimeout, 1000, props.enabled, props.restartKey),
    {
      initialProps: initial,
    },
  )
  return { onTimeout, ...hook }
}

describe('useTimeout', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('calls back once, after the delay, while enabled', () => {
    const { onTimeout } = setup({ enabled: true })
    vi.advanceTimersByTime(999)
    expect(onTimeout).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onTimeout).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5000)
    expect(onTimeout).toHaveBeenCalledTimes(1)
  })

  it('waits while disabled and starts counting when enabled', () => {
    const { onTimeout, rerender } = setup({ enabled: false })
    vi.advanceTimersByTime(5000)
    expect(onTimeout).not.toHaveBeenCalled()
    rerender({ enabled: true })
    vi.advanceTimersByTime(1000)
    expect(onTimeout).toHaveBeenCalledTimes(1)
  })

  it('is cancelled by disabling it or unmounting', () => {
    const disabled = setup({ enabled: true })
    vi.advanceTimersByTime(500)
    disabled.rerender({ enabled: false })
    vi.advanceTimersByTime(5000)
    expect(disabled.onTimeout).not.toHaveBeenCalled()

    const unmounted = setup({ enabled: true })
    unmounted.unmount()
    vi.advanceTimersByTime(5000)
    expect(unmounted.onTimeout).not.toHaveBeenCalled()
  })

  it('starts the delay again when the restart key changes', () => {
    const { onTimeout, rerender } = setup({ enabled: true, restartKey: 0 })
    vi.advanceTimersByTime(600)
    rerender({ enabled: true, restartKey: 1 })
    vi.advanceTimersByTime(600)
    expect(onTimeout).not.toHaveBeenCalled()
    vi.advanceTimersByTime(400)
    expect(onTimeout).toHaveBeenCalledTimes(1)
  })

  it('calls the latest callback, not the one it started with', () => {
    const first = vi.fn()
    const latest = vi.fn()
    const { rerender } = renderHook(
      ({ onTimeout }: { onTimeout: () => void }) => useTimeout(onTimeout, 1000, true),
      { initialProps: { onTimeout: first } },
    )
    rerender({ onTimeout: latest })
    vi.advanceTimersByTime(1000)
    expect(first).not.toHaveBeenCalled()
    expect(latest).toHaveBeenCalledTimes(1)
  })
})
