// npm run bench:api -- --live: the screens while the core banking system writes. For each volume,
// each screen is loaded at a steady rate frozen (no writes), then under each write rate (one write
// in five an update, by the simulator's writers on connections of their own); beside it the
// dashboard's freshness (commit to visible), the server's memory, and what 8 writers committing as
// fast as they can achieve (what the back office's triggers cost the core). Figures only.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

import pg from 'pg'

import type { DatabaseHandle } from '../src/db/client.ts'
import { Random, lagosMidnight } from '../src/seed/seed-random.ts'
import { CoreBankingWriter, startCoreBanking, type CoreBanking, type CoreBankingOptions } from '../src/simulate/core-banking.ts'
import type { CoreSql } from '../src/simulate/trading-network.ts'
import type { LoadJob, LoadResult } from './load-worker.ts'

/** A screen of the bench: the paths autocannon sends and how each request is drawn. */
export interface Screen {
  endpoint: string
  paths: string[]
  distinct?: boolean
  fresh?: LoadJob['fresh']
  search?: { param: string; fragments: string[] }
  anyOf?: string[]
  /** One of the cost curve's screens (no cache can answer them). */
  curve?: boolean
  /** One of the live mode's screens. */
  live?: boolean
}

/** A seeded database served on a port, signed in as admin. */
export interface SeededBench {
  kind: 'pglite' | 'postgres'
  transactions: number
  /** PostgreSQL's, for the writers' own connections; undefined on PGlite (the writers share the server's). */
  databaseUrl: string | undefined
  handle: DatabaseHandle
  base: string
  authorized: Record<string, string>
  endDate: string
  screens: Screen[]
  close(): Promise<void>
}

export interface LiveOptions {
  volumes: number[]
  /** Writes a second (inserts and updates) of each live phase. */
  rates: number[]
  databases: Array<'pglite' | 'postgres'>
  connections: number
  /** Requests a second sent to each screen, whatever its speed (autocannon's overall rate). */
  screenRate: number
  /** Seconds each screen is loaded in each phase. */
  seconds: number
  /** Seconds the 8 writers write as fast as they can. */
  writerSeconds: number
  open(kind: 'pglite' | 'postgres', volume: number): Promise<SeededBench>
  check(bench: SeededBench, screen: Screen): Promise<void>
  load(bench: SeededBench, screen: Screen, options: { connections: number; seconds: number; overallRate?: number }): Promise<LoadResult>
}

interface Phase {
  /** Writes a second asked for (0: frozen). */
  rate: number
  screens: Map<string, LoadResult>
  freshnessMs: number[]
  /** Commits the dashboard did not show within FRESHNESS_TIMEOUT_MS. */
  unseen: number
  rssLowMb: number
  rssHighMb: number
  inserts: number
  updates: number
  writeErrors: number
  seconds: number
}

/** Pending ones are settled soon, so the updates keep pace with the inserts within a phase. */
const LIVE_WRITER: Partial<CoreBankingOptions> = { pendingShare: 0.24, settleAfterMs: [500, 2_000], reverseAfterMs: [1_000, 3_000] }
/** One write in five an update: inserts are four fifths of the writes. */
const INSERT_SHARE = 0.8
/** Writes a second one writer (one connection) is asked for at most. */
const WRITES_PER_WRITER = 100
const WARM_UP_MS = 2_500
const FRESHNESS_TIMEOUT_MS = 30_000
const DASHBOARD = '/dashms/api/v1/Admin/GetAdminDashboardTransactionSummary'

const megabytes = (bytes: number) => Math.round(bytes / 1_048_576)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const short = (v: number) => (v >= 1_000_000 ? `${v / 1_000_000}M` : `${v / 1000}k`)

function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

/** What went wrong during a volume's run, by message, printed under its tables. */
const errorsSeen = new Map<string, number>()
const noteError = (error: Error | string) => {
  const message = typeof error === 'string' ? error : error.message
  errorsSeen.set(message, (errorsSeen.get(message) ?? 0) + 1)
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : String(Math.round(value)))

/** The core's own connections: one pg.Client each on PostgreSQL; PGlite's one connection in process. */
async function coreConnections(bench: SeededBench, count: number): Promise<{ sql: CoreSql[]; close(): Promise<void> }> {
  if (!bench.databaseUrl) {
    const client = bench.handle.db.$client
    const sql: CoreSql = (text, params) => client.query(text, params)
    return { sql: Array.from({ length: count }, () => sql), close: async () => {} }
  }
  const clients = await Promise.all(
    Array.from({ length: count }, async () => {
      const client = new pg.Client({ connectionString: bench.databaseUrl })
      await client.connect()
      return client
    }),
  )
  return {
    sql: clients.map(
      (client): CoreSql =>
        (text, params) =>
          client.query(text, params),
    ),
    close: async () => void (await Promise.all(clients.map((c) => c.end()))),
  }
}

