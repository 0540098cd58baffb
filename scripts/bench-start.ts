/**
 * `npm run bench:start [route …]`: builds (`BENCH_BUILD=0` measures the existing build), serves
 * it, and reports the main thread's work at a page's start on a 4x slower CPU, in three browsers
 * (decision 0021): one no inspector is attached to, as a visitor's; one whose DevTools connection
 * enabled the Runtime domain, as Playwright (and every automation library) runs pages; and one
 * that also enabled the Debugger domain with async stacks, as Lighthouse and PageSpeed Insights
 * run pages. With the Runtime domain alone, V8 records a detailed stack for every Error created
 * and for what the browser reports, and collects the source positions of every function on that
 * stack by parsing it again; with the Debugger on, it compiles every function with its positions
 * and collects none, but records an async stack for every task a script schedules. Per route,
 * the median of `BENCH_RUNS` (3) fresh loads of: the longest task after the first contentful
 * paint, the blocking time after it (the part of each task over 50 ms, as Total Blocking Time
 * counts it, until 3 s after the load event) and the time V8 spent collecting source positions.
 * `BENCH_LINK=lighthouse` loads over the network Lighthouse's devtools mode emulates (slow 4G:
 * 562.5 ms a request, 1.47 Mbps down), on which the route's chunks arrive in tasks of their own;
 * the emulation needs the Network domain, so every browser has that one on. Else a local link.
 * A benchmark, not a test: its figures vary with the machine and never fail anything.
 * The connection speaks the DevTools protocol directly (Node's WebSocket), because every
 * automation library enables the Runtime domain on the pages it drives.
 */
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import { throttling } from 'lighthouse/core/config/constants.js'
import { buildUnlessExisting, median, systemChromium } from './bench/shared.ts'
import { OUT_DIR } from './build/out-dir.ts'
import { startStaticServer } from './serve/static-server.ts'

const CPU_SLOWDOWN = 4
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const SETTLE_AFTER_LOAD_MS = 3_000
const LONG_TASK_MS = 50
/** Lighthouse's own slow 4G, as its devtools mode emulates it (throughputs in bytes a second). */
const LIGHTHOUSE_LINK = {
  offline: false,
  latency: throttling.mobileSlow4G.requestLatencyMs,
  downloadThroughput: (throttling.mobileSlow4G.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (throttling.mobileSlow4G.uploadThroughputKbps * 1024) / 8,
}
const link = process.env.BENCH_LINK === 'lighthouse' ? LIGHTHOUSE_LINK : undefined

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
}

/** The browsers measured: what each one's DevTools connection enables before the page loads. */
const BROWSERS = {
  'no inspector': [],
  'Runtime (Playwright)': [['Runtime.enable', {}]],
  // Lighthouse's driver enables async stacks so that it can attribute requests (prepare.js).
  'Runtime, Debugger (Lighthouse)': [
    ['Runtime.enable', {}],
    ['Debugger.enable', {}],
    ['Debugger.setSkipAllPauses', { skip: true }],
    ['Debugger.setAsyncCallStackDepth', { maxDepth: 8 }],
  ],
} satisfies Record<string, Array<[string, Record<string, unknown>]>>

interface StartFigures {
  longestTask: number
  blocking: number
  sourcePositions: number
}

buildUnlessExisting()
const dist = resolve(OUT_DIR)
const requested = process.argv.slice(2)
const routes =
  requested.length > 0
    ? requested
    : (JSON.parse(readFileSync(resolve(dist, 'routes.json'), 'utf8')) as string[])

const server = await startStaticServer({ root: dist, port: 0 })
const chrome = await chromeLauncher.launch({
  chromePath: systemChromium,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
})

