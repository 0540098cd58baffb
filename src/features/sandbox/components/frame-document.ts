import { pageCheckCopy } from '../content/page-check'
import { framePolicy } from '../model/frame-policy'
import { KEPT_ADDRESS_PREFIX } from '../model/frame-script'
import { MAX_DEPTH } from '../model/markup-size'

/** Attributes that make a browser fetch something as it parses the markup. */
const FETCHING_ATTRIBUTES = ['src', 'srcset', 'imagesrcset', 'poster', 'background']
/** Elements whose link is a fetch (a stylesheet, an SVG image), not a place to go. */
const FETCHING_LINKS = 'link[href], image[href], use[href], object[data]'
/**
 * Dropped before the frame sees the page: <meta http-equiv> and <base> could move the frame
 * elsewhere or loosen its policy. DOMParser reads <noscript> with scripting off (as elements)
 * and the frame with scripting on (as text), so what hides in it would reach the frame unseen.
 */
const DROPPED = 'meta[http-equiv], base, noscript'
/** Elements a document exposes as properties of its own, under their name (some by id too). */
const NAMED_ON_DOCUMENT =
  'embed[name], form[name], iframe[name], img[name], object[name], object[id]'

/** The document's own method, whatever element of the page is named after it. */
function queryAll(page: Document, selectors: string): NodeListOf<Element> {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- `.call` types the deprecated tag-name overload
  return Document.prototype.querySelectorAll.call(page, selectors)
}

/** The page refused before it is checked; the message says why. */
export class PageRefusal extends Error {}

/** Renames an attribute so that it has no effect in the frame; the report shows its own name. */
function setAside(element: Element, name: string) {
  const value = element.getAttribute(name)
  if (value === null) return
  element.setAttribute(`${KEPT_ADDRESS_PREFIX}${name}`, value)
  element.removeAttribute(name)
}

/**
 * The browser's preload scanner may request a page's images and stylesheets before the frame's
 * policy applies; no check needs them (image-alt reads the alt text, not the picture), so the
 * addresses are set aside under another name before the page reaches the frame.
 */
function setAddressesAside(page: Document) {
  for (const name of FETCHING_ATTRIBUTES) {
    for (const element of page.querySelectorAll(`[${name}]`)) setAside(element, name)
  }
  for (const element of page.querySelectorAll(FETCHING_LINKS)) {
    setAside(element, element.localName === 'object' ? 'data' : 'href')
  }
}

/**
 * `<img name="documentElement">` would replace `document.documentElement` for axe-core in the
 * frame (a page with issues then scored clean), and for this code in the parsed page: names
 * that shadow a property of a document are set aside first, through the prototype's method.
 */
function preventClobbering(page: Document) {
  for (const element of queryAll(page, NAMED_ON_DOCUMENT)) {
    for (const name of ['name', 'id']) {
      const value = element.getAttribute(name)
      if (value !== null && value in Document.prototype) setAside(element, name)
    }
  }
}

/** How many elements deep the page nests, its root counted as one. */
function deepestNesting(root: Element): number {
  let deepest = 0
  const pending: Array<[Element, number]> = [[root, 1]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [element, depth] = next
    deepest = Math.max(deepest, depth)
    for (const child of element.children) pending.push([child, depth + 1])
  }
  return deepest
}

/**
 * The srcdoc of the checking frame: the visitor's page with the frame's policy as the first
 * element of its head and the checker's script after it. The page is parsed by DOMParser,
 * which runs nothing and loads nothing, so the policy is certain to come first. A page nested
 * deeper than axe-core checks in reasonable time is refused with a `PageRefusal`.
 */
export function frameDocument(markup: string, script: string, scriptHash: string): string {
  const page = new DOMParser().parseFromString(markup, 'text/html')
  preventClobbering(page)
  if (deepestNesting(page.documentElement) > MAX_DEPTH) {
    throw new PageRefusal(pageCheckCopy.tooDeep(MAX_DEPTH))
  }
  for (const element of page.querySelectorAll(DROPPED)) element.remove()
  setAddressesAside(page)
  const policy = page.createElement('meta')
  policy.httpEquiv = 'Content-Security-Policy'
  policy.content = framePolicy(scriptHash)
  page.head.prepend(policy)
  const doctype = page.doctype ? new XMLSerializer().serializeToString(page.doctype) : ''
  // After </html> the HTML parser places the script at the end of the body.
  return `${doctype}${page.documentElement.outerHTML}<script>${script}</script>`
}
