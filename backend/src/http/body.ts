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

/** Parses a JSON body; `undefined` for an empty one. Throws a SyntaxError for bad JSON. */
export function parseJsonBody(body: Buffer): unknown {
  const text = body.toString('utf8').trim()
  return text === '' ? undefined : (JSON.parse(text) as unknown)
}
