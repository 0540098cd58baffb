import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { OUT_DIR } from '../scripts/build/out-dir'
import { startStaticServer } from '../scripts/serve/static-server'
import { waitForHydration } from './support/page-health'
import { waitForServiceWorker } from './support/service-worker'

test('a new deployment is offered with a Reload action and never reloads by itself', async ({
  page,
}) => {
  // The new worker precaches the whole site (about 185 files, 4 MB) before it is offered: on a
  // busy machine that alone can take most of the usual time limit.
  test.slow()
  // A private copy of the build, so that "deploying" a new service worker touches nothing else.
  const root = await mkdtemp(join(tmpdir(), 'site-update-'))
  await cp(OUT_DIR, root, { recursive: true })
  let server = await startStaticServer({ root, port: 0 })
  const port = Number(new URL(server.url).port)
  try {
    await page.goto(`${server.url}/`)
    await waitForHydration(page)
    await waitForServiceWorker(page)

    await server.close()
    await appendFile(join(root, 'sw.js'), '\n// next release\n')
    server = await startStaticServer({ root, port })

    await page.evaluate(() => {
      ;(window as unknown as { beforeUpdate: boolean }).beforeUpdate = true
    })
    // Not awaited: what the visitor sees is the prompt (once ran past 30 s on a loaded machine).
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      void registration?.update()
    })

    await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 60_000 })
    const reload = page.getByRole('button', { name: 'Reload' })
    await expect(reload).toBeVisible()
    // Still the same page: nothing reloaded without the visitor's say.
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(true)

    await Promise.all([page.waitForEvent('load'), reload.click()])
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false)
    await expect(page.getByText('A new version is available')).toBeHidden()
  } finally {
    await server.close()
    await rm(root, { recursive: true, force: true })
  }
})
