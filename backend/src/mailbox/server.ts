import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { closeServer, listen, serverUrl } from '../http/listen.ts'
import type { Mailbox } from './mailbox.ts'
import { inboxPage, mailPage, notFoundPage } from './pages.ts'

export interface RunningMailbox {
  url: string
  close(): Promise<void>
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    'Content-Type': `${type}; charset=utf-8`,
    'Cache-Control': 'no-store',
    // Mails are our own templates, but nothing on these pages needs scripts.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  })
  res.end(body)
}

function route(mailbox: Mailbox, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://mailbox.invalid')
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, 'application/json', JSON.stringify({ message: 'Method not allowed' }))
    return
  }
  if (url.pathname === '/') {
    send(res, 200, 'text/html', inboxPage(mailbox.list()))
    return
  }
  // For tests: `?to=` narrows the list to one address.
  if (url.pathname === '/api/v1/messages') {
    const messages = mailbox.list(url.searchParams.get('to') ?? undefined)
    send(res, 200, 'application/json', JSON.stringify({ total: messages.length, messages }))
    return
  }
  const opened = /^\/messages\/([\w-]+)$/.exec(url.pathname)
  const mail = opened?.[1] === undefined ? undefined : mailbox.find(opened[1])
  if (mail) send(res, 200, 'text/html', mailPage(mail))
  else send(res, 404, 'text/html', notFoundPage())
}

/** The mailbox's inbox page and JSON endpoint on their own port, as the CLI's Inbucket has. */
export async function serveMailbox(
  mailbox: Mailbox,
  port: number,
  host: string,
): Promise<RunningMailbox> {
  const server = createServer((req, res) => route(mailbox, req, res))
  const address = await listen(server, port, host)
  return { url: serverUrl(host, address.port), close: () => closeServer(server) }
}
