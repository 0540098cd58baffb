/**
 * `npm run bench:inp [name filter]`: builds, serves the build, and reports Interaction to Next
 * Paint for the interactions a visitor makes once a page has hydrated, on a processor 4x
 * slower, the median of 3 fresh page loads each (`BENCH_RUNS`). INP of one interaction is the
 * longest Event Timing entry of it (input delay, handlers and the next paint), as web-vitals
 * counts it. The next paint need not show what the visitor asked for (a dialog whose code is
 * still loading paints later), so each interaction also names its answer, and the time from the
 * input (a finger's lift, a key's press) to the paint that first shows it is reported beside INP.
 * A benchmark: its figures vary with the machine's load and never fail anything.
 */
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { chromium, type Locator, type Page } from '@playwright/test'
import { buildUnlessExisting, median, systemChromium } from './bench/shared.ts'
import { OUT_DIR } from './build/out-dir.ts'
import { startStaticServer } from './serve/static-server.ts'

interface Interaction {
  name: string
  path: string
  phone?: boolean
  /** Not measured: what the visitor does first (fills the fields a calculation needs). */
  prepare?: (page: Page) => Promise<void>
  act: (page: Page) => Promise<void>
  /** A page expression, true once the page shows what the interaction asked for. */
  answer: string
}

/**
 * How long a finger rests on the glass, or a key stays down, in the benchmark's taps and presses.
 * A lift at the very moment of the press, as Playwright's `tap()` and `press()` make it, is no
 * person's: it queues the release behind the press's own handlers and frame, and the click's
 * entry, timed from the release, counted that wait too (40-50 ms of a dialog's tap at CPU 4x).
 */
const PRESS_MS = 80

/**
 * A tap as a person makes one on a phone: the browser's own touch events at the element's centre,
 * once it is on screen, the finger lifted after `PRESS_MS`. Not Playwright's `click()` or
 * `tap()`, which check their target in handlers they add to the page (a hit test at each event):
 * work no visitor's page does, which added some 35-50 ms to a tap at CPU 4x.
 */
async function tap(target: Locator) {
  await target.scrollIntoViewIfNeeded()
  const page = target.page()
  // What scrolling set off (observers, the frame) is over before the finger comes down.
  await page.waitForTimeout(300)
  const box = await target.boundingBox()
  if (!box) throw new Error(`not shown: ${String(target)}`)
  const touch = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [touch] })
  await page.waitForTimeout(PRESS_MS)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}
/** A key pressed as a person presses it: down, then up after `PRESS_MS`. */
const press = (target: Locator, key: string) => target.press(key, { delay: PRESS_MS })

const tab = (name: string) => (page: Page) => tap(page.getByRole('tab', { name }))
const button = (name: string | RegExp) => (page: Page) =>
  tap(page.getByRole('button', { name }).first())
const firstClosedAccordion = (page: Page) =>
  tap(page.getByRole('heading').getByRole('button', { expanded: false }).first())
// Answers, read without forcing a layout: `target` is the element the input went to,
// `valueBefore` its value then.
const dialogShown = `document.querySelector('[role=dialog], dialog[open]') !== null`
const tabSelected = `target.closest('[role=tab]')?.getAttribute('aria-selected') === 'true'`
const accordionExpanded = `target.closest('button')?.getAttribute('aria-expanded') === 'true'`
// The result and the form are both in the page, one of them hidden.
const resultShown = `[...document.querySelectorAll('h2')].some((heading) => heading.textContent === 'Your Preliminary Estimate' && heading.closest('[hidden]') === null)`
const boxTicked = `target.closest('label')?.querySelector('input')?.checked === true`
const formShown = `[...document.querySelectorAll('form h2')].some((heading) => heading.closest('[hidden]') === null)`
const colourField = (page: Page) =>
  page.getByRole('tabpanel').getByRole('textbox', { name: 'Text Color', exact: true })
const fontSizeSlider = (page: Page) => page.getByRole('slider', { name: 'Font size' })
/** The calendar's days that can be chosen and are not chosen yet. */
const choosableDays = (page: Page) =>
  page
    .getByRole('button', { name: /^Choose / })
    .and(page.locator(':not([aria-disabled="true"], [data-disabled])'))
const chooseDay = (page: Page) => tap(choosableDays(page).first())
/**
 * Near a month's end the calendar offers a day or none in the month it opens on: then the
 * visitor turns to the next month, which offers days enough for two choices.
 */
