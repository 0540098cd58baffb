import { describe, expect, it } from 'vitest'
import { businessStructuredData, faqPageStructuredData, jsonLdText } from './structured-data'

const business = {
  companyName: 'Acme Web',
  tagline: 'Websites, fast.',
  siteUrl: 'https://www.example.org',
  phone: '(555) 010-0199',
  email: 'hello@example.org',
  addressArea: 'Dallas-Fort Worth, TX',
  openingHours: { days: ['Monday', 'Friday'], opens: '09:00', closes: '17:00' },
  social: { linkedin: 'https://www.linkedin.com/company/acme', x: 'https://x.com/acme' },
}

describe('structured data', () => {
  it('describes the business from the site configuration', () => {
    expect(businessStructuredData(business)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: 'Acme Web',
      url: 'https://www.example.org/',
      telephone: '(555) 010-0199',
      areaServed: 'Dallas-Fort Worth, TX',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Friday'],
          opens: '09:00',
          closes: '17:00',
        },
      ],
      sameAs: ['https://www.linkedin.com/company/acme', 'https://x.com/acme'],
    })
  })

  it('lists each question with its accepted answer', () => {
    const data = faqPageStructuredData([{ question: 'Is there a trial?', answer: 'Yes.' }])
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is there a trial?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes.' },
        },
      ],
    })
  })

  it('writes JSON that cannot end its script element and parses back unchanged', () => {
    const data = { text: '</script><script>alert(1)</script>' }
    const text = jsonLdText(data)
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual(data)
  })
})
