import type { createRequestHandler } from '@tanstack/react-router/ssr/server'
import type { ClientManifest } from './client-manifest.ts'

/** The router's manifest format: per route id, the module preloads, scripts and stylesheets. */
export type ServerManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>

/** The app's entry module, as Vite's manifest names it. */
export const APP_ENTRY = 'src/app/main.tsx'
const ROOT_ROUTE_ID = '__root__'

/** The id TanStack Router gives the route of a file under src/routes (an `index` file is its folder). */
export function routeIdOfFile(file: string): string {
  const relative = file
    .replace(/\?.*$/, '')
    .replace(/^src\/routes\//, '')
    .replace(/\.tsx?$/, '')
  if (relative === '__root') return ROOT_ROUTE_ID
  return `/${relative.replace(/(^|\/)index$/, '$1')}`
}

/** A chunk's file and those of everything it imports statically, as URLs, each once. */
function staticClosure(manifest: ClientManifest, key: string, seen: Set<string>): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return []
  seen.add(chunk.file)
  const imported = (chunk.imports ?? []).flatMap((next) => staticClosure(manifest, next, seen))
  return chunk.file.endsWith('.js') ? [`/${chunk.file}`, ...imported] : imported
}

/**
 * The router's manifest for a client build: every page runs the entry (a module script) and
 * preloads its static imports; each route adds its own split chunks and what they import, so
 * the browser requests a page's modules at once instead of one import level at a time. The
 * stylesheet is inlined in each page (the router puts it in a `<style>`, not in its hydration
 * data).
 */
export function routerManifest(
  client: ClientManifest,
  stylesheet: { href: string; css: string },
): ServerManifest {
  const entry = client[APP_ENTRY]
  if (!entry) throw new Error(`The client manifest lacks the entry ${APP_ENTRY}`)
  const shared = new Set<string>()
  const routes: ServerManifest['routes'] = {
    [ROOT_ROUTE_ID]: {
      preloads: staticClosure(client, APP_ENTRY, shared),
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
      css: [stylesheet.href],
    },
  }
  for (const [key, chunk] of Object.entries(client)) {
    if (!key.startsWith('src/routes/') || !key.includes('?tsr-split')) continue
    const id = routeIdOfFile(key)
    const route = (routes[id] ??= {})
    route.preloads = [...(route.preloads ?? []), ...staticClosure(client, key, new Set(shared))]
    if (!chunk.file.endsWith('.js')) throw new Error(`Unexpected route chunk ${chunk.file}`)
  }
  return { routes, inlineCss: { styles: { [stylesheet.href]: stylesheet.css } } }
}
