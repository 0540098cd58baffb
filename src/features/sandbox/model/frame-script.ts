/**
 * The one script that runs in the frame holding the visitor's page: axe-core's own source,
 * then a runner that checks the page and posts a trimmed result to the parent. It is inline
 * (the frame may make no request), so /sandbox's Content-Security-Policy allows exactly this
 * text by its hash: the build computes the hash from the same function.
 */

/** axe-core tags of the rules run: WCAG 2.0 and 2.1, levels A and AA, and best practices. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const
export const BEST_PRACTICE_TAG = 'best-practice'

/**
 * What a fetching attribute of the visitor's page is renamed to in the frame (`src` becomes
 * `data-page-check-src`): nothing is requested while the page is parsed, and the report shows
 * the attribute under its own name again.
 */
export const KEPT_ADDRESS_PREFIX = 'data-page-check-'

/** Marks the frame's message, so the page ignores any other. */
export const FRAME_MESSAGE_TYPE = 'page-check-result'

/*
 * Plain ES5 in a string: it must be byte-for-byte the same text in the browser bundle and in
 * the build's hash. The frame's Content-Security-Policy, inherited from /sandbox, blocks the
 * pasted page's own <style> elements and style attributes, so the runner applies them again
 * through the CSS Object Model, which the policy does not govern: colour contrast is then
 * checked on the page as its author styled it. Every DOM method and property it uses is read
 * from its prototype: a named element of the page (<form name="querySelectorAll">) cannot stand
 * in for it. The result carries the frame's name, a value the parent chose for this check.
 */
const RUNNER = `
;(function () {
  var nonce = window.name
  function getter(owner, name) {
    return Object.getOwnPropertyDescriptor(owner, name).get
  }
  var queryAll = Document.prototype.querySelectorAll
  var getAttribute = Element.prototype.getAttribute
  var textOf = getter(Node.prototype, 'textContent')
  var readyState = getter(Document.prototype, 'readyState')
  var adoptSheets = Object.getOwnPropertyDescriptor(Document.prototype, 'adoptedStyleSheets').set
  var forEach = Array.prototype.forEach
  function styleOf(element) {
    for (var owner = Object.getPrototypeOf(element); owner; owner = Object.getPrototypeOf(owner)) {
      var style = Object.getOwnPropertyDescriptor(owner, 'style')
      if (style && style.get) return style.get.call(element)
    }
  }
  var sheets = []
  forEach.call(queryAll.call(document, 'style'), function (style) {
    var sheet = new CSSStyleSheet()
    sheet.replaceSync(textOf.call(style) || '')
    sheets.push(sheet)
  })
  adoptSheets.call(document, sheets)
  forEach.call(queryAll.call(document, '[style]'), function (element) {
    var style = styleOf(element)
    if (style) style.cssText = getAttribute.call(element, 'style')
  })
  function rule(result) {
    return {
      id: result.id,
      impact: result.impact || null,
      tags: result.tags,
      help: result.help,
      helpUrl: result.helpUrl,
      nodes: result.nodes.map(function (node) {
        return {
          html: node.html.replace(/${KEPT_ADDRESS_PREFIX}([a-z]+)=/g, '$1='),
          target: node.target.map(String),
          failureSummary: node.failureSummary || '',
          impact: node.impact || null,
        }
      }),
    }
  }
  function post(message) {
    message.type = ${JSON.stringify(FRAME_MESSAGE_TYPE)}
    message.nonce = nonce
    parent.postMessage(message, '*')
  }
  function check() {
    axe
      .run(document, {
        runOnly: { type: 'tag', values: ${JSON.stringify([...WCAG_TAGS, BEST_PRACTICE_TAG])} },
        // axe-core would fetch linked stylesheets: the frame makes no request.
        preload: false,
      })
      .then(
        function (results) {
          post({
            outcome: {
              violations: results.violations.map(rule),
              passes: results.passes.map(rule),
              incomplete: results.incomplete.map(rule),
            },
          })
        },
        function (error) {
          post({ error: String(error && error.message ? error.message : error) })
        },
      )
  }
  // The page is checked once shown, as a visitor would first see it: a new frame the browser
  // has not rendered yet answers hit tests with nothing, and axe-core then leaves colour
  // contrast undetermined. Animation frames run only in a frame that is being rendered.
  function whenShown() {
    requestAnimationFrame(function () {
      requestAnimationFrame(check)
    })
  }
  if (readyState.call(document) === 'complete') whenShown()
  else window.addEventListener('load', whenShown)
})()
`

/** The frame's script: axe-core's source (axe.min.js), then the runner. */
export function frameScript(axeSource: string): string {
  return `${axeSource}\n${RUNNER}`
}
