/** Where the install sheet's screenshots live, in public/ and so at the site's root. */
export const SCREENSHOT_DIR = 'screenshots'

export interface ManifestScreenshot {
  /** The page the picture shows. */
  page: string
  file: string
  form_factor: 'narrow' | 'wide'
  label: string
  /** The viewport in CSS pixels; the picture is `scale` times as large. */
  viewport: { width: number; height: number }
  scale: number
}

/**
 * The install sheet's pictures of the real pages: a phone held upright and a laptop screen
 * (Chromium shows `narrow` ones on phones, `wide` ones on desktops). Drawn by
 * `npm run screenshots` from a build; committed, so the build itself needs no browser.
 */
export const manifestScreenshots: readonly ManifestScreenshot[] = [
  {
    page: '/',
    file: `/${SCREENSHOT_DIR}/home-narrow.webp`,
    form_factor: 'narrow',
    label: 'The home page on a phone',
    viewport: { width: 390, height: 844 },
    scale: 2,
  },
  {
    page: '/',
    file: `/${SCREENSHOT_DIR}/home-wide.webp`,
    form_factor: 'wide',
    label: 'The home page on a laptop',
    viewport: { width: 1280, height: 800 },
    scale: 1,
  },
]

/** The manifest's `screenshots` member: sizes in device pixels, as the files are. */
export function screenshotEntries(screenshots: readonly ManifestScreenshot[]) {
  return screenshots.map(({ file, form_factor, label, viewport, scale }) => ({
    src: file,
    sizes: `${viewport.width * scale}x${viewport.height * scale}`,
    type: 'image/webp',
    form_factor,
    label,
  }))
}
