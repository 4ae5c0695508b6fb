// Downloads one export in its own process (forked by api.ts), as a browser would: the server's
// process pays only for writing the file, and its memory is sampled without the client's.
// Receives one job, answers with its figures, exits.

export interface DownloadJob {
  url: string
  headers: Record<string, string>
}

export interface DownloadResult {
  status: number
  rows: number
  bytes: number
  seconds: number
}

const job = await new Promise<DownloadJob>((resolve) => process.once('message', (message) => resolve(message as DownloadJob)))
const started = performance.now()
const response = await fetch(job.url, { headers: job.headers })
let bytes = 0
if (response.body) {
  const reader = response.body.getReader()
  for (let next = await reader.read(); !next.done; next = await reader.read()) bytes += next.value.byteLength
}
const answer: DownloadResult = {
  status: response.status,
  rows: Number(response.headers.get('x-total-count')),
  bytes,
  seconds: (performance.now() - started) / 1000,
}
process.send?.(answer, () => process.exit(0))
