/** Deterministic byte budgets, checked by the test run (brotli-compressed bytes). */
export const FIRST_LOAD_JS_BUDGET = 100 * 1024
export const FIRST_LOAD_CSS_BUDGET = 15 * 1024
