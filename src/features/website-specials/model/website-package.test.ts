import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { websitePackage, websitePackagePrice } from './website-package'

describe('websitePackagePrice', () => {
  it.each([
    [1, 500],
    [5, 500],
    [6, 575],
    [8, 725],
    [10, 875],
    [20, 1625],
  ])('%i pages cost $%i', (pages, price) => {
    expect(websitePackagePrice(pages)).toBe(price)
  })

  it('never drops below the flat price and adds $75 for each page past five', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (pages) => {
        const price = websitePackagePrice(pages)
        expect(price).toBeGreaterThanOrEqual(websitePackage.flatPrice)
        if (pages >= websitePackage.includedPages) {
          expect(websitePackagePrice(pages + 1) - price).toBe(75)
        }
      }),
    )
  })

  it.each([0, -1, 2.5, Number.NaN])('refuses %d pages', (pages) => {
    expect(() => websitePackagePrice(pages)).toThrow(RangeError)
  })
})
