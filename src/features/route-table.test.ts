import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROUTES_DIR = 'src/routes'
const README = 'src/features/README.md'

/** `src/routes/(leads)/book-call.tsx` → `/book-call`; `index.tsx` → `/`. */
function addressOf(file: string): string {
  const segments = relative(ROUTES_DIR, file)
    .replace(/\.tsx$/, '')
    .split('/')
    .filter((segment) => !/^\(.*\)$/.test(segment) && segment !== 'index')
  return `/${segments.join('/')}`
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(path)
    return entry.name.endsWith('.tsx') && entry.name !== '__root.tsx' ? [path] : []
  })
}

/** What each route file renders from: the feature folders it imports. */
function routeImports(): Record<string, string[]> {
  return Object.fromEntries(
    routeFiles(ROUTES_DIR).map((file) => {
      const source = readFileSync(file, 'utf8')
      const folders = [...source.matchAll(/@\/features\/([\w-]+)\//g)].map(
        (match) => match[1] ?? '',
      )
      return [addressOf(file), [...new Set(folders)].sort()]
    }),
  )
}

/** The README's table, address → folders, without the not-found row. */
function readmeTable(): Record<string, string[]> {
  const rows = [...readFileSync(README, 'utf8').matchAll(/^\| `(\/[^`]*)` +\| ([^|]+)\|$/gm)]
  return Object.fromEntries(
    rows.map(([, address = '', folders = '']) => [
      address,
      [...folders.matchAll(/`([\w-]+)`/g)].map((match) => match[1] ?? '').sort(),
    ]),
  )
}

describe('the features README', () => {
  it('maps every route to the feature folders its file renders from', () => {
    expect(readmeTable()).toEqual(routeImports())
  })
})
