import { absoluteUrl } from './absolute-url'

/** The part of the site configuration search engines are told about the business. */
export interface BusinessDetails {
  companyName: string
  tagline: string
  siteUrl: string
  phone: string
  email: string
  addressArea: string
  openingHours: { days: readonly string[]; opens: string; closes: string }
  social: Readonly<Record<string, string>>
}

export interface Faq {
  question: string
  answer: string
}

const SCHEMA_ORG = 'https://schema.org'

/** schema.org ProfessionalService: who the business is, where it works, when and how to reach it. */
export function businessStructuredData(business: BusinessDetails) {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'ProfessionalService',
    '@id': absoluteUrl(business.siteUrl, '/#business'),
    name: business.companyName,
    description: business.tagline,
    url: absoluteUrl(business.siteUrl, '/'),
    logo: absoluteUrl(business.siteUrl, '/icons/icon-512.png'),
    telephone: business.phone,
    email: business.email,
    areaServed: business.addressArea,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: business.openingHours.days,
        opens: business.openingHours.opens,
        closes: business.openingHours.closes,
      },
    ],
    sameAs: Object.values(business.social),
  }
}

/** schema.org FAQPage: the questions a page answers, word for word as it shows them. */
export function faqPageStructuredData(faqs: readonly Faq[]) {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}

/** JSON for a `<script type="application/ld+json">`: no "<" can close the element early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c')
}
