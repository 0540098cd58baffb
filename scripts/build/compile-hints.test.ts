import { SourceMap } from 'node:module'
import MagicString from 'magic-string'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, mappingsAfterOneLine, withCompileHint } from './compile-hints'

describe('compile hints', () => {
  it('puts the hint on the first line, before everything else', () => {
    const code = withCompileHint('const __vite__mapDeps=1;\nexport{}')
    expect(code.split('\n')).toEqual([COMPILE_HINT, 'const __vite__mapDeps=1;', 'export{}'])
  })

  it('keeps every position of the source map on the code it named', () => {
    const map = new MagicString('const a = 1\n  call(a)\n').generateMap({
      source: 'a.ts',
      hires: true,
    })
    const { file, sources, names, mappings } = map
    const payload = {
      version: 3,
      file,
      sources,
      names,
      mappings,
      sourceRoot: '',
      sourcesContent: [],
    }
    const before = new SourceMap(payload)
    const after = new SourceMap({ ...payload, mappings: mappingsAfterOneLine(mappings) })
    for (const [line, column] of [
      [0, 6],
      [1, 2],
      [1, 7],
    ] as const) {
      const { originalLine, originalColumn } = before.findEntry(line, column) as {
        originalLine: number
        originalColumn: number
      }
      expect(after.findEntry(line + 1, column)).toMatchObject({ originalLine, originalColumn })
    }
    expect(after.findEntry(0, 0)).toEqual({})
  })
})
