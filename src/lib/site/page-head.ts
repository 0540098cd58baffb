import { siteConfig } from './site-config'

export interface PageMeta {
  /** The page's own title; the company name is appended. */
  title: string
  description: string
}

/** The `head` of a route: a unique title and meta description for every page. */
export function pageHead({ title, description }: PageMeta) {
  const fullTitle = `${title} | ${siteConfig.companyName}`
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
    ],
  }
}
