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
  /**
   * Each request a filter never asked before (no cache can answer): a random period of the seeded
   * days, and a random super agent or status. 'dashboard' POSTs the dashboard summary; 'report'
   * GETs the transaction report's totals (its list: with one row); 'grouped' GETs a grouped report
   * (commission by merchant or aggregator, agent report) for a random period, on one of its first pages.
   */
  fresh?: { kind: 'dashboard' | 'report' | 'grouped'; days: string[]; superAgentIds: number[] }
  /** Each request one of these paths at random (deep pages, days to go to: drawn by api.ts, mostly never asked twice). */
  anyOf?: string[]
  /** Each request a picker's search: a random fragment of a real name in `param`, on one of its first pages (mostly cache misses). */
  search?: { param: string; fragments: string[] }
  /** Requests a second from all the clients together (a steady load); as fast as they can without it. */
  overallRate?: number
}

export interface LoadResult {
  /** Requests answered within the load's seconds. */
  answered: number
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
}

const job = await new Promise<LoadJob>((resolve) => process.once('message', (message) => resolve(message as LoadJob)))
const statuses = ['Successful', 'Failed', 'Pending', 'Reversed']
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!

function freshFilter(fresh: NonNullable<LoadJob['fresh']>) {
  const a = pick(fresh.days)
  const b = pick(fresh.days)
  const [startDate, endDate] = a <= b ? [a, b] : [b, a]
  const superAgentId = Math.random() < 0.5 ? pick(fresh.superAgentIds) : undefined
  return { startDate, endDate, superAgentId, status: Math.random() < 0.5 ? pick(statuses) : undefined }
}

function freshRequest(fresh: NonNullable<LoadJob['fresh']>, path: string) {
  return {
    method: fresh.kind === 'dashboard' ? 'POST' : 'GET',
    path,
    setupRequest: (r: { path: string }) => {
      const f = freshFilter(fresh)
      if (fresh.kind === 'grouped') return { ...r, path: `${path}${path.includes('?') ? '&' : '?'}StartDate=${f.startDate}&EndDate=${f.endDate}&PageNumber=${1 + Math.floor(Math.random() * 3)}` }
      if (fresh.kind === 'dashboard') return { ...r, body: JSON.stringify({ startDate: f.startDate, endDate: f.endDate, ...(f.superAgentId ? { superAgentId: f.superAgentId } : {}) }) }
      const query = [
        `StartDate=${f.startDate}`,
        `EndDate=${f.endDate}`,
        path.includes('WithPaging') ? 'PageSize=1' : '',
        f.superAgentId ? `SuperAgentId=${f.superAgentId}` : '',
        f.status ? `Status=${f.status}` : '',
      ]
        .filter(Boolean)
        .join('&')
      return { ...r, path: `${path}?${query}` }
    },
  }
}

function searchRequest(search: NonNullable<LoadJob['search']>, path: string) {
  return {
    method: 'GET',
    path,
    setupRequest: (r: { path: string }) => ({ ...r, path: `${path}&${search.param}=${encodeURIComponent(pick(search.fragments))}&PageNumber=${1 + Math.floor(Math.random() * 3)}` }),
  }
}

const requests = job.paths.map((path) =>
  job.anyOf
    ? { method: 'GET', path, setupRequest: (r: { path: string }) => ({ ...r, path: pick(job.anyOf!) }) }
    : job.search
      ? searchRequest(job.search, path)
      : job.fresh
        ? freshRequest(job.fresh, path)
        : job.randomPages
          ? {
              method: 'GET',
              path,
              setupRequest: (r: { path: string }) => ({ ...r, path: `${path}&PageNumber=${1 + Math.floor(Math.random() * 100)}&Status=${statuses[Math.floor(Math.random() * 4)]}` }),
            }
          : { method: 'GET', path },
)
const result = await autocannon({ url: job.url, connections: job.connections, duration: job.seconds, headers: job.headers, requests, ...(job.overallRate ? { overallRate: job.overallRate } : {}) })
const answer: LoadResult = {
  answered: result.latency.totalCount ?? result.requests.total,
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
}
process.send?.(answer, () => process.exit(0))
