import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { chooseEncoding, ENCODINGS, type Encoding } from './accept-encoding.ts'

export interface StaticFile {
  body: Buffer
  type: string
  etag: string
  /** Whether the file is worth compressing (text of some size). */
  compressible: boolean
  /** Each compressed form, made once, on the first request or by `precompress`. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>
}

const types: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  map: 'application/json; charset=utf-8',
}

/** Build outputs that describe the deployment and are not for visitors. */
const PRIVATE_FILES = new Set(['headers.json', '_headers'])

function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/.test(type)
}

/** Reads every public file of the build once; compressed forms are made apart (`precompress`). */
export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>()
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const name = relative(root, path).split(sep).join('/')
    if (PRIVATE_FILES.has(name) || name.startsWith('.')) continue
    const body = await readFile(path)
    const type = types[name.split('.').pop() ?? ''] ?? 'application/octet-stream'
    files.set(`/${name}`, {
      body,
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      compressible: isCompressible(type) && body.length > 512,
      encoded: {},
    })
  }
  return files
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// zlib's asynchronous forms run on libuv's worker threads: brotli at its best quality takes
// seconds for the whole build, which on the event loop would hold up every other request.
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 9 }),
}

function compressed(file: StaticFile, encoding: Encoding): Promise<Buffer> {
  return (file.encoded[encoding] ??= compressors[encoding](file.body))
}

/**
 * Starts compressing every compressible file in both encodings, so that a first visit (or a
 * service worker precaching the whole site) does not wait for it. Requests that arrive first
 * wait only for their own file.
 */
export function precompress(files: Map<string, StaticFile>): void {
  for (const file of files.values())
    if (file.compressible) for (const encoding of ENCODINGS) void compressed(file, encoding)
}

/** The file's body in the best encoding the client accepts. */
export async function encodedBody(
  file: StaticFile,
  acceptEncoding: string,
): Promise<{ body: Buffer; encoding: Encoding | null }> {
  const encoding = file.compressible ? chooseEncoding(acceptEncoding) : null
  if (encoding === null) return { body: file.body, encoding }
  return { body: await compressed(file, encoding), encoding }
}
