/**
 * Draws the app icons (the brand mark of src/app/favicon.svg) as PNG files, so that the
 * repository needs no image tool. Run with `npx tsx scripts/make-icons.ts` after changing the mark.
 */
import { writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const BLUE = [0x1d, 0x4e, 0xd8] as const
const WHITE = [0xff, 0xff, 0xff] as const
// The "K" of favicon.svg, in its 32×32 coordinate space.
const MARK: Array<[number, number]> = [
  [9, 23],
  [9, 9],
  [13, 9],
  [13, 14.2],
  [18, 9],
  [23, 9],
  [17, 15.4],
  [23.4, 23],
  [18.4, 23],
  [14.2, 17.7],
  [13, 19],
  [13, 23],
]

function insidePolygon(x: number, y: number): boolean {
  let inside = false
  for (let i = 0, j = MARK.length - 1; i < MARK.length; j = i++) {
    const [xi, yi] = MARK[i] ?? [0, 0]
    const [xj, yj] = MARK[j] ?? [0, 0]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 32 - radius)
  const cy = Math.min(Math.max(y, radius), 32 - radius)
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** `maskable` fills the whole square and keeps the mark inside the 80% safe zone. */
function drawIcon(size: number, maskable: boolean): Buffer {
  const samples = 4
  const rows: Buffer[] = []
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4)
    for (let px = 0; px < size; px++) {
      let bg = 0
      let fg = 0
      for (let s = 0; s < samples * samples; s++) {
        const x = ((px + ((s % samples) + 0.5) / samples) / size) * 32
        const y = ((py + (Math.floor(s / samples) + 0.5) / samples) / size) * 32
        const markX = maskable ? (x - 16) / 0.7 + 16 : x
        const markY = maskable ? (y - 16) / 0.7 + 16 : y
        if (maskable || insideRoundedSquare(x, y, 8)) bg++
        if (insidePolygon(markX, markY)) fg++
      }
      const total = samples * samples
      const fgShare = fg / total
      for (let c = 0; c < 3; c++) {
        row[1 + px * 4 + c] = Math.round((BLUE[c] ?? 0) * (1 - fgShare) + (WHITE[c] ?? 0) * fgShare)
      }
      row[1 + px * 4 + 3] = Math.round((bg / total) * 255)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(6, 9) // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

writeFileSync('public/icons/icon-192.png', drawIcon(192, false))
writeFileSync('public/icons/icon-512.png', drawIcon(512, false))
writeFileSync('public/icons/icon-maskable-512.png', drawIcon(512, true))
writeFileSync('public/icons/apple-touch-icon.png', drawIcon(180, true))
