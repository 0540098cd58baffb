import type { Mail } from './mailbox.ts'

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { max-width: 48rem; margin: 0 auto; padding: 1rem;
    color: light-dark(#1f1f1f, #ececec); background: light-dark(#ffffff, #161616); }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid currentColor; }
  a { color: light-dark(#0b57d0, #a8c7fa); }
  article { border: 1px solid currentColor; padding: 1rem; border-radius: 0.5rem; }`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`
}

const time = (iso: string) => `<time datetime="${iso}">${iso.replace('T', ' ').slice(0, 19)}</time>`

/** The inbox: every kept mail, newest first, each opening on its own page. */
export function inboxPage(mails: Mail[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.to)}</td><td><a href="/messages/${mail.id}">${escapeHtml(mail.subject)}</a></td><td>${time(mail.sentAt)}</td></tr>`,
    )
    .join('\n')
  const list =
    mails.length === 0
      ? '<p>No e-mail yet. Sign up or ask for a password reset, then reload this page.</p>'
      : `<table><caption>Newest first</caption><thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Sent (UTC)</th></tr></thead><tbody>${rows}</tbody></table>`
  return page(
    'Local mailbox',
    `<h1>Local mailbox</h1><p>Every e-mail the local backend sends. Nothing leaves this machine.</p>${list}`,
  )
}

/** One mail as the recipient would see it; its link works as the real one would. */
export function mailPage(mail: Mail): string {
  return page(
    mail.subject,
    `<p><a href="/">Back to the mailbox</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<p>To ${escapeHtml(mail.to)}, sent ${time(mail.sentAt)} UTC</p>
<article aria-label="Message">${mail.html}</article>`,
  )
}

export function notFoundPage(): string {
  return page('Not found', '<h1>Not found</h1><p><a href="/">Back to the mailbox</a></p>')
}
