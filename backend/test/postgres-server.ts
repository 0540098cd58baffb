import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Where Debian's `postgresql` package puts each major version's programs. */
const DEBIAN_POSTGRES_LIB = '/usr/lib/postgresql'
/** The account Debian's package creates; initdb refuses to run as root. */
const POSTGRES_USER = 'postgres'

export interface PostgresServer {
  host: string
  port: number
  user: string
  stop(): Promise<void>
}

function newestBinDir(): string | null {
  if (!existsSync(DEBIAN_POSTGRES_LIB)) return null
  const versions = readdirSync(DEBIAN_POSTGRES_LIB)
    .filter((version) => existsSync(path.join(DEBIAN_POSTGRES_LIB, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? null : path.join(DEBIAN_POSTGRES_LIB, versions[0], 'bin')
}

function hasUser(name: string): boolean {
  try {
    return readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .some((line) => line.startsWith(`${name}:`))
  } catch {
    return false
  }
}

async function idOf(user: string): Promise<{ uid: number; gid: number } | null> {
  try {
    const uid = Number((await run('id', ['-u', user])).stdout)
    const gid = Number((await run('id', ['-g', user])).stdout)
    return { uid, gid }
  } catch {
    return null
  }
}

/** Why a real PostgreSQL server cannot be started here, or null when it can. */
export function postgresUnavailable(): string | null {
  if (newestBinDir() === null) {
    return `PostgreSQL is not installed (no ${DEBIAN_POSTGRES_LIB}/*/bin/initdb): install Debian's package with \`apt-get install -y postgresql\` to run the parity test.`
  }
  if (userInfo().uid === 0 && !hasUser(POSTGRES_USER)) {
    return `Running as root without a ${POSTGRES_USER} user to run PostgreSQL as (Debian's package creates it).`
  }
  return null
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * A throw-away PostgreSQL server: initdb in a temporary folder, listening on a free loopback
 * port only, without fsync (nothing here needs to survive a crash). As root, its programs
 * run as the `postgres` user, since initdb and postgres refuse to run as root.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = newestBinDir()
  if (bin === null) throw new Error(postgresUnavailable() ?? 'PostgreSQL is not installed')
  const dir = await mkdtemp(path.join(tmpdir(), 'postgres-parity-'))
  const asRoot = userInfo().uid === 0
  const prefix: string[] = []
  if (asRoot) {
    const ids = await idOf(POSTGRES_USER)
    if (ids === null) throw new Error(`Running as root, but there is no ${POSTGRES_USER} user.`)
    await chown(dir, ids.uid, ids.gid)
    prefix.push('runuser', '-u', POSTGRES_USER, '--')
  }
  const exec = (program: string, args: string[]) => {
    const command = [...prefix, path.join(bin, program), ...args]
    return run(command[0] ?? '', command.slice(1), { timeout: 60_000 })
  }
  const data = path.join(dir, 'data')
  const port = await freePort()
  await exec('initdb', ['-D', data, '-U', POSTGRES_USER, '-A', 'trust', '-E', 'UTF8', '--no-sync'])
  await exec('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ])
  return {
    host: '127.0.0.1',
    port,
    user: POSTGRES_USER,
    async stop() {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined)
      await rm(dir, { recursive: true, force: true })
    },
  }
}
