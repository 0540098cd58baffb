import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import { appStylesheet, readClientManifest } from './client-manifest.ts'
import {
  commonSecurityHeaders,
  contentSecurityPolicy,
  inlineHashes,
  workerSecurityPolicy,
} from './csp.ts'
import { cspSources, siteUrl } from './deploy-config.ts'
import { frameScriptHashes } from './frame-script-hashes.ts'
import { OUT_DIR } from './out-dir.ts'
import { routerManifest, type ServerManifest } from './router-manifest.ts'
import { writeDiscoveryFiles, writeFavicon, writePreviewImages } from './site-assets.ts'

const root = process.cwd()
const clientDir = resolve(root, OUT_DIR)
const serverDir = resolve(root, `${OUT_DIR}-ssr`)

/** Any path the route tree does not know renders the not-found page. */
export const NOT_FOUND_PROBE_PATH = '/__not-found__'
export const NOT_FOUND_FILE = '404.html'
/** The brand mark, drawn into /favicon.ico. */
const FAVICON_SVG = 'src/app/favicon.svg'
/** The service worker vite-plugin-pwa writes at the root of the build. */
const SERVICE_WORKER_FILE = 'sw.js'
/**
 * React's mark for a part of the page whose render threw on the server: the HTML holds nothing
 * there, and the browser renders it only once the code has arrived.
 */
const LEFT_TO_THE_BROWSER = '<!--$!-->'

interface ServerEntry {
  renderPage(path: string, manifest: ServerManifest): Promise<{ status: number; html: string }>
  routeCatalog(): Array<{ path: string; public: boolean; indexed: boolean }>
}

/** dist/about/index.html for /about, dist/index.html for /. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}/index.html`
}

/**
 * Prerenders every page once the client build is written, before vite-plugin-pwa (a later
 * `closeBundle`) lists the files its service worker precaches. Goes after the router's plugin.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'prerender-pages',
    apply: 'build',
    // The router inlines the stylesheet in each page, and the browser's render takes its text
    // from the page (TanStack Start's setting; the router plugin alone turns it off), so that
    // hydration matches without the CSS in the hydration data.
    config: () => ({
      define: Object.fromEntries(
        ['process.env', 'import.meta.env'].map((env) => [
          `${env}.TSS_INLINE_CSS_ENABLED`,
          JSON.stringify('true'),
        ]),
      ),
    }),
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (!config.build.ssr) await prerender()
      },
    },
  }
}

/** Renders every route of the route tree to its own HTML file, plus the 404 page. */
async function prerender(): Promise<void> {
  await build({
    logLevel: 'warn',
    build: {
      ssr: 'src/app/entry-server.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
  })
  // Imported by its plain URL: the page chunks import it back, and one module instance must
  // serve both (a query string would load a second copy).
  const server = (await import(
    pathToFileURL(join(serverDir, 'entry-server.js')).href
  )) as ServerEntry
  const client = readClientManifest(clientDir)
  const stylesheet = join(clientDir, appStylesheet(client))
  const manifest = routerManifest(client, {
    href: `/${appStylesheet(client)}`,
    css: await readFile(stylesheet, 'utf8'),
  })
  const catalog = server.routeCatalog()
  const routes = catalog.filter((route) => route.public).map((route) => route.path)
  const pages: Array<{ path: string; file: string; expectedStatus: number }> = [
    ...catalog.map(({ path }) => ({ path, file: htmlFileFor(path), expectedStatus: 200 })),
    { path: NOT_FOUND_PROBE_PATH, file: NOT_FOUND_FILE, expectedStatus: 404 },
  ]

  const headers: Record<string, Record<string, string>> = {}
  const rendered: Array<{ path: string; html: string }> = []
  for (const page of pages) {
    const { status, html: document } = await server.renderPage(page.path, manifest)
    if (status !== page.expectedStatus) {
      throw new Error(
        `Prerendering ${page.path} answered ${status}, expected ${page.expectedStatus}`,
      )
    }
    if (document.includes(LEFT_TO_THE_BROWSER)) {
      throw new Error(
        `Prerendering ${page.path}: part of the page threw on the server (code reading a browser global while rendering?), so it would show nothing there until its code arrives`,
      )
    }
    const target = join(clientDir, page.file)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, document)
    if (page.file !== NOT_FOUND_FILE) rendered.push({ path: page.path, html: document })
    const hashes = inlineHashes(document)
    hashes.scripts.push(...frameScriptHashes(page.path))
    headers[page.file] = {
      'Content-Security-Policy': contentSecurityPolicy(hashes, cspSources(page.path)),
    }
  }
  // The worker delivers the outbox: without a policy of its own it could post anywhere.
  headers[SERVICE_WORKER_FILE] = {
    'Content-Security-Policy': workerSecurityPolicy(cspSources(`/${SERVICE_WORKER_FILE}`)),
  }

  // No page links the stylesheet file: it would only take space in the precache.
  await rm(stylesheet)
  await writeFile(join(clientDir, 'routes.json'), JSON.stringify(routes, null, 2))
  const origin = siteUrl()
  const indexed = catalog.filter((route) => route.indexed).map((route) => route.path)
  await writeDiscoveryFiles(clientDir, origin, indexed)
  await writePreviewImages(clientDir, origin, rendered)
  await writeFavicon(clientDir, resolve(root, FAVICON_SVG))
  await writeFile(join(clientDir, 'headers.json'), JSON.stringify(headers, null, 2))
  await writeFile(join(clientDir, '_headers'), staticHostHeaders(headers))
  await rm(serverDir, { recursive: true, force: true })
}

/** The same headers in the `_headers` format that Netlify and Cloudflare Pages read. */
function staticHostHeaders(pageHeaders: Record<string, Record<string, string>>): string {
  const common = Object.entries(commonSecurityHeaders).map(([name, value]) => `  ${name}: ${value}`)
  const blocks = [
    ['/*', ...common].join('\n'),
    ['/assets/*', '  Cache-Control: public, max-age=31536000, immutable'].join('\n'),
  ]
  for (const [file, headers] of Object.entries(pageHeaders)) {
    const path =
      file === 'index.html' ? '/' : `/${file.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`
    blocks.push(
      [
        path,
        '  Cache-Control: no-cache',
        ...Object.entries(headers).map(([n, v]) => `  ${n}: ${v}`),
      ].join('\n'),
    )
  }
  return `${blocks.join('\n\n')}\n`
}
