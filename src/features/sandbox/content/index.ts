/** The /sandbox page's words: the page around the demos, each demo, and the own-page check. */
export * from './colours'
export * from './page'
export * from './page-check'
