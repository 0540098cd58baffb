import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chromium 136 on): every function in a file that starts with it is
 * compiled as the file is parsed, on a background thread while it downloads, instead of on the
 * main thread the first time it is called (docs/decisions/0033).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** A source map's mappings after one line is put before the code: every line moves down one. */
export function mappingsAfterOneLine(mappings: string): string {
  return `;${mappings}`
}

/** The chunk's code with the hint as its first line (where V8 looks for it). */
export function withCompileHint(code: string): string {
  return `${COMPILE_HINT}\n${code}`
}

/**
 * Puts the hint on every script of the client build. A chunk is only ever loaded to run it:
 * the entry's graph and a route's chunks run at a page's start, a lazy chunk when its feature
 * is used. Runs after Vite's own last edit of the chunks (the preload list it puts first).
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue
          chunk.code = withCompileHint(chunk.code)
          if (chunk.map) chunk.map.mappings = mappingsAfterOneLine(chunk.map.mappings)
          const mapFile = bundle[`${chunk.fileName}.map`]
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string }
            map.mappings = mappingsAfterOneLine(map.mappings)
            mapFile.source = JSON.stringify(map)
          }
        }
      },
    },
  }
}
