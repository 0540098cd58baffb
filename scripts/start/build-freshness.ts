import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { OUT_DIR } from '../build/out-dir.ts'

/** Everything a build is made from. */
const SOURCES = [
  'src',
  'public',
  'scripts/build',
  'vite.config.ts',
  'panda.config.ts',
  'package-lock.json',
]
export const BUILD_STAMP = `${OUT_DIR}/.build-stamp.json`

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  )
}

/** The build depends on the VITE_* settings too: a changed backend URL needs a rebuild. */
export function buildSettingsHash(env: NodeJS.ProcessEnv): string {
  const settings = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b))
  return createHash('sha256').update(JSON.stringify(settings)).digest('hex')
}

/** Why the build in dist cannot be served as it is, or null when it is current. */
export function staleBuildReason(env: NodeJS.ProcessEnv): string | null {
  if (!existsSync(BUILD_STAMP)) return 'no build yet'
  const stamp = JSON.parse(readFileSync(BUILD_STAMP, 'utf8')) as {
    settings: string
    builtAt: number
  }
  if (stamp.settings !== buildSettingsHash(env)) return 'VITE_* settings changed'
  const newest = Math.max(...SOURCES.map(newestChange))
  return newest > stamp.builtAt ? 'sources changed since the last build' : null
}
