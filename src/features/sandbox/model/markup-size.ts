/** The largest page the check takes: larger pastes slow the browser without telling more. */
export const MAX_MARKUP_BYTES = 2 * 1024 * 1024

/** The limit as the message states it. */
export const MAX_MARKUP_LABEL = '2 MB'

/**
 * UTF-8 bytes of pasted text, as a file of it would weigh (`TextEncoder`'s count, a lone
 * surrogate as the 3 bytes of U+FFFD). Counted, not encoded: a refused paste of 1 MB cost its
 * tap 64 ms to encode against 21 ms to count (Chromium, a two-core machine).
 */
export function markupBytes(text: string): number {
  let bytes = 0
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index)
    if (unit < 0x80) bytes += 1
    else if (unit < 0x800) bytes += 2
    else if (isSurrogatePair(text, index)) {
      bytes += 4
      index++
    } else bytes += 3
  }
  return bytes
}

const isSurrogatePair = (text: string, index: number): boolean => {
  const unit = text.charCodeAt(index)
  const next = text.charCodeAt(index + 1)
  return unit >= 0xd800 && unit < 0xdc00 && next >= 0xdc00 && next < 0xe000
}

export const isTooLarge = (bytes: number): boolean => bytes > MAX_MARKUP_BYTES

/**
 * The most elements the check takes. The page is parsed on the tab's main thread, and parsing
 * grows with the square of the elements left open: 20,000 nested took 1.1 s, 200,000 nearly
 * 3 minutes (decision 0201).
 */
export const MAX_ELEMENTS = 10_000

/**
 * The limit as the message states it. Written out: formatting it took the first call to
 * `toLocaleString` 25-66 ms, in the tap that refuses a page.
 */
export const MAX_ELEMENTS_LABEL = '10,000'

/** The deepest nesting the check takes: axe-core took 3.2 s at 128 levels, 30 s at 256. */
export const MAX_DEPTH = 128

/**
 * Whether markup may open more than `limit` elements, without parsing it: each opens with `<` and
 * a letter. Counting stops past the limit (200,000 elements: 7 ms against 74 ms to find them all).
 */
export function opensMoreThan(markup: string, limit: number): boolean {
  const startTag = /<[a-z]/gi
  let count = 0
  while (startTag.exec(markup)) if (++count > limit) return true
  return false
}

export const hasTooManyElements = (markup: string): boolean => opensMoreThan(markup, MAX_ELEMENTS)
