/** Hashed assets never change; pages, the service worker and the manifest must revalidate. */
export function cacheControlFor(file: string): string {
  if (file.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (/\.(html|webmanifest|json)$/.test(file) || /^\/(sw|workbox-[\w-]+)\.js$/.test(file)) {
    return 'no-cache'
  }
  return 'public, max-age=86400'
}
