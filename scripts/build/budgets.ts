/**
 * Byte budgets (brotli), checked by the test run: a guard against regressions, not a design
 * goal. Each is about 15% above the size measured when it was set; a route that grows past
 * its budget on purpose gets a new measurement here, in the same change.
 */
const HEADROOM = 1.15

/** First-load JavaScript of each public route (what its HTML loads), measured 2026-11-24. */
const measuredFirstLoadJs: Record<string, number> = {
  '/': 103_237,
  '/7dayapp': 99_485,
  '/about': 98_979,
  '/admin': 135_027,
  '/api-docs': 100_751,
  '/api-pricing': 112_594,
  '/auth': 148_680,
  '/automation': 123_334,
  '/book-call': 146_140,
  '/careers': 153_618,
  '/confirmation': 99_567,
  '/contact': 135_085,
  '/get-started': 136_623,
  '/maintenance': 99_649,
  '/mobile-app-quote': 138_317,
  '/pricing': 113_484,
  '/professional-audit': 136_751,
  '/real-scan': 116_096,
  '/request-audit': 138_634,
  '/sandbox': 154_229,
  '/services': 125_808,
  '/web-app-quote': 138_315,
  '/website-services': 139_784,
  '/website-specials': 99_702,
}

/** The route's first-load JavaScript budget; undefined for a route not measured yet. */
export function firstLoadJsBudget(route: string): number | undefined {
  const measured = measuredFirstLoadJs[route]
  return measured === undefined ? undefined : Math.round(measured * HEADROOM)
}

/** The framework chunk (React, React DOM, the router) that every page loads. */
export const FRAMEWORK_CHUNK_BUDGET = Math.round(84_337 * HEADROOM)

/** The stylesheet inlined in every page. */
export const FIRST_LOAD_CSS_BUDGET = Math.round(6_380 * HEADROOM)
