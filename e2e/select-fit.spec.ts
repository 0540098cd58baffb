import { expect, test } from '@playwright/test'

/** Each select's options whose text is wider than the room the select gives it. */
const cutOptions = () =>
  [...document.querySelectorAll('select')].flatMap((select) => {
    const style = getComputedStyle(select)
    const room =
      select.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd)
    const context = document.createElement('canvas').getContext('2d')
    if (!context) throw new Error('no canvas')
    context.font = style.font
    return [...select.options]
      .filter((option) => context.measureText(option.text).width > room)
      .map((option) => `${select.name}: ${option.text}`)
  })

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const route of ['/mobile-app-quote', '/web-app-quote']) {
      test(`${route} shows every select's choices whole`, async ({ page }) => {
        await page.goto(route)
        await expect(page.getByRole('combobox').first()).toBeVisible()
        expect(await page.evaluate(cutOptions)).toEqual([])
      })
    }
  })
}
