/**
 * The words of the site's frame: header, mobile menu, footer and page-wide notices. The
 * navigation's link labels stay beside their routes in `nav-items` and `nav-groups`.
 */

export const headerCopy = {
  /** Names the header's navigation from tablet width up. */
  mainNavLabel: 'Main',
  colorSchemeToggleLabel: 'Dark mode',
  openMenuLabel: 'Open menu',
} as const

export const mobileMenuCopy = {
  title: 'Menu',
  closeLabel: 'Close menu',
  navLabel: 'Mobile',
} as const

export const footerCopy = {
  siteMapLabel: 'Site map',
  contactHeading: 'Contact',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  locationLabel: 'Location',
  copyright: (companyName: string) => `© ${companyName}. All rights reserved.`,
} as const

export const installAppCopy = {
  button: 'Install app',
  iosInstructions:
    'Install this app: tap the Share button in Safari, then choose Add to Home Screen.',
} as const

export const pageNoticeCopy = {
  skipToMainContent: 'Skip to main content',
  /** Announced while a page change waits on its code or data. */
  loadingPage: 'Loading page…',
  offline:
    'You are offline. Pages you have visited still work; signing in and updating your portal need a connection.',
} as const
