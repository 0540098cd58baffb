import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildMailtoLink, formatMailFields } from './mailto'

const to = 'hello@example.com'

function parse(link: string) {
  const url = new URL(link)
  expect(url.protocol).toBe('mailto:')
  const params = new URLSearchParams(url.search)
  return { recipient: url.pathname, keys: [...params.keys()], params, raw: url.search }
}

describe('buildMailtoLink', () => {
  it('encodes subject and body separately, with CRLF line breaks', () => {
    const link = buildMailtoLink({ to, subject: 'Hello & welcome', body: 'Line 1\nLine 2' })
    expect(link).toBe(
      'mailto:hello@example.com?subject=Hello%20%26%20welcome&body=Line%201%0D%0ALine%202',
    )
  })

  it.each([
    ['header injection through the subject', 'Hi%0d%0abcc:evil@example.com', 'x'],
    ['a real line break in the subject', 'Hi\r\nbcc: evil@example.com', 'x'],
    ['query characters', 'a&cc=evil@example.com?x=1#frag', 'b&bcc=evil@example.com'],
    ['emoji and accents', 'Café ☕ 🚀', 'Grüße 👋\nZürich'],
  ])('keeps hostile input inside its own part: %s', (_case, subject, body) => {
    const { recipient, keys, params } = parse(buildMailtoLink({ to, subject, body }))
    expect(recipient).toBe(to)
    expect(keys).toEqual(['subject', 'body'])
    expect(params.get('subject')).toBe(subject.replace(/[\r\n]+/g, ' ').trim())
    expect(params.get('body')).toBe(body.replace(/\n/g, '\r\n'))
  })

  it('keeps very long text whole', () => {
    const body = 'word '.repeat(5000)
    expect(parse(buildMailtoLink({ to, subject: 's', body })).params.get('body')).toBe(body)
  })

  it('survives text with a broken surrogate pair', () => {
    const { params } = parse(buildMailtoLink({ to, subject: 'a\uD800b', body: '\uDC00' }))
    expect(params.get('subject')).toBe('a\uFFFDb')
    expect(params.get('body')).toBe('\uFFFD')
  })

  it('refuses a recipient that is not a single address', () => {
    expect(() =>
      buildMailtoLink({ to: 'a@example.com?cc=b@example.com', subject: '', body: '' }),
    ).toThrow()
    expect(() =>
      buildMailtoLink({ to: 'a@example.com,b@example.com', subject: '', body: '' }),
    ).toThrow()
  })

  it('round-trips any subject and body (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.string({ unit: 'grapheme' }),
        (subject, body) => {
          const { keys, params } = parse(buildMailtoLink({ to, subject, body }))
          return (
            keys.join() === 'subject,body' &&
            params.get('subject') === subject.replace(/[\r\n]+/g, ' ').trim() &&
            params.get('body') === body.replace(/\r\n|\r|\n/g, '\r\n')
          )
        },
      ),
    )
  })
})

describe('formatMailFields', () => {
  it('writes one labelled line per field and names empty ones', () => {
    expect(
      formatMailFields([
        ['Name', 'Ann'],
        ['Phone', '  '],
      ]),
    ).toBe('Name: Ann\nPhone: Not provided')
    expect(formatMailFields([['Notes', '']], 'None provided')).toBe('Notes: None provided')
  })
})
