import { PurgeCSS } from 'purgecss'

interface ExtractedSelectors {
  tags: string[]
  classes: string[]
  ids: string[]
  attributes: { names: string[]; values: string[] }
  undetermined: string[]
}

const decode = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')

/** Every tag, class, id and attribute a page's markup holds: what its selectors can match. */
export function selectorsInMarkup(html: string): ExtractedSelectors {
  const tags = new Set<string>()
  const classes = new Set<string>()
  const ids = new Set<string>()
  const names = new Set<string>()
  const values = new Set<string>()
  for (const [, tag = '', attributes = ''] of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    tags.add(tag.toLowerCase())
    for (const [, name = '', raw] of attributes.matchAll(/([^\s=/"']+)(?:="([^"]*)")?/g)) {
      names.add(name)
      if (raw === undefined) continue
      const value = decode(raw)
      values.add(value)
      const words = value.split(/\s+/).filter(Boolean)
      words.forEach((word) => values.add(word))
      if (name === 'class') words.forEach((word) => classes.add(word))
      if (name === 'id') ids.add(value)
    }
  }
  return {
    tags: [...tags],
    classes: [...classes],
    ids: [...ids],
    attributes: { names: [...names], values: [...values] },
    undetermined: [],
  }
}

/** Custom properties the markup reads itself, in style attributes. */
function variablesInMarkup(html: string): string[] {
  return [...new Set([...html.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1] ?? ''))]
}

/**
 * The rules of the app's stylesheet that a prerendered page uses: what it needs for its first
 * paint, a few kilobytes instead of the whole sheet. The whole sheet follows with the app's
 * code, for what the page shows once it runs and for the pages it navigates to.
 */
export async function pageCss(html: string, css: string): Promise<string> {
  const markup = html.replace(/<style[^>]*>[\s\S]*?<\/style>|<script[^>]*>[\s\S]*?<\/script>/g, '')
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: markup, extension: 'html' }],
    css: [{ raw: css }],
    extractors: [{ extractor: selectorsInMarkup, extensions: ['html'] }],
    variables: true,
    keyframes: true,
    fontFace: true,
    safelist: { variables: variablesInMarkup(markup) },
  })
  return result?.css ?? css
}
