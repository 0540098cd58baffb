import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RouteErrorPage } from './route-error-page'

/** Whether the page under test throws as it renders; the test mends it before trying again. */
let broken = true

function FailingPage() {
  if (broken) throw new Error('The page broke')
  return <h1>Prices</h1>
}

async function renderFailingRoute() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <header>Site header</header>
        <main>
          <Outlet />
        </main>
        <footer>Site footer</footer>
      </>
    ),
  })
  const pricing = createRoute({
    getParentRoute: () => rootRoute,
    path: '/pricing',
    component: FailingPage,
  })
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <h1>Home</h1>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, pricing]),
    history: createMemoryHistory({ initialEntries: ['/pricing'] }),
    defaultErrorComponent: RouteErrorPage,
  })
  await router.load()
  render(<RouterProvider router={router} />)
  return { router, user: userEvent.setup() }
}

describe('a route that fails', () => {
  beforeEach(() => {
    broken = true
    // React reports the caught error on the console; the page is what is under test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => vi.restoreAllMocks())

  it('says so in plain words inside the site frame, with a way home', async () => {
    const { user, router } = await renderFailingRoute()
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    expect(screen.getByText('Site header')).toBeVisible()
    expect(screen.getByText('Site footer')).toBeVisible()
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }))
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/')
  })

  it('renders the route again on Try again', async () => {
    const { user } = await renderFailingRoute()
    await screen.findByRole('heading', { name: 'Something went wrong' })
    broken = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Prices' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument()
  })
})
