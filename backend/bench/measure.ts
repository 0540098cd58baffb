/**
 * Start-up time and read throughput of the local backend, measured from outside the process:
 *   npx tsx backend/bench/measure.ts [--seconds 10] [--connections 8]
 * Cold start = a fresh data directory (initdb, migrations, seed); warm = reopening it. The
 * load is a signed-in appointments read (the portal's query) over keep-alive connections on
 * 127.0.0.1, bounded by time, from this process while the backend runs in its own.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { LOCAL_ANON_KEY } from '../src/api-keys.ts'
import { DEMO_ACCOUNTS } from '../src/demo-accounts.ts'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    port: { type: 'string', default: '54399' },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const port = Number(values.port)
const base = `http://127.0.0.1:${port}`
const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url))
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url))

async function waitUntilReady(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/auth/v1/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('backend did not become ready')
}

async function startProcess(dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now()
  const child = spawn(tsx, [cli, '--data-dir', dataDir, '--port', String(port)], {
    stdio: 'ignore',
  })
  await waitUntilReady(Date.now() + 60_000)
  return { child, ms: performance.now() - started }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

async function signIn(): Promise<string> {
  const customer = DEMO_ACCOUNTS[0]
  const response = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: customer?.email, password: customer?.password }),
  })
  return ((await response.json()) as { access_token: string }).access_token
}

function get(agent: Agent, pathAndQuery: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${pathAndQuery}`, { agent, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

async function load(token: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const userId = DEMO_ACCOUNTS[0]?.userId ?? ''
  const query = `/rest/v1/appointments?select=*&user_id=eq.${userId}&order=created_at.desc`
  const headers = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}` }
  const latencies: number[] = []
  let failures = 0
  const end = performance.now() + seconds * 1000
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now()
      const status = await get(agent, query, headers)
      latencies.push(performance.now() - started)
      if (status !== 200) failures += 1
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: connections }, worker))
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    failures,
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'backend-bench-'))
try {
  const cold = await startProcess(dataDir)
  await stopProcess(cold.child)
  const warm = await startProcess(dataDir)
  try {
    const result = await load(await signIn())
    console.log(`cold start (fresh data dir, process spawn to ready): ${cold.ms.toFixed(0)} ms`)
    console.log(`warm start (existing data dir, process spawn to ready): ${warm.ms.toFixed(0)} ms`)
    console.log(
      `signed-in appointments read, ${connections} connections, ${seconds} s: ${result.perSecond.toFixed(0)} req/s, ` +
        `p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, ${result.requests} requests, ${result.failures} failures`,
    )
  } finally {
    await stopProcess(warm.child)
  }
} finally {
  await rm(dataDir, { recursive: true, force: true })
}
