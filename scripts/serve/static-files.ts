import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chooseEncoding, type Encoding } from './accept-encoding.ts'

export interface StaticFile {
  body: Buffer
  type: string
  etag: string
  /** Whether the file is worth compressing (text of some size). */
  compressible: boolean
  brotli?: Buffer
  gzip?: Buffer
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

/** Reads every public file of the build once; compressed forms are made on first request. */
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
    })
  }
  return files
}

/** The file's body in the best encoding the client accepts, compressing once and keeping it. */
export function encodedBody(
  file: StaticFile,
  acceptEncoding: string,
): { body: Buffer; encoding: Encoding | null } {
  const encoding = file.compressible ? chooseEncoding(acceptEncoding) : null
  if (encoding === 'br') {
    file.brotli ??= brotliCompressSync(file.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
      },
    })
    return { body: file.brotli, encoding }
  }
  if (encoding === 'gzip') {
    file.gzip ??= gzipSync(file.body, { level: 9 })
    return { body: file.gzip, encoding }
  }
  return { body: file.body, encoding: null }
}
