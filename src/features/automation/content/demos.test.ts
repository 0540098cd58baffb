import { describe, expect, it } from 'vitest'
import { DEMO_STEP_COUNT, demoSteps } from './demos'
import { examples } from './page'

// The dialog steps through DEMO_STEP_COUNT steps and names each: every demo must have them.
describe('the automation demos', () => {
  it.each(examples.items.map((example) => [example.id]))('%s has four distinct steps', (id) => {
    const steps = demoSteps[id]
    expect(steps).toHaveLength(DEMO_STEP_COUNT)
    expect(new Set(steps.map((step) => step.title)).size).toBe(DEMO_STEP_COUNT)
  })
})
