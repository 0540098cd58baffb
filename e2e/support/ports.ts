/**
 * The ports of one e2e run, all derived from E2E_PORT, so that working copies run side by side.
 * Offsets follow the Supabase CLI's layout (API 54321, mailbox 54324). All of them lie below
 * Linux's ephemeral range (32768-60999): a port in it can be taken by any outgoing connection of
 * the run itself (a browser's, the runner's), and the server that wants it then fails to start.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4311)
/** The backend the build names (`npm test` builds with it): see e2e/support/backend.ts. */
export const E2E_BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? E2E_PORT + 1_000)
export const E2E_MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? E2E_BACKEND_PORT + 3)
/** A second backend with e-mail confirmations off, and its mailbox. */
export const E2E_CONFIRMATIONS_OFF_PORT = E2E_BACKEND_PORT + 5
export const E2E_CONFIRMATIONS_OFF_MAILBOX_PORT = E2E_BACKEND_PORT + 8
