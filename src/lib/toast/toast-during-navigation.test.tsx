import { render, screen } from '@testing-library/react'
import { startTransition, useState } from 'react'
import { beforeAll, expect, it } from 'vitest'
import { notify, Toaster } from './toast'

// Rendering the next page in a transition, as the router does after a sign-in: 400 components
// of 4 ms each, so the transition takes well over a second of time-sliced work.
const SLOW_COMPONENTS = 400
const MS_EACH = 4

function SlowPart() {
  const until = performance.now() + MS_EACH
  while (performance.now() < until);
  return null
}

/** Signing in: the toast, then the next page in a transition, as `useSignInSubmit` does. */
function Pages() {
  const [next, setNext] = useState(false)
  if (!next) {
    const signIn = () => {
      notify({ title: 'Welcome back!' })
      startTransition(() => setNext(true))
    }
    return (
      <button type="button" onClick={signIn}>
        Sign In
      </button>
    )
  }
  return (
    <>
      {Array.from({ length: SLOW_COMPONENTS }, (_, index) => (
        <SlowPart key={index} />
      ))}
      <p>Home page</p>
    </>
  )
}

beforeAll(async () => {
  // The library's module compiled beforehand, so that only its loading by the first toast is
  // measured, not the test runner's first transform of it.
  await import('./toast-runtime')
  // The page's work is scheduled outside `act`, as in a browser: `act` would finish it at once.
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})

it("a page's first toast shows while the next page is still rendering", async () => {
  render(
    <>
      <Pages />
      <Toaster />
    </>,
  )
  // A click of the element itself: Testing Library's events run in `act`.
  screen.getByRole('button', { name: 'Sign In' }).click()
  await screen.findByText('Welcome back!')
  expect(screen.queryByText('Home page')).not.toBeInTheDocument()
  await screen.findByText('Home page', undefined, { timeout: 10_000 })
})
