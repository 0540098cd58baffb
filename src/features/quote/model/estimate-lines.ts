import { formatWholeDollars } from '@/lib/format/whole-dollars'
import type { CalculatorCopy } from '../content/calculator'
import { quoteCopy } from '../content/calculator'
import type { LineItem, Quote } from './quote'
import type { QuoteDefinition } from './quote-definitions'

type AnyCopy = CalculatorCopy<QuoteDefinition>

/** Which option's label covers a size: the largest offered value not above it. */
export function sizeLabel(copy: AnyCopy, size: number): string {
  const covering = Object.keys(copy.size.options)
    .map(Number)
    .filter((value) => value <= size)
    .sort((a, b) => b - a)[0]
  return covering === undefined ? String(size) : (copy.size.options[covering] ?? String(size))
}

/** The words of one line of the estimate, as the result table and the mail show it. */
export function lineItemLabel(copy: AnyCopy, definition: QuoteDefinition, item: LineItem): string {
  const text = quoteCopy.result
  switch (item.kind) {
    case 'base':
      return text.base
    case 'size':
      return `${copy.size.label}: ${sizeLabel(copy, item.size)}`
    case 'addon':
      return copy.addons[item.addon] ?? item.addon
    case 'apiIntegrations':
      return text.apiIntegrations(item.count, formatWholeDollars(definition.apiIntegrationPrice))
    case 'timeline':
      return text.timeline(copy.timelines[item.timeline])
  }
}

/** Every line of the estimate as [words, amount], in the order of the quote. */
export function estimateLines(
  copy: AnyCopy,
  definition: QuoteDefinition,
  quote: Quote,
): Array<readonly [label: string, amount: string]> {
  return quote.lineItems.map(
    (item) => [lineItemLabel(copy, definition, item), formatWholeDollars(item.amount)] as const,
  )
}
