import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 900, height: 800 } })
await page.goto('http://127.0.0.1:4511/')
console.log(await page.evaluate(() => { const n = document.querySelector('nav[aria-label=Main]')!; const s = getComputedStyle(n); return [n.className, s.order, s.flexBasis, n.getBoundingClientRect().toJSON()] }))
console.log(await page.evaluate(() => [...document.styleSheets].map(s => [...s.cssRules].filter(r => r.cssText.includes('flex-b_full')).map(r=>r.cssText)).flat()))
await browser.close()
