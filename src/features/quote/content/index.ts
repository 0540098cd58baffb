/**
 * The quote pages' words: `page` what the route and the page show around the calculator,
 * `calculator` the calculator itself (form, result and estimate mail).
 */
export * from './calculator'
export * from './page'
