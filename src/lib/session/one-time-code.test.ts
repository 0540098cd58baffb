import { describe, expect, it } from 'vitest'
import { isWellFormedCode, normalizeCode } from './one-time-code'

describe('one-time codes', () => {
  it('takes six digits as typed or pasted with spaces or a dash', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456')
    expect(normalizeCode('123-456')).toBe('123456')
    for (const code of ['123456', '123 456', '123-456', '\t123456\n'])
      expect(isWellFormedCode(code)).toBe(true)
  })

  it('refuses fewer or more digits, and letters', () => {
    for (const code of ['', '12345', '1234567', '12345a', 'abcdef', '١٢٣٤٥٦'])
      expect(isWellFormedCode(code)).toBe(false)
  })
})
