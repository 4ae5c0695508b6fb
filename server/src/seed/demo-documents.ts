// Sample KYC documents for the seeded merchants and the demo's onboardings, real files a checker can
// open: a one-page PDF with the document's title on it, and a PNG standing in for a scanned ID card.
import { crc32, deflateSync } from 'node:zlib'

/** A one-page A4 PDF with a few lines of text (Helvetica, the first as a title), its cross-reference table computed. */
export function samplePdf(lines: readonly string[]): Buffer {
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 24} Td (${line.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1')}) Tj ET`).join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body)
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/** A PNG of an ID card's outline: a card with a photo box and lines where the text would be. */
export function sampleIdCardPng(width = 320, height = 200): Buffer {
  const rgb = (x: number, y: number): [number, number, number] => {
    const border = x < 4 || y < 4 || x >= width - 4 || y >= height - 4
    if (border) return [97, 67, 190]
    if (y < 36) return [97, 67, 190]
    if (x >= 20 && x < 110 && y >= 52 && y < 172) return [205, 205, 215]
    const line =
      x >= 130 &&
      x < width - 24 &&
      [
        [60, 72],
        [90, 102],
        [120, 132],
        [150, 162],
      ].some(([a, b]) => y >= (a as number) && y < (b as number))
    return line ? [150, 150, 160] : [246, 244, 252]
  }
  const raw = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0
    for (let x = 0; x < width; x++) {
      const [r, g, b] = rgb(x, y)
      const at = y * (width * 3 + 1) + 1 + x * 3
      raw[at] = r
      raw[at + 1] = g
      raw[at + 2] = b
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 2
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))])
}
