import { act, render, screen, within } from '@testing-library/react'
import { beforeAll, expect } from 'vitest'
import { notify, Toaster, type ToastOptions } from '@/lib/toast/toast'

const WARM_UP = 'Toasts ready'
// Loading the toast library on a busy machine can take seconds; only the first load waits this long.
const LOAD_TIMEOUT_MS = 20_000

// Captured before a test fakes the clock: settling waits one real turn of the event loop.
const realSetTimeout = globalThis.setTimeout

/**
 * The toast runtime loads with a page's first toast. One toast raised and dismissed before the
 * file's tests leaves every later toast to appear within one turn of the event loop, so
 * `shownToasts` can also say "none".
 */
beforeAll(async () => {
  const { unmount } = render(<Toaster />)
  notify({ title: WARM_UP })
  await screen.findByText(WARM_UP, undefined, { timeout: LOAD_TIMEOUT_MS })
  unmount()
}, LOAD_TIMEOUT_MS)

const TOAST = '.Toastify__toast'

/** Lets a toast raised by what just happened reach the screen. */
export async function settleToasts(): Promise<void> {
  await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)))
}

/** The titles of the toasts on screen, newest first. */
export async function shownToasts(): Promise<string[]> {
  await settleToasts()
  const region = screen.queryByRole('region', { name: 'Notifications' })
  if (!region) return []
  return Array.from(region.querySelectorAll(TOAST), (toast) => linesOf(toast)[0] ?? '')
}

/** The newest toast with this title, once it shows. */
export async function findToast(title: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: 'Notifications' })
  const headings = await within(region).findAllByText(title)
  // findAll resolves once at least one shows; the newest is first, as the region stacks them.
  const heading = headings[0] as HTMLElement
  expect(heading).toBeVisible()
  return heading.closest<HTMLElement>(TOAST) ?? heading
}

/** The lines a toast shows: its title, then its description. */
function linesOf(toast: Element): (string | null)[] {
  return Array.from(toast.querySelectorAll('p'), (line) => line.textContent)
}

/**
 * Waits for a toast and checks what the visitor notices: its title and description, an error
 * announced as an alert (others as a status), a success shown as one (its colour and tick come
 * from the type's class) and, when given, how long its timer bar runs.
 */
export async function expectToast({
  title,
  description,
  variant = 'default',
  duration,
}: Omit<ToastOptions, 'action' | 'duration'> & { duration?: number }): Promise<void> {
  const toast = await findToast(title)
  expect(linesOf(toast)).toEqual(description === undefined ? [title] : [title, description])
  expect(toast).toHaveAttribute('role', variant === 'destructive' ? 'alert' : 'status')
  expect(toast.classList.contains('Toastify__toast--success')).toBe(variant === 'success')
  if (duration !== undefined) {
    const timer = within(toast).getByRole('progressbar', {
      name: 'notification timer',
    })
    expect(timer.style.animationDuration).toBe(`${duration}ms`)
  }
}
