/** The document title of the not-found page, which no route's head names. */
export const notFoundDocumentTitle = (companyName: string) => `Page Not Found | ${companyName}`

/** The page a route shows when it fails: in the site's frame, with a retry and a way home. */
export const routeErrorCopy = {
  title: 'Something went wrong',
  text: 'This page could not be shown. Nothing you entered elsewhere on the site is lost. Try again, or go back to the home page.',
  retry: 'Try again',
  homeLink: 'Go to the home page',
} as const