/** One DevTools protocol connection to a fresh tab, closed with it. */
async function openTab() {
  const endpoint = `http://127.0.0.1:${chrome.port}`
  const target = (await (
    await fetch(`${endpoint}/json/new?about:blank`, { method: 'PUT' })
  ).json()) as {
    id: string
    webSocketDebuggerUrl: string
  }
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((opened) => socket.addEventListener('open', opened, { once: true }))
  let lastId = 0
  const replies = new Map<number, (result: unknown) => void>()
  const listeners = new Map<string, (params: Record<string, unknown>) => void>()
  socket.addEventListener('message', (message) => {
    const data = JSON.parse(String(message.data)) as {
      id?: number
      method?: string
      params?: Record<string, unknown>
      result?: unknown
    }
    if (data.id !== undefined) replies.get(data.id)?.(data.result)
    else if (data.method) listeners.get(data.method)?.(data.params ?? {})
  })
  return {
    send: (method: string, params: Record<string, unknown> = {}) =>
      new Promise<unknown>((reply) => {
        lastId += 1
        replies.set(lastId, reply)
        socket.send(JSON.stringify({ id: lastId, method, params }))
      }),
    on: (method: string, listener: (params: Record<string, unknown>) => void) =>
      listeners.set(method, listener),
    close: async () => {
      socket.close()
      await fetch(`${endpoint}/json/close/${target.id}`)
    },
  }
}

async function measure(route: string, browser: keyof typeof BROWSERS): Promise<StartFigures> {
  const tab = await openTab()
  const events: TraceEvent[] = []
  tab.on('Tracing.dataCollected', (params) => events.push(...(params.value as TraceEvent[])))
  const traced = new Promise<void>((done) => tab.on('Tracing.tracingComplete', () => done()))
  const loaded = new Promise<void>((done) => tab.on('Page.loadEventFired', () => done()))
  // A first visit each time: no cached responses or compiled code, no service worker.
  await tab.send('Network.clearBrowserCache')
  await tab.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'all' })
  for (const [method, params] of BROWSERS[browser]) await tab.send(method, params)
  await tab.send('Page.enable')
  if (link) {
    await tab.send('Network.enable')
    await tab.send('Network.emulateNetworkConditions', link)
  }
  await tab.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await tab.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'disabled-by-default-v8.compile',
      ],
    },
    transferMode: 'ReportEvents',
  })
  await tab.send('Page.navigate', { url: `${server.url}${route}` })
  await loaded
  await new Promise((settle) => setTimeout(settle, SETTLE_AFTER_LOAD_MS))
  await tab.send('Tracing.end')
  await traced
  await tab.close()
  return startFigures(events)
}

function startFigures(events: TraceEvent[]): StartFigures {
  const paint = events.find((event) => event.name === 'firstContentfulPaint')
  if (!paint) throw new Error('the page painted no content')
  const onMainThread = (event: TraceEvent) =>
    event.ph === 'X' && event.pid === paint.pid && event.tid === paint.tid
  const tasks = events.filter(
    (event) =>
      onMainThread(event) && event.name === 'RunTask' && event.ts + (event.dur ?? 0) > paint.ts,
  )
  // As Total Blocking Time: only the part of a task after the first paint counts.
  const durations = tasks.map(
    (task) => (task.ts + (task.dur ?? 0) - Math.max(task.ts, paint.ts)) / 1000,
  )
  const sourcePositions = events
    .filter((event) => onMainThread(event) && event.name === 'V8.CollectSourcePositions')
    .reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0)
  return {
    longestTask: Math.max(0, ...durations),
    blocking: durations.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0),
    sourcePositions,
  }
}

const rows: Array<Record<string, number | string>> = []
for (const route of routes) {
  for (const browser of Object.keys(BROWSERS) as Array<keyof typeof BROWSERS>) {
    const runs: StartFigures[] = []
    for (let run = 0; run < RUNS; run++) runs.push(await measure(route, browser))
    const row = {
      route,
      browser,
      'longest task ms': Math.round(median(runs.map((one) => one.longestTask))),
      'blocking ms': Math.round(median(runs.map((one) => one.blocking))),
      'source positions ms': Math.round(median(runs.map((one) => one.sourcePositions))),
    }
    console.log(Object.values(row).join(' | '))
    rows.push(row)
  }
}
chrome.kill()
await server.close()
console.table(rows)
console.log(
  `CPU ${CPU_SLOWDOWN}x, ${link ? "Lighthouse's slow 4G" : 'local link'}, ${RUNS} runs each; load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')}`,
)
