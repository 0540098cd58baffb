import type { IncomingMessage } from 'node:http'
import { ApiError } from './api-error.ts'

function tooLarge(limit: number): ApiError {
  return new ApiError(413, 'request_too_large', `Request body is larger than ${limit} bytes`, {
    headers: { Connection: 'close' },
  })
}

/**
 * Buffers a request body up to `limit` bytes. Past the limit it stops buffering and lets the
 * rest drain, so the client still receives the 413 instead of a reset connection.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) {
    req.resume()
    return Promise.reject(tooLarge(limit))
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let refused = false
    req.on('data', (chunk: Buffer) => {
      if (refused) return
      size += chunk.length
      if (size > limit) {
        refused = true
        chunks.length = 0
        reject(tooLarge(limit))
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks))
    })
    req.on('error', (error) => {
      if (!refused)
        reject(new ApiError(400, 'bad_request', `Could not read the body: ${error.message}`))
    })
  })
}

/** Deeper JSON is refused: later recursive handling (and JSON.stringify) could overflow the stack. */
const MAX_JSON_DEPTH = 100

const QUOTE = 34
const BACKSLASH = 92
const OPENERS = new Set([91, 123]) // [ {
const CLOSERS = new Set([93, 125]) // ] }

function nestingDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) index += 1
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) {
      inString = true
    } else if (OPENERS.has(code)) {
      depth += 1
      deepest = Math.max(deepest, depth)
    } else if (CLOSERS.has(code)) {
      depth -= 1
    }
  }
  return deepest
}

/** A UTF-16 surrogate without its pair: JSON escapes (\ud800) allow it, UTF-8 and Postgres do not. */
const LONE_SURROGATE = /\p{Cs}/u

function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value)
  if (typeof value !== 'object' || value === null) return false
  return Object.entries(value).some(
    ([key, item]) => LONE_SURROGATE.test(key) || hasLoneSurrogate(item),
  )
}

/**
 * Parses a JSON body; `undefined` for an empty one. Throws a SyntaxError for bad JSON, which
 * includes strings that are not text (lone surrogates), so they are refused as input, never
 * failing later in the database.
 */
export function parseJsonBody(body: Buffer): unknown {
  const text = body.toString('utf8').trim()
  if (text === '') return undefined
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    throw new SyntaxError(`JSON is nested deeper than ${MAX_JSON_DEPTH} levels`)
  }
  const parsed = JSON.parse(text) as unknown
  if (hasLoneSurrogate(parsed)) throw new SyntaxError('JSON contains a lone UTF-16 surrogate')
  return parsed
}
