/**
 * `npm run bench:inp [name filter]`: builds, serves the build, and reports Interaction to Next
 * Paint for the interactions a visitor makes once a page has hydrated, on a processor 4x
 * slower, the median of 3 fresh page loads each (`BENCH_RUNS`). INP of one interaction is the
 * longest Event Timing entry of it (input delay, handlers and the next paint), as web-vitals
 * counts it. A benchmark: its figures vary with the machine's load and never fail anything.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { OUT_DIR } from './build/out-dir.ts'
import { startStaticServer } from './serve/static-server.ts'

interface Interaction {
  name: string
  path: string
  phone?: boolean
  /** Not measured: what the visitor does first (fills the fields a calculation needs). */
  prepare?: (page: Page) => Promise<void>
  act: (page: Page) => Promise<void>
}

const tab = (name: string) => (page: Page) => page.getByRole('tab', { name }).click()
const button = (name: string | RegExp) => (page: Page) =>
  page.getByRole('button', { name }).first().click()
const firstClosedAccordion = (page: Page) =>
  page.locator('button[data-part="item-trigger"][aria-expanded="false"]').first().click()
const fillContact = async (page: Page) => {
  await page.getByRole('textbox', { name: /^Name/ }).fill('Ann Lee')
  await page.getByRole('textbox', { name: /^Email/ }).fill('ann@example.com')
}

const interactions: Interaction[] = [
  {
    name: '/mobile-app-quote Calculate Quote',
    path: '/mobile-app-quote',
    prepare: fillContact,
    act: button('Calculate Quote'),
  },
  {
    name: '/web-app-quote Calculate Quote',
    path: '/web-app-quote',
    prepare: fillContact,
    act: button('Calculate Quote'),
  },
  { name: '/sandbox Quick Colors tab', path: '/sandbox', act: tab('Quick Colors') },
  { name: '/sandbox Voice Demo tab', path: '/sandbox', act: tab('Voice Demo') },
  { name: '/sandbox Legal Analysis Demo tab', path: '/sandbox', act: tab('Legal Analysis Demo') },
  {
    name: '/sandbox type a colour',
    path: '/sandbox',
    prepare: tab('Quick Colors'),
    act: (page) => page.getByRole('tabpanel').getByRole('textbox').first().press('a'),
  },
  { name: '/automation View Demo dialog', path: '/automation', act: button(/^View Demo/) },
  { name: '/services second tab', path: '/services', act: tab('Workflow Automation') },
  { name: '/services open an FAQ', path: '/services', act: firstClosedAccordion },
  { name: '/auth Sign Up tab', path: '/auth', act: tab('Sign Up') },
  { name: '/ open the mobile menu', path: '/', phone: true, act: button('Open menu') },
  { name: '/pricing open an FAQ', path: '/pricing', act: firstClosedAccordion },
  { name: '/api-pricing open an FAQ', path: '/api-pricing', act: firstClosedAccordion },
  { name: '/careers View Details dialog', path: '/careers', act: button(/^View Details/) },
  {
    name: '/book-call choose a day',
    path: '/book-call',
    act: (page) =>
      page
        .getByRole('button', { name: /^Choose / })
        .and(page.locator(':not([aria-disabled="true"], [data-disabled])'))
        .first()
        .click(),
  },
]

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const CPU_SLOWDOWN = 4
const filter = process.argv[2]

// BENCH_BUILD=0 measures the build already there.
if (process.env.BENCH_BUILD !== '0') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const server = await startStaticServer({ root: resolve(OUT_DIR), port: 0 })
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox', '--disable-gpu'],
})

// Page scripts as text: tsx's helpers (__name) do not exist in the page.
/** Every element of the page's main content carries React's fiber: the page has hydrated. */
const HYDRATED = `[document.body, ...document.querySelectorAll('main *')].every((element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber')))`
/** Notes the duration of every Event Timing entry that belongs to an interaction. */
const OBSERVE_INTERACTIONS = `window.__inp = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.interactionId) window.__inp.push(entry.duration)
}).observe({ type: 'event', durationThreshold: 16 })`

/** One fresh load: hydrated and settled, then the interaction on a throttled processor. */
async function measure(interaction: Interaction): Promise<number> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: interaction.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  await page.goto(`${server.url}${interaction.path}`, { waitUntil: 'networkidle' })
  await page.waitForFunction(HYDRATED)
  await interaction.prepare?.(page)
  await page.waitForTimeout(500)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.evaluate(OBSERVE_INTERACTIONS)
  await interaction.act(page)
  // Entries arrive after the next paint; a second is ample on the slowed processor.
  await page.waitForTimeout(1000)
  const durations = await page.evaluate<number[]>('window.__inp')
  await context.close()
  // Below the threshold no entry is reported: the interaction took at most 16 ms.
  return Math.max(16, ...durations)
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0

const rows: Array<{ interaction: string; 'INP ms (median)': number | string; runs: string }> = []
for (const interaction of interactions) {
  if (filter && !interaction.name.includes(filter)) continue
  const runs: number[] = []
  try {
    for (let run = 0; run < RUNS; run++) runs.push(await measure(interaction))
  } catch (error) {
    console.error(`${interaction.name}: not measured (${String(error).split('\n')[0]})`)
  }
  const row = {
    interaction: interaction.name,
    'INP ms (median)': runs.length === RUNS ? median(runs) : 'failed',
    runs: runs.join(', '),
  }
  console.log(`${row.interaction}: ${row['INP ms (median)']} (${row.runs})`)
  rows.push(row)
}
await browser.close()
await server.close()
console.table(rows)
console.log(
  `CPU ${CPU_SLOWDOWN}x, ${RUNS} runs each; load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')}`,
)
