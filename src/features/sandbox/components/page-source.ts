import { pageCheckCopy } from '../content/page-check'
import {
  hasTooManyElements,
  isTooLarge,
  markupBytes,
  MAX_ELEMENTS_LABEL,
  MAX_MARKUP_LABEL,
} from '../model/markup-size'

export type SourceKind = 'paste' | 'file' | 'site'

export interface SourceInput {
  kind: SourceKind
  pasted: string
  file: File | null
  sitePath: string
}

/** The markup to check and the name the report gives it, or the message refusing it. */
export type SourceMarkup = { markup: string; page: string } | { refusal: string }

const tooLarge = { refusal: pageCheckCopy.tooLarge(MAX_MARKUP_LABEL) }

/** The markup as read, or the limit it passes (checked before anything parses it). */
function withinLimits(markup: string, page: string): SourceMarkup {
  if (isTooLarge(markupBytes(markup))) return tooLarge
  if (hasTooManyElements(markup))
    return { refusal: pageCheckCopy.tooManyElements(MAX_ELEMENTS_LABEL) }
  return { markup, page }
}

/** Reads the chosen source; the size limit is checked before a file is read into memory. */
export async function readSource(input: SourceInput): Promise<SourceMarkup> {
  if (input.kind === 'paste') {
    if (input.pasted.trim() === '') return { refusal: pageCheckCopy.emptyInput }
    return withinLimits(input.pasted, 'Pasted HTML')
  }
  if (input.kind === 'file') {
    if (!input.file) return { refusal: pageCheckCopy.emptyInput }
    if (isTooLarge(input.file.size)) return tooLarge
    return withinLimits(await input.file.text(), input.file.name)
  }
  // The site's pages are precached: offline, the service worker answers.
  const response = await fetch(input.sitePath).catch(() => null)
  if (!response?.ok) return { refusal: pageCheckCopy.sitePageFailed }
  return withinLimits(await response.text(), input.sitePath)
}
