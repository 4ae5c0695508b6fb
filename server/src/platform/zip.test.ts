// The ZIP writer (yazl): entries read back whole with their CRC-32, UTF-8 names, the entries' time in
// any time zone, many entries, a failing source, and a reader that stops early releasing the source.
import { randomBytes } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { readZip, zipArchive } from './zip.ts'

async function archiveOf(entries: Parameters<typeof zipArchive>[0]): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  for await (const chunk of zipArchive(entries, { level: 1, modified: new Date('2026-11-02T09:14:26Z') })) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** The central directory's headers: each entry's flags, MS-DOS time and date, and name. */
function centralHeaders(archive: Buffer): { flags: number; time: number; date: number; name: string }[] {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const headers = []
  for (let at = archive.readUInt32LE(end + 16), n = archive.readUInt16LE(end + 10); n > 0; n--) {
    const nameLength = archive.readUInt16LE(at + 28)
    headers.push({ flags: archive.readUInt16LE(at + 8), time: archive.readUInt16LE(at + 12), date: archive.readUInt16LE(at + 14), name: archive.toString('utf8', at + 46, at + 46 + nameLength) })
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32)
  }
  return headers
}

describe('ZIP', () => {
  it('writes entries given whole or a chunk at a time, read back with their CRC-32 and sizes', async () => {
    const noise = randomBytes(300_000)
    async function* chunked() {
      for (let at = 0; at < noise.length; at += 70_001) yield noise.subarray(at, at + 70_001)
    }
    const archive = await archiveOf([
      { name: 'a.xml', content: '<a>Ọjà 支付</a>' },
      { name: 'dir/noise.bin', content: chunked() },
      { name: 'empty.txt', content: '' },
    ])
    const entries = readZip(archive)
    expect([...entries.keys()]).toEqual(['a.xml', 'dir/noise.bin', 'empty.txt'])
    expect(entries.get('a.xml')!.toString()).toBe('<a>Ọjà 支付</a>')
    expect(entries.get('dir/noise.bin')!.equals(noise)).toBe(true)
    expect(entries.get('empty.txt')!.length).toBe(0)
  })

  it('is an archive unzip tests clean, when unzip is installed', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'zip-test-'))
    try {
      const file = join(folder, 'test.zip')
      writeFileSync(file, await archiveOf([{ name: 'x/y.txt', content: 'hello '.repeat(1000) }]))
      let output: string
      try {
        output = execFileSync('unzip', ['-t', file], { encoding: 'utf8' })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
        throw error
      }
      expect(output).toContain('No errors detected')
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('names entries in UTF-8 and writes the wall time given in the UTC fields, whatever the time zone', async () => {
    const zone = process.env.TZ
    try {
      for (const tz of ['UTC', 'Africa/Lagos', 'America/New_York', 'Asia/Kolkata']) {
        process.env.TZ = tz
        const archive = await archiveOf([
          { name: 'Ọjà/支付.xml', content: '<a/>' },
          {
            name: 'streamed.xml',
            content: (async function* () {
              yield Buffer.from('<b/>')
            })(),
          },
        ])
        // 09:14:26 on 2 November 2026, in two-second steps; bit 11, UTF-8 names; bit 3 on the streamed entry, its sizes after it.
        const time = (9 << 11) | (14 << 5) | (26 >> 1)
        const date = ((2026 - 1980) << 9) | (11 << 5) | 2
        expect(centralHeaders(archive), tz).toEqual([
          { flags: 0x0800, time, date, name: 'Ọjà/支付.xml' },
          { flags: 0x0808, time, date, name: 'streamed.xml' },
        ])
        // The local headers say the same time.
        const local = archive.indexOf(Buffer.from('PK\x03\x04', 'latin1'), 1)
        expect([archive.readUInt16LE(10), archive.readUInt16LE(12), archive.readUInt16LE(local + 10), archive.readUInt16LE(local + 12)]).toEqual([time, date, time, date])
      }
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it('writes many entries, streamed and whole, read back in their order', async () => {
    // Each streamed entry is read to its end before the next is asked for.
    let reading = 0
    async function* streamed(i: number) {
      expect(reading++).toBe(0)
      yield Buffer.from(`<s n="${i}">`)
      yield Buffer.from('</s>')
      reading--
    }
    const count = 2_000
    const entries = (function* () {
      for (let i = 0; i < count; i++) yield { name: `e/${i}.xml`, content: i % 3 === 0 ? '' : i % 3 === 1 ? `<w n="${i}"/>` : streamed(i) }
    })()
    const read = readZip(await archiveOf(entries))
    expect([...read.keys()]).toEqual(Array.from({ length: count }, (_, i) => `e/${i}.xml`))
    expect([0, 1, 2, 1999].map((i) => read.get(`e/${i}.xml`)!.toString())).toEqual(['', '<w n="1"/>', '<s n="2"></s>', '<w n="1999"/>'])
  })

  it('fails with the source when the source fails', async () => {
    await expect(
      archiveOf([
        {
          name: 'broken.xml',
          content: (async function* () {
            yield Buffer.from('<a>')
            throw new Error('the source broke')
          })(),
        },
      ]),
    ).rejects.toThrow('the source broke')
  })

  it('reads the source only as fast as the archive is read, and releases it and the entries when the reader stops early', async () => {
    let pulled = 0
    let sourceClosed = false
    let entriesClosed = false
    async function* endless() {
      try {
        // Random bytes, which deflate cannot shrink: what is read ahead is what is held.
        for (;;) {
          pulled++
          yield randomBytes(64 * 1024)
        }
      } finally {
        sourceClosed = true
      }
    }
    async function* entries() {
      try {
        yield { name: 'endless.bin', content: endless() }
        yield { name: 'never.txt', content: 'never written' }
      } finally {
        entriesClosed = true
      }
    }
    const archive = zipArchive(entries(), { level: 1, modified: new Date('2026-11-02T09:14:26Z') })
    for (let i = 0; i < 3; i++) expect((await archive.next()).done).toBe(false)
    // The reader pauses: the source is not read on meanwhile (a few 64 KiB chunks in the streams' buffers at most).
    await new Promise((resolve) => setTimeout(resolve, 200))
    const paused = pulled
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(pulled).toBe(paused)
    expect(pulled).toBeLessThan(40)
    await archive.return(undefined)
    for (let tries = 0; tries < 50 && !(sourceClosed && entriesClosed); tries++) await new Promise((resolve) => setTimeout(resolve, 20))
    expect([sourceClosed, entriesClosed]).toEqual([true, true])
  })
})
