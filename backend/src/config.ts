import { fileURLToPath } from 'node:url'

export const DEFAULT_HOST = '127.0.0.1'
export const DEFAULT_PORT = 54321

/** Git-ignored folder at the repository root holding the database and the signing key. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.backend-data/', import.meta.url))
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url))
export const SEED_FILE = fileURLToPath(new URL('../../supabase/seed.sql', import.meta.url))
export const PLATFORM_SQL_FILE = fileURLToPath(new URL('../sql/platform.sql', import.meta.url))
export const EMAIL_LINKS_SQL_FILE = fileURLToPath(
  new URL('../sql/platform-email-links.sql', import.meta.url),
)
export const MFA_SQL_FILE = fileURLToPath(new URL('../sql/platform-mfa.sql', import.meta.url))
/** The Supabase CLI's project file: the one place the auth and mailbox settings live. */
export const PROJECT_CONFIG_FILE = fileURLToPath(
  new URL('../../supabase/config.toml', import.meta.url),
)

/** Larger request bodies are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 1024 * 1024

/** GoTrue's default access-token lifetime. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600

/** GoTrue's default minimum password length (and the spec's). */
export const MIN_PASSWORD_LENGTH = 6

/** GoTrue's bcrypt-derived maximum, kept so passwords accepted here also work when hosted. */
export const MAX_PASSWORD_LENGTH = 72

/** Hosted Supabase's default cap on rows returned by one read. */
export const MAX_ROWS = 1000

/** GoTrue's window for `[auth.rate_limit] sign_in_sign_ups`, and for `email_sent`. */
export const RATE_LIMIT_WINDOW_SECONDS = 5 * 60
export const EMAIL_RATE_LIMIT_WINDOW_SECONDS = 60 * 60

/** How long after /verify a PKCE code may be exchanged (GoTrue's flow-state expiry). */
export const FLOW_STATE_TTL_SECONDS = 5 * 60

/**
 * Password hashes computed at once. Each scrypt takes about 80 ms of one core and the same
 * thread pool also signs and verifies tokens, so hashing gets one thread and never all four.
 */
export const PASSWORD_HASH_CONCURRENCY = 1

/** Hashes that may wait for that thread (about 5 s of work); more are refused with 429. */
export const PASSWORD_HASH_QUEUE_LIMIT = 64

/**
 * Largest sign-up metadata (`data`, as JSON). It is copied into every access token, and a
 * token must fit in a request header (Node refuses headers past 16 KiB with 431).
 */
export const MAX_USER_METADATA_BYTES = 4096

/** GoTrue's default lifetime of an MFA challenge (`MFA_CHALLENGE_EXPIRY_DURATION`). */
export const MFA_CHALLENGE_TTL_SECONDS = 300

/**
 * Wrong codes one factor may take: a burst of this many, then one more per
 * `MFA_WRONG_CODE_WINDOW_SECONDS / MFA_WRONG_CODE_LIMIT`. Six digits give a guess a one in a
 * million chance (three in a million with the drift allowance), so this keeps guessing hopeless.
 */
export const MFA_WRONG_CODE_LIMIT = 5
export const MFA_WRONG_CODE_WINDOW_SECONDS = 5 * 60
