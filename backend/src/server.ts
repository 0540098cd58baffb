import { chmod } from 'node:fs/promises'
import { createServer } from 'node:http'
import { LOCAL_ANON_KEY } from './api-keys.ts'
import type { AuthContext } from './auth/context.ts'
import { MailSender } from './auth/mail-sender.ts'
import { RateLimiter } from './auth/rate-limit.ts'
import { AUTH_PUBLIC_PATHS, createAuthApi } from './auth/routes.ts'
import { loadOrCreateSigningKey } from './auth/signing-key.ts'
import {
  DEFAULT_DATA_DIR,
  DEFAULT_HOST,
  DEFAULT_PORT,
  PROJECT_CONFIG_FILE,
  MFA_WRONG_CODE_LIMIT,
  MFA_WRONG_CODE_WINDOW_SECONDS,
  RATE_LIMIT_WINDOW_SECONDS,
} from './config.ts'
import { clearDataDir, dataDirPaths, lockDataDir, PRIVATE_DIR_MODE } from './data-dir.ts'
import { Database } from './db/database.ts'
import { prepareDatabase } from './db/prepare.ts'
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts'
import { closeServer, listen, serverUrl } from './http/listen.ts'
import { createRequestListener } from './http/router.ts'
import { Mailbox } from './mailbox/mailbox.ts'
import { serveMailbox } from './mailbox/server.ts'
import { loadProjectConfig, type ProjectConfig } from './project/project-config.ts'
import { createRestApi } from './rest/routes.ts'
import { loadSchemaCache } from './rest/schema-cache.ts'

export { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './api-keys.ts'

export interface BackendOptions {
  port?: number
  host?: string
  /** Folder for the database and signing key; null keeps everything in memory. */
  dataDir?: string | null
  /** Log one line per request. */
  log?: boolean
  /** The Supabase CLI config file to read (default supabase/config.toml). */
  configFile?: string
  /** Settings to use instead of reading a file (tests). */
  config?: ProjectConfig
  /**
   * Sign-ins plus sign-ups per client IP, and per e-mail address, in 5 minutes, instead of the
   * file's `[auth.rate_limit] sign_in_sign_ups`. Raised by suites that create many accounts.
   */
  signInSignUpLimit?: number
  /** The mailbox's port instead of the file's `[inbucket] port` (0: any free port). */
  mailboxPort?: number
}

export interface RunningBackend {
  url: string
  /** The local mailbox's inbox page; its JSON is at /api/v1/messages. */
  mailboxUrl: string
  mailbox: Mailbox
  /** The settings in force, from the config file. */
  config: ProjectConfig
  anonKey: string
  demoAccounts: DemoAccount[]
  /** True when this start created the database and ran the seed. */
  seeded: boolean
  dataDir: string | null
  close(): Promise<void>
}

/** Opens (creating and seeding if needed) the database of a data directory or of memory. */
async function openData(dataDir: string | null) {
  const paths = dataDir === null ? null : dataDirPaths(dataDir)
  const db = await Database.open(paths?.database ?? null)
  try {
    if (paths) await chmod(paths.database, PRIVATE_DIR_MODE)
    const { seeded } = await prepareDatabase(db)
    const key = await loadOrCreateSigningKey(paths?.signingKey ?? null)
    const schema = await loadSchemaCache(db)
    return { db, key, schema, seeded }
  } catch (error) {
    await db.close()
    throw error
  }
}

/**
 * Starts the local Supabase-compatible backend: Auth under /auth/v1 and the REST API under
 * /rest/v1, on an embedded Postgres that runs supabase/migrations and supabase/seed.sql.
 */
export async function startBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  const config =
    options.config ?? (await loadProjectConfig(options.configFile ?? PROJECT_CONFIG_FILE))
  const host = options.host ?? DEFAULT_HOST
  const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir
  const unlock = dataDir === null ? () => Promise.resolve() : await lockDataDir(dataDir)
  let opened: Awaited<ReturnType<typeof openData>>
  try {
    opened = await openData(dataDir)
  } catch (error) {
    await unlock()
    throw error
  }
  const { db, key, schema, seeded } = opened

  let url = ''
  const signInLimiter = new RateLimiter({
    limit: options.signInSignUpLimit ?? config.auth.rateLimit.signInSignUps,
    windowSeconds: RATE_LIMIT_WINDOW_SECONDS,
  })
  const wrongCodeLimiter = new RateLimiter({
    limit: MFA_WRONG_CODE_LIMIT,
    windowSeconds: MFA_WRONG_CODE_WINDOW_SECONDS,
  })
  const mailbox = new Mailbox()
  const mail = new MailSender(mailbox, {
    maxFrequencySeconds: config.auth.email.maxFrequencySeconds,
    emailSent: config.auth.rateLimit.emailSent,
  })
  const authContext: AuthContext = {
    db,
    key,
    settings: config.auth,
    signInLimiter,
    wrongCodeLimiter,
    mail,
    issuer: () => `${url}/auth/v1`,
  }
  const server = createServer(
    createRequestListener(
      [
        { prefix: '/auth/v1', family: createAuthApi(authContext), publicPaths: AUTH_PUBLIC_PATHS },
        { prefix: '/rest/v1', family: createRestApi({ db, key, schema }), publicPaths: new Set() },
      ],
      options.log ?? false,
    ),
  )
  // Malformed HTTP never reaches the listener; answer it in JSON and drop the connection.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) {
      socket.destroy()
      return
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : '400 Bad Request'
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"message":"${status.slice(4)}"}`,
    )
  })

  let mailboxServer: Awaited<ReturnType<typeof serveMailbox>>
  try {
    const address = await listen(server, options.port ?? DEFAULT_PORT, host)
    url = serverUrl(host, address.port)
    mailboxServer = await serveMailbox(mailbox, options.mailboxPort ?? config.mailboxPort, host)
  } catch (error) {
    if (server.listening) await closeServer(server)
    await db.close()
    await unlock()
    throw error
  }

  let closing: Promise<void> | undefined
  return {
    url,
    mailboxUrl: mailboxServer.url,
    mailbox,
    config,
    anonKey: LOCAL_ANON_KEY,
    demoAccounts: [...DEMO_ACCOUNTS],
    seeded,
    dataDir,
    close() {
      closing ??= (async () => {
        await Promise.all([closeServer(server), mailboxServer.close()])
        await db.close()
        await unlock()
      })()
      return closing
    },
  }
}

/** Deletes a data directory's database and key and seeds a fresh one. Refused while in use. */
export async function resetBackendData(dataDir: string = DEFAULT_DATA_DIR): Promise<void> {
  const unlock = await lockDataDir(dataDir)
  try {
    await clearDataDir(dataDir)
    const { db } = await openData(dataDir)
    await db.close()
  } finally {
    await unlock()
  }
}
