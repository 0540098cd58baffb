import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { staticStyles } from './static-styles'

type Transform = (code: string, id: string) => Promise<{ code: string } | null>
const transform = staticStyles({ styledSystem: resolve('styled-system') })
  .transform as unknown as Transform
const id = '/project/src/features/demo/demo.tsx'

describe('staticStyles', () => {
  it('replaces literal style calls with their class names and drops the unused imports', async () => {
    const source = [
      "import { css } from 'styled-system/css'",
      "import { grid } from 'styled-system/patterns'",
      "import { button } from 'styled-system/recipes'",
      "const base = { color: 'fg.muted' } as const",
      "export const a = css({ display: 'flex', gap: '2', _hover: { color: 'fg.accent' } })",
      'export const b = css(base, { px: -2 })',
      "export const c = button({ variant: 'outline', size: 'sm' })",
      "export const d = grid({ gap: '6', columns: { base: 1, md: 2 } })",
    ].join('\n')
    const result = await transform(source, id)
    expect(result?.code).not.toContain('styled-system')
    expect(result?.code).toContain(
      JSON.stringify(css({ display: 'flex', gap: '2', _hover: { color: 'fg.accent' } })),
    )
    expect(result?.code).toContain(JSON.stringify(css({ color: 'fg.muted' }, { px: -2 })))
    expect(result?.code).toContain(JSON.stringify(button({ variant: 'outline', size: 'sm' })))
    expect(result?.code).toContain(JSON.stringify(grid({ gap: '6', columns: { base: 1, md: 2 } })))
  })

  it('leaves calls with run-time values alone, and keeps their import', async () => {
    const source = [
      "import { css } from 'styled-system/css'",
      "export const fixed = css({ color: 'fg.muted' })",
      'export const dynamic = (on: boolean) => css({ color: on ? "fg.accent" : "fg.muted" })',
    ].join('\n')
    const code = (await transform(source, id))?.code ?? ''
    expect(code).toContain(`import { css } from 'styled-system/css'`)
    expect(code).toContain('css({ color: on ?')
    expect(code).toContain(JSON.stringify(css({ color: 'fg.muted' })))
  })

  it('does not mistake a property of the same name for a use of the function', async () => {
    const source = [
      "import { badge } from 'styled-system/recipes'",
      "export const header = { badge: badge({ variant: 'secondary' }) }",
      'export const label = header.badge',
    ].join('\n')
    const code = (await transform(source, id))?.code ?? ''
    expect(code).not.toContain('styled-system')
  })

  it('ignores files outside src and files without style calls', async () => {
    expect(
      await transform(
        "import { css } from 'styled-system/css'\ncss({})",
        '/project/node_modules/x.ts',
      ),
    ).toBeNull()
    expect(await transform('export const x = 1', id)).toBeNull()
  })
})
