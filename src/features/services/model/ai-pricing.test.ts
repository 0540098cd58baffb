import { describe, expect, it } from 'vitest'
import { aiServices } from '../content'
import { formatAiPricing, type AiPricing } from './ai-pricing'

describe('formatAiPricing', () => {
  it.each<[AiPricing, string]>([
    [{ kind: 'from', amount: 2000 }, '$2,000+'],
    [{ kind: 'from', amount: 750 }, '$750+'],
    [{ kind: 'setup-monthly', setup: 300, monthly: 50 }, '$300 setup + $50/month'],
    [{ kind: 'setup-monthly', setup: 1000, monthly: 100 }, '$1,000 setup + $100/month'],
  ])('formats %o as %s', (pricing, expected) => {
    expect(formatAiPricing(pricing)).toBe(expected)
  })
})

describe('the AI services price list (spec section 9)', () => {
  it.each([
    ['design', '$2,000+'],
    ['workflow', '$300 setup + $50/month'],
    ['appointments', '$500 setup + $75/month'],
    ['cold-email', '$750+'],
    ['transcription', '$1,000 setup + $100/month'],
  ])('%s costs %s', (id, price) => {
    const service = aiServices.find((candidate) => candidate.id === id)
    expect(service && formatAiPricing(service.pricing)).toBe(price)
  })

  it('lists the design service first, as the default tab', () => {
    expect(aiServices[0]?.id).toBe('design')
  })
})
