// The ZIP writer: entries read back whole with their CRC-32, and the ZIP64 records past 4 GiB.
import { randomBytes } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { centralHeader, endRecords, readZip, zipArchive } from './zip.ts'

async function archiveOf(entries: Parameters<typeof zipArchive>[0]): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  for await (const chunk of zipArchive(entries, { level: 1, modified: new Date('2026-11-02T09:14:26Z') })) chunks.push(chunk)
  return Buffer.concat(chunks)
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

  it('moves sizes and offsets past 4 GiB into ZIP64 fields', () => {
    const at = { time: 0, date: 0 }
    const small = centralHeader({ name: Buffer.from('s'), crc: 1, size: 10, compressed: 5, offset: 7 }, at)
    expect(small.length).toBe(47)
    expect(small.readUInt32LE(42)).toBe(7)
    const large = centralHeader({ name: Buffer.from('l'), crc: 1, size: 6e9, compressed: 5, offset: 5e9 }, at)
    expect([large.readUInt32LE(24), large.readUInt32LE(20), large.readUInt32LE(42)]).toEqual([0xffffffff, 5, 0xffffffff])
    expect([large.readUInt16LE(47), large.readUInt16LE(49)]).toEqual([1, 16])
    expect([Number(large.readBigUInt64LE(51)), Number(large.readBigUInt64LE(59))]).toEqual([6e9, 5e9])
    expect(endRecords(3, 100, 200).length).toBe(22)
    const end = endRecords(3, 100, 5e9)
    expect(end.length).toBe(56 + 20 + 22)
    expect([end.readUInt32LE(0), Number(end.readBigUInt64LE(48)), end.readUInt32LE(56), Number(end.readBigUInt64LE(64)), end.readUInt32LE(76 + 16)]).toEqual([
      0x06064b50,
      5e9,
      0x07064b50,
      5e9 + 100,
      0xffffffff,
    ])
  })
})
