/** The largest page the check takes: larger pastes slow the browser without telling more. */
export const MAX_MARKUP_BYTES = 2 * 1024 * 1024

/** The limit as the message states it. */
export const MAX_MARKUP_LABEL = '2 MB'

/** UTF-8 bytes of pasted text, as a file of it would weigh. */
export function markupBytes(text: string): number {
  return new TextEncoder().encode(text).length
}

export const isTooLarge = (bytes: number): boolean => bytes > MAX_MARKUP_BYTES

/**
 * The most elements the check takes. The page is parsed on the tab's main thread, and parsing
 * grows with the square of the elements left open: 20,000 nested took 1.1 s, 200,000 nearly
 * 3 minutes (decision 0201).
 */
export const MAX_ELEMENTS = 10_000

/** The deepest nesting the check takes: axe-core took 3.2 s at 128 levels, 30 s at 256. */
export const MAX_DEPTH = 128

/** An upper bound on the elements of markup, without parsing it: each opens with `<` and a letter. */
export function startTagCount(markup: string): number {
  return markup.match(/<[a-z]/gi)?.length ?? 0
}

export const hasTooManyElements = (markup: string): boolean => startTagCount(markup) > MAX_ELEMENTS
