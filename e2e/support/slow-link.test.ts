// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { LinkDirection, startSlowLink, type SlowLink } from './slow-link'

describe('LinkDirection', () => {
  const first = { sender: 'first' }
  const second = { sender: 'second' }
  /** A clock whose sleeps pass at once, and a link of 8 bits per ms: a byte a millisecond. */
  const fakeLink = () => {
    const clock = {
      time: 0,
      now: () => clock.time,
      sleep: (ms: number) => Promise.resolve((clock.time += ms)),
    }
    return { clock, link: new LinkDirection(8_000, clock) }
  }

  it('carries one sender at its bandwidth, a segment at a time', async () => {
    const { clock, link } = fakeLink()
    const crossed: number[] = []
    await link.send(first, Buffer.alloc(3000), () => crossed.push(clock.time))
    expect(crossed).toEqual([1460, 2920, 3000])
  })

  it('lets concurrent senders take turns and share the bandwidth', async () => {
    const { clock, link } = fakeLink()
    const crossed: string[] = []
    const a = link.send(first, Buffer.alloc(2920), () => crossed.push(`first@${clock.time}`))
    const b = link.send(second, Buffer.alloc(2920), () => crossed.push(`second@${clock.time}`))
    await Promise.all([a, b])
    expect(crossed).toEqual(['first@1460', 'second@2920', 'first@4380', 'second@5840'])
  })

  it('loses no time to a late timer while senders wait', async () => {
    const { clock, link } = fakeLink()
    clock.sleep = (ms) => Promise.resolve((clock.time += ms + 50))
    const crossed: number[] = []
    await link.send(first, Buffer.alloc(2920), () => crossed.push(clock.time))
    // Each crossing is seen late, but the second segment followed the first at once.
    expect(crossed).toEqual([1510, 2970])
  })

  it('drops what a sender cancels, and carries the others at once', async () => {
    const { clock, link } = fakeLink()
    const crossed: string[] = []
    const a = link.send(first, Buffer.alloc(2920), () => crossed.push(`first@${clock.time}`))
    const b = link.send(second, Buffer.alloc(1460), () => crossed.push(`second@${clock.time}`))
    link.cancel(first)
    await Promise.all([a, b])
    expect(crossed).toEqual(['first@1460', 'second@2920'])
  })

  it('starts afresh after being idle', async () => {
    const { clock, link } = fakeLink()
    await link.send(first, Buffer.alloc(100))
    clock.time = 5000
    await link.send(first, Buffer.alloc(100))
    expect(clock.time).toBe(5100)
  })
})

describe('startSlowLink', () => {
  const BODY_BYTES = 50_000
  const profile = { latencyMs: 150, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3 }
  let upstream: Server
  let link: SlowLink

  afterEach(() => {
    link.close()
    upstream.close()
  })

  const start = async () => {
    upstream = createServer((_, response) => response.end(Buffer.alloc(BODY_BYTES)))
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const { port } = upstream.address() as AddressInfo
    link = await startSlowLink(`http://127.0.0.1:${port}`, profile)
  }
  const fetchAll = async (count: number) => {
    const started = performance.now()
    const bodies = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        fetch(`${link.url}/${index}`).then((response) => response.arrayBuffer()),
      ),
    )
    return { ms: performance.now() - started, bytes: bodies.map((body) => body.byteLength) }
  }
  const transferMs = (bytes: number) => (bytes * 8 * 1000) / profile.downloadBitsPerSecond

  it('delivers a response after a round trip, at the download bandwidth', async () => {
    await start()
    const { ms, bytes } = await fetchAll(1)
    expect(bytes).toEqual([BODY_BYTES])
    const expected = profile.latencyMs + transferMs(BODY_BYTES)
    expect(ms).toBeGreaterThanOrEqual(expected)
  })

  it('shares one download bandwidth between concurrent responses', async () => {
    await start()
    const { ms, bytes } = await fetchAll(3)
    expect(bytes).toEqual([BODY_BYTES, BODY_BYTES, BODY_BYTES])
    const expected = profile.latencyMs + transferMs(3 * BODY_BYTES)
    expect(ms).toBeGreaterThanOrEqual(expected)
  })
})
