import { framePolicy } from '../model/frame-policy'
import { KEPT_ADDRESS_PREFIX } from '../model/frame-script'

/** Attributes that make a browser fetch something as it parses the markup. */
const FETCHING_ATTRIBUTES = ['src', 'srcset', 'imagesrcset', 'poster', 'background']
/** Elements whose link is a fetch (a stylesheet, an SVG image), not a place to go. */
const FETCHING_LINKS = 'link[href], image[href], use[href], object[data]'

/**
 * The browser's preload scanner may request a page's images and stylesheets before the frame's
 * policy applies; no check needs them (image-alt reads the alt text, not the picture), so the
 * addresses are set aside under another name before the page reaches the frame.
 */
function setAddressesAside(page: Document) {
  const setAside = (element: Element, name: string) => {
    const value = element.getAttribute(name)
    if (value === null) return
    element.setAttribute(`${KEPT_ADDRESS_PREFIX}${name}`, value)
    element.removeAttribute(name)
  }
  for (const name of FETCHING_ATTRIBUTES) {
    for (const element of page.querySelectorAll(`[${name}]`)) setAside(element, name)
  }
  for (const element of page.querySelectorAll(FETCHING_LINKS)) {
    setAside(element, element.localName === 'object' ? 'data' : 'href')
  }
}

/**
 * The srcdoc of the checking frame: the visitor's page with the frame's policy as the first
 * element of its head and the checker's script after it. The page is parsed by DOMParser,
 * which runs nothing and loads nothing, so the policy is certain to come first; elements that
 * could move the frame elsewhere or loosen its policy (<meta http-equiv>, <base>) are dropped.
 */
export function frameDocument(markup: string, script: string, scriptHash: string): string {
  const page = new DOMParser().parseFromString(markup, 'text/html')
  for (const element of page.querySelectorAll('meta[http-equiv], base')) element.remove()
  setAddressesAside(page)
  const policy = page.createElement('meta')
  policy.httpEquiv = 'Content-Security-Policy'
  policy.content = framePolicy(scriptHash)
  page.head.prepend(policy)
  const doctype = page.doctype ? new XMLSerializer().serializeToString(page.doctype) : ''
  // After </html> the HTML parser places the script at the end of the body.
  return `${doctype}${page.documentElement.outerHTML}<script>${script}</script>`
}
