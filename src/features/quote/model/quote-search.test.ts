import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quoteChoicesSchema } from './quote'
import { mobileQuoteDefinition, webQuoteDefinition } from './quote-definitions'
import { choicesOfSearch, parseQuoteSearch } from './quote-search'

describe('parseQuoteSearch', () => {
  it('keeps every offered choice and the result view', () => {
    const search = {
      screens: 15,
      userAuth: true,
      adminPanel: true,
      apiIntegrations: 5,
      timeline: 'rush',
      view: 'result',
    }
    expect(parseQuoteSearch(mobileQuoteDefinition, search)).toEqual(search)
  })

  it('names every key it refuses, so the raw value cannot come back through a merge', () => {
    const search = parseQuoteSearch(webQuoteDefinition, { pages: 7, view: 'edit' })
    expect(Object.keys(search).sort()).toEqual(
      [
        'pages',
        'userAuth',
        'ecommerce',
        'paymentProcessing',
        'cms',
        'adminDashboard',
        'seoOptimization',
        'responsiveDesign',
        'apiIntegrations',
        'timeline',
        'view',
      ].sort(),
    )
    expect({ pages: 7, view: 'edit', extra: 1, ...search }).toEqual({ extra: 1 })
  })

  it('drops what is not offered, so a hostile link shows the defaults', () => {
    expect(
      parseQuoteSearch(mobileQuoteDefinition, {
        screens: 9,
        pages: 6,
        userAuth: 'true',
        ecommerce: true,
        apiIntegrations: '<script>alert(1)</script>',
        timeline: { toString: 'rush' },
        view: 'admin',
        __proto__: { polluted: true },
        name: 'Ann',
      }),
    ).toEqual({})
    expect(parseQuoteSearch(webQuoteDefinition, { pages: 6, screens: 8, ecommerce: true })).toEqual(
      { pages: 6, ecommerce: true },
    )
  })

  it('keeps exactly what the quote schema accepts, for any input', () => {
    for (const definition of [mobileQuoteDefinition, webQuoteDefinition]) {
      const schema = quoteChoicesSchema(definition)
      fc.assert(
        fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.anything(), (raw, size) => {
          const search = parseQuoteSearch(definition, { ...raw, [definition.size.field]: size })
          const choices = choicesOfSearch(definition, { ...raw, ...search })
          expect(schema.safeParse(choices).success).toBe(true)
          const accepted = definition.size.choices.some((choice) => choice === size)
          expect(definition.size.field in choices).toBe(accepted)
        }),
      )
    }
  })

  it('takes only the choices: not the view, nor anything else the URL carries', () => {
    expect(
      choicesOfSearch(mobileQuoteDefinition, {
        ...{ name: 'Ann', pages: 6 },
        ...parseQuoteSearch(mobileQuoteDefinition, { screens: 8, view: 'result' }),
      }),
    ).toEqual({ screens: 8 })
  })
})
