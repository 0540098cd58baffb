import { describe, expect, it } from 'vitest'
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
