import type { AnyRoute, StaticDataRouteOption } from '@tanstack/react-router'
import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server'
import { settleLazyWidgets } from './lib/lazy-widget'
import { createAppRouter } from './router'

export interface RenderedPage {
  status: number
  html: string
}

/** Renders one path once; widgets still loading render as their Suspense fallback. */
async function renderOnce(path: string): Promise<RenderedPage> {
  const request = new Request(new URL(path, 'http://localhost'))
  const handler = createRequestHandler({ request, createRouter: createAppRouter })
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  )
  return { status: response.status, html: await response.text() }
}

/** A page's widgets may nest, so rendering repeats until no widget is still loading. */
const MAX_RENDER_PASSES = 4

/** Renders one path to a complete HTML document, as the browser will hydrate it. */
export async function renderPage(path: string): Promise<RenderedPage> {
  let page = await renderOnce(path)
  for (let pass = 1; pass < MAX_RENDER_PASSES && (await settleLazyWidgets()); pass++) {
    page = await renderOnce(path)
  }
  return page
}

export interface RouteEntry {
  path: string
  /** False for pages behind sign-in: prerendered (as their loading state) but not swept as public. */
  public: boolean
}

/** Every static path of the route tree. */
export function routeCatalog(): RouteEntry[] {
  const router = createAppRouter()
  const entries: RouteEntry[] = []
  for (const route of Object.values(router.routesByPath) as AnyRoute[]) {
    const options = route.options as { staticData?: StaticDataRouteOption }
    const path = route.fullPath as string
    if (!path.includes('$')) entries.push({ path, public: options.staticData?.public !== false })
  }
  return entries.sort((a, b) => a.path.localeCompare(b.path))
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Routes behind sign-in set this to false: they are not swept as public pages. */
    public?: boolean
  }
}
