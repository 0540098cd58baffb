import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it } from 'vitest'
import { useAdoptEarlyText } from './use-adopt-early-value'

/** A field as the form library wires it: the state holds the value, the input shows it. */
function NameField({ version }: { version: number }) {
  const [value, setValue] = useState('')
  const ref = useAdoptEarlyText<HTMLInputElement>({ state: { value }, handleChange: setValue })
  return (
    <p>
      <input ref={ref} aria-label="Name" value={value} onChange={(e) => setValue(e.target.value)} />
      <output>
        {value} (render {version})
      </output>
    </p>
  )
}

let container: HTMLDivElement
afterEach(() => container.remove())

it('a value typed before hydration is adopted as the field mounts and survives later renders', async () => {
  container = document.createElement('div')
  container.innerHTML = renderToString(<NameField version={1} />)
  document.body.append(container)
  const input = container.querySelector('input') as HTMLInputElement
  input.value = 'Ann Lee'
  let root: ReturnType<typeof hydrateRoot> | undefined
  await act(async () => {
    root = hydrateRoot(container, <NameField version={1} />)
    await Promise.resolve()
  })
  act(() => root?.render(<NameField version={2} />))
  expect(input.value).toBe('Ann Lee')
  expect(container.querySelector('output')?.textContent).toBe('Ann Lee (render 2)')
})
