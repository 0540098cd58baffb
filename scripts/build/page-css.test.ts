import { describe, expect, it } from 'vitest'
import { pageCss, selectorsInMarkup } from './page-css'

const css = [
  '@layer utilities{.c_fg\\.muted{color:var(--colors-fg-muted)}.d_none{display:none}}',
  '.hover\\:bg_red:hover{background:red}',
  '[data-state=open]{outline:1px solid}',
  '[aria-disabled=true]{opacity:.6}',
  'main{margin:0}aside{margin:1px}',
  ':root{--colors-fg-muted:#555;--colors-unused:#000;--colors-inline:#111}',
  '@keyframes spin{to{transform:rotate(1turn)}}.animate_spin{animation:spin 1s}',
].join('')

describe('selectorsInMarkup', () => {
  it('reads tags, classes with escaped characters, ids and attributes', () => {
    const found = selectorsInMarkup(
      '<main id="top"><p class="c_fg.muted hover:bg_red" data-state="open">x</p></main>',
    )
    expect(found.tags).toEqual(['main', 'p'])
    expect(found.classes).toEqual(['c_fg.muted', 'hover:bg_red'])
    expect(found.ids).toEqual(['top'])
    expect(found.attributes.names).toEqual(expect.arrayContaining(['class', 'data-state', 'id']))
    expect(found.attributes.values).toContain('open')
  })
})

describe('pageCss', () => {
  it('keeps the rules and custom properties the markup uses, and drops the rest', async () => {
    const html =
      '<html><head><style>ignored{}</style></head><body><main>' +
      '<p class="c_fg.muted hover:bg_red" data-state="open" style="color:var(--colors-inline)">' +
      'x</p></main><script>document.querySelector(".d_none")</script></body></html>'
    const kept = await pageCss(html, css)

    expect(kept).toContain('.c_fg\\.muted')
    expect(kept).toContain('.hover\\:bg_red:hover')
    expect(kept).toContain('[data-state=open]')
    expect(kept).toContain('main{')
    expect(kept).toContain('--colors-fg-muted')
    expect(kept).toContain('--colors-inline')

    expect(kept).not.toContain('.d_none')
    expect(kept).not.toContain('aria-disabled')
    expect(kept).not.toContain('aside')
    expect(kept).not.toContain('--colors-unused')
    expect(kept).not.toContain('@keyframes spin')
  })
})
