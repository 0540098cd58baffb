import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lazyWidget } from './lazy-widget'
import { WidgetBoundary } from './widget-boundary'

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Does something and lets a load it starts settle: inside `act`, React renders again on it. */
const settled = <T,>(step: () => T | Promise<T>) =>
  act(async () => {
    const result = await step()
    await nextTask()
    return result
  })

describe('lazyWidget', () => {
  beforeEach(() => {
    // React reports the caught error on the console; what the visitor sees is under test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => vi.restoreAllMocks())

  it('loads its code again on Try again after a failed load', async () => {
    const user = userEvent.setup()
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Greeting)
    const LazyGreeting = lazyWidget(load)
    await settled(() =>
      render(
        <WidgetBoundary onRetry={LazyGreeting.retry}>
          <Suspense fallback={<p>Loading</p>}>
            <LazyGreeting name="Ada" />
          </Suspense>
        </WidgetBoundary>,
      ),
    )
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be shown/)

    await settled(() => user.click(screen.getByRole('button', { name: 'Try again' })))
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('loads its code once for every render after it came', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const LazyGreeting = lazyWidget(load)
    const { rerender } = await settled(() =>
      render(
        <Suspense fallback={<p>Loading</p>}>
          <LazyGreeting name="Ada" />
        </Suspense>,
      ),
    )
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument()
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Grace" />
      </Suspense>,
    )
    expect(screen.getByText('Hello, Grace')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
