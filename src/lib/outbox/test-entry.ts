import type { OutboxEntry } from './outbox-rules'

/** A request waiting in the outbox, for the tests of its rules. */
export const testEntry: OutboxEntry = {
  id: 'a',
  url: 'https://formspree.io/f/x',
  body: '{}',
  label: 'Website request from Ann',
  draft: {},
  createdAt: 1000,
  status: 'waiting',
  attempts: 0,
  nextAttemptAt: 1000,
}
