/** The price rules of both calculators (spec section 9), in dollars. Pure data: no zod, no React. */

export const TIMELINES = ['rush', 'standard', 'flexible'] as const
export type Timeline = (typeof TIMELINES)[number]
export const DEFAULT_TIMELINE: Timeline = 'standard'

export const API_INTEGRATION_CHOICES = [0, 2, 5, 8] as const
export type ApiIntegrationChoice = (typeof API_INTEGRATION_CHOICES)[number]
export const DEFAULT_API_INTEGRATIONS: ApiIntegrationChoice = 0

export interface QuoteDefinition {
  kind: 'mobile' | 'web'
  base: number
  size: {
    /** The spec's field name, also the search parameter. */
    field: string
    choices: readonly number[]
    /** Used when the select is left empty. */
    fallback: number
    /** Checked in order: the first threshold the size is above adds its amount. */
    surcharges: readonly { above: number; amount: number }[]
  }
  /** Each add-on's price; its key is the spec's field name. */
  addons: Readonly<Record<string, number>>
  apiIntegrationPrice: number
  timelines: Readonly<Record<Timeline, number>>
}

export const mobileQuoteDefinition = {
  kind: 'mobile',
  base: 2500,
  size: {
    field: 'screens',
    choices: [3, 8, 15, 25],
    fallback: 5,
    surcharges: [
      { above: 10, amount: 1500 },
      { above: 5, amount: 750 },
    ],
  },
  addons: {
    userAuth: 500,
    pushNotifications: 300,
    paymentProcessing: 800,
    fileUploads: 400,
    adminPanel: 1200,
    storeSubmission: 500,
  },
  apiIntegrationPrice: 200,
  timelines: { rush: 1000, standard: 0, flexible: -500 },
} as const satisfies QuoteDefinition

export const webQuoteDefinition = {
  kind: 'web',
  base: 1500,
  size: {
    field: 'pages',
    choices: [3, 6, 12, 20],
    fallback: 3,
    surcharges: [
      { above: 15, amount: 1200 },
      { above: 8, amount: 600 },
      { above: 3, amount: 300 },
    ],
  },
  addons: {
    userAuth: 400,
    ecommerce: 1500,
    paymentProcessing: 600,
    cms: 800,
    adminDashboard: 1000,
    seoOptimization: 500,
    responsiveDesign: 300,
  },
  apiIntegrationPrice: 150,
  timelines: { rush: 800, standard: 0, flexible: -300 },
} as const satisfies QuoteDefinition

export type MobileQuoteDefinition = typeof mobileQuoteDefinition
export type WebQuoteDefinition = typeof webQuoteDefinition

export type AddonOf<D extends QuoteDefinition> = Extract<keyof D['addons'], string>

/** Choices of either calculator, for code that serves both. */
export interface AnyQuoteChoices {
  [field: string]: number | boolean | string | undefined
  apiIntegrations?: ApiIntegrationChoice
  timeline?: Timeline
}

/** What a visitor chose; anything missing falls back to its default. */
export type QuoteChoices<D extends QuoteDefinition> = QuoteDefinition extends D
  ? AnyQuoteChoices
  : { [K in D['size']['field']]?: D['size']['choices'][number] } & {
      [K in AddonOf<D>]?: boolean
    } & { apiIntegrations?: ApiIntegrationChoice; timeline?: Timeline }

export type MobileQuoteChoices = QuoteChoices<MobileQuoteDefinition>
export type WebQuoteChoices = QuoteChoices<WebQuoteDefinition>

export function addonsOf<D extends QuoteDefinition>(definition: D): AddonOf<D>[] {
  return Object.keys(definition.addons) as AddonOf<D>[]
}
