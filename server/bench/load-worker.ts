// Runs autocannon in its own process (forked by api.ts), so the load generator does not share the
// server's event loop. Receives one job, answers with its figures, exits.

import autocannon from 'autocannon'

export interface LoadJob {
  url: string
  connections: number
  seconds: number
  headers: Record<string, string>
  paths: string[]
  /** Each request a random one of the first 100 pages with a random status (cache misses). */
  randomPages: boolean
}

export interface LoadResult {
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
}

const job = await new Promise<LoadJob>((resolve) => process.once('message', (message) => resolve(message as LoadJob)))
const statuses = ['Successful', 'Failed', 'Pending', 'Reversed']
const requests = job.paths.map((path) =>
  job.randomPages
    ? { method: 'GET', path, setupRequest: (r: { path: string }) => ({ ...r, path: `${path}&PageNumber=${1 + Math.floor(Math.random() * 100)}&Status=${statuses[Math.floor(Math.random() * 4)]}` }) }
    : { method: 'GET', path },
)
const result = await autocannon({ url: job.url, connections: job.connections, duration: job.seconds, headers: job.headers, requests })
const answer: LoadResult = {
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
}
process.send?.(answer, () => process.exit(0))
