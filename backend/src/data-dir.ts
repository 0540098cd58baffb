import { mkdir, open, readdir, readFile, rm, unlink } from 'node:fs/promises'
import path from 'node:path'

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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function lockOwner(lockFile: string): Promise<number | null> {
  try {
    const pid = Number((await readFile(lockFile, 'utf8')).trim())
    return Number.isInteger(pid) && pid > 0 && isRunning(pid) ? pid : null
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/**
 * PGlite must be the only writer of its folder, so a second backend on the same data
 * directory (even in this process) is refused. A lock left by a dead process is taken over.
 * Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const { lock } = dataDirPaths(dataDir)
  await mkdir(dataDir, { recursive: true })
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lock, 'wx')
      await handle.writeFile(String(process.pid))
      await handle.close()
      return () => unlink(lock).catch(() => undefined)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = await lockOwner(lock)
      if (owner !== null) {
        throw new Error(
          `The data directory ${dataDir} is in use by process ${owner}; stop that backend first.`,
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