/** The server's resident memory (it runs in this process), sampled every 100 ms. */
function sampleMemory(): { stop(): { lowMb: number; highMb: number } } {
  let low = process.memoryUsage().rss
  let high = low
  const timer = setInterval(() => {
    const rss = process.memoryUsage().rss
    low = Math.min(low, rss)
    high = Math.max(high, rss)
  }, 100)
  return {
    stop() {
      clearInterval(timer)
      return { lowMb: megabytes(low), highMb: megabytes(high) }
    },
  }
}

/** Writers sharing the write rate, each on a connection of its own, with its own digit in the references. */
async function startTraffic(bench: SeededBench, writesPerSecond: number): Promise<{ stop(): Promise<{ inserts: number; updates: number; errors: number }> }> {
  const count = Math.max(1, Math.ceil(writesPerSecond / WRITES_PER_WRITER))
  const connections = await coreConnections(bench, count)
  const writers: CoreBanking[] = connections.sql.map((sql, i) =>
    startCoreBanking({ sql, rate: (writesPerSecond * INSERT_SHARE) / count, writer: i + 1, random: new Random(0x11fe + i), onError: noteError, ...LIVE_WRITER }),
  )
  return {
    async stop() {
      const tallies = await Promise.all(writers.map((w) => w.stop()))
      await connections.close()
      return tallies.reduce((sum, t) => ({ inserts: sum.inserts + t.inserts, updates: sum.updates + t.completed + t.failed + t.reversals, errors: sum.errors + t.errors }), {
        inserts: 0,
        updates: 0,
        errors: 0,
      })
    },
  }
}

/**
 * Commit to visible: a probe commits one transaction, reads today's count as SQL has it after the
 * commit, and polls the dashboard's count for today until it reaches it. Repeated for `seconds`.
 */
async function probeFreshness(bench: SeededBench, seconds: number): Promise<{ ms: number[]; unseen: number; errors: number }> {
  const connections = await coreConnections(bench, 1)
  const sql = connections.sql[0] as CoreSql
  const probe = new CoreBankingWriter({ sql, rate: 0, writer: 9, pendingShare: 0, random: new Random(0xf7e5) })
  const times: number[] = []
  let unseen = 0
  let errors = 0
  const until = Date.now() + seconds * 1000
  try {
    while (Date.now() < until) {
      let committed
      try {
        committed = await probe.insert()
      } catch (error) {
        errors++
        noteError(error as Error)
        continue
      }
      const at = performance.now()
      if (!committed) {
        await sleep(1000)
        continue
      }
      const midnight = new Date(lagosMidnight(Date.now())).toISOString()
      const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10)
      const expected = Number(((await sql('select count(*) as n from transactions where created_at >= $1', [midnight])).rows[0] as { n: number | string }).n)
      let seen = false
      while (performance.now() - at < FRESHNESS_TIMEOUT_MS) {
        const answer = await fetch(`${bench.base}${DASHBOARD}`, { method: 'POST', headers: bench.authorized, body: JSON.stringify({ startDate: today, endDate: today }) })
        if (answer.status !== 200) {
          errors++
          noteError(`dashboard answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`)
        } else if ((((await answer.json()) as { data: { totalCount: number } }).data.totalCount ?? 0) >= expected) {
          seen = true
          break
        }
        await sleep(10)
      }
      if (seen) times.push(performance.now() - at)
      else unseen++
      await sleep(100)
    }
  } finally {
    await connections.close()
  }
  return { ms: times, unseen, errors }
}

/**
 * 8 writers committing inserts back to back for a few seconds: insert time and inserts a second.
 * On PostgreSQL they run in a process of their own (writers-worker.ts), as the core platform does;
 * on PGlite they share the server's process, its only connection.
 */
async function concurrentWriters(bench: SeededBench, seconds: number) {
  let times: number[]
  let elapsed: number
  let errors: number
  if (bench.databaseUrl) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'writers-worker.ts')], {
      env: { ...process.env, WRITERS_DATABASE_URL: bench.databaseUrl, WRITERS_SECONDS: String(seconds), WRITERS: '8' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    ;({ times, elapsed, errors } = JSON.parse(out.trim().split('\n').pop()!) as { times: number[]; elapsed: number; errors: number })
  } else {
    const connections = await coreConnections(bench, 8)
    const writers = connections.sql.map((sql, i) =>
      startCoreBanking({
        sql,
        rate: Number.POSITIVE_INFINITY,
        durationMs: seconds * 1000,
        writer: i,
        recordInsertTimes: true,
        settleAfterMs: [3_600_000, 3_600_000],
        random: new Random(0x8 + i),
        onError: noteError,
      }),
    )
    const tallies = await Promise.all(writers.map((w) => w.done))
    await connections.close()
    times = tallies.flatMap((t) => t.insertMs)
    elapsed = Math.max(...tallies.map((t) => (t.stoppedAt ?? Date.now()) - t.startedAt)) / 1000
    errors = tallies.reduce((n, t) => n + t.errors, 0)
  }
  return { inserts: times.length, perSecond: Math.round(times.length / elapsed), p50: percentile(times, 50), p99: percentile(times, 99), errors }
}

