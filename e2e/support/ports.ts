/**
 * The ports of one e2e run, all derived from E2E_PORT, so that working copies run side by side.
 * Offsets follow the Supabase CLI's layout (API 54321, mailbox 54324).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4311)
/** The backend the build names (`npm test` builds with it): see e2e/support/backend.ts. */
export const E2E_BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? E2E_PORT + 51_000)
export const E2E_MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? E2E_BACKEND_PORT + 3)
/** A second backend with e-mail confirmations off, and its mailbox. */
export const E2E_CONFIRMATIONS_OFF_PORT = E2E_BACKEND_PORT + 5
export const E2E_CONFIRMATIONS_OFF_MAILBOX_PORT = E2E_BACKEND_PORT + 8
