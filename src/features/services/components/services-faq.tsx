import { Accordion } from '@/components/ui/accordion'
import { faqItems } from '../faq'

/** The FAQ: one answer open at a time, and the open one closes again on a second press. */
export function ServicesFaq() {
  return (
    <Accordion
      items={faqItems.map((item, index) => ({
        value: `faq-${index + 1}`,
        title: item.question,
        content: <p>{item.answer}</p>,
      }))}
    />
  )
}
