import { describe, expect, it } from 'vitest'
import { isCheckerAnswer } from './axe-outcome'

const frame = { name: 'the checking frame' }
const nonce = 'b1946ac9-2f5a-4e13-9d65-0d8d4b3b0b33'
const answer = { source: frame, origin: 'null', data: { type: 'page-check-result', nonce } }

describe('isCheckerAnswer', () => {
  it('takes the frame’s answer carrying this check’s value', () => {
    expect(isCheckerAnswer(answer, frame, nonce)).toBe(true)
  })

  it.each([
    ['another window', { ...answer, source: {} }],
    ['the frame moved to another origin', { ...answer, origin: 'https://www.openstreetmap.org' }],
    ['this site itself', { ...answer, origin: 'https://www.keystone-digital.example' }],
    ['no value', { ...answer, data: { type: 'page-check-result' } }],
    ['another value', { ...answer, data: { type: 'page-check-result', nonce: 'guess' } }],
    ['no object', { ...answer, data: 'page-check-result' }],
    ['nothing', { ...answer, data: null }],
  ])('ignores a message from %s', (_, message) => {
    expect(isCheckerAnswer(message, frame, nonce)).toBe(false)
  })
})
