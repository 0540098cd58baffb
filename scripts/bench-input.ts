/**
 * `npm run bench:input`: runs the first-input journeys (e2e/first-input.spec.ts: a slow phone,
 * an input at first paint + 0 to 3 s) against a fresh production build and reports the time
 * from each input to its effect. A benchmark: its figures vary and never fail anything.
 */
import { spawnSync } from 'node:child_process'
import { INPUT_TO_EFFECT } from '../e2e/support/slow-phone.ts'

interface JsonTest {
  results: Array<{ status: string; attachments?: Array<{ name: string; body?: string }> }>
}
interface JsonSuite {
  title: string
  specs?: Array<{ title: string; tests: JsonTest[] }>
  suites?: JsonSuite[]
}

const build = spawnSync('npm', ['run', 'build:e2e'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)
const run = spawnSync(
  'npx',
  ['playwright', 'test', 'e2e/first-input.spec.ts', '--no-deps', '--reporter=json', '--workers=1'],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
)
const report = JSON.parse(run.stdout) as { suites: JsonSuite[] }

const rows: Array<{ input: string; ms: number | null; status: string }> = []
const visit = (suite: JsonSuite) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const result = test.results.at(-1)
      const note = result?.attachments?.find((attachment) => attachment.name === INPUT_TO_EFFECT)
      rows.push({
        input: spec.title,
        // The JSON report carries an attachment's body in base64.
        ms: note?.body ? Number(Buffer.from(note.body, 'base64').toString()) : null,
        status: result?.status ?? 'not run',
      })
    }
  }
  suite.suites?.forEach(visit)
}
report.suites.forEach(visit)

const times = rows.flatMap((row) => (row.ms === null ? [] : [row.ms])).sort((a, b) => a - b)
const median = times.length ? (times[Math.floor((times.length - 1) / 2)] ?? 0) : 0
console.table(rows)
const passed = rows.filter((row) => row.status === 'passed').length
console.log(`${passed} of ${rows.length} inputs took effect`)
console.log(`input to effect: median ${median} ms, max ${times.at(-1) ?? 0} ms`)
process.exit(run.status ?? 1)
