import { afterEach, describe, expect, it } from 'vitest'
import { loadStylesheet } from './stylesheet'

const links = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')]

describe('loadStylesheet', () => {
  afterEach(() => links().forEach((link) => link.remove()))

  it('adds the stylesheet once and resolves when it has loaded', async () => {
    await loadStylesheet('/assets/widget.css')
    await loadStylesheet('/assets/widget.css')
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/assets/widget.css'])
  })

  it('resolves when the stylesheet fails to load, so nothing waits for ever', async () => {
    const loading = loadStylesheet('/assets/missing.css')
    links()[0]?.dispatchEvent(new Event('error'))
    await expect(loading).resolves.toBeUndefined()
  })
})
