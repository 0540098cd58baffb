import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** A cold start (initdb, migrations, seed) takes about 6 s on two busy cores. */
const READY_TIMEOUT_MS = 30_000

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url))

export interface SpawnedBackend {
  url: string
  child: ChildProcess
  /** Resolves once the process has exited. */
  exited: Promise<void>
}

/**
 * The backend CLI in a process of its own, as a developer or a container runs it, so its
 * thread pool and event loop are not the test's. `prefix` runs it under another command
 * (for example a fresh PID namespace). Resolves with its URL once it is ready.
 */
export function spawnBackend(args: string[], prefix: string[] = []): Promise<SpawnedBackend> {
  // Each on a free mailbox port, so that backends never compete for the CLI's 54324.
  const command = [
    ...prefix,
    process.execPath,
    '--import',
    'tsx',
    CLI,
    '--mailbox-port',
    '0',
    ...args,
  ]
  const child = spawn(command[0] ?? '', command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /API URL\s+(\S+)/.exec(output)?.[1]
      if (url) {
        child.stdout.off('data', onData)
        child.stdout.resume()
        resolve({ url, child, exited })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) =>
      reject(new Error(`the backend exited (${code}) before it was ready:\n${output}`)),
    )
    setTimeout(() => {
      reject(new Error(`the backend was not ready after ${READY_TIMEOUT_MS} ms:\n${output}`))
    }, READY_TIMEOUT_MS).unref()
  })
}

/** Stops a spawned backend and waits for it to be gone. */
export async function stopBackend(backend: SpawnedBackend, signal: NodeJS.Signals = 'SIGTERM') {
  backend.child.kill(signal)
  await backend.exited
}
