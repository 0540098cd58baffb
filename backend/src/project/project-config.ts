import { readFile } from 'node:fs/promises'
import { parse, TomlError } from 'smol-toml'
import { parseDuration } from './duration.ts'

/**
 * The auth and mailbox settings of `supabase/config.toml` that the backend honours. Names and
 * units follow the Supabase CLI's file; the comments name each key.
 */
export interface ProjectConfig {
  auth: {
    /** `[auth] site_url`: where links go when no allowed `redirect_to` is given. */
    siteUrl: string
    /** `[auth] additional_redirect_urls`: other allowed link targets (globs, as GoTrue's). */
    additionalRedirectUrls: string[]
    email: {
      /** `[auth.email] enable_confirmations` */
      enableConfirmations: boolean
      /** `[auth.email] max_frequency`: least time between two mails of a kind to one address. */
      maxFrequencySeconds: number
      /** `[auth.email] otp_expiry`: how long a link works, in seconds. */
      otpExpirySeconds: number
    }
    rateLimit: {
      /** `[auth.rate_limit] sign_in_sign_ups`: per 5 minutes, per IP and per address. */
      signInSignUps: number
      /** `[auth.rate_limit] email_sent`: mails per hour, for the whole project. */
      emailSent: number
    }
    mfa: {
      /** `[auth.mfa] max_enrolled_factors` */
      maxEnrolledFactors: number
      /** `[auth.mfa.totp] enroll_enabled`: new authenticator-app factors may be added. */
      totpEnrollEnabled: boolean
      /** `[auth.mfa.totp] verify_enabled`: authenticator-app codes are checked. */
      totpVerifyEnabled: boolean
    }
  }
  /** `[inbucket] port`: the local mailbox's web page and JSON endpoint. */
  mailboxPort: number
}

/** The Supabase CLI's defaults, used for every key the file leaves out. */
export const CLI_DEFAULTS: ProjectConfig = {
  auth: {
    siteUrl: 'http://127.0.0.1:3000',
    additionalRedirectUrls: ['https://127.0.0.1:3000'],
    email: { enableConfirmations: false, maxFrequencySeconds: 1, otpExpirySeconds: 3600 },
    rateLimit: { signInSignUps: 30, emailSent: 2 },
    mfa: { maxEnrolledFactors: 10, totpEnrollEnabled: true, totpVerifyEnabled: true },
  },
  mailboxPort: 54324,
}

/** GoTrue refuses an e-mail link lifetime above one day. */
const MAX_OTP_EXPIRY_SECONDS = 86_400

export class ProjectConfigError extends Error {
  constructor(file: string, message: string) {
    super(`${file}: ${message}`)
    this.name = 'ProjectConfigError'
  }
}

type Table = Record<string, unknown>

const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

/** Reads one key of the file; each reader checks the type and range and names the key on error. */
class Reader {
  readonly file: string
  readonly root: Table

  constructor(file: string, root: Table) {
    this.file = file
    this.root = root
  }

  #get(section: string, key: string): unknown {
    let table: unknown = this.root
    for (const part of section.split('.')) {
      if (!isTable(table)) return undefined
      table = table[part]
    }
    if (table === undefined) return undefined
    if (!isTable(table)) throw this.#fail(section, key, 'must be a table')
    return table[key]
  }

  #fail(section: string, key: string, problem: string): ProjectConfigError {
    return new ProjectConfigError(this.file, `[${section}] ${key} ${problem}`)
  }

  boolean(section: string, key: string, fallback: boolean): boolean {
    const value = this.#get(section, key)
    if (value === undefined) return fallback
    if (typeof value !== 'boolean') throw this.#fail(section, key, 'must be true or false')
    return value
  }

  count(
    section: string,
    key: string,
    fallback: number,
    { min = 0, max = Number.MAX_SAFE_INTEGER } = {},
  ): number {
    const value = this.#get(section, key)
    if (value === undefined) return fallback
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw this.#fail(section, key, `must be a whole number from ${min} to ${max}`)
    }
    return value
  }

  url(section: string, key: string, fallback: string): string {
    const value = this.#get(section, key)
    if (value === undefined) return fallback
    if (typeof value !== 'string' || !URL.canParse(value)) {
      throw this.#fail(section, key, 'must be an absolute URL such as "http://127.0.0.1:3000"')
    }
    return value
  }

  strings(section: string, key: string, fallback: string[]): string[] {
    const value = this.#get(section, key)
    if (value === undefined) return fallback
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
      throw this.#fail(section, key, 'must be a list of strings')
    }
    return value
  }

  duration(section: string, key: string, fallback: number): number {
    const value = this.#get(section, key)
    if (value === undefined) return fallback
    const seconds = typeof value === 'string' ? parseDuration(value) : null
    if (seconds === null) throw this.#fail(section, key, 'must be a duration such as "60s" or "1m"')
    return seconds
  }
}

/** Validates the parsed file; a missing key takes the CLI's default, a wrong one throws. */
export function readProjectConfig(file: string, root: Table): ProjectConfig {
  const read = new Reader(file, root)
  const defaults = CLI_DEFAULTS.auth
  return {
    auth: {
      siteUrl: read.url('auth', 'site_url', defaults.siteUrl),
      additionalRedirectUrls: read.strings(
        'auth',
        'additional_redirect_urls',
        defaults.additionalRedirectUrls,
      ),
      email: {
        enableConfirmations: read.boolean(
          'auth.email',
          'enable_confirmations',
          defaults.email.enableConfirmations,
        ),
        maxFrequencySeconds: read.duration(
          'auth.email',
          'max_frequency',
          defaults.email.maxFrequencySeconds,
        ),
        otpExpirySeconds: read.count('auth.email', 'otp_expiry', defaults.email.otpExpirySeconds, {
          max: MAX_OTP_EXPIRY_SECONDS,
        }),
      },
      rateLimit: {
        signInSignUps: read.count(
          'auth.rate_limit',
          'sign_in_sign_ups',
          defaults.rateLimit.signInSignUps,
          { min: 1 },
        ),
        emailSent: read.count('auth.rate_limit', 'email_sent', defaults.rateLimit.emailSent, {
          min: 1,
        }),
      },
      mfa: {
        maxEnrolledFactors: read.count(
          'auth.mfa',
          'max_enrolled_factors',
          defaults.mfa.maxEnrolledFactors,
          { min: 1 },
        ),
        totpEnrollEnabled: read.boolean(
          'auth.mfa.totp',
          'enroll_enabled',
          defaults.mfa.totpEnrollEnabled,
        ),
        totpVerifyEnabled: read.boolean(
          'auth.mfa.totp',
          'verify_enabled',
          defaults.mfa.totpVerifyEnabled,
        ),
      },
    },
    mailboxPort: read.count('inbucket', 'port', CLI_DEFAULTS.mailboxPort, { min: 1, max: 65_535 }),
  }
}

/** Reads and validates a Supabase CLI config file. */
export async function loadProjectConfig(file: string): Promise<ProjectConfig> {
  let root: Table
  try {
    root = parse(await readFile(file, 'utf8'))
  } catch (error) {
    if (error instanceof TomlError) throw new ProjectConfigError(file, error.message)
    throw error
  }
  return readProjectConfig(file, root)
}
