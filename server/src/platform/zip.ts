// A ZIP archive written as it is read: each entry deflated by zlib (native, in libuv's threads) and
// its CRC-32 taken by zlib too, so the server's JavaScript only frames the entries. An entry's size
// is not known before it is written, so it follows the entry (a data descriptor); ZIP64 records are
// added only where an offset or a size passes 4 GiB.
import { pipeline } from 'node:stream/promises'
import { crc32, createDeflateRaw, inflateRawSync } from 'node:zlib'

export interface ZipEntry {
  /** The path inside the archive, with forward slashes. */
  name: string
  /** The entry's bytes: small parts as a string, large ones a chunk at a time (read when the archive's reader asks). */
  content: string | AsyncIterable<Uint8Array>
}

const LOCAL_HEADER = 0x04034b50
const DATA_DESCRIPTOR = 0x08074b50
const CENTRAL_HEADER = 0x02014b50
const ZIP64_END = 0x06064b50
const ZIP64_LOCATOR = 0x07064b50
const END = 0x06054b50
/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const FLAGS = 0x0808
const DEFLATE = 8
const MAX32 = 0xffffffff

/** A time as MS-DOS writes it in ZIP headers (two-second steps), from the Date's UTC fields. */
function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  }
}

/** The bytes deflated as they are read: pipeline writes them into zlib at the pace this generator's reader takes the output. */
async function* deflated(source: AsyncIterable<Uint8Array>, level: number): AsyncGenerator<Buffer> {
  const deflate = createDeflateRaw({ level, chunkSize: 64 * 1024 })
  const fed = pipeline(source, deflate)
  // A failed source destroys the deflater (ending the loop below); its error is thrown by `await fed`.
  fed.catch(() => undefined)
  try {
    for await (const chunk of deflate as AsyncIterable<Buffer>) yield chunk
    await fed
  } finally {
    // Stopped early (the client went away): pipeline then closes the source too.
    deflate.destroy()
  }
}

/** The entry's bytes as they pass, with their CRC-32 and length kept in `sum`. */
async function* summed(content: ZipEntry['content'], sum: { crc: number; size: number }): AsyncGenerator<Uint8Array> {
  for await (const chunk of typeof content === 'string' ? [Buffer.from(content)] : content) {
    sum.crc = crc32(chunk, sum.crc)
    sum.size += chunk.length
    yield chunk
  }
}

interface Written {
  name: Buffer
  crc: number
  size: number
  compressed: number
  offset: number
}

export function centralHeader(entry: Written, at: { time: number; date: number }): Buffer {
  // The ZIP64 extra field holds, in this order, whichever of the three values do not fit in 32 bits.
  const wide = [entry.size, entry.compressed, entry.offset].filter((value) => value >= MAX32)
  const extra = wide.length ? 4 + 8 * wide.length : 0
  const header = Buffer.alloc(46 + entry.name.length + extra)
  header.writeUInt32LE(CENTRAL_HEADER, 0)
  header.writeUInt16LE(wide.length ? 45 : 20, 4)
  header.writeUInt16LE(wide.length ? 45 : 20, 6)
  header.writeUInt16LE(FLAGS, 8)
  header.writeUInt16LE(DEFLATE, 10)
  header.writeUInt16LE(at.time, 12)
  header.writeUInt16LE(at.date, 14)
  header.writeUInt32LE(entry.crc, 16)
  header.writeUInt32LE(Math.min(entry.compressed, MAX32), 20)
  header.writeUInt32LE(Math.min(entry.size, MAX32), 24)
  header.writeUInt16LE(entry.name.length, 28)
  header.writeUInt16LE(extra, 30)
  header.writeUInt32LE(Math.min(entry.offset, MAX32), 42)
  entry.name.copy(header, 46)
  if (wide.length) {
    const field = 46 + entry.name.length
    header.writeUInt16LE(0x0001, field)
    header.writeUInt16LE(8 * wide.length, field + 2)
    wide.forEach((value, i) => header.writeBigUInt64LE(BigInt(value), field + 4 + 8 * i))
  }
  return header
}

