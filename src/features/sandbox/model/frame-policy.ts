/**
 * The frame's own Content-Security-Policy, on top of the one it inherits from /sandbox: no
 * request of any kind (images only as data: URLs), no script but the checker's by its hash, no
 * form posts, no <base> redirecting links. Inline styles are allowed here because the inherited
 * policy still blocks them in markup; without it the checker could not apply them again through
 * the CSS Object Model.
 */
export function framePolicy(scriptHash: string): string {
  return [
    "default-src 'none'",
    `script-src '${scriptHash}'`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    'font-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}
