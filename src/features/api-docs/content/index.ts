/** The words of the accessibility API's documentation and pricing pages. */
export * from './docs'
export * from './pricing'
