import type { Plugin } from 'vite'
import type { ServerManifest } from './router-manifest.ts'

interface ServerEntry {
  renderPage(path: string, manifest: ServerManifest): Promise<{ status: number; html: string }>
}

/**
 * In development the page runs Vite's client (hot module replacement) and the entry from
 * source, as the router's own scripts: the browser's render then matches the page's. (The
 * entry imports React's refresh preamble first.)
 */
const devManifest: ServerManifest = {
  routes: {
    __root__: {
      scripts: ['/@vite/client', '/src/app/main.tsx'].map((src) => ({
        attrs: { type: 'module', src },
      })),
    },
  },
}

/**
 * `vite` (npm run dev) renders each page on request with the same server entry the build
 * prerenders with.
 */
export function renderPagesInDev(): Plugin {
  return {
    name: 'render-pages-in-dev',
    apply: 'serve',
    configureServer(server) {
      // Returned, it runs after Vite's own middleware: modules and files are served first.
      return () => {
        server.middlewares.use((request, response, next) => {
          const url = request.originalUrl ?? '/'
          if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) {
            next()
            return
          }
          void (async () => {
            const entry = (await server.ssrLoadModule('/src/app/entry-server.tsx')) as ServerEntry
            const page = await entry.renderPage(url, devManifest)
            response.statusCode = page.status
            response.setHeader('Content-Type', 'text/html; charset=utf-8')
            response.end(page.html)
          })().catch((error: unknown) => {
            if (error instanceof Error) server.ssrFixStacktrace(error)
            next(error)
          })
        })
      }
    },
  }
}
