import type { RunningBackend } from './server.ts'

/** The start-up text: where the API is, its key, and the demo accounts to sign in with. */
export function formatBanner(backend: RunningBackend): string {
  const width = Math.max(...backend.demoAccounts.map((account) => account.email.length))
  const accounts = backend.demoAccounts.map(
    (account) =>
      `    ${account.role.padEnd(8)} ${account.email.padEnd(width)}  ${account.password.padEnd(14)} ${account.note}`,
  )
  const storage = backend.dataDir === null ? 'in memory (lost on exit)' : backend.dataDir
  return [
    'Local Supabase-compatible backend',
    `  API URL   ${backend.url}`,
    `  mailbox   ${backend.mailboxUrl}  (every e-mail the backend sends; none leaves this machine)`,
    `  anon key  ${backend.anonKey}`,
    `  data      ${storage}${backend.seeded ? ' (new, seeded)' : ''}`,
    `  e-mail    confirmations ${backend.config.auth.email.enableConfirmations ? 'on' : 'off'} ([auth.email] enable_confirmations)`,
    '  demo accounts (role, e-mail, password):',
    ...accounts,
  ].join('\n')
}
