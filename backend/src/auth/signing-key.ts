import { randomUUID } from 'node:crypto'
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose'

export interface SigningKey {
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  /** The public half as served by /.well-known/jwks.json. */
  publicJwk: JWK
}

const KEY_FILE_MODE = 0o600

interface StoredKey {
  kid: string
  privateJwk: JWK
}

async function fromStored(stored: StoredKey): Promise<SigningKey> {
  const publicPart: JWK = { ...stored.privateJwk }
  delete publicPart.d
  const publicJwk: JWK = {
    ...publicPart,
    kid: stored.kid,
    alg: 'ES256',
    use: 'sig',
    key_ops: ['verify'],
    ext: true,
  }
  return {
    kid: stored.kid,
    privateKey: (await importJWK(stored.privateJwk, 'ES256')) as CryptoKey,
    publicKey: (await importJWK({ ...publicPart, alg: 'ES256' }, 'ES256')) as CryptoKey,
    publicJwk,
  }
}

async function generate(): Promise<StoredKey> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  return { kid: randomUUID(), privateJwk: await exportJWK(privateKey) }
}

async function readStored(file: string): Promise<StoredKey | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StoredKey
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/**
 * The ES256 key that signs access tokens. Kept in the data directory so sessions survive a
 * restart; `file` null (in-memory backend) makes a fresh key each start.
 */
export async function loadOrCreateSigningKey(file: string | null): Promise<SigningKey> {
  if (file === null) return fromStored(await generate())
  const existing = await readStored(file)
  if (existing) {
    // Owner only, also for a key written by an older version or copied in with other modes.
    await chmod(file, KEY_FILE_MODE)
    return fromStored(existing)
  }
  const created = await generate()
  await mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.tmp`
  await writeFile(temporary, JSON.stringify(created), { mode: KEY_FILE_MODE })
  await rename(temporary, file)
  return fromStored(created)
}
