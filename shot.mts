import { chromium } from '@playwright/test'
const [,, path = '/', width = '1280', out = '/tmp/wt-findable-shot.png', action = ''] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } })
await page.goto('http://127.0.0.1:4511' + path)
await page.waitForTimeout(800)
if (action) await page.getByRole('button', { name: action }).click()
await page.waitForTimeout(300)
await page.screenshot({ path: out })
await browser.close()
