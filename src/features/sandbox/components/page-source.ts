import { pageCheckCopy } from '../content'
import { isTooLarge, markupBytes, MAX_MARKUP_LABEL } from '../model/markup-size'

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

/** Reads the chosen source; the size limit is checked before a file is read into memory. */
export async function readSource(input: SourceInput): Promise<SourceMarkup> {
  if (input.kind === 'paste') {
    if (input.pasted.trim() === '') return { refusal: pageCheckCopy.emptyInput }
    if (isTooLarge(markupBytes(input.pasted))) return tooLarge
    return { markup: input.pasted, page: 'Pasted HTML' }
  }
  if (input.kind === 'file') {
    if (!input.file) return { refusal: pageCheckCopy.emptyInput }
    if (isTooLarge(input.file.size)) return tooLarge
    return { markup: await input.file.text(), page: input.file.name }
  }
  // The site's pages are precached: offline, the service worker answers.
  const response = await fetch(input.sitePath).catch(() => null)
  if (!response?.ok) return { refusal: pageCheckCopy.sitePageFailed }
  const markup = await response.text()
  if (isTooLarge(markupBytes(markup))) return tooLarge
  return { markup, page: input.sitePath }
}
