import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { NotFoundPage } from './features/not-found/not-found-page'
import { routeTree } from './routeTree.gen'

/**
 * One factory for the server (prerender) and the browser, so both build the same tree. The
 * browser passes its history in, built a task earlier: creating it writes the first history
 * entry, which can take several milliseconds on its own.
 */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
