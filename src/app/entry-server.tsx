import type { AnyRoute, Manifest, StaticDataRouteOption } from '@tanstack/react-router'
import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server'
import { createAppRouter } from './router'

export interface RenderedPage {
  status: number
  html: string
}

/**
 * Renders one path to a complete HTML document, as the browser will hydrate it. The manifest
 * (the build's scripts, module preloads and stylesheet per route) is the router's own: it puts
 * them in the page and hands them to the browser's router, so both render the same head.
 */
export async function renderPage(path: string, manifest?: Manifest): Promise<RenderedPage> {
  const request = new Request(new URL(path, 'http://localhost'))
  const handler = createRequestHandler({
    request,
    createRouter: createAppRouter,
    getRouterManifest: manifest && (() => manifest),
  })
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  )
  return { status: response.status, html: await response.text() }
}

export interface RouteEntry {
  id: string
  path: string
  /** False for pages behind sign-in: prerendered (as their loading state) but not swept as public. */
  public: boolean
  /** Public pages a search engine may list: in the sitemap, and reached by the site's links. */
  indexed: boolean
}

/** Every static path of the route tree, with its route's id. */
export function routeCatalog(): RouteEntry[] {
  const router = createAppRouter()
  const entries: RouteEntry[] = []
  for (const route of Object.values(router.routesByPath) as AnyRoute[]) {
    const options = route.options as { staticData?: StaticDataRouteOption }
    const path = route.fullPath as string
    if (path.includes('$')) continue
    const isPublic = options.staticData?.public !== false
    entries.push({
      id: route.id as string,
      path,
      public: isPublic,
      indexed: isPublic && options.staticData?.indexed !== false,
    })
  }
  return entries.sort((a, b) => a.path.localeCompare(b.path))
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Routes behind sign-in set this to false: they are not swept as public pages. */
    public?: boolean
    /** Sign-in and flow pages set this to false: public, but left out of the sitemap. */
    indexed?: boolean
  }
}
