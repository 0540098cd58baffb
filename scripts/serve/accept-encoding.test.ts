import { describe, expect, it } from 'vitest'
import { chooseEncoding } from './accept-encoding'

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.0, gzip;q=0.5', 'gzip'],
    ['BR;Q=0', null],
    ['gzip;q=0.4, br;q=0.8', 'br'],
    ['gzip;q=0.9, br;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0, *', null],
    ['identity', null],
    ['', null],
    ['brotli, xgzip', null],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})
