import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { lazyWidget, settleLazyWidgets } from './lazy-widget'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

describe('lazyWidget', () => {
  it('renders its fallback first, and the widget once the prerenderer has waited for it', async () => {
    const LazyGreeting = lazyWidget(() => Promise.resolve(Greeting))
    const page = () =>
      renderToString(
        <Suspense fallback={<p>Loading</p>}>
          <LazyGreeting name="Ann" />
        </Suspense>,
      )
    expect(page()).toContain('Loading')
    expect(await settleLazyWidgets()).toBe(true)
    expect(page()).toContain('Hello <!-- -->Ann')
    expect(await settleLazyWidgets()).toBe(false)
  })

  it('requests nothing while rendering, then each library it names in a task of its own, then the widget', async () => {
    const requested: string[] = []
    const request = (name: string) => () => {
      requested.push(name)
      return Promise.resolve()
    }
    const LazyGreeting = lazyWidget(() => {
      requested.push('widget')
      return Promise.resolve(Greeting)
    }, [request('form library'), request('schema')])
    renderToString(
      <Suspense fallback={null}>
        <LazyGreeting name="Ann" />
      </Suspense>,
    )
    expect(requested).toEqual([])
    await settleLazyWidgets()
    expect(requested).toEqual(['form library', 'schema', 'widget'])
  })
})
