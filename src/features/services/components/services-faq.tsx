import { FaqAccordion } from '@/components/sections/faq-accordion'
import { faqItems } from '../content/faq'

const faqs = faqItems.map((item, index) => ({ ...item, value: `faq-${index + 1}` }))

/** The FAQ: one answer open at a time, and the open one closes again on a second press. */
export function ServicesFaq() {
  return <FaqAccordion faqs={faqs} />
}
