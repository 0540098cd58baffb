import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.2 level A and AA, with the 2.0 and 2.1 criteria it includes (target size among them). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Each scheme has its own colours to keep in contrast. */
const SCHEMES = ['light', 'dark'] as const

/** Resolves once no colour transition runs: axe must read a scheme's final colours. */
const transitionsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        // One in content kept unrendered (a closed tab's, decision 0037) waits for it to show.
        .filter((animation) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null
          return target?.checkVisibility() ?? true
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )

/**
 * The page's WCAG 2.2 A/AA violations as it stands, in the light and then the dark scheme, as
 * scheme, rule and offending elements; only those in the element `within` selects, if given. The
 * page is left in the scheme its test chose.
 */
export async function wcagViolations(page: Page, within?: string) {
  const chosen = await page.evaluate(() =>
    matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  )
  const violations = []
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme })
    await transitionsDone(page)
    const builder = new AxeBuilder({ page })
    if (within) builder.include(within)
    const results = await builder
      .withTags(WCAG_22_AA)
      // Legacy mode runs axe in the page itself; the default opens a second, blank page for
      // every run to gather the results of cross-origin frames. The site's only one is the
      // contact page's map, a third party's page that is not ours to fix. Same results on our
      // pages in half the time (about 1.1 s against 2.1 s a run on a two-core machine).
      .setLegacyMode(true)
      .analyze()
    violations.push(
      ...results.violations.map((violation) => ({
        colorScheme,
        rule: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      })),
    )
  }
  await page.emulateMedia({ colorScheme: chosen })
  return violations
}
