import { framePolicy } from '../model/frame-policy'

/**
 * The srcdoc of the checking frame: the visitor's page with the frame's policy as the first
 * element of its head and the checker's script after it. The page is parsed by DOMParser,
 * which runs nothing and loads nothing, so the policy is certain to come first; elements that
 * could move the frame elsewhere or loosen its policy (<meta http-equiv>, <base>) are dropped.
 */
export function frameDocument(markup: string, script: string, scriptHash: string): string {
  const page = new DOMParser().parseFromString(markup, 'text/html')
  for (const element of page.querySelectorAll('meta[http-equiv], base')) element.remove()
  const policy = page.createElement('meta')
  policy.httpEquiv = 'Content-Security-Policy'
  policy.content = framePolicy(scriptHash)
  page.head.prepend(policy)
  const doctype = page.doctype ? new XMLSerializer().serializeToString(page.doctype) : ''
  // After </html> the HTML parser places the script at the end of the body.
  return `${doctype}${page.documentElement.outerHTML}<script>${script}</script>`
}
