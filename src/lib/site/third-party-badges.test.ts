import { afterEach, describe, expect, it } from 'vitest'
import { removeThirdPartyBadges, watchThirdPartyBadges } from './third-party-badges'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('third-party badges', () => {
  it('removes every matching element and keeps our own links', () => {
    document.body.innerHTML = `
      <a id="lovable-badge" href="#">badge</a>
      <div data-third-party-badge>ad</div>
      <a href="https://lovable.dev/projects/1">Edit</a>
      <a href="/about">About</a>`
    expect(removeThirdPartyBadges(document.body)).toBe(3)
    expect(document.body.querySelectorAll('a')).toHaveLength(1)
    expect(document.body.textContent).toContain('About')
  })

  it('removes a badge as soon as it is inserted, until stopped', async () => {
    const stop = watchThirdPartyBadges(document.body)
    const badge = document.createElement('div')
    badge.setAttribute('data-third-party-badge', '')
    document.body.append(badge)
    await Promise.resolve()
    expect(badge.isConnected).toBe(false)

    stop()
    const later = document.createElement('div')
    later.setAttribute('data-third-party-badge', '')
    document.body.append(later)
    await Promise.resolve()
    expect(later.isConnected).toBe(true)
  })
})
