import { vi } from 'vitest'

export interface CapturedMail {
  to: string
  subject: string | null
  body: string | null
}

/**
 * Catches the mail links the page follows (the mail client is opened by clicking a `mailto:`
 * link) instead of following them; `last()` reads the newest one as the mail client would.
 */
export function captureMail() {
  const links: string[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.href.startsWith('mailto:')) links.push(this.href)
  })
  return {
    links,
    last(): CapturedMail | undefined {
      const link = links.at(-1)
      if (!link) return undefined
      const url = new URL(link)
      return {
        to: decodeURIComponent(url.pathname),
        subject: url.searchParams.get('subject'),
        // The link carries CRLF line breaks (RFC 6068); read as the lines the visitor sees.
        body: url.searchParams.get('body')?.replaceAll('\r\n', '\n') ?? null,
      }
    },
  }
}
