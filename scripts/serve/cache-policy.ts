/** Hashed assets never change; pages, the service worker and the manifest must revalidate. */
export function cacheControlFor(file: string): string {
  if (file.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (/\.(html|webmanifest|json)$/.test(file) || file === '/sw.js') {
    return 'no-cache'
  }
  return 'public, max-age=86400'
}