const showTwoDays = async (page: Page) => {
  await page.getByRole('grid').waitFor()
  if ((await choosableDays(page).count()) >= 2) return
  await page.getByRole('button', { name: /next month/i }).click()
  await choosableDays(page).nth(1).waitFor()
}
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
    answer: resultShown,
  },
  {
    name: '/web-app-quote Calculate Quote',
    path: '/web-app-quote',
    prepare: fillContact,
    act: button('Calculate Quote'),
    answer: resultShown,
  },
  {
    name: '/mobile-app-quote Modify Requirements',
    path: '/mobile-app-quote',
    prepare: async (page) => {
      await fillContact(page)
      await button('Calculate Quote')(page)
      await page.getByRole('button', { name: 'Modify Requirements' }).waitFor()
    },
    act: button('Modify Requirements'),
    answer: formShown,
  },
  {
    name: '/mobile-app-quote tick a feature',
    path: '/mobile-app-quote',
    act: (page) => tap(page.locator('label').filter({ hasText: /^Push Notifications$/ })),
    answer: boxTicked,
  },
  {
    name: '/sandbox Quick Colors tab',
    path: '/sandbox',
    act: tab('Quick Colors'),
    answer: tabSelected,
  },
  {
    name: '/sandbox Voice Demo tab',
    path: '/sandbox',
    act: tab('Voice Demo'),
    answer: tabSelected,
  },
  {
    name: '/sandbox Legal Analysis Demo tab',
    path: '/sandbox',
    act: tab('Legal Analysis Demo'),
    answer: tabSelected,
  },
  {
    // The keystroke that completes a colour, so the previews and the ratio follow it.
    name: '/sandbox type a colour',
    path: '/sandbox',
    prepare: async (page) => {
      await tab('Quick Colors')(page)
      await colourField(page).fill('#1e40a')
    },
    act: (page) => press(colourField(page), 'f'),
    answer: `target.value === '#1e40af'`,
  },
  {
    // One step down from the default size crosses the guideline, so the verdict changes too.
    name: '/sandbox move a slider',
    path: '/sandbox',
    prepare: async (page) => {
      await tab('Testing Demo')(page)
      await fontSizeSlider(page).focus()
    },
    act: (page) => press(fontSizeSlider(page), 'ArrowLeft'),
    answer: `target.getAttribute('aria-valuenow') === '15'`,
  },
  {
    name: '/automation View Demo dialog',
    path: '/automation',
    act: button(/^View Demo/),
    answer: dialogShown,
  },
  {
    name: '/services second tab',
    path: '/services',
    act: tab('Workflow Automation'),
    answer: tabSelected,
  },
  {
    name: '/services open an FAQ',
    path: '/services',
    act: firstClosedAccordion,
    answer: accordionExpanded,
  },
  { name: '/auth Sign Up tab', path: '/auth', act: tab('Sign Up'), answer: tabSelected },
  {
    name: '/ open the mobile menu',
    path: '/',
    phone: true,
    act: button('Open menu'),
    answer: dialogShown,
  },
  {
    name: '/pricing open an FAQ',
    path: '/pricing',
    act: firstClosedAccordion,
    answer: accordionExpanded,
  },
  {
    name: '/api-pricing open an FAQ',
    path: '/api-pricing',
    act: firstClosedAccordion,
    answer: accordionExpanded,
  },
  {
    name: '/careers View Details dialog',
    path: '/careers',
    act: button(/^View Details/),
    answer: dialogShown,
  },
  {
    name: '/book-call choose a day',
    path: '/book-call',
    prepare: showTwoDays,
    act: chooseDay,
    answer: `document.querySelector('input[name=time-slot]') !== null`,
  },
  {
    // Another day than the first moves the calendar's focus as well as its choice.
    name: '/book-call choose another day',
    path: '/book-call',
    prepare: async (page) => {
      await showTwoDays(page)
      await chooseDay(page)
    },
    act: chooseDay,
    answer: `target.closest('[data-part=table-cell-trigger]')?.hasAttribute('data-selected')`,
  },
]

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const CPU_SLOWDOWN = 4
const filter = process.argv[2]

buildUnlessExisting()
const server = await startStaticServer({ root: resolve(OUT_DIR), port: 0 })
const browser = await chromium.launch({
  executablePath: systemChromium,
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
/**
 * From the input, checks the answer at the start of every frame; in the first frame that has
 * it, a task queued then runs once that frame is painted: its time, less the input's, is the
 * answer's. (Within the 8 ms rounding of Event Timing when the answer is in the next paint.)
 */
const observeAnswer = (answer: string) => `window.__answer = null
const onInput = (event) => {
  removeEventListener('pointerup', onInput, true)
  removeEventListener('keydown', onInput, true)
  const target = event.target
  const valueBefore = target.value
  const shown = () => ${answer}
  const frame = () => {
    if (shown()) setTimeout(() => { window.__answer = performance.now() - event.timeStamp })
    else requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}
addEventListener('pointerup', onInput, true)
addEventListener('keydown', onInput, true)`

interface Measurement {
  inp: number
  /** Input to the paint that first shows the answer; null if it never showed. */
  answer: number | null
}

/** One fresh load: hydrated and settled, then the interaction on a throttled processor. */
async function measure(interaction: Interaction): Promise<Measurement> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    hasTouch: true,
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
  await page.evaluate(observeAnswer(interaction.answer))
  await interaction.act(page)
  // Entries arrive after the next paint; two seconds are ample on the slowed processor.
  await page.waitForTimeout(2000)
  const durations = await page.evaluate<number[]>('window.__inp')
  const answer = await page.evaluate<number | null>('window.__answer')
  await context.close()
  // Below the threshold no entry is reported: the interaction took at most 16 ms.
  return { inp: Math.max(16, ...durations), answer: answer === null ? null : Math.round(answer) }
}

const rows: Array<Record<string, number | string>> = []
for (const interaction of interactions) {
  if (filter && !interaction.name.includes(filter)) continue
  const runs: Measurement[] = []
  try {
    for (let run = 0; run < RUNS; run++) runs.push(await measure(interaction))
  } catch (error) {
    console.error(`${interaction.name}: not measured (${String(error).split('\n')[0]})`)
  }
  const complete = runs.length === RUNS
  const answers = runs.flatMap((run) => (run.answer === null ? [] : [run.answer]))
  const row = {
    interaction: interaction.name,
    'INP ms (median)': complete ? median(runs.map((run) => run.inp)) : 'failed',
    'answer painted ms (median)':
      complete && answers.length === RUNS ? median(answers) : 'not shown',
    runs: runs.map((run) => `${run.inp}/${run.answer ?? '-'}`).join(', '),
  }
  console.log(
    `${row.interaction}: INP ${row['INP ms (median)']}, answer ${row['answer painted ms (median)']} (${row.runs})`,
  )
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
