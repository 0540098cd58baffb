import { PREVIEW_IMAGE_SIZE } from '../../src/lib/site/preview-image.ts'
import { siteDefaults } from '../../src/lib/site/site-defaults.ts'
import { escapeXml } from './escape-xml.ts'

export interface PreviewCard {
  /** The page's own title, without the company name. */
  title: string
  siteName: string
  /** The site's host, printed small at the foot of the card. */
  host: string
}

const TITLE_FONT_SIZE = 64
// A bold sans-serif glyph is about 0.62 em wide on average: 26 characters fill the 1040 px line.
const TITLE_LINE_CHARS = 26
const TITLE_MAX_LINES = 3
const FONT_FAMILY = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif'
const BACKGROUND = '#0f172a'
const MUTED_TEXT = '#cbd5e1'
// The brand mark of src/app/favicon.svg.
const MARK_PATH = 'M9 23V9h4v5.2L18 9h5l-6 6.4L23.4 23h-5l-4.2-5.3-1.2 1.3v4z'

/** Breaks a title into lines of whole words; what does not fit the last line ends in "…". */
export function wrapTitle(title: string, lineChars: number, maxLines: number): string[] {
  const lines: string[] = []
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= lineChars) {
      lines[lines.length - 1] = `${last} ${word}`
    } else {
      lines.push(word)
    }
  }
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, lineChars - 1)}…`
  return kept
}

/** The card as SVG: the brand, the page's title in large type, the site's host. */
export function previewCardSvg({ title, siteName, host }: PreviewCard): string {
  const { width, height } = PREVIEW_IMAGE_SIZE
  const lines = wrapTitle(title, TITLE_LINE_CHARS, TITLE_MAX_LINES)
  const lineHeight = Math.round(TITLE_FONT_SIZE * 1.25)
  const titleTop = 330 - ((lines.length - 1) * lineHeight) / 2
  const titleLines = lines
    .map(
      (line, index) =>
        `<tspan x="80" y="${titleTop + index * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${BACKGROUND}"/>`,
    `<rect width="24" height="${height}" fill="${siteDefaults.themeColor}"/>`,
    `<g transform="translate(80 64) scale(2.5)"><rect width="32" height="32" rx="8" fill="${siteDefaults.themeColor}"/><path d="${MARK_PATH}" fill="#ffffff"/></g>`,
    `<text x="180" y="118" font-family="${FONT_FAMILY}" font-size="36" font-weight="700" fill="#ffffff">${escapeXml(siteName)}</text>`,
    `<text font-family="${FONT_FAMILY}" font-size="${TITLE_FONT_SIZE}" font-weight="700" fill="#ffffff">${titleLines}</text>`,
    `<text x="80" y="566" font-family="${FONT_FAMILY}" font-size="30" fill="${MUTED_TEXT}">${escapeXml(host)}</text>`,
    '</svg>',
  ].join('\n')
}

const decodeAttribute = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/** The content of a page's `<meta property="…">`, as its prerendered head gives it. */
export function metaProperty(html: string, property: string): string | undefined {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)
  return match?.[1] ? decodeAttribute(match[1]) : undefined
}

/** The page's own title (og:title, less " | Company"). */
export function pageTitleOf(html: string): string | undefined {
  const full = metaProperty(html, 'og:title')
  if (full === undefined) return undefined
  const separator = full.lastIndexOf(' | ')
  return separator === -1 ? full : full.slice(0, separator)
}
