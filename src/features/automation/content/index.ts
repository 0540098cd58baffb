/** The words of the automation page and of its demo dialog. */
export * from './demos'
export * from './page'
