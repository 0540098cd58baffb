/** Copy of the page shown for a path the site does not have. */

export const notFoundCopy = {
  /** Read before the title by screen readers, which do not get the large 404 above it. */
  titlePrefix: '404: ',
  title: 'Page Not Found',
  text: 'The page you are looking for does not exist or has moved.',
  homeLink: 'Return to Home',
} as const