async function liveVolume(options: LiveOptions, kind: 'pglite' | 'postgres', volume: number): Promise<void> {
  const bench = await options.open(kind, volume)
  const screens = bench.screens.filter((s) => s.live)
  const phases: Phase[] = []
  try {
    for (const screen of screens) await options.check(bench, screen)
    for (const rate of [0, ...options.rates]) {
      const memory = sampleMemory()
      const started = Date.now()
      const traffic = rate > 0 ? await startTraffic(bench, rate) : undefined
      if (traffic) await sleep(WARM_UP_MS)
      const results = new Map<string, LoadResult>()
      for (const screen of screens) {
        const result = await options.load(bench, screen, { connections: options.connections, seconds: options.seconds, overallRate: options.screenRate })
        results.set(screen.endpoint, result)
        console.info(
          `  ${kind} ${short(volume)} ${rate ? `${rate} writes/s` : 'frozen'}: ${screen.endpoint}: p50 ${result.p50} ms, p99 ${result.p99} ms${result.errors ? `, ${result.errors} errors` : ''}`,
        )
      }
      const freshness = await probeFreshness(bench, Math.max(3, options.seconds))
      const written = (await traffic?.stop()) ?? { inserts: 0, updates: 0, errors: 0 }
      const rss = memory.stop()
      phases.push({
        rate,
        screens: results,
        freshnessMs: freshness.ms,
        unseen: freshness.unseen,
        rssLowMb: rss.lowMb,
        rssHighMb: rss.highMb,
        inserts: written.inserts,
        updates: written.updates,
        writeErrors: written.errors + freshness.errors,
        seconds: (Date.now() - started) / 1000,
      })
    }
    const writers = await concurrentWriters(bench, options.writerSeconds)
    printVolume(options, kind, volume, screens, phases, writers)
  } finally {
    await bench.close()
  }
}

function printVolume(options: LiveOptions, kind: string, volume: number, screens: Screen[], phases: Phase[], writers: Awaited<ReturnType<typeof concurrentWriters>>): void {
  const [frozen] = phases
  const label = (p: Phase) => (p.rate ? `${p.rate} writes/s` : 'frozen')
  console.info(`\nLive: ${kind}, ${volume.toLocaleString('en')} transactions; each screen at ${options.screenRate} requests/s from ${options.connections} clients for ${options.seconds} s per phase.`)
  console.table(
    screens.map((screen) => {
      const line: Record<string, string> = { screen: screen.endpoint }
      const base = frozen?.screens.get(screen.endpoint)
      for (const phase of phases) {
        const r = phase.screens.get(screen.endpoint)
        const ratio = phase.rate && r && base ? ` (p99 ×${(r.p99 / Math.max(1, base.p99)).toFixed(1)})` : ''
        const figures = r && !r.answered ? `no answer within ${options.seconds} s` : r ? `${r.p50} / ${r.p99}${ratio}` : ''
        line[`${label(phase)} p50/p99 ms`] = `${figures}${r?.errors ? `, ${r.errors} errors` : ''}`
      }
      return line
    }),
  )
  console.table(
    phases.map((p) => {
      const writes = p.inserts + p.updates
      const errors = p.writeErrors + [...p.screens.values()].reduce((n, r) => n + r.errors, 0)
      return {
        phase: label(p),
        'writes/s achieved': p.rate ? `${(writes / p.seconds).toFixed(1)} (${writes ? Math.round((p.updates / writes) * 100) : 0}% updates)` : '0',
        'freshness p50/p99 ms': `${ms(percentile(p.freshnessMs, 50))} / ${ms(percentile(p.freshnessMs, 99))} (${p.freshnessMs.length} commits${p.unseen ? `, ${p.unseen} unseen after ${FRESHNESS_TIMEOUT_MS / 1000} s` : ''})`,
        'server RSS low/high MB': `${p.rssLowMb} / ${p.rssHighMb}`,
        errors,
      }
    }),
  )
  console.info(`8 concurrent writers, inserts back to back for ${options.writerSeconds} s (what the triggers cost the core platform):`)
  console.table([{ inserts: writers.inserts, 'inserts/s': writers.perSecond, 'insert p50 ms': ms(writers.p50), 'insert p99 ms': ms(writers.p99), errors: writers.errors }])
  if (errorsSeen.size) {
    console.info('Errors of the writers and the freshness probe (the screens count theirs: non-2xx answers, timeouts):')
    for (const [message, count] of errorsSeen) console.info(`  ${count} × ${message}`)
  }
  errorsSeen.clear()
}

export async function liveCurve(options: LiveOptions): Promise<void> {
  console.info(
    `Live mode: write rates ${options.rates.join(', ')} a second (one write in five an update) against frozen; ${options.volumes.map((v) => v.toLocaleString('en')).join(', ')} transactions on ${options.databases.join(' and ')}.`,
  )
  for (const kind of options.databases) for (const volume of options.volumes) await liveVolume(options, kind, volume)
}
