import { existsSync } from 'node:fs'

/** Debian's Chromium where it is installed (CI, this machine); the tool's own browser elsewhere. */
export const systemChromium = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined

/** The middle figure of a benchmark's runs (the lower of the two for an even count). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0
