/**
 * Byte budgets (brotli), checked by the test run: a guard against regressions, not a design
 * goal. Each is about 15% above the size measured when it was set; a route that grows past
 * its budget on purpose gets a new measurement here, in the same change.
 */
const HEADROOM = 1.15

/** First-load JavaScript of each public route (what its HTML loads), measured 2026-11-24. */
const measuredFirstLoadJs: Record<string, number> = {
  '/': 103_323,
  '/7dayapp': 99_582,
  '/about': 99_072,
  '/admin': 135_448,
  '/api-docs': 100_848,
  '/api-pricing': 112_683,
  '/auth': 149_099,
  '/automation': 123_428,
  '/book-call': 146_196,
  '/careers': 154_041,
  '/confirmation': 99_661,
  '/contact': 135_495,
  '/get-started': 137_041,
  '/maintenance': 99_745,
  '/mobile-app-quote': 138_733,
  '/pricing': 113_577,
  '/professional-audit': 137_174,
  '/real-scan': 116_185,
  '/request-audit': 139_058,
  '/sandbox': 167_924,
  '/services': 125_903,
  '/web-app-quote': 138_740,
  '/website-services': 140_250,
  '/website-specials': 99_797,
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
