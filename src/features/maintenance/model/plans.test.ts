import { describe, expect, it } from 'vitest'
import { formatMonthlyPrice, maintenancePlans } from './plans'

describe('the maintenance plans (spec section 9)', () => {
  it.each([
    ['Basic', '$500/mo', false],
    ['Professional', '$1,500/mo', true],
    ['Enterprise', '$3,500/mo', false],
  ])('%s costs %s (most popular: %s)', (name, price, popular) => {
    const plan = maintenancePlans.find((candidate) => candidate.name === name)
    expect(plan && formatMonthlyPrice(plan.monthlyPrice)).toBe(price)
    expect(plan?.mostPopular === true).toBe(popular)
  })

  it('lists exactly one plan as most popular, in the order Basic, Professional, Enterprise', () => {
    expect(maintenancePlans.map((plan) => plan.name)).toEqual([
      'Basic',
      'Professional',
      'Enterprise',
    ])
    expect(maintenancePlans.filter((plan) => plan.mostPopular)).toHaveLength(1)
  })

  it.each([
    ['Basic', 'Bug fixes up to 5 hours'],
    ['Professional', 'Bug fixes up to 15 hours'],
    ['Enterprise', '10 hours feature development'],
    ['Enterprise', '24/7 support'],
  ])('%s includes %s', (name, feature) => {
    expect(maintenancePlans.find((plan) => plan.name === name)?.features).toContain(feature)
  })
})
