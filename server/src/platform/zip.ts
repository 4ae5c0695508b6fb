// A ZIP archive written as it is read, by yazl: each entry deflated by Node's zlib as its reader
// asks for bytes, its size and CRC-32 following it (a data descriptor), ZIP64 records added only
// where an offset or a size passes 4 GiB. This module only feeds yazl the entries one after another
// and hands its output on as an async generator.
import { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { crc32, inflateRawSync } from 'node:zlib'

import { ZipFile } from 'yazl'

export interface ZipEntry {
  /** The path inside the archive, with forward slashes. */
  name: string
  /**
   * The entry's bytes: small parts as a string (yazl deflates it whole as soon as it is added, its
   * sizes in the header), large ones a chunk at a time (read when the archive's reader asks).
   */
  content: string | AsyncIterable<Uint8Array>
}

/**
 * The Date whose local fields are `at`'s UTC fields: yazl writes an entry's MS-DOS time from the
 * Date's local fields (getHours …), this module's callers pass the wall time in the UTC fields. The
 * same wall time in any server time zone, save one its clocks skip (a summer-time change).
 */
function localFieldsOf(at: Date): Date {
  return new Date(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds())
}

/**
 * The archive of the entries, in their order, each read to its end before the next is asked for.
 * `modified` is written as the entries' time by its UTC fields (pass the wall time wanted): MS-DOS
 * times only, without yazl's Unix timestamp field, which would say an instant.
 */
export async function* zipArchive(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>, options: { level: number; modified: Date }): AsyncGenerator<Uint8Array> {
  const zip = new ZipFile()
  // A PassThrough in yazl (its types say only NodeJS.ReadableStream): what yazl writes waits there until this generator's reader takes it.
  const output = zip.outputStream as Readable
  zip.on('error', (error: Error) => output.destroy(error))
  const settings = { mtime: localFieldsOf(options.modified), compressionLevel: options.level, forceDosTimestamp: true }
  let current: Readable | undefined
  let stopped = false
  // The entries handed to yazl as the output is read: yazl pipes an entry's stream through zlib into
  // the output, so a reader that stops taking the output stops the entry's source being read.
  const fed = (async () => {
    for await (const entry of entries) {
      if (stopped) return
      if (typeof entry.content === 'string') {
        zip.addBuffer(Buffer.from(entry.content), entry.name, settings)
        continue
      }
      current = Readable.from(entry.content, { objectMode: false })
      zip.addReadStream(current, entry.name, settings)
      // Read to its end (or failed, or destroyed below) before the next entry is asked for.
      await finished(current)
    }
    if (!stopped) zip.end()
  })()
  // A failed entry or source fails the output (ending the loop below); its error is thrown by `await fed`.
  fed.catch((error: unknown) => output.destroy(error as Error))
  try {
    for await (const chunk of output as AsyncIterable<Buffer>) yield chunk
    await fed
  } finally {
    // Stopped early (the client went away): destroying the entry's stream returns its source, which
    // ends the loop above and so returns the entries too. Not awaited: a source waiting on a read
    // is released by its own owner (export.ts closes the COPY).
    stopped = true
    current?.destroy()
    output.destroy()
  }
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
