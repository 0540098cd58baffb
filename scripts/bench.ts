/**
 * `npm run bench [route …]`: builds, serves the build as `npm start` does, runs Lighthouse
 * (mobile) on every public route, BENCH_RUNS times each (5) in each throttling mode
 * (BENCH_MODES, both by default: `simulate`, Lighthouse's model of a slow phone, and
 * `devtools`, a real load under throttling), and prints the median figures and the bundle sizes.
 * `BENCH_BUILD=0` measures the existing build (`DIST_DIR`), to compare two builds in turn.
 * A benchmark, not a test: its numbers vary between runs and never fail anything.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildUnlessExisting, systemChromium } from './bench/shared.ts'
import { precacheSize, routeBundle } from './build/bundle-report.ts'
import { OUT_DIR } from './build/out-dir.ts'
import { startStaticServer } from './serve/static-server.ts'

interface NetworkRequest {
  url: string
  resourceType?: string
  transferSize?: number
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${Math.round(value)} ms`

buildUnlessExisting()

const dist = resolve(OUT_DIR)
const allRoutes = JSON.parse(readFileSync(resolve(dist, 'routes.json'), 'utf8')) as string[]
const requested = process.argv.slice(2)
const routes = requested.length > 0 ? requested : allRoutes

const server = await startStaticServer({ root: dist, port: 0 })
const chrome = await chromeLauncher.launch({
  chromePath: systemChromium,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})

type ThrottlingMethod = 'simulate' | 'devtools'
const MODES = (process.env.BENCH_MODES ?? 'simulate,devtools').split(',') as ThrottlingMethod[]

const lighthouseFlags = (throttlingMethod: ThrottlingMethod) => ({
  port: chrome.port,
  output: 'json' as const,
  logLevel: 'error' as const,
  onlyCategories: ['performance'],
  throttlingMethod,
})

interface RunFigures {
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsBytes: number
  totalBytes: number
  thirdPartyRequests: number
  /**
   * Lighthouse's measure of this machine's speed: simulated timings scale with it, so figures
   * from two machines compare only beside it.
   */
  benchmarkIndex: number
}

/**
 * Lighthouse's own advice for noisy machines: the median of five runs, which it finds roughly
 * halves the variability of one run. On a shared two-core machine, three runs were not enough
 * to keep a noisy stretch out of the medians.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** One Lighthouse run, or why it failed (a failed run has no figures, and zeros would look fast). */
async function measure(
  route: string,
  mode: ThrottlingMethod,
): Promise<RunFigures | { failure: string }> {
  const result = await lighthouse(`${server.url}${route}`, lighthouseFlags(mode))
  if (!result) return { failure: 'Lighthouse returned nothing' }
  const { audits, categories, runtimeError, environment } = result.lhr
  const score = categories.performance?.score
  if (runtimeError || score == null) {
    return { failure: runtimeError?.message ?? 'no performance score' }
  }
  const details = audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined
  const requests = details?.items ?? []
  const sameOrigin = (request: NetworkRequest) => request.url.startsWith(server.url)
  return {
    performance: Math.round(score * 100),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    jsBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    totalBytes: audits['total-byte-weight']?.numericValue ?? 0,
    thirdPartyRequests: requests.filter(
      (request) => !sameOrigin(request) && !/^(data|blob):/.test(request.url),
    ).length,
    benchmarkIndex: environment.benchmarkIndex,
  }
}

const rows = []
try {
  // A fresh browser's first run often reports no paint at all: warm it up, unmeasured.
  await lighthouse(`${server.url}/`, lighthouseFlags('simulate'))
  for (const mode of MODES)
    for (const route of routes) {
      const runs: RunFigures[] = []
      let failedRuns = 0
      while (runs.length < RUNS && failedRuns < RUNS) {
        const run = await measure(route, mode)
        if ('failure' in run) {
          failedRuns++
          console.warn(`${route}: a Lighthouse run failed and is not counted (${run.failure})`)
        } else runs.push(run)
      }
      if (runs.length === 0) throw new Error(`Every Lighthouse run of ${route} failed`)
      const figure = (key: keyof RunFigures) => median(runs.map((one) => one[key]))
      rows.push({
        mode,
        route,
        performance: figure('performance'),
        fcpMs: figure('fcpMs'),
        lcpMs: figure('lcpMs'),
        tbtMs: figure('tbtMs'),
        cls: figure('cls'),
        jsBytes: figure('jsBytes'),
        totalBytes: figure('totalBytes'),
        thirdPartyRequests: Math.max(...runs.map((one) => one.thirdPartyRequests)),
        failedRuns,
        runs,
      })
    }
} finally {
  chrome.kill()
  await server.close()
}

const speeds = rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex))
console.log(
  `\nThis machine's Lighthouse benchmark index: median ${Math.round(median(speeds))}, ` +
    `${Math.round(Math.min(...speeds))}-${Math.round(Math.max(...speeds))} over the runs`,
)
for (const mode of MODES) {
  console.log(`\nLighthouse (mobile, ${mode} throttling): median of ${RUNS} run(s) per route`)
  console.table(
    rows
      .filter((row) => row.mode === mode)
      .map((row) => ({
        route: row.route,
        perf: row.performance,
        FCP: ms(row.fcpMs),
        LCP: ms(row.lcpMs),
        TBT: ms(row.tbtMs),
        CLS: row.cls.toFixed(3),
        'JS (br, loaded)': kb(row.jsBytes),
        transfer: kb(row.totalBytes),
        '3rd-party': row.thirdPartyRequests,
        'failed runs': row.failedRuns,
      })),
  )
}

const bundles = routes.map((route) => routeBundle(dist, route))
const precache = precacheSize(dist)
console.log('First-load bundle per route (brotli)')
console.table(
  bundles.map((bundle) => ({
    route: bundle.route,
    JS: kb(bundle.jsBrotli),
    CSS: kb(bundle.cssBrotli),
  })),
)
console.log(`Precache: ${precache.entries} entries, ${kb(precache.bytes)} uncompressed\n`)

mkdirSync('bench-results', { recursive: true })
const report = { measuredAt: new Date().toISOString(), lighthouse: rows, bundles, precache }
writeFileSync('bench-results/latest.json', `${JSON.stringify(report, null, 2)}\n`)
console.log('Figures written to bench-results/latest.json')
