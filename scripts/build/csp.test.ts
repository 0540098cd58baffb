import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, inlineHashes, workerSecurityPolicy } from './csp'

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('content security policy', () => {
  const html =
    '<html><head><style>body{color:red}</style><script type="module" src="/a.js"></script>' +
    '</head><body><div style="display:none"></div><script>self.$x=1</script></body></html>'

  it('hashes inline scripts, styles and style attributes but not external scripts', () => {
    expect(inlineHashes(html)).toEqual({
      scripts: [hash('self.$x=1')],
      styles: [hash('body{color:red}')],
      styleAttributes: [hash('display:none')],
    })
  })

  it('allows this origin, the named services and inline code only by hash', () => {
    const policy = contentSecurityPolicy(inlineHashes(html), {
      connect: ['https://project.supabase.co'],
      frame: [],
    })
    expect(policy).toContain(`script-src 'self' ${hash('self.$x=1')}`)
    expect(policy).toContain(`style-src 'self' ${hash('body{color:red}')} 'unsafe-hashes'`)
    expect(policy).toContain("connect-src 'self' https://project.supabase.co")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("frame-src 'none'")
    expect(policy).not.toContain("'unsafe-inline'")
  })

  it("gives the service worker the pages' connect sources and nothing else", () => {
    const connect = ['https://project.supabase.co', 'https://formspree.io']
    expect(workerSecurityPolicy({ connect })).toBe(
      "default-src 'none'; script-src 'self'; connect-src 'self' https://project.supabase.co https://formspree.io",
    )
    expect(contentSecurityPolicy(inlineHashes(html), { connect, frame: [] })).toContain(
      "connect-src 'self' https://project.supabase.co https://formspree.io;",
    )
  })
})
