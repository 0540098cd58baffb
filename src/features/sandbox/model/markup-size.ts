/** The largest page the check takes: larger pastes slow the browser without telling more. */
export const MAX_MARKUP_BYTES = 2 * 1024 * 1024

/** The limit as the message states it. */
export const MAX_MARKUP_LABEL = '2 MB'

/** UTF-8 bytes of pasted text, as a file of it would weigh. */
export function markupBytes(text: string): number {
  return new TextEncoder().encode(text).length
}

export const isTooLarge = (bytes: number): boolean => bytes > MAX_MARKUP_BYTES
