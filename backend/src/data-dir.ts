import { chmod, mkdir, open, readdir, readFile, rm, unlink } from 'node:fs/promises'
import path from 'node:path'
import {
  currentProcessIdentity,
  isStillRunning,
  parseIdentity,
  type ProcessIdentity,
} from './process-identity.ts'

/** Owner only: read, write and enter. */
export const PRIVATE_DIR_MODE = 0o700

/** What a data directory holds; reset refuses to delete a folder with anything else. */
const DATA_DIR_ENTRIES = {
  database: 'pgdata',
  signingKey: 'signing-key.json',
  lock: 'backend.lock',
} as const

export function dataDirPaths(dataDir: string) {
  return {
    database: path.join(dataDir, DATA_DIR_ENTRIES.database),
    signingKey: path.join(dataDir, DATA_DIR_ENTRIES.signingKey),
    lock: path.join(dataDir, DATA_DIR_ENTRIES.lock),
  }
}

async function lockOwner(lockFile: string): Promise<ProcessIdentity | null> {
  let text: string
  try {
    text = await readFile(lockFile, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  const owner = parseIdentity(text)
  return owner !== null && (await isStillRunning(owner)) ? owner : null
}

/**
 * The data directory holds password hashes and the token signing key: only the user running
 * the backend may enter it, whatever the umask or the modes PGlite gives its files.
 */
async function makePrivate(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE })
  await chmod(dataDir, PRIVATE_DIR_MODE)
}

/**
 * PGlite must be the only writer of its folder, so a second backend on the same data
 * directory (even in this process) is refused. The lock records the process's start time
 * and boot as well as its PID, so a lock left by a dead process is taken over even when a
 * restarted container gives the new backend the same PID. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const { lock } = dataDirPaths(dataDir)
  await makePrivate(dataDir)
  const self = JSON.stringify(await currentProcessIdentity())
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lock, 'wx', 0o600)
      await handle.writeFile(self)
      await handle.close()
      return () => unlink(lock).catch(() => undefined)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = await lockOwner(lock)
      if (owner !== null) {
        throw new Error(
          `The data directory ${dataDir} is in use by process ${owner.pid}; stop that backend first.`,
        )
      }
      await unlink(lock).catch(() => undefined)
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`)
}

/** Deletes the database and signing key, after checking the folder is really a data directory. */
export async function clearDataDir(dataDir: string): Promise<void> {
  const known = new Set<string>(Object.values(DATA_DIR_ENTRIES))
  let entries: string[]
  try {
    entries = await readdir(dataDir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  const unknown = entries.filter((entry) => !known.has(entry))
  if (unknown.length > 0) {
    throw new Error(
      `Refusing to reset ${dataDir}: it holds files the backend did not create (${unknown.join(', ')}).`,
    )
  }
  const paths = dataDirPaths(dataDir)
  await rm(paths.database, { recursive: true, force: true })
  await rm(paths.signingKey, { force: true })
}
