import { describe, expect, it } from 'vitest'
import { PREFILL_REQUIREMENTS_MAX, parseRequestAuditSearch } from './request-audit-prefill'

describe('parseRequestAuditSearch', () => {
  it('keeps a known app type, a web address and the requirements', () => {
    expect(
      parseRequestAuditSearch({
        appType: 'web-app',
        appUrl: 'https://shop.example/cart',
        requirements: 'Score: 67/100',
      }),
    ).toEqual({
      appType: 'web-app',
      appUrl: 'https://shop.example/cart',
      requirements: 'Score: 67/100',
    })
  })

  it.each([
    [{ appType: 'fridge' }],
    [{ appUrl: 'javascript:alert(1)' }],
    [{ appUrl: 'not a url' }],
    [{ requirements: 42 }],
    [{ requirements: '   ' }],
  ])('drops what the form would not accept: %j', (raw) => {
    expect(Object.values(parseRequestAuditSearch(raw)).filter(Boolean)).toEqual([])
  })

  it('cuts requirements at the limit', () => {
    const { requirements } = parseRequestAuditSearch({ requirements: 'x'.repeat(9000) })
    expect(requirements).toHaveLength(PREFILL_REQUIREMENTS_MAX)
  })
})
