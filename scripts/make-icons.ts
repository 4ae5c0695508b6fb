// Draws the app icons (a white bank building on the accent colour) as PNGs without native deps.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'

const accent = [0x61, 0x43, 0xbe] as const
const white = [0xff, 0xff, 0xff] as const

function crc32(buf: Buffer): number {
  let c = ~0
  for (const byte of buf) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1
  }
  return ~c >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

function png(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height)
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = pixel(x, y)
      const o = y * (width * 4 + 1) + 1 + x * 4
      raw[o] = r
      raw[o + 1] = g
      raw[o + 2] = b
      raw[o + 3] = a
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 6
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))])
}

/** Is (u, v) in the unit square part of the bank building? */
function building(u: number, v: number): boolean {
  const roof = v >= 0.18 && v <= 0.36 && Math.abs(u - 0.5) <= ((v - 0.18) / 0.18) * 0.38
  const beam = v > 0.36 && v <= 0.42 && u >= 0.14 && u <= 0.86
  const columns = v > 0.46 && v <= 0.72 && [0.2, 0.36, 0.56, 0.72].some((c) => u >= c && u <= c + 0.08)
  const base = v > 0.76 && v <= 0.84 && u >= 0.1 && u <= 0.9
  return roof || beam || columns || base
}

function icon(size: number, { maskable }: { maskable: boolean }): Buffer {
  const inset = maskable ? 0.2 : 0.1
  const radius = maskable ? 0 : size * 0.18
  return png(size, size, (x, y) => {
    const cx = Math.min(x, size - 1 - x)
    const cy = Math.min(y, size - 1 - y)
    if (radius && cx < radius && cy < radius && Math.hypot(radius - cx, radius - cy) > radius) return [0, 0, 0, 0]
    const u = (x / size - inset) / (1 - 2 * inset)
    const v = (y / size - inset) / (1 - 2 * inset)
    return building(u, v) ? [...white, 255] : [...accent, 255]
  })
}

function screenshot(width: number, height: number): Buffer {
  return png(width, height, (x, y) => {
    if (y < 70) return [...accent, 255]
    if (x < 250) return [0x2a, 0x30, 0x42, 255]
    const card = (y - 100) % 180 < 140 && (x - 280) % 320 < 290 && y > 100
    return card ? [255, 255, 255, 255] : [0xf3, 0xf3, 0xf9, 255]
  })
}

const out = join(import.meta.dirname, '..', 'public')
mkdirSync(join(out, 'icons'), { recursive: true })
mkdirSync(join(out, 'screenshots'), { recursive: true })
writeFileSync(join(out, 'icons', 'icon-192.png'), icon(192, { maskable: false }))
writeFileSync(join(out, 'icons', 'icon-512.png'), icon(512, { maskable: false }))
writeFileSync(join(out, 'icons', 'icon-maskable-512.png'), icon(512, { maskable: true }))
writeFileSync(join(out, 'screenshots', 'tablet-wide.png'), screenshot(1280, 800))
writeFileSync(join(out, 'screenshots', 'tablet-narrow.png'), screenshot(800, 1280))
console.log('Wrote public/icons and public/screenshots')
