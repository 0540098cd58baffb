import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Debian's Chromium where it is installed (CI, this machine); the tool's own browser elsewhere. */
export const systemChromium = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined

/** The middle figure of a benchmark's runs (the lower of the two for an even count). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0

/** Builds the app first, unless `BENCH_BUILD=0` asks to measure the build already there. */
export function buildUnlessExisting() {
  if (process.env.BENCH_BUILD === '0') return
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
