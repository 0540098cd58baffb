import { createRouter } from '@tanstack/react-router'
import { NotFoundPage } from '@/features/not-found/not-found-page'
import { routeTree } from '@/routeTree.gen'
import { RouteErrorPage } from './route-error-page'

/** One factory for the server (prerender) and the browser, so both build the same tree. */
export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: exceptOnLanding(),
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
  })
}

/**
 * The router puts the scroll position back, or at the top, on every page change; not on the
 * render that ends the landing page's start, though. The browser has placed that page already
 * (at the top, at its #fragment, or where it was on a reload), and the visitor may have scrolled
 * while the code was on its way: a reset threw them back to the top, with the link under their
 * finger gone as they tapped it.
 */
function exceptOnLanding() {
  let landed = false
  return () => {
    if (landed) return true
    landed = true
    return false
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
