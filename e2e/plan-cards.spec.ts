import { expect, test, type Page } from '@playwright/test'

test.use({ viewport: { width: 1280, height: 900 } })

/** The top edge of each plan's name, price and call to action, per plan. */
function planRows(page: Page) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .filter({ hasText: /\$|FREE|Custom/ })
    .evaluateAll((plans) =>
      plans.map((plan) => {
        const top = (element: Element | null | undefined) =>
          Math.round(element?.getBoundingClientRect().top ?? -1)
        return {
          name: top(plan.querySelector('h3')),
          price: top(plan.querySelector('h3 + p')),
          action: top(plan.lastElementChild),
        }
      }),
    )
}

for (const route of ['/maintenance', '/pricing', '/api-pricing']) {
  test(`${route} lines up every plan's name, price and button, badge or not`, async ({ page }) => {
    await page.goto(route)
    await expect(page.getByText('Most Popular')).toBeVisible()
    const rows = await planRows(page)
    expect(rows).toHaveLength(3)
    for (const row of rows) expect(row).toEqual(rows[0])
  })
}
