import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { LOCAL_BACKEND_URL } from '../backend/src/api-keys.ts'
import { formatBanner } from '../backend/src/banner.ts'
import { startBackend } from '../backend/src/server.ts'
import { OUT_DIR } from './build/out-dir.ts'
import { startStaticServer } from './serve/static-server.ts'
import { BUILD_STAMP, buildFingerprint, staleBuildReason } from './start/build-freshness.ts'

/**
 * `npm start`: builds when needed, starts the local backend unless a hosted Supabase project
 * is configured, and serves the site as it is deployed.
 */
// Taken before building: an edit made while the build runs makes the next start build again.
const fingerprint = buildFingerprint('.', process.env)
const reason = staleBuildReason(fingerprint)
if (reason) {
  console.log(`Building the site (${reason})…`)
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  writeFileSync(BUILD_STAMP, JSON.stringify({ fingerprint }))
}

const hostedBackend =
  process.env.VITE_SUPABASE_URL && process.env.VITE_SUPABASE_URL !== LOCAL_BACKEND_URL
const backend = hostedBackend ? null : await startBackend()
if (backend) console.log(`\n${formatBanner(backend)}`)
else console.log(`\nUsing the Supabase project at ${process.env.VITE_SUPABASE_URL ?? ''}`)

const site = await startStaticServer({
  root: resolve(OUT_DIR),
  port: Number(process.env.PORT ?? 4173),
  host: process.env.HOST ?? '127.0.0.1',
})
console.log(`\n  Site ready at ${site.url}\n  Press Ctrl-C to stop.\n`)

let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  void Promise.all([site.close(), backend?.close()]).then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
