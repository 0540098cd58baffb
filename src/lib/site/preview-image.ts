/** The size every link-preview image is drawn at (Open Graph's large card). */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** Folder of the preview images in the build; drawn from each page's title by the prerenderer. */
export const PREVIEW_IMAGE_DIR = 'og'

/** The preview image of a page: /og/home.png for /, /og/about.png for /about. */
export function previewImagePath(pagePath: string): string {
  const slug = pagePath.replace(/^\/+|\/+$/g, '').replaceAll('/', '-') || 'home'
  return `/${PREVIEW_IMAGE_DIR}/${slug}.png`
}
