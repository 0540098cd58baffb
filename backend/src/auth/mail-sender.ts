import { EMAIL_RATE_LIMIT_WINDOW_SECONDS } from '../config.ts'
import type { Mailbox, OutgoingMail } from '../mailbox/mailbox.ts'
import { overEmailSendFrequency, overEmailSendRateLimit } from './gotrue-errors.ts'
import { RateLimiter } from './rate-limit.ts'

export type MailKind = 'signup' | 'recovery'

/**
 * Sends the backend's e-mails into the local mailbox, within GoTrue's two limits: one mail of
 * a kind per address per `max_frequency`, and `email_sent` mails per hour for the project.
 */
export class MailSender {
  readonly #mailbox: Mailbox
  readonly #maxFrequencyMs: number
  readonly #projectLimit: RateLimiter
  readonly #lastSent = new Map<string, number>()

  constructor(mailbox: Mailbox, settings: { maxFrequencySeconds: number; emailSent: number }) {
    this.#mailbox = mailbox
    this.#maxFrequencyMs = settings.maxFrequencySeconds * 1000
    this.#projectLimit = new RateLimiter({
      limit: settings.emailSent,
      windowSeconds: EMAIL_RATE_LIMIT_WINDOW_SECONDS,
    })
  }

  /**
   * Books a mail of `kind` to `email`, or throws GoTrue's 429. Called whether or not the address
   * has an account, so that the answers never tell the two apart.
   */
  reserve(kind: MailKind, email: string, now = Date.now()): void {
    const key = `${kind}:${email}`
    const last = this.#lastSent.get(key)
    if (last !== undefined && now - last < this.#maxFrequencyMs) {
      throw overEmailSendFrequency(Math.ceil((last + this.#maxFrequencyMs - now) / 1000))
    }
    const allowed = this.#projectLimit.take(['project'], now)
    if (!allowed.allowed) throw overEmailSendRateLimit(allowed.retryAfterSeconds)
    this.#lastSent.set(key, now)
    this.#forgetOld(now)
  }

  deliver(mail: OutgoingMail): void {
    this.#mailbox.deliver(mail)
  }

  /** Entries past max_frequency decide nothing any more. */
  #forgetOld(now: number): void {
    if (this.#lastSent.size < 1000) return
    for (const [key, sentAt] of this.#lastSent) {
      if (now - sentAt >= this.#maxFrequencyMs) this.#lastSent.delete(key)
    }
  }
}
