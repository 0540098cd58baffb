export type Encoding = 'br' | 'gzip'

/** In order of preference when the client weighs them equally: brotli is smaller. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip']

/** Each coding's weight from an Accept-Encoding header (RFC 9110 §12.5.3); `*` stands for the rest. */
function weights(header: string): Map<string, number> {
  const result = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim())
    if (name === '') continue
    let weight = 1
    for (const param of params) {
      const match = /^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(param)
      if (match) weight = Number(match[1])
    }
    result.set(name.toLowerCase(), weight)
  }
  return result
}

/**
 * The encoding to send: the supported one the client weighs highest, never one it refuses
 * with q=0; null for the identity encoding.
 */
export function chooseEncoding(header: string): Encoding | null {
  const accepted = weights(header)
  let best: Encoding | null = null
  let bestWeight = 0
  for (const encoding of ENCODINGS) {
    const weight = accepted.get(encoding) ?? accepted.get('*') ?? 0
    if (weight > bestWeight) {
      best = encoding
      bestWeight = weight
    }
  }
  return best
}
