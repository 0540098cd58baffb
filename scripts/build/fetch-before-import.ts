import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const PRELOAD_HELPER = '\0vite/preload-helper.js'
const HELPER_EXPORT = 'export const __vitePreload ='
const runtime = fileURLToPath(new URL('../../src/lib/pwa/fetch-before-import.ts', import.meta.url))

/**
 * Every lazily loaded chunk goes through Vite's preload helper, which knows the chunk's files
 * (the chunk and its static imports). This wraps the helper so that those files are fetched
 * before its modulepreload links and the `import()` ask for them (docs/decisions/0028).
 */
export function fetchBeforeImport(): Plugin {
  return {
    name: 'fetch-before-import',
    apply: 'build',
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(code, id) {
        if (id !== PRELOAD_HELPER) return
        // Vite writes this helper itself: if its shape changes, the build must say so.
        if (!code.includes(HELPER_EXPORT))
          this.error(`Vite's preload helper no longer has "${HELPER_EXPORT}"`)
        return [
          `import { fetchBeforeImport } from ${JSON.stringify(runtime)};`,
          code.replace(HELPER_EXPORT, 'const vitePreload ='),
          'export const __vitePreload = (baseModule, deps, importerUrl) =>',
          '  fetchBeforeImport((deps ?? []).map((dep) => new URL(assetsURL(dep, importerUrl), location.href).href))',
          '    .then(() => vitePreload(baseModule, deps, importerUrl))',
        ].join('\n')
      },
    },
  }
}
