import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin, Root } from 'postcss'

// Names may hold escaped characters: `--spacing-2\.5`.
const reference = /var\(\s*(--(?:[\w-]|\\.)+)/g
const mention = /--(?:[\w-]|\\.)+/g

/**
 * Removes the custom properties nothing reads: the theme presets declare whole colour
 * palettes, and a page that uses a dozen of their shades should not parse hundreds. A property
 * stays when a `var()` of a kept rule reads it, or when `keep` names it (properties read from
 * source code or another stylesheet). Repeats until stable, since a removed property can be
 * the last reader of another.
 */
export function pruneCustomProperties(root: Root, keep: ReadonlySet<string>): void {
  let removed = true
  while (removed) {
    const read = new Set(keep)
    root.walkDecls((declaration) => {
      for (const [, name = ''] of declaration.value.matchAll(reference)) read.add(name)
    })
    removed = false
    root.walkDecls(/^--/, (declaration) => {
      if (read.has(declaration.prop)) return
      declaration.remove()
      removed = true
    })
  }
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove()
  })
}

/** Every custom property named in the files below `dir` (source code and stylesheets). */
export function customPropertiesMentioned(dir: string): Set<string> {
  const names = new Set<string>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(tsx?|css)$/.test(entry.name)) continue
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8')
    for (const [name] of text.matchAll(mention)) names.add(name)
  }
  return names
}

/** The PostCSS step for the app stylesheet, after Panda has written it out. */
export function pruneCustomPropertiesPlugin(sourceDir: string): Plugin {
  return {
    postcssPlugin: 'prune-custom-properties',
    OnceExit(root) {
      // Only the stylesheet that declares the theme: other stylesheets only read it.
      if (!root.source?.input.file?.endsWith('index.css')) return
      pruneCustomProperties(root, customPropertiesMentioned(sourceDir))
    },
  }
}
