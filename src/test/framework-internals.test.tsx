import { readFileSync } from 'node:fs'
import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

/**
 * Tripwires: the project relies on a few internals of React and TanStack Router that no public
 * API offers. An upgrade may drop one without any other test failing at once; each of these
 * names the internal, who relies on it, and what to check.
 */

function Field() {
  const [name, setName] = useState('')
  return (
    <label>
      Name <input value={name} onChange={(event) => setName(event.target.value)} />
      <output>{name}</output>
    </label>
  )
}

let container: HTMLDivElement | undefined
afterEach(() => container?.remove())

async function hydratedField() {
  container = document.createElement('div')
  container.innerHTML = renderToString(<Field />)
  document.body.append(container)
  await act(async () => {
    hydrateRoot(container as HTMLDivElement, <Field />)
    await Promise.resolve()
  })
  return container.querySelector('input') as HTMLInputElement
}

describe('React internals', () => {
  it('marks each hydrated element with a __reactFiber$ key', async () => {
    const input = await hydratedField()
    expect(
      Object.keys(input).some((key) => key.startsWith('__reactFiber$')),
      'react-dom no longer marks hydrated elements with `__reactFiber$…`. Check ' +
        '`isHydrated` in src/lib/early-input/replay-early-input.ts and `waitForHydration` in ' +
        'e2e/support/page-health.ts: find what marks a hydrated element now.',
    ).toBe(true)
  })

  it('fires onChange for a value set past its value tracker, as the early-input hand-over does', async () => {
    const input = await hydratedField()
    await act(async () => {
      // What `syncField` in src/lib/early-input/replay-early-input.ts does with a typed value.
      input.value = 'Ann\u0000'
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'Ann')
      input.dispatchEvent(new Event('input', { bubbles: true }))
      await Promise.resolve()
    })
    expect(
      container?.querySelector('output')?.textContent,
      "react-dom's value tracker changed: a value set through the element's own setter no " +
        'longer reaches onChange. Text typed before hydration would not reach the form. Check ' +
        "`syncField` in src/lib/early-input/replay-early-input.ts against react-dom's " +
        'inputValueTracking.',
    ).toBe('Ann')
  })
})

describe('TanStack Router internals', () => {
  it('inlines route CSS when TSS_INLINE_CSS_ENABLED is "true"', () => {
    // The build bundles the ES module files.
    const asset = readFileSync('node_modules/@tanstack/react-router/dist/esm/Asset.js', 'utf8')
    expect(
      asset.includes('process.env.TSS_INLINE_CSS_ENABLED') && asset.includes('data-tsr-inline-css'),
      "@tanstack/react-router's Asset no longer reads `process.env.TSS_INLINE_CSS_ENABLED` " +
        "(TanStack Start's inline-CSS switch) or marks the style with `data-tsr-inline-css`. " +
        'scripts/build/prerender.ts sets it so that pages inline their stylesheet and hydrate ' +
        'without it in the hydration data: check that built pages still carry one inline ' +
        '<style> and no stylesheet link (e2e/budgets.spec.ts, e2e/no-javascript.spec.ts).',
    ).toBe(true)
  })
})
