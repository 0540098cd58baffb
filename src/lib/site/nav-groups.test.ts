import { describe, expect, it } from 'vitest'
import { navGroups, siteMap } from './nav-groups'
import { primaryNav } from './nav-items'

const paths = (groups: typeof siteMap) => groups.flatMap((group) => group.items.map((i) => i.to))

describe('grouped navigation', () => {
  it('offers a Services and an Accessibility group after the six main items', () => {
    expect(navGroups.map((group) => group.label)).toEqual(['Services', 'Accessibility'])
  })

  it('lists each page once in the site map, starting with the six main items in order', () => {
    const all = paths(siteMap)
    expect(new Set(all).size).toBe(all.length)
    expect(siteMap[0]?.items).toBe(primaryNav)
  })

  it('leaves the account and flow pages out of the site map', () => {
    const accountAndFlow = /^\/(admin|portal|confirmation)$/
    expect(paths(siteMap).filter((path) => accountAndFlow.test(path))).toEqual([])
  })
})
