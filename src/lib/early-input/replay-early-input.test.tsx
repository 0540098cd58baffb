import { act, Suspense, use, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import holdEarlyInput from './hold-early-input.js?raw'
import { replayEarlyInput } from './replay-early-input'

/** The page as prerendered: a counter button, a name field that echoes, a link and a form. */
function Page({ onSubmit }: { onSubmit: (name: string) => void }) {
  const [count, setCount] = useState(0)
  const [name, setName] = useState('')
  const [agreed, setAgreed] = useState(false)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(name)
      }}
    >
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Clicked {count}
      </button>
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        Agree{' '}
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
      </label>
      <output>
        {name}|{agreed ? 'agreed' : 'not agreed'}
      </output>
      <a href="#elsewhere">Elsewhere</a>
      <button type="submit">Send</button>
    </form>
  )
}

let container: HTMLDivElement

/** Prerendered markup with the inline script running, as in a page before its app arrives. */
function prerender(onSubmit = vi.fn()) {
  container = document.createElement('div')
  container.innerHTML = renderToString(<Page onSubmit={onSubmit} />)
  document.body.append(container)
  runInlineScript()
  return onSubmit
}

/** The inline script, run as the page runs it. */
function runInlineScript() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function(holdEarlyInput) as () => void
  run()
}

async function hydrate(onSubmit: (name: string) => void) {
  let root: ReturnType<typeof hydrateRoot> | undefined
  await act(async () => {
    root = hydrateRoot(container, <Page onSubmit={onSubmit} />)
    await Promise.resolve()
  })
  return root
}

const button = (name: RegExp) =>
  [...container.querySelectorAll('button')].find((element) => name.test(element.textContent))
const nameField = () => container.querySelector('input:not([type])') as HTMLInputElement
const output = () => container.querySelector('output')?.textContent

function typeBeforeHydration(field: HTMLInputElement, text: string) {
  field.value = text
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

beforeEach(() => {
  delete window.__earlyInput
})
afterEach(() => {
  window.__earlyInput?.release()
  container.remove()
})

describe('input made before hydration', () => {
  it('replays a click once the app has hydrated, exactly once', async () => {
    const onSubmit = prerender()
    button(/Clicked/)?.click()
    await hydrate(onSubmit)
    expect(button(/Clicked/)?.textContent).toBe('Clicked 0')
    act(() => replayEarlyInput())
    expect(button(/Clicked/)?.textContent).toBe('Clicked 1')
    act(() => replayEarlyInput())
    expect(button(/Clicked/)?.textContent).toBe('Clicked 1')
  })

  // (A ticked box is checked in a real browser, e2e/first-input.spec.ts: this DOM lacks the
  // property descriptors React tracks checkboxes with.)
  it('keeps typed text and hands it to the app', async () => {
    const onSubmit = prerender()
    typeBeforeHydration(nameField(), 'Ann Lee')
    await hydrate(onSubmit)
    act(() => replayEarlyInput())
    expect(nameField().value).toBe('Ann Lee')
    expect(output()).toBe('Ann Lee|not agreed')
  })

  it('submits once, with what was typed, when the submit button was pressed early', async () => {
    const onSubmit = prerender()
    typeBeforeHydration(nameField(), 'Ann Lee')
    button(/Send/)?.click()
    await hydrate(onSubmit)
    expect(onSubmit).not.toHaveBeenCalled()
    act(() => replayEarlyInput())
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledWith('Ann Lee')
  })

  it('leaves a link click to the browser', () => {
    prerender()
    const link = container.querySelector('a')
    const seen = vi.fn()
    document.addEventListener('click', seen)
    link?.click()
    document.removeEventListener('click', seen)
    expect(seen).toHaveBeenCalledTimes(1)
    expect(window.__earlyInput?.held).toEqual([])
  })

  it('after the replay, input reaches the app directly', async () => {
    const onSubmit = prerender()
    await hydrate(onSubmit)
    act(() => replayEarlyInput())
    act(() => button(/Clicked/)?.click())
    expect(button(/Clicked/)?.textContent).toBe('Clicked 1')
  })

  it('waits for a part still hydrating, then replays the click there once', async () => {
    vi.useFakeTimers()
    // A part of the page whose code is still on the way in the browser (rendered at once on the server).
    let arrive = () => {}
    const codeArrived = new Promise<void>((resolve) => (arrive = resolve))
    function Counter({ waitFor }: { waitFor?: Promise<void> }) {
      if (waitFor) use(waitFor)
      const [count, setCount] = useState(0)
      return (
        <button type="button" onClick={() => setCount((value) => value + 1)}>
          Clicked {count}
        </button>
      )
    }
    container = document.createElement('div')
    container.innerHTML = renderToString(
      <Suspense fallback="Loading">
        <Counter />
      </Suspense>,
    )
    document.body.append(container)
    runInlineScript()
    button(/Clicked/)?.click()
    await act(async () => {
      hydrateRoot(
        container,
        <Suspense fallback="Loading">
          <Counter waitFor={codeArrived} />
        </Suspense>,
      )
      await Promise.resolve()
    })
    act(() => replayEarlyInput())
    expect(button(/Clicked/)?.textContent).toBe('Clicked 0')
    await act(async () => {
      arrive()
      await codeArrived
    })
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(button(/Clicked/)?.textContent).toBe('Clicked 1')
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(button(/Clicked/)?.textContent).toBe('Clicked 1')
    vi.useRealTimers()
  })
})
