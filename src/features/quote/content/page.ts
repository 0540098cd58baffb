/** The quote pages' own copy: what the route and the page show before the calculator loads. */

/** What the page shows before the calculator: its title (also the h1), meta and lead. */
export interface QuotePageCopy {
  title: string
  description: string
  lead: string
}

export const mobileQuotePage: QuotePageCopy = {
  title: 'Mobile App Quote Calculator',
  description:
    'Get an instant, preliminary price estimate for your iOS and Android app: choose screens, features, API integrations and timeline.',
  lead: 'Tell us what your app needs and see a preliminary estimate instantly. The calculation runs in your browser: nothing is sent anywhere.',
}

export const webQuotePage: QuotePageCopy = {
  title: 'Web App Quote Calculator',
  description:
    'Get an instant, preliminary price estimate for your web application: choose pages, features, API integrations and timeline.',
  lead: 'Tell us what your web app needs and see a preliminary estimate instantly. The calculation runs in your browser: nothing is sent anywhere.',
}
