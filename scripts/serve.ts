import { resolve } from 'node:path'
import { OUT_DIR } from './build/out-dir.ts'
import { startStaticServer } from './serve/static-server.ts'

/** Serves an existing build (used by the end-to-end tests and the benchmark). */
const port = Number(process.env.PORT ?? 4173)
const server = await startStaticServer({ root: resolve(OUT_DIR), port })
console.log(`Serving ${OUT_DIR} at ${server.url}`)
const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
