import { z } from '../../src/lib/validation/zod'

/**
 * What search engines need of the structured data, after schema.org and Google's rich-result
 * requirements: the JSON-LD of the built pages is parsed against these.
 */
const nonEmpty = z.string().check(z.minLength(1))
const url = z.url()

export const businessSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.enum(['ProfessionalService', 'LocalBusiness']),
  name: nonEmpty,
  url,
  telephone: nonEmpty,
  areaServed: nonEmpty,
  openingHoursSpecification: z
    .array(
      z.object({
        '@type': z.literal('OpeningHoursSpecification'),
        dayOfWeek: z.array(
          z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']),
        ),
        opens: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
        closes: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
      }),
    )
    .check(z.minLength(1)),
  sameAs: z.array(url),
})

export const faqPageSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('FAQPage'),
  mainEntity: z.array(
    z.object({
      '@type': z.literal('Question'),
      name: nonEmpty,
      acceptedAnswer: z.object({ '@type': z.literal('Answer'), text: nonEmpty }),
    }),
  ),
})
