/** The words of the services page: its sections, the AI services' tabs and the FAQ. */
export * from './ai-services'
export * from './faq'
export * from './page'