/** The end of the archive: ZIP64's end record and its locator when the directory lies past 4 GiB, then the classic end record. */
export function endRecords(count: number, directorySize: number, directoryOffset: number): Buffer {
  const end = Buffer.alloc(22)
  end.writeUInt32LE(END, 0)
  end.writeUInt16LE(Math.min(count, 0xffff), 8)
  end.writeUInt16LE(Math.min(count, 0xffff), 10)
  end.writeUInt32LE(Math.min(directorySize, MAX32), 12)
  end.writeUInt32LE(Math.min(directoryOffset, MAX32), 16)
  if (count < 0xffff && directorySize < MAX32 && directoryOffset < MAX32) return end
  const zip64 = Buffer.alloc(56 + 20)
  zip64.writeUInt32LE(ZIP64_END, 0)
  zip64.writeBigUInt64LE(44n, 4)
  zip64.writeUInt16LE(45, 12)
  zip64.writeUInt16LE(45, 14)
  zip64.writeBigUInt64LE(BigInt(count), 24)
  zip64.writeBigUInt64LE(BigInt(count), 32)
  zip64.writeBigUInt64LE(BigInt(directorySize), 40)
  zip64.writeBigUInt64LE(BigInt(directoryOffset), 48)
  zip64.writeUInt32LE(ZIP64_LOCATOR, 56)
  zip64.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 64)
  zip64.writeUInt32LE(1, 72)
  return Buffer.concat([zip64, end])
}

/**
 * The archive of the entries, in their order, each read to its end before the next is asked for.
 * `modified` is written as the entries' time by its UTC fields (pass the wall time wanted).
 */
export async function* zipArchive(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>, options: { level: number; modified: Date }): AsyncGenerator<Uint8Array> {
  const at = dosDateTime(options.modified)
  const written: Written[] = []
  let offset = 0
  for await (const entry of entries) {
    const name = Buffer.from(entry.name)
    const local = Buffer.alloc(30 + name.length)
    local.writeUInt32LE(LOCAL_HEADER, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(FLAGS, 6)
    local.writeUInt16LE(DEFLATE, 8)
    local.writeUInt16LE(at.time, 10)
    local.writeUInt16LE(at.date, 12)
    local.writeUInt16LE(name.length, 26)
    name.copy(local, 30)
    yield local
    const sum = { crc: 0, size: 0 }
    let compressed = 0
    for await (const chunk of deflated(summed(entry.content, sum), options.level)) {
      compressed += chunk.length
      yield chunk
    }
    // A part past 4 GiB has 64-bit sizes here (the central directory is what spreadsheet programs read).
    const wide = sum.size >= MAX32 || compressed >= MAX32
    const descriptor = Buffer.alloc(wide ? 24 : 16)
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0)
    descriptor.writeUInt32LE(sum.crc, 4)
    if (wide) {
      descriptor.writeBigUInt64LE(BigInt(compressed), 8)
      descriptor.writeBigUInt64LE(BigInt(sum.size), 16)
    } else {
      descriptor.writeUInt32LE(compressed, 8)
      descriptor.writeUInt32LE(sum.size, 12)
    }
    yield descriptor
    written.push({ name, crc: sum.crc, size: sum.size, compressed, offset })
    offset += local.length + compressed + descriptor.length
  }
  const directory = Buffer.concat(written.map((entry) => centralHeader(entry, at)))
  yield directory
  yield endRecords(written.length, directory.length, offset)
}

/** The entries of an archive held whole, by name, inflated (for tests: this module's archives, ZIP64 aside). */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const entries = new Map<string, Buffer>()
  for (let at = archive.readUInt32LE(end + 16), n = archive.readUInt16LE(end + 10); n > 0; n--) {
    const nameLength = archive.readUInt16LE(at + 28)
    const offset = archive.readUInt32LE(at + 42)
    const data = offset + 30 + archive.readUInt16LE(offset + 26) + archive.readUInt16LE(offset + 28)
    const bytes = inflateRawSync(archive.subarray(data, data + archive.readUInt32LE(at + 20)))
    if (crc32(bytes) !== archive.readUInt32LE(at + 16) || bytes.length !== archive.readUInt32LE(at + 24)) throw new Error('A ZIP entry does not match its CRC-32 or size')
    entries.set(archive.toString('utf8', at + 46, at + 46 + nameLength), bytes)
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32)
  }
  return entries
}
