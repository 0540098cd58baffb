import type { Plugin } from 'vite'

/**
 * The modules the entry imports statically: every page runs them before it is interactive, so
 * they can ship as one chunk at no byte cost to any page. Left alone, the bundler splits them by
 * which lazy chunks also import them, into chunks every page fetches anyway (docs/decisions/0013).
 *
 * `plugin` records the set once the module graph is complete; `test` is a chunk group's test.
 */
export function startModules(): { plugin: Plugin; test: (id: string) => boolean } {
  const modules = new Set<string>()
  const plugin: Plugin = {
    name: 'start-modules',
    apply: 'build',
    buildEnd() {
      modules.clear()
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry)
      const queue = [...entries]
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (modules.has(id)) continue
        modules.add(id)
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
  }
  return { plugin, test: (id) => modules.has(id) }
}
