import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mobileAppQuote, webAppQuote, type Quote } from './quote'
import {
  API_INTEGRATION_CHOICES,
  TIMELINES,
  mobileQuoteDefinition,
  webQuoteDefinition,
  type MobileQuoteChoices,
  type WebQuoteChoices,
} from './quote-definitions'

const amountOf = (quote: Quote, kind: Quote['lineItems'][number]['kind']) =>
  quote.lineItems.filter((item) => item.kind === kind).reduce((sum, item) => sum + item.amount, 0)

describe('mobileAppQuote: one row per rule of the spec', () => {
  it.each<[string, MobileQuoteChoices, number]>([
    ['nothing chosen: base 2500, 5 screens add nothing', {}, 2500],
    ['3-5 screens add nothing', { screens: 3 }, 2500],
    ['6-10 screens (above 5) add 750', { screens: 8 }, 3250],
    ['11-20 screens (above 10) add 1500', { screens: 15 }, 4000],
    ['20+ screens add 1500', { screens: 25 }, 4000],
    ['user authentication 500', { userAuth: true }, 3000],
    ['push notifications 300', { pushNotifications: true }, 2800],
    ['payment processing 800', { paymentProcessing: true }, 3300],
    ['file uploads 400', { fileUploads: true }, 2900],
    ['admin panel 1200', { adminPanel: true }, 3700],
    ['store submission 500', { storeSubmission: true }, 3000],
    ['no API integrations', { apiIntegrations: 0 }, 2500],
    ['2 API integrations at 200', { apiIntegrations: 2 }, 2900],
    ['5 API integrations at 200', { apiIntegrations: 5 }, 3500],
    ['8 API integrations at 200', { apiIntegrations: 8 }, 4100],
    ['rush (2-4 weeks) +1000', { timeline: 'rush' }, 3500],
    ['standard (6-8 weeks) 0', { timeline: 'standard' }, 2500],
    ['flexible (10+ weeks) -500', { timeline: 'flexible' }, 2000],
    [
      '6-10 screens, user auth, rush: $4,750',
      { screens: 8, userAuth: true, timeline: 'rush' },
      4750,
    ],
  ])('%s', (_rule, input, total) => {
    expect(mobileAppQuote(input).total).toBe(total)
  })

  it('itemises base, size tier, each add-on, integrations and timeline', () => {
    expect(
      mobileAppQuote({ screens: 15, adminPanel: true, apiIntegrations: 5, timeline: 'flexible' })
        .lineItems,
    ).toEqual([
      { kind: 'base', amount: 2500 },
      { kind: 'size', size: 15, amount: 1500 },
      { kind: 'addon', addon: 'adminPanel', amount: 1200 },
      { kind: 'apiIntegrations', count: 5, amount: 1000 },
      { kind: 'timeline', timeline: 'flexible', amount: -500 },
    ])
  })

  it('uses the defaults when every select is left empty: 5 screens, no integrations, standard', () => {
    expect(mobileAppQuote({}).lineItems).toEqual([
      { kind: 'base', amount: 2500 },
      { kind: 'size', size: 5, amount: 0 },
      { kind: 'timeline', timeline: 'standard', amount: 0 },
    ])
  })
})

describe('webAppQuote: one row per rule of the spec', () => {
  it.each<[string, WebQuoteChoices, number]>([
    ['nothing chosen: base 1500, 3 pages add nothing', {}, 1500],
    ['1-3 pages add nothing', { pages: 3 }, 1500],
    ['4-8 pages (above 3) add 300', { pages: 6 }, 1800],
    ['9-15 pages (above 8) add 600', { pages: 12 }, 2100],
    ['15+ pages (above 15) add 1200', { pages: 20 }, 2700],
    ['user authentication 400', { userAuth: true }, 1900],
    ['e-commerce 1500', { ecommerce: true }, 3000],
    ['payment processing 600', { paymentProcessing: true }, 2100],
    ['content management 800', { cms: true }, 2300],
    ['admin dashboard 1000', { adminDashboard: true }, 2500],
    ['SEO 500', { seoOptimization: true }, 2000],
    ['mobile responsive 300', { responsiveDesign: true }, 1800],
    ['2 API integrations at 150', { apiIntegrations: 2 }, 1800],
    ['5 API integrations at 150', { apiIntegrations: 5 }, 2250],
    ['8 API integrations at 150', { apiIntegrations: 8 }, 2700],
    ['rush (1-3 weeks) +800', { timeline: 'rush' }, 2300],
    ['standard (4-6 weeks) 0', { timeline: 'standard' }, 1500],
    ['flexible (8+ weeks) -300', { timeline: 'flexible' }, 1200],
  ])('%s', (_rule, input, total) => {
    expect(webAppQuote(input).total).toBe(total)
  })

  it('uses the defaults when every select is left empty: 3 pages, no integrations, standard', () => {
    expect(webAppQuote({}).lineItems).toEqual([
      { kind: 'base', amount: 1500 },
      { kind: 'size', size: 3, amount: 0 },
      { kind: 'timeline', timeline: 'standard', amount: 0 },
    ])
  })
})

describe('no value outside the offered choices reaches the arithmetic', () => {
  it.each([
    { screens: 7 },
    { screens: '8' },
    { apiIntegrations: 3 },
    { apiIntegrations: -2 },
    { timeline: 'yesterday' },
    { userAuth: 'yes' },
  ])('mobile rejects %o', (input) => {
    expect(() => mobileAppQuote(input as MobileQuoteChoices)).toThrow()
  })

  it.each([{ pages: 8 }, { pages: Number.NaN }, { ecommerce: 1 }, { timeline: null }])(
    'web rejects %o',
    (input) => {
      expect(() => webAppQuote(input as WebQuoteChoices)).toThrow()
    },
  )
})

const calculators = [
  { name: 'mobile', definition: mobileQuoteDefinition, quote: mobileAppQuote },
  { name: 'web', definition: webQuoteDefinition, quote: webAppQuote },
] as const

for (const { name, definition, quote } of calculators) {
  const price = quote as (input: Record<string, unknown>) => Quote
  const addons = Object.keys(definition.addons)
  const validInput = fc.record(
    {
      [definition.size.field]: fc.constantFrom(...definition.size.choices),
      ...Object.fromEntries(addons.map((addon) => [addon, fc.boolean()])),
      apiIntegrations: fc.constantFrom(...API_INTEGRATION_CHOICES),
      timeline: fc.constantFrom(...TIMELINES),
    },
    { requiredKeys: [] },
  )

  describe(`${name} quote properties over every valid input`, () => {
    it('the total is the sum of the line items', () => {
      fc.assert(
        fc.property(validInput, (input) => {
          const result = price(input)
          expect(result.total).toBe(result.lineItems.reduce((sum, item) => sum + item.amount, 0))
        }),
      )
    })

    it('the total is never below the base minus the flexible discount', () => {
      fc.assert(
        fc.property(validInput, (input) => {
          expect(price(input).total).toBeGreaterThanOrEqual(
            definition.base + definition.timelines.flexible,
          )
        }),
      )
    })

    it('each add-on raises the total by exactly its price', () => {
      fc.assert(
        fc.property(validInput, fc.constantFrom(...addons), (input, addon) => {
          const without = price({ ...input, [addon]: false })
          const withAddon = price({ ...input, [addon]: true })
          const addonPrice = (definition.addons as Record<string, number>)[addon]
          expect(withAddon.total - without.total).toBe(addonPrice)
          expect(amountOf(withAddon, 'addon') - amountOf(without, 'addon')).toBe(addonPrice)
        }),
      )
    })
  })
}
