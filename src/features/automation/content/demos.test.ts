import { describe, expect, it } from 'vitest'
import { DEMO_STEP_COUNT, demoSteps } from './demos'
import { examples } from './page'

describe('the automation demos', () => {
  it('cover the six examples of the spec', () => {
    expect(examples.items.map((example) => example.title)).toEqual([
      'Invoice Automation',
      'Social Media Scheduling',
      'Follow-up Emails',
      'Lead Sync',
      'Order Notifications',
      'Customer Onboarding',
    ])
  })

  it.each(examples.items.map((example) => [example.id]))('%s has four distinct steps', (id) => {
    const steps = demoSteps[id]
    expect(steps).toHaveLength(DEMO_STEP_COUNT)
    expect(new Set(steps.map((step) => step.title)).size).toBe(DEMO_STEP_COUNT)
  })
})
