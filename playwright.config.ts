import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
// Other ports let a second test run (another working copy) proceed at the same time.
import {
  E2E_BACKEND_PORT,
  E2E_CONFIRMATIONS_OFF_MAILBOX_PORT,
  E2E_CONFIRMATIONS_OFF_PORT,
  E2E_MAILBOX_PORT,
  E2E_PORT,
} from './e2e/support/ports'

const backendCommand = (port: number, mailboxPort: number, config: string) =>
  `tsx backend/src/cli.ts --memory --port ${port} --mailbox-port ${mailboxPort} --config e2e/support/supabase/${config}.toml`
const systemChromium = '/usr/bin/chromium'
const SLOW_PHONE_SPECS = /(first-input(-sweep)?|first-frame)\.spec\.ts$/

// Debian's Chromium where it is installed (CI, this machine); Playwright's own browser elsewhere.
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    }
  : {}

export default defineConfig({
  testDir: 'e2e',
  // Journeys are *.spec.ts; a *.test.ts beside the support code is a unit test, run by vitest.
  testMatch: '**/*.spec.ts',
  // One folder per port, so that test runs of two working copies never clear each other's.
  outputDir: `test-results/${E2E_PORT}`,
  fullyParallel: true,
  workers: 2,
  // No retries, in CI either: a test that passes only on its second try hides a fault, in the
  // product or in the test, and the run must say so.
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  // A test's time limit catches a hang, not slowness (the benchmarks measure speed): journeys
  // took 25-35 s on a two-core machine in a loaded hour, against 10-20 s on a quiet one.
  timeout: 45_000,
  // An expectation waits 10 s, not Playwright's 5 s: a first visit installs the service worker,
  // whose precache competes with the page, and with both workers' browsers and backends a
  // two-core machine at load 14 showed a new portal's data 3.5 s after its sign-in answer and
  // had not painted it 5 s after. How fast it must be is the benchmarks' to say.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: SLOW_PHONE_SPECS,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // The slow-phone journeys throttle the page's processor: run after the rest, so that no
    // other test competes with them for the machine's cores (under that load a page's code
    // could take longer to arrive than the journey waits).
    {
      name: 'slow-phone',
      testMatch: SLOW_PHONE_SPECS,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  // Fresh servers every run: a stale one would test an old build or leftover data.
  webServer: [
    {
      command: 'tsx scripts/serve.ts',
      env: { PORT: String(E2E_PORT) },
      url: `http://127.0.0.1:${E2E_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Its config raises the limits: the journeys sign up, sign in and send mails far more
      // often than the local defaults allow from one address.
      command: backendCommand(E2E_BACKEND_PORT, E2E_MAILBOX_PORT, 'confirmations-on'),
      url: `http://127.0.0.1:${E2E_BACKEND_PORT}/auth/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The app reaches it only where a journey routes its backend calls there
      // (e2e/support/confirmations-off.ts).
      command: backendCommand(
        E2E_CONFIRMATIONS_OFF_PORT,
        E2E_CONFIRMATIONS_OFF_MAILBOX_PORT,
        'confirmations-off',
      ),
      url: `http://127.0.0.1:${E2E_CONFIRMATIONS_OFF_PORT}/auth/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
