import { Accordion } from '@/components/ui/accordion'
import { faqPageStructuredData, type Faq } from '@/lib/site/structured-data'
import { JsonLd } from './json-ld'

export interface FaqEntry extends Faq {
  value: string
}

/** A page's FAQ: one answer open at a time, and the same questions as FAQPage data. */
export function FaqAccordion({ faqs }: { faqs: readonly FaqEntry[] }) {
  return (
    <>
      <Accordion
        items={faqs.map((faq) => ({
          value: faq.value,
          title: faq.question,
          content: <p>{faq.answer}</p>,
        }))}
      />
      <JsonLd data={faqPageStructuredData(faqs)} />
    </>
  )
}
