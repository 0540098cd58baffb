import { mobileQuoteCopy, webQuoteCopy, type CalculatorCopy } from '../content/calculator'
import { mobileAppQuote, webAppQuote, type Quote } from '../model/quote'
import {
  mobileQuoteDefinition,
  webQuoteDefinition,
  type AnyQuoteChoices,
  type QuoteDefinition,
} from '../model/quote-definitions'
import { quoteFormSchema } from '../model/quote-form'

export type CalculatorKind = QuoteDefinition['kind']

export interface Calculator {
  definition: QuoteDefinition
  copy: CalculatorCopy<QuoteDefinition>
  /** Parses the choices with the calculator's schema before pricing them. */
  price: (choices: AnyQuoteChoices) => Quote
  formSchema: ReturnType<typeof quoteFormSchema>
}

/** Both calculators share one screen; these are what differ. */
export const calculators: Record<CalculatorKind, Calculator> = {
  mobile: {
    definition: mobileQuoteDefinition,
    copy: mobileQuoteCopy,
    price: mobileAppQuote,
    formSchema: quoteFormSchema(mobileQuoteDefinition),
  },
  web: {
    definition: webQuoteDefinition,
    copy: webQuoteCopy,
    price: webAppQuote,
    formSchema: quoteFormSchema(webQuoteDefinition),
  },
}
