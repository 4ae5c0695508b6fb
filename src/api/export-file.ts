// Files the platform streams (report and audit exports): read through the service clients (headers,
// token, errors), counted as they arrive for the progress, kept as a Blob and saved.
export type ExportFormat = 'csv' | 'xlsx'

export interface ExportStream {
  stream: ReadableStream<Uint8Array>
  /** Rows the file holds (X-Total-Count); null when the platform did not say. */
  total: number | null
  /** The name the platform gave the file (Content-Disposition). */
  filename: string | null
}

/** Opens a streamed export from a service client's call made with `parseAs: 'stream'`. */
export async function exportStream(call: Promise<{ data?: ReadableStream<Uint8Array> | null; response: Response }>): Promise<ExportStream> {
  const { data, response } = await call
  if (!data) throw new Error('The platform sent no file')
  const total = response.headers.get('x-total-count')
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null
  return { stream: data, total: total === null ? null : Number(total), filename }
}

const NEWLINE = 10

/** Reads the whole file, telling the bytes and (for CSV) the rows received so far. */
export async function readExport(file: ExportStream, format: ExportFormat, onProgress: (progress: { bytes: number; rows: number }) => void): Promise<Blob> {
  const reader = file.stream.getReader()
  const parts: Uint8Array[] = []
  let bytes = 0
  let lines = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    parts.push(value)
    bytes += value.byteLength
    if (format === 'csv') for (const byte of value) if (byte === NEWLINE) lines += 1
    onProgress({ bytes, rows: Math.max(0, lines - 1) })
  }
  const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  return new Blob(parts as BlobPart[], { type })
}

export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
