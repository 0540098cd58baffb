import { randomUUID } from 'node:crypto'

export interface OutgoingMail {
  to: string
  subject: string
  html: string
  text: string
}

export interface Mail extends OutgoingMail {
  id: string
  /** ISO time the backend sent it. */
  sentAt: string
}

/** Mails kept; older ones are dropped first, so a long-running backend stays small. */
const KEPT_MAILS = 500

/**
 * Where every e-mail the backend sends ends up: kept in memory and shown by the mailbox page,
 * never sent off the machine (the Supabase CLI's Inbucket/Mailpit plays this part).
 */
export class Mailbox {
  readonly #mails: Mail[] = []

  deliver(mail: OutgoingMail): Mail {
    const kept = { ...mail, id: randomUUID(), sentAt: new Date().toISOString() }
    this.#mails.push(kept)
    if (this.#mails.length > KEPT_MAILS) this.#mails.shift()
    return kept
  }

  /** Newest first; only those to `to` when given (addresses compare case-insensitively). */
  list(to?: string): Mail[] {
    const wanted = to?.trim().toLowerCase()
    return this.#mails
      .filter((mail) => wanted === undefined || mail.to.toLowerCase() === wanted)
      .reverse()
  }

  find(id: string): Mail | undefined {
    return this.#mails.find((mail) => mail.id === id)
  }
}
