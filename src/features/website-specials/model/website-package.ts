/** Spec (accessibility-site.md section 9): the flat-rate website package. */
export const websitePackage = {
  flatPrice: 500,
  includedPages: 5,
  extraPagePrice: 75,
  supportMonthly: 50,
  supportHoursPerMonth: 1,
} as const

/** The package price for a site of `pages` pages: flat up to the included pages, then per page. */
export function websitePackagePrice(pages: number): number {
  if (!Number.isInteger(pages) || pages < 1) throw new RangeError(`Not a page count: ${pages}`)
  const extraPages = Math.max(0, pages - websitePackage.includedPages)
  return websitePackage.flatPrice + extraPages * websitePackage.extraPagePrice
}
