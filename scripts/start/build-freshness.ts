import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { OUT_DIR } from '../build/out-dir.ts'

export const BUILD_STAMP = `${OUT_DIR}/.build-stamp.json`

/** Files in the repository that no build reads: tests, test suites, docs and CI. */
const NOT_BUILD_INPUT = [
  /\.test\.tsx?$/,
  /\.md$/,
  /^(docs|e2e|tests|\.ci)\//,
  /^backend\/(test|bench)\//,
]

/** Vite reads these setting files (`loadEnv`), which are usually kept out of git. */
const ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local']

/**
 * Everything a build may read: each file git tracks or would track (an added source file
 * counts before it is committed), less tests and docs, plus the env files. Imports cross
 * folders (`src/` reads `backend/src/api-keys.ts`), so no hand-kept folder list can be trusted.
 */
export function buildInputs(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((path) => path && !NOT_BUILD_INPUT.some((pattern) => pattern.test(path)))
  const files = new Set([...listed, ...ENV_FILES])
  return [...files].filter((path) => existsSync(join(root, path))).sort()
}

/** The build reads the VITE_* settings and the mode from the environment too. */
function buildSettings(env: NodeJS.ProcessEnv): [string, string | undefined][] {
  return Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort(([a], [b]) => a.localeCompare(b))
}

/**
 * One hash of every input's path and content and of the settings: equal means the same build.
 * Null outside a git checkout, where the inputs cannot be listed (then every start builds).
 */
export function buildFingerprint(root: string, env: NodeJS.ProcessEnv): string | null {
  let inputs: string[]
  try {
    inputs = buildInputs(root)
  } catch {
    return null
  }
  const hash = createHash('sha256').update(JSON.stringify(buildSettings(env)))
  for (const path of inputs) {
    hash.update(`\0${path}\0`).update(readFileSync(join(root, path)))
  }
  return hash.digest('hex')
}

/** Why the build in the output folder cannot be served as it is, or null when it is current. */
export function staleBuildReason(
  fingerprint: string | null,
  stampPath = BUILD_STAMP,
): string | null {
  if (!existsSync(stampPath)) return 'no build yet'
  if (fingerprint === null) return 'not a git checkout, so its sources cannot be compared'
  const stamp = JSON.parse(readFileSync(stampPath, 'utf8')) as { fingerprint?: string }
  return stamp.fingerprint === fingerprint ? null : 'its sources or settings changed'
}
