/** How supabase-js hands over GoTrue's QR code: an SVG document after this unencoded prefix. */
const SVG_PREFIX = 'data:image/svg+xml;utf-8,'

/**
 * A data URI an `<img>` shows as it is: the SVG percent-encoded, since a raw `#` (colours in the
 * SVG) would end the URI at a fragment. Anything else is passed on unchanged.
 */
export function qrImageSource(qrCode: string): string {
  if (!qrCode.startsWith(SVG_PREFIX)) return qrCode
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode.slice(SVG_PREFIX.length))}`
}

/** The secret in groups of four, as authenticator apps accept it typed by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}
