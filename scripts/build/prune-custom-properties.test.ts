import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { pruneCustomProperties } from './prune-custom-properties'

const prune = (css: string, keep: string[] = []) => {
  const root = postcss.parse(css)
  pruneCustomProperties(root, new Set(keep))
  return root.toString()
}

describe('pruneCustomProperties', () => {
  it('keeps what a rule reads, and what that property reads in turn', () => {
    const css =
      ':root{--blue-600:#25c;--accent:var(--blue-600);--red-500:#e33}.button{color:var(--accent)}'
    expect(prune(css)).toBe(
      ':root{--blue-600:#25c;--accent:var(--blue-600)}.button{color:var(--accent)}',
    )
  })

  it('drops chains nothing reads, and rules left empty', () => {
    expect(prune(':root{--a:var(--b);--b:1px}.x{margin:0}')).toBe('.x{margin:0}')
  })

  it('reads names with escaped characters whole', () => {
    const css =
      ':root{--spacing-2\\.5:.625rem;--spacing-2:.5rem}.badge{padding:var(--spacing-2\\.5)}'
    expect(prune(css)).toBe(':root{--spacing-2\\.5:.625rem}.badge{padding:var(--spacing-2\\.5)}')
  })

  it('keeps properties named elsewhere (source code, another stylesheet)', () => {
    expect(prune(':root{--fg:#111;--bg:#fff}', ['--bg'])).toBe(':root{--bg:#fff}')
  })
})
