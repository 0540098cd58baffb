import { fileURLToPath, URL } from 'node:url'
import pandaCss from '@pandacss/dev/postcss'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react, { reactCompilerPreset } from '@vitejs/plugin-react'
import { defineConfig, type CSSOptions } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { compileHints } from './scripts/build/compile-hints.ts'
import { renderPagesInDev } from './scripts/build/dev-pages.ts'
import { fetchBeforeImport } from './scripts/build/fetch-before-import.ts'
import { SCREENSHOT_DIR } from './scripts/build/manifest-screenshots.ts'
import { OUT_DIR } from './scripts/build/out-dir.ts'
import { precacheUrlFor } from './scripts/build/precache-url.ts'
import { prerenderPages } from './scripts/build/prerender.ts'
import { pruneCustomPropertiesPlugin } from './scripts/build/prune-custom-properties.ts'
import { pwaManifest, WEB_MANIFEST_FILE } from './scripts/build/pwa-manifest.ts'
import { startModules } from './scripts/build/start-modules.ts'
import { staticStyles } from './scripts/build/static-styles.ts'

const src = fileURLToPath(new URL('./src', import.meta.url))
const styledSystem = fileURLToPath(new URL('./styled-system', import.meta.url))
// Panda writes the stylesheet out; then the theme's unread custom properties are dropped.
// (Vite types its options with its own copy of PostCSS; the plugin API is the same.)
type VitePostcssPlugin = NonNullable<
  NonNullable<Exclude<CSSOptions['postcss'], string>>['plugins']
>[number]
const postcss: CSSOptions['postcss'] = {
  plugins: [pandaCss(), pruneCustomPropertiesPlugin(src)] as unknown as VitePostcssPlugin[],
}

const start = startModules()

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { alias: { '@': src, 'styled-system': styledSystem } },
  // Pages are rendered by the router (renderPagesInDev, prerenderPages), not from an index.html.
  appType: 'custom',
  css: { postcss },
  plugins: [
    // The router plugin must precede react() so that route files are split before JSX is compiled.
    // Before anything else compiles the sources: style calls become class-name strings.
    staticStyles({ styledSystem }),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    // React Compiler: each component keeps what it rendered until that part's inputs change
    // (docs/decisions/0026).
    babel({ presets: [reactCompilerPreset()] }),
    start.plugin,
    // A lazy chunk's files are fetched before they are imported (docs/decisions/0028).
    fetchBeforeImport(),
    // Every script is compiled as it downloads, off the main thread (docs/decisions/0033).
    compileHints(),
    // Writes every page's HTML once the client build is out, before the service worker lists them.
    prerenderPages(),
    // In development, renders each page on request from source.
    renderPagesInDev(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: pwaManifest,
      manifestFilename: WEB_MANIFEST_FILE,
      // The worker is built from our source (src/worker/sw.ts): besides precaching and routing
      // as Workbox's generated worker did, it delivers the website request outbox on a
      // Background Sync (docs/decisions/0310).
      strategies: 'injectManifest',
      srcDir: 'src/worker',
      filename: 'sw.ts',
      injectManifest: {
        // A classic script, registered as the generated worker was.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,ico,txt,webmanifest}'],
        // The install sheet's screenshots are fetched when it opens, online; never needed offline.
        globIgnores: ['**/_headers', 'headers.json', 'routes.json', `${SCREENSHOT_DIR}/**`],
        // Pages are precached under their public path (/about), not /about/index.html,
        // so an offline navigation gets the page's own prerendered HTML.
        manifestTransforms: [
          (entries) => ({
            manifest: entries.map((entry) => ({ ...entry, url: precacheUrlFor(entry.url) })),
            warnings: [],
          }),
        ],
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
  ],
  build: {
    outDir: isSsrBuild ? undefined : OUT_DIR,
    target: 'es2022',
    manifest: !isSsrBuild,
    cssCodeSplit: false,
    rollupOptions: isSsrBuild
      ? {}
      : {
          input: { main: 'src/app/main.tsx' },
          output: {
            // The framework every page needs ships as one chunk: one request, compressed as a whole.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|react-store|store))[\\/]/,
                  priority: 1,
                },
                { name: 'start', test: start.test },
              ],
            },
          },
        },
  },
  // The prerenderer's server build is one self-contained file; the development server lets Node
  // load dependencies itself (its module runner cannot run CommonJS ones).
  ssr: { noExternal: command === 'build' ? true : undefined },
}))
