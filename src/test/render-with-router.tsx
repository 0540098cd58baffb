import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRoute,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Toaster } from '@/lib/toast/toast'

export interface RenderWithRouterOptions {
  /** The route id the component reads its search from, e.g. '/auth' or '/(leads)/request-audit'. */
  route?: string
  /** The address opened; by default the route's own path. */
  url?: string
  /** The route's search validation, as the real route file declares it. */
  validateSearch?: (search: Record<string, unknown>) => object
  /** For user-event, e.g. `advanceTimers` where the test fakes the clock. */
  userOptions?: Parameters<typeof userEvent.setup>[0]
}

/** Filling a whole form by keyboard takes a while on a busy machine: a test of one gets this long. */
export const FORM_TEST_TIMEOUT = { timeout: 20_000 }

const isGroup = (segment: string) => segment.startsWith('(') && segment.endsWith(')')

/**
 * Renders a component as the page of one route, in a router with an in-memory history: links,
 * navigation and search params work as in the app, and toasts show in the app's toast region.
 * Resolves once the route has loaded.
 */
export async function renderWithRouter(ui: ReactNode, options: RenderWithRouterOptions = {}) {
  const { route = '/', validateSearch } = options
  const segments = route.split('/').filter(Boolean)
  const path = `/${segments.filter((segment) => !isGroup(segment)).join('/')}`
  const rootRoute = createRootRoute()
  // A group folder of the file routes is a pathless route: it gives the id, not the path.
  const groups: AnyRoute[] = []
  for (const id of segments.filter(isGroup)) {
    const outer = groups.at(-1) ?? rootRoute
    groups.push(createRoute({ getParentRoute: () => outer, id }))
  }
  const parent = groups.at(-1) ?? rootRoute
  let tree: AnyRoute = createRoute({
    getParentRoute: () => parent,
    path,
    validateSearch,
    component: () => ui,
  })
  for (const group of groups.reverse()) tree = group.addChildren([tree])
  const router = createRouter({
    routeTree: rootRoute.addChildren([tree]),
    history: createMemoryHistory({ initialEntries: [options.url ?? path] }),
    // Where a form navigates to is read from `router.state.location`; that page is not drawn.
    defaultNotFoundComponent: () => null,
  })
  // No pause between keystrokes: each still goes through React, just without a timer between.
  const user = userEvent.setup({ delay: null, ...options.userOptions })
  await router.load()
  const rendered = render(
    <>
      <RouterProvider router={router} />
      {/* A child of <body>, as in the app: a modal dialog then leaves it in the accessibility tree. */}
      {createPortal(<Toaster />, document.body)}
    </>,
  )
  return { ...rendered, router, user }
}
