/**
 * Maps a prerendered file to the URL a visitor navigates to, so the service worker
 * answers `/about` with `about/index.html`. Other files keep their own URL.
 */
export function precacheUrlFor(file: string): string {
  if (file === 'index.html') return file
  const page = /^(.+)\/index\.html$/.exec(file)
  return page?.[1] ?? file
}
