/**
 * Where a build goes. `DIST_DIR` lets two builds of different working copies coexist (for
 * example a test run beside a development build); the default is `dist`.
 */
export const OUT_DIR = process.env.DIST_DIR ?? 'dist'
