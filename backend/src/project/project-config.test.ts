import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_CONFIG_FILE } from '../config.ts'
import { parseDuration } from './duration.ts'
import { CLI_DEFAULTS, loadProjectConfig, ProjectConfigError } from './project-config.ts'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'project-config-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function load(toml: string) {
  const file = path.join(dir, `config-${Math.random().toString(36).slice(2)}.toml`)
  await writeFile(file, toml)
  return loadProjectConfig(file)
}

describe('loadProjectConfig', () => {
  it('takes the Supabase CLI default for every key the file leaves out', async () => {
    expect(await load('project_id = "x"\n')).toEqual(CLI_DEFAULTS)
  })

  it('reads every honoured key', async () => {
    const config = await load(`
[auth]
site_url = "http://localhost:4173"
additional_redirect_urls = ["http://localhost:5173/**"]
[auth.email]
enable_confirmations = true
max_frequency = "1m30s"
otp_expiry = 600
[auth.rate_limit]
sign_in_sign_ups = 5
email_sent = 9
[auth.mfa]
max_enrolled_factors = 2
[auth.mfa.totp]
enroll_enabled = false
verify_enabled = false
[inbucket]
port = 60000
`)
    expect(config).toEqual({
      auth: {
        siteUrl: 'http://localhost:4173',
        additionalRedirectUrls: ['http://localhost:5173/**'],
        email: { enableConfirmations: true, maxFrequencySeconds: 90, otpExpirySeconds: 600 },
        rateLimit: { signInSignUps: 5, emailSent: 9 },
        mfa: { maxEnrolledFactors: 2, totpEnrollEnabled: false, totpVerifyEnabled: false },
      },
      mailboxPort: 60000,
    })
  })

  it.each([
    ['[auth.email]\nenable_confirmations = "yes"', '[auth.email] enable_confirmations'],
    ['[auth.email]\nmax_frequency = 60', '[auth.email] max_frequency'],
    ['[auth.email]\nmax_frequency = "soon"', '[auth.email] max_frequency'],
    ['[auth.email]\notp_expiry = 86401', '[auth.email] otp_expiry'],
    ['[auth.rate_limit]\nemail_sent = -1', '[auth.rate_limit] email_sent'],
    [
      '[auth.rate_limit]\nemail_sent = 0',
      '[auth.rate_limit] email_sent must be a whole number from 1',
    ],
    ['[auth.rate_limit]\nsign_in_sign_ups = 1.5', '[auth.rate_limit] sign_in_sign_ups'],
    ['[auth]\nsite_url = "not a url"', '[auth] site_url'],
    ['[auth]\nadditional_redirect_urls = "http://x"', '[auth] additional_redirect_urls'],
    ['[auth.mfa]\nmax_enrolled_factors = 0', '[auth.mfa] max_enrolled_factors'],
    ['[auth.mfa.totp]\nenroll_enabled = 1', '[auth.mfa.totp] enroll_enabled'],
    ['[inbucket]\nport = 70000', '[inbucket] port'],
    ['[inbucket]\nport = 0', '[inbucket] port'],
  ])('stops with a message naming the key for %j', async (toml, key) => {
    const loading = load(toml)
    await expect(loading).rejects.toThrow(ProjectConfigError)
    await expect(loading).rejects.toThrow(key)
  })

  it('names the file and shows the place of a TOML syntax error', async () => {
    await expect(load('[auth\nsite_url = 1')).rejects.toThrow(
      /config-.*\.toml: Invalid TOML[\s\S]*1: +\[auth/,
    )
  })

  it("reads the project's own file: confirmations on, the CLI's mailbox port", async () => {
    const config = await loadProjectConfig(PROJECT_CONFIG_FILE)
    expect(config.auth.email.enableConfirmations).toBe(true)
    expect(config.mailboxPort).toBe(54324)
  })
})

describe('parseDuration', () => {
  it.each([
    ['1s', 1],
    ['60s', 60],
    ['1m', 60],
    ['1m30s', 90],
    ['2h', 7200],
    ['0s', 0],
  ])('reads %s as %i seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds)
  })

  it.each(['', '60', 's', '1.5s', ' 1s', '1s1m'])('refuses %j', (text) => {
    expect(parseDuration(text)).toBeNull()
  })
})
