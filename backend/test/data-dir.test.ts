import { execFileSync } from 'node:child_process'
import { chmod, mkdir, stat } from 'node:fs/promises'
import { connect } from 'node:net'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../src/api-keys.ts'
import { PRIVATE_DIR_MODE } from '../src/data-dir.ts'
import { makeTempDir, startTestBackend, uniqueEmail } from './helpers.ts'
import { spawnBackend, stopBackend } from './spawned-backend.ts'

const modeOf = async (file: string) => (await stat(file)).mode & 0o777

describe('the data folder', () => {
  it('is private to its user, even when it was created open to everyone', async () => {
    const temp = await makeTempDir()
    const dataDir = path.join(temp.dir, 'data')
    await mkdir(dataDir, { mode: 0o777 })
    await chmod(dataDir, 0o777)
    const backend = await startTestBackend(dataDir)
    try {
      expect(await modeOf(dataDir)).toBe(PRIVATE_DIR_MODE)
      expect(await modeOf(path.join(dataDir, 'pgdata'))).toBe(PRIVATE_DIR_MODE)
      expect(await modeOf(path.join(dataDir, 'signing-key.json'))).toBe(0o600)
      expect(await modeOf(path.join(dataDir, 'backend.lock'))).toBe(0o600)
    } finally {
      await backend.close()
      await temp.remove()
    }
  })
})

/** Whether this machine lets a test start a process in a PID namespace of its own. */
function canUnsharePid(): boolean {
  try {
    execFileSync('unshare', ['--pid', '--fork', '--mount-proc', 'true'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

function portIsClosed(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}

const namespaces = canUnsharePid()
if (!namespaces) {
  console.warn(
    'Skipping the PID-namespace restart test: `unshare --pid` is not permitted here (it needs root or user namespaces).',
  )
}

describe.skipIf(!namespaces)('a restart in a container', () => {
  it('comes up after SIGKILL on the same folder, although the new process has the same PID', async () => {
    const temp = await makeTempDir()
    const args = ['--data-dir', temp.dir, '--port', '0']
    // Each run is PID 1 of a new PID namespace, as a container's entry point is; killing
    // `unshare` kills that PID 1 with SIGKILL too, leaving the lock file behind.
    const container = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child=SIGKILL']
    try {
      const first = await spawnBackend(args, container)
      const email = uniqueEmail('container')
      const signUp = await fetch(`${first.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'survives-sigkill' }),
      })
      expect(signUp.status).toBe(200)
      await stopBackend(first, 'SIGKILL')
      await expect.poll(() => portIsClosed(first.url), { timeout: 10_000 }).toBe(true)

      const second = await spawnBackend(args, container)
      try {
        const signIn = await fetch(`${second.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: 'survives-sigkill' }),
        })
        // supabase/config.toml has confirmations on: only an account that survived, with its
        // password, is told that its address is not confirmed yet (an unknown one is refused).
        expect(signIn.status).toBe(400)
        expect(await signIn.json()).toMatchObject({ error_code: 'email_not_confirmed' })
      } finally {
        // `unshare` holds SIGTERM back from its child; SIGKILL reaches it through --kill-child.
        await stopBackend(second, 'SIGKILL')
      }
    } finally {
      await temp.remove()
    }
  }, 60_000)
})
