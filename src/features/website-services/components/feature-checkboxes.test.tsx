import { getByRole } from '@testing-library/react'
import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it } from 'vitest'
import { FeatureCheckboxes } from './feature-checkboxes'

interface FeaturesProps {
  version: number
  /** Off: a tick updates no rendered state, as when it reaches the boxes still hydrating. */
  follows?: boolean
}

/** The features as the form wires them, with what the form holds shown beside them. */
function Features({ version, follows = true }: FeaturesProps) {
  const [chosen, setChosen] = useState<string[]>([])
  const field = { state: { value: chosen }, handleChange: follows ? setChosen : () => {} }
  return (
    <>
      <FeatureCheckboxes legend="Features" field={field} />
      <output>
        {chosen.join(', ') || 'none'} (render {version})
      </output>
      <button type="button" onClick={() => setChosen(['Blog'])}>
        Choose Blog
      </button>
    </>
  )
}

let container: HTMLDivElement
afterEach(() => container.remove())

/** Prerenders the boxes, lets `before` tick some as a visitor would before the app arrives, hydrates. */
async function hydrateFeatures(before: string[], props: Omit<FeaturesProps, 'version'> = {}) {
  container = document.createElement('div')
  container.innerHTML = renderToString(<Features version={1} {...props} />)
  document.body.append(container)
  const box = (name: string) => getByRole<HTMLInputElement>(container, 'checkbox', { name })
  for (const name of before) box(name).checked = true
  let root: ReturnType<typeof hydrateRoot> | undefined
  await act(async () => {
    root = hydrateRoot(container, <Features version={1} {...props} />)
    await Promise.resolve()
  })
  const render = (next: FeaturesProps) => act(() => root?.render(<Features {...next} />))
  return { box, render, held: () => container.querySelector('output')?.textContent }
}

it('boxes ticked before hydration reach the form as it mounts, in the order offered', async () => {
  const { box, render, held } = await hydrateFeatures(['Live Chat', 'Blog'])
  render({ version: 2 })
  expect(held()).toBe('Blog, Live Chat (render 2)')
  expect(box('Live Chat').checked).toBe(true)
})

it('keeps a tick whose click updated no rendered state, as one made while hydrating', async () => {
  const { box, render } = await hydrateFeatures([], { follows: false })
  act(() => box('Blog').click())
  // A controlled box is put back to what React last rendered here: unticked.
  expect(box('Blog').checked).toBe(true)
  render({ version: 2, follows: false })
  expect(box('Blog').checked).toBe(true)
})

it('follows what the form sets, and the ticks after it', async () => {
  const { box, render, held } = await hydrateFeatures(['Live Chat'])
  act(() => getByRole(container, 'button', { name: 'Choose Blog' }).click())
  expect(box('Live Chat').checked).toBe(false)
  expect(box('Blog').checked).toBe(true)
  render({ version: 2 })
  act(() => box('Contact Form').click())
  expect(held()).toBe('Contact Form, Blog (render 2)')
})
