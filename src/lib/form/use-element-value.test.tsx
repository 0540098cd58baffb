import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it } from 'vitest'
import { useElementChecked, useElementText } from './use-element-value'

interface NameFieldProps {
  version: number
  /** Off: an edit updates no rendered state, as when it reaches a field still hydrating. */
  follows?: boolean
}

/** A field as the form library wires it: the state follows the element. */
function NameField({ version, follows = true }: NameFieldProps) {
  const [value, setValue] = useState('')
  const { ref, defaultValue } = useElementText<HTMLInputElement>({
    state: { value },
    handleChange: setValue,
  })
  return (
    <p>
      <input
        ref={ref}
        aria-label="Name"
        defaultValue={defaultValue}
        onChange={(event) => {
          if (follows) setValue(event.target.value)
        }}
      />
      <output>
        {value} (render {version})
      </output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </p>
  )
}

let container: HTMLDivElement
afterEach(() => container.remove())

type FieldComponent = (props: NameFieldProps) => React.JSX.Element

/**
 * Prerenders `Field`, lets the visitor change its input as they would before the app arrives,
 * then hydrates it; `render` renders it again with new props.
 */
async function hydrateChanged(
  Field: FieldComponent,
  change: (input: HTMLInputElement) => void,
  props: Omit<NameFieldProps, 'version'>,
) {
  container = document.createElement('div')
  container.innerHTML = renderToString(<Field version={1} {...props} />)
  document.body.append(container)
  const input = container.querySelector('input') as HTMLInputElement
  change(input)
  let root: ReturnType<typeof hydrateRoot> | undefined
  await act(async () => {
    root = hydrateRoot(container, <Field version={1} {...props} />)
    await Promise.resolve()
  })
  const render = (next: NameFieldProps) => act(() => root?.render(<Field {...next} />))
  return { input, render, output: () => container.querySelector('output')?.textContent }
}

const hydrateTyped = (typed: string, props: Omit<NameFieldProps, 'version'> = {}) =>
  hydrateChanged(
    NameField,
    (input) => {
      input.value = typed
    },
    props,
  )

/** Types one more character as the browser does: the element changes, then `input` fires. */
function typeKey(input: HTMLInputElement, key: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      input,
      input.value + key,
    )
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

it('a value typed before hydration is adopted as the field mounts and survives later renders', async () => {
  const { input, render, output } = await hydrateTyped('Ann Lee')
  render({ version: 2 })
  expect(input.value).toBe('Ann Lee')
  expect(output()).toBe('Ann Lee (render 2)')
})

it('keeps a character whose edit updated no rendered state, as one typed while hydrating', async () => {
  const { input, render } = await hydrateTyped('', { follows: false })
  typeKey(input, 'A')
  // A controlled input is put back to the value React last rendered here: '' (the lost name).
  expect(input.value).toBe('A')
  render({ version: 2, follows: false })
  expect(input.value).toBe('A')
})

it('shows a value the app sets, and the next characters typed after it', async () => {
  const { input, render, output } = await hydrateTyped('Ann')
  act(() => container.querySelector('button')?.click())
  expect(input.value).toBe('')
  render({ version: 2 })
  typeKey(input, 'B')
  expect(input.value).toBe('B')
  expect(output()).toBe('B (render 2)')
})

/** A yes-or-no field as the form library wires it: the state follows the box. */
function AgreeField({ version, follows = true }: NameFieldProps) {
  const [agreed, setAgreed] = useState(false)
  const { ref, defaultChecked } = useElementChecked({
    state: { value: agreed },
    handleChange: setAgreed,
  })
  return (
    <p>
      <input
        ref={ref}
        type="checkbox"
        aria-label="Agree"
        defaultChecked={defaultChecked}
        onChange={(event) => {
          if (follows) setAgreed(event.target.checked)
        }}
      />
      <output>
        {agreed ? 'agreed' : 'not agreed'} (render {version})
      </output>
      <button type="button" onClick={() => setAgreed(false)}>
        Reset
      </button>
    </p>
  )
}

const hydrateTicked = async (ticked: boolean, props: Omit<NameFieldProps, 'version'> = {}) => {
  const { input, ...rest } = await hydrateChanged(
    AgreeField,
    (box) => {
      box.checked = ticked
    },
    props,
  )
  return { box: input, ...rest }
}

it('a box ticked before hydration is adopted as the field mounts and stays ticked', async () => {
  const { box, render, output } = await hydrateTicked(true)
  render({ version: 2 })
  expect(box.checked).toBe(true)
  expect(output()).toBe('agreed (render 2)')
})

it('keeps a tick whose click updated no rendered state, as one made while hydrating', async () => {
  const { box, render } = await hydrateTicked(false, { follows: false })
  act(() => box.click())
  // A controlled checkbox is put back to what React last rendered here: unticked.
  expect(box.checked).toBe(true)
  render({ version: 2, follows: false })
  expect(box.checked).toBe(true)
})

it('clears the box when the app resets the field, and ticks again on the next click', async () => {
  const { box, render, output } = await hydrateTicked(true)
  act(() => container.querySelector('button')?.click())
  expect(box.checked).toBe(false)
  render({ version: 2 })
  act(() => box.click())
  expect(box.checked).toBe(true)
  expect(output()).toBe('agreed (render 2)')
})
