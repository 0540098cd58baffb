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
    // The router saves a page's position on leaving it only if it has seen the page scroll
    // since this render: a visitor who scrolled while the code was on its way, and not since,
    // came Back to the top. One scroll event tells it the page is not at the top. (The
    // prerenderer asks too, for an inline restoring script the landing page does not need.)
    const scrolled = typeof window !== 'undefined' && (window.scrollX !== 0 || window.scrollY !== 0)
    if (scrolled) document.dispatchEvent(new Event('scroll'))
    return false
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
