import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/** A slow link: its round trip, and the bandwidth of each direction. */
export interface LinkProfile {
  latencyMs: number
  downloadBitsPerSecond: number
  uploadBitsPerSecond: number
}

/** The bytes a link carries as one piece: a TCP segment's payload on an Ethernet-sized path. */
const SEGMENT_BYTES = 1460

/** Time as the link reads it: injectable, so that its schedule can be tested without waiting. */
export interface LinkClock {
  now(): number
  sleep(ms: number): Promise<unknown>
}

const realClock: LinkClock = { now: () => performance.now(), sleep }

interface Segment {
  bytes: number
  queuedAt: number
  /** Called once: after the segment crossed, or without delivering it when its sender gave up. */
  settle: (delivered: boolean) => void
}

/**
 * One direction of a link: it carries one segment at a time, at its bandwidth. Senders that
 * share it take turns segment by segment, so they share its bandwidth as on a real link.
 *
 * A segment starts when it was queued or when the link frees up, whichever is later: the
 * schedule never depends on when a timer happens to fire, so a loaded machine (timers late by
 * several ms) slows the link by nothing.
 */
export class LinkDirection {
  /** Each sender's waiting segments; a sender moves to the back after each of its segments. */
  private readonly senders = new Map<object, Segment[]>()
  private busyUntil = 0
  private pumping = false

  constructor(
    private readonly bitsPerSecond: number,
    private readonly clock: LinkClock = realClock,
  ) {}

  /** Sends `data` for `sender`, handing over each segment as it has crossed; resolves after the last. */
  send(sender: object, data: Buffer, deliver: (segment: Buffer) => void = () => {}): Promise<void> {
    const queuedAt = this.clock.now()
    const crossings: Array<Promise<void>> = []
    const segments = this.senders.get(sender) ?? []
    for (let offset = 0; offset < data.length; offset += SEGMENT_BYTES) {
      const segment = data.subarray(offset, offset + SEGMENT_BYTES)
      crossings.push(
        new Promise((resolve) => {
          segments.push({
            bytes: segment.length,
            queuedAt,
            settle: (delivered) => {
              if (delivered) deliver(segment)
              resolve()
            },
          })
        }),
      )
    }
    if (segments.length > 0) this.senders.set(sender, segments)
    if (!this.pumping) void this.pump()
    return Promise.all(crossings).then(() => undefined)
  }

  /** Drops what `sender` still has queued: a link stops carrying a closed connection's data. */
  cancel(sender: object): void {
    for (const segment of this.senders.get(sender) ?? []) segment.settle(false)
    this.senders.delete(sender)
  }

  private async pump() {
    this.pumping = true
    for (let turn = this.nextTurn(); turn; turn = this.nextTurn()) {
      const [sender, segment] = turn
      this.busyUntil =
        Math.max(this.busyUntil, segment.queuedAt) + (segment.bytes * 8 * 1000) / this.bitsPerSecond
      const wait = this.busyUntil - this.clock.now()
      if (wait > 0) await this.clock.sleep(wait)
      segment.settle(true)
      // Its turn over, the sender queues behind those that came meanwhile.
      const rest = this.senders.get(sender) ?? []
      this.senders.delete(sender)
      if (rest.length > 0) this.senders.set(sender, rest)
    }
    this.pumping = false
  }

  private nextTurn(): [object, Segment] | undefined {
    for (const [sender, segments] of this.senders) {
      const segment = segments.shift()
      if (segment) return [sender, segment]
      this.senders.delete(sender)
    }
    return undefined
  }
}

export interface SlowLink {
  /** The origin that reaches the upstream server over the slow link. */
  url: string
  close(): void
}

/**
 * An HTTP proxy in front of `upstream` that delivers every request and response as a slow link
 * would: each request waits for its bytes to go up and for one round trip, and response bytes
 * come down one segment at a time through one downstream bandwidth shared by all requests.
 * The browser sees an ordinary server: its HTTP cache and service worker work as they do on a
 * phone. See docs/decisions/0012-slow-phone-link.md.
 */
export async function startSlowLink(upstream: string, profile: LinkProfile): Promise<SlowLink> {
  const target = new URL(upstream)
  const down = new LinkDirection(profile.downloadBitsPerSecond)
  const up = new LinkDirection(profile.uploadBitsPerSecond)

  const relay = async (request: IncomingMessage, response: ServerResponse) => {
    const body = Buffer.concat(await request.toArray())
    await up.send(request, Buffer.concat([headerBytes(request.rawHeaders), body]))
    await sleep(profile.latencyMs)
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = forward(target, {
        method: request.method,
        path: request.url,
        headers: { ...endToEndHeaders(request), host: target.host },
      })
      outgoing.once('response', resolve).once('error', reject)
      outgoing.end(body)
    })
    // The site answers at once from memory: what takes time is the way down.
    const answerBody = Buffer.concat(await answer.toArray())
    await down.send(response, headerBytes(answer.rawHeaders))
    response.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer))
    response.once('close', () => down.cancel(response))
    await down.send(response, answerBody, (segment) => {
      // A segment in flight as the browser hung up lands nowhere.
      if (!response.destroyed) response.write(segment)
    })
    response.end()
  }

  const server = createServer((request, response) => {
    relay(request, response).catch(() => response.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}

/** Stands in for a message's header lines on the wire: as many bytes as they weigh. */
function headerBytes(rawHeaders: string[]): Buffer {
  return Buffer.alloc(rawHeaders.reduce((sum, part) => sum + Buffer.byteLength(part) + 2, 0))
}

/** A proxy passes on everything but the headers about its own connection. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding'])

function endToEndHeaders(message: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(message.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value
  }
  return headers
}
