import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { queuePasswordWork } from './hash-queue.ts'

// scrypt cost: 2^15 x 8 uses 32 MiB and about 50-100 ms, slow enough against guessing and
// fast enough for tests that create many users. Stored with the hash so it can change.
const COST = 2 ** 15
const BLOCK_SIZE = 8
const PARALLELISM = 1
const KEY_LENGTH = 32
const PREFIX = '$scrypt$'

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 256 * (options.N ?? COST) * (options.r ?? BLOCK_SIZE) + 1024 * 1024
  return queuePasswordWork(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, { ...options, maxmem }, (error, key) => {
          if (error) reject(error)
          else resolve(key)
        })
      }),
  )
}

/** Format: $scrypt$N=32768,r=8,p=1$<salt base64>$<key base64>. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, { N: COST, r: BLOCK_SIZE, p: PARALLELISM })
  return `${PREFIX}N=${COST},r=${BLOCK_SIZE},p=${PARALLELISM}$${salt.toString('base64')}$${key.toString('base64')}`
}

export function isScryptHash(hash: string): boolean {
  return hash.startsWith(PREFIX)
}

export async function verifyScryptPassword(password: string, hash: string): Promise<boolean> {
  const match = /^\$scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(hash)
  if (!match) return false
  const [, n, r, p, salt, expectedKey] = match
  const expected = Buffer.from(expectedKey ?? '', 'base64')
  const actual = await derive(password, Buffer.from(salt ?? '', 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

let decoy: Promise<string> | undefined

/** Hash of a random password, checked when the e-mail is unknown so timing does not tell. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'))
  return decoy
}
