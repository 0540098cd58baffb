import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { startStaticServer } from './serve/static-server.ts'
import { BUILD_STAMP, buildSettingsHash, staleBuildReason } from './start/build-freshness.ts'

/** `npm start`: builds when needed, then serves the site as it is deployed. */
const reason = staleBuildReason(process.env)
if (reason) {
  console.log(`Building the site (${reason})…`)
  const builtAt = Date.now()
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  writeFileSync(BUILD_STAMP, JSON.stringify({ settings: buildSettingsHash(process.env), builtAt }))
}

const site = await startStaticServer({
  root: resolve('dist'),
  port: Number(process.env.PORT ?? 4173),
  host: process.env.HOST ?? '127.0.0.1',
})
console.log(`\n  Site ready at ${site.url}\n`)

const stop = () => {
  void site.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
