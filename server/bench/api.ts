// npm run bench:api: the platform's hot lists under load. Seeds a fresh database (PGlite in a
// temporary folder; also PostgreSQL when DATABASE_URL is set), serves the app on a free port and
// runs autocannon on each endpoint. BENCH_TRANSACTIONS, BENCH_SECONDS and --clients N (BENCH_CONNECTIONS) tune it;
// BENCH_PORT fixes the server's port; BENCH_DATABASES=postgres runs PostgreSQL alone; BENCH_ONLY=<text>[,<text>…] runs only the endpoints whose name contains one of them ('export': the exports); BENCH_PROFILE=<folder> writes
// the server's CPU profile during each load and each export there. BENCH_KEEP_DATABASE=1 keeps the seeded PostgreSQL database (named after the
// volume and the network's size) and reuses it on the next run (see fresh-postgres.ts).
// The cost curve: `--volumes 200000,2000000,10000000` (or BENCH_VOLUMES) with DATABASE_URL seeds PostgreSQL at
// each volume in turn and runs the screens no cache can answer (random deep pages, a day gone to, a new filter
// or period each request) and a quarter's export, then prints each screen's p50 and p99 per volume and the
// ratio against the first volume. A flat curve is the goal: the cost of a page must not grow with the data.
// Live mode: `--live --rates 5,50,200` loads the screens at a steady rate (`--screen-rate`, 20 a second) frozen, then
// while the core banking simulator writes at each rate (see live.ts); with --volumes on PostgreSQL (BENCH_DATABASES=postgres).
import { fork } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'

import { createApp } from '../src/app.ts'
import { changeFeed, totalsOf } from '../src/totals/change-feed.ts'
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts'
import { createDemoApprovals } from '../src/seed/demo-activity.ts'
import { seed } from '../src/seed/seed.ts'
import { DEMO_PASSWORD, testEnv, UNREACHED_RATE_LIMITS } from '../src/testing.ts'
import type { DownloadJob, DownloadResult } from './download-worker.ts'
import { freshPostgres } from './fresh-postgres.ts'
import { liveCurve, type Screen, type SeededBench } from './live.ts'
import type { LoadJob, LoadResult } from './load-worker.ts'

const defaultVolume = Number(process.env.BENCH_TRANSACTIONS ?? 200_000)
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!
// The network's size: BENCH_MERCHANTS=10000 BENCH_AGENTS=50000 for a bank's (the pickers search it).
const merchantCount = Number(process.env.BENCH_MERCHANTS ?? 200)
const agentCount = Number(process.env.BENCH_AGENTS ?? 1000)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
/** `--clients N` (or BENCH_CONNECTIONS): concurrent clients of each load, 50 unless given. */
function clientsOption(): number {
  const at = process.argv.indexOf('--clients')
  const value = at >= 0 ? process.argv[at + 1] : process.env.BENCH_CONNECTIONS
  const clients = Number(value ?? 50)
  if (!Number.isInteger(clients) || clients < 1) throw new Error(`--clients wants a whole number of clients, not ${String(value)}`)
  return clients
}
const connections = clientsOption()
const only = process.env.BENCH_ONLY

/** `--volumes a,b,c` (or BENCH_VOLUMES): the cost curve's volumes of transactions, on PostgreSQL. */
function volumesOption(): number[] | undefined {
  const at = process.argv.indexOf('--volumes')
  const value = at >= 0 ? process.argv[at + 1] : process.env.BENCH_VOLUMES
  if (!value) return undefined
  const volumes = value.split(',').map((part) => Number(part.replace(/_/g, '')))
  if (volumes.some((v) => !Number.isInteger(v) || v < 1000)) throw new Error(`--volumes wants whole numbers of transactions (at least 1000), not ${value}`)
  return volumes
}
const volumes = volumesOption()

/** `--live` with `--rates a,b,c` (writes a second; 5,50,200 unless given) and `--screen-rate N` (requests a second per screen, 20 unless given). */
function liveOption(): { rates: number[]; screenRate: number } | undefined {
  if (!process.argv.includes('--live')) return undefined
  const value = (name: string) => {
    const at = process.argv.indexOf(name)
    return at >= 0 ? process.argv[at + 1] : undefined
  }
  const ratesText = value('--rates') ?? '5,50,200'
  const rates = ratesText.split(',').map(Number)
  if (rates.some((r) => !(r > 0) || r > 5000)) throw new Error(`--rates wants writes a second above 0 and at most 5000, separated by commas, not ${ratesText}`)
  const screenText = value('--screen-rate') ?? '20'
  const screenRate = Number(screenText)
  if (!Number.isInteger(screenRate) || screenRate < 1) throw new Error(`--screen-rate wants a whole number of requests a second, not ${screenText}`)
  return { rates, screenRate }
}
const live = liveOption()

interface Row {
  database: string
  volume: number
  endpoint: string
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
}

async function first<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] }
  if (!result.rows[0]) throw new Error('no row')
  return result.rows[0]
}

/** autocannon in a process of its own: the server keeps its event loop and its core to itself. */
const load = (job: LoadJob) => inChild<LoadJob, LoadResult>('./load-worker.ts', job)

/** A database of its own on the PostgreSQL server, so the run always starts from a fresh seed. */
/** A seeded database served on a free port, signed in as admin, with the screens to load. */
async function openBench(kind: 'pglite' | 'postgres', transactions: number): Promise<SeededBench> {
  const folder = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'bench-api-')) : undefined
  const keep = process.env.BENCH_KEEP_DATABASE ? `${transactions}_${merchantCount}_${agentCount}` : undefined
  const postgres = kind === 'postgres' ? await freshPostgres(process.env.DATABASE_URL!, keep) : undefined
  const env = testEnv({ databaseUrl: postgres?.url, dataDir: folder ?? '', seedTransactions: transactions })
  const started = performance.now()
  const handle = await openDatabase({ databaseUrl: postgres?.url, dataDir: folder ? join(folder, 'pglite') : undefined })
  // One user sends thousands of requests a second: limits it never reaches (still counted on each request).
  await seed(handle, { demo: true, transactions, merchants: merchantCount, agents: agentCount, quiet: true, rateLimits: UNREACHED_RATE_LIMITS })
  const { app } = createApp({ handle, env, log: () => {} })
  // The daily totals in memory before the first dashboard is asked for (as start.ts does).
  await totalsOf(env)
  await createDemoApprovals({ app, appId: env.appId, appKey: env.appKey, password: DEMO_PASSWORD, count: 25 })
  console.info(
    `${kind}: ${postgres?.reused ? 'reused' : 'seeded'} ${transactions.toLocaleString('en')} transactions in ${((performance.now() - started) / 1000).toFixed(1)} s, resident memory ${memoryNow().rssMb} MB`,
  )

  // BENCH_PORT: a fixed port (a free one when missing).
  const server = serve({ fetch: app.fetch, port: Number(process.env.BENCH_PORT ?? 0), hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const headers: Record<string, string> = { 'app-id': env.appId, 'app-key': env.appKey, channel: 'Web', 'content-type': 'application/json' }
  const login = await fetch(`${base}/ums/api/v1/Authentication/login`, { method: 'POST', headers, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) })
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken
  const authorized = { ...headers, authorization: `Bearer ${token}` }

  // A realistic filter mix: the busiest merchant, and the last 30 days of the seeded history.
  const busiest = await first<{ merchant_id: number }>(handle, sql`select merchant_id from transactions group by merchant_id order by count(*) desc limit 1`)
  const last = await first<{ day: string }>(handle, sql`select to_char(max(created_at) at time zone 'Africa/Lagos', 'YYYY-MM-DD') as day from transactions`)
  const endDate = last.day
  const startDate = new Date(Date.parse(`${endDate}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10)
  const report = '/reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging'
  const variants = {
    successful30Days: `${report}?Status=Successful&StartDate=${startDate}&EndDate=${endDate}&PageSize=50`,
    merchant: `${report}?MerchantId=${busiest.merchant_id}&PageSize=50`,
    noFilter: `${report}?PageSize=50`,
  }
  // The seed leaves a fee change pending on the busiest scheme: its approval request carries the 30-day impact, computed on every read.
  const pending = (await (await fetch(`${base}/apms/api/v1/Approval?Status=Pending&PageSize=100`, { headers: authorized })).json()) as { data: { id: number; summary: string }[] }
  const feeChange = pending.data.find((row) => row.summary === 'Update fee scheme Standard retail')?.id
  if (!feeChange) throw new Error('no pending change to the fee scheme Standard retail in the seed')
  // Every seeded day and super agent, for filters that no cache has seen.
  const days = (await (handle.db.execute(sql`select distinct day::text as day from daily_totals order by 1`) as unknown as Promise<{ rows: { day: string }[] }>)).rows.map((r) => r.day)
  const superAgentIds = (await (handle.db.execute(sql`select id from super_agents`) as unknown as Promise<{ rows: { id: number }[] }>)).rows.map((r) => r.id)
  const fresh = (kind: 'dashboard' | 'report' | 'grouped') => ({ kind, days, superAgentIds })
  // What a user types into a picker: three letters of a real name, taken anywhere in it.
  const fragmentsOf = async (names: ReturnType<typeof sql>) =>
    (await (handle.db.execute(names) as unknown as Promise<{ rows: { fragment: string }[] }>)).rows.map((r) => r.fragment).filter((f) => f.trim().length === 3)
  const merchantFragments = await fragmentsOf(sql`select distinct substr(lower(business_name), 1 + (id * 7) % greatest(length(business_name) - 2, 1), 3) as fragment from merchants limit 3000`)
  const agentFragments = await fragmentsOf(
    sql`select distinct substr(lower(first_name || ' ' || last_name), 1 + (id * 7) % greatest(length(first_name || last_name) - 1, 1), 3) as fragment from agents limit 3000`,
  )
  // Pages no cache has seen, at any depth: random pages of every filter variant, and random days to go to.
  const json = async (path: string) => (await (await fetch(`${base}${path}`, { headers: authorized })).json()) as { totalPages: number; data: unknown[] }
  const pagesOf = async (path: string) => ({ path, pages: (await json(`${path}&PageSize=50`)).totalPages })
  const busiestMerchants = (
    await (handle.db.execute(sql`select merchant_id from transactions group by merchant_id order by count(*) desc limit 5`) as unknown as Promise<{ rows: { merchant_id: number }[] }>)
  ).rows
  const reportVariants = await Promise.all(
    [
      `${report}?SortOrder=desc`,
      ...['Successful', 'Failed', 'Reversed'].map((status) => `${report}?Status=${status}`),
      ...superAgentIds.slice(0, 5).map((id) => `${report}?SuperAgentId=${id}`),
      `${report}?Channel=POS&StartDate=${startDate}&EndDate=${endDate}`,
    ].map(pagesOf),
  )
  const merchantVariants = await Promise.all(busiestMerchants.map((m) => pagesOf(`${report}?MerchantId=${m.merchant_id}`)))
  const random = (n: number) => 1 + Math.floor(Math.random() * n)
  const deepPages = (variants: { path: string; pages: number }[]) =>
    Array.from({ length: 20_000 }, () => {
      const v = pick(variants.filter((x) => x.pages > 0))
      return `${v.path}&PageSize=50&PageNumber=${random(v.pages)}`
    })
  const goToDays = Array.from({ length: 20_000 }, () => `${pick(reportVariants).path}&PageSize=50&At=${pick(days)}`)
  const listPages = async (path: string) => {
    const { pages } = await pagesOf(path)
    return Array.from({ length: 20_000 }, () => `${path}&PageSize=50&PageNumber=${random(Math.max(1, pages))}`)
  }

  const suites: Screen[] = [
    // The pickers: a name typed in part, 20 a page, a new text each request (mostly cache misses).
    {
      endpoint: 'GET picker: merchants by part of a name (new text each request)',
      paths: ['/mer/api/v1/Merchant?PageSize=20&SortOrder=asc'],
      search: { param: 'BusinessName', fragments: merchantFragments },
    },
    { endpoint: 'GET picker: agents by part of a name (new text each request)', paths: ['/mer/api/v1/Agent?PageSize=20&SortOrder=asc'], search: { param: 'Name', fragments: agentFragments } },
    { endpoint: 'GET /mer/api/v1/Merchant?PageSize=50', paths: ['/mer/api/v1/Merchant?PageSize=50'] },
    { endpoint: 'GET /mer/api/v1/Agent?PageSize=50', paths: ['/mer/api/v1/Agent?PageSize=50', `/mer/api/v1/Agent?PageSize=50&MerchantId=${busiest.merchant_id}`] },
    { endpoint: 'GET /ums/api/v1/User?PageSize=50', paths: ['/ums/api/v1/User?PageSize=50'] },
    { endpoint: 'GET /ums/api/v1/Roles?PageSize=50', paths: ['/ums/api/v1/Roles?PageSize=50'] },
    { endpoint: 'GET /aud/api/v1/AuditTrail?PageSize=50', paths: ['/aud/api/v1/AuditTrail?PageSize=50'] },
    { endpoint: 'GET /cms/api/v1/Case?PageSize=50', paths: ['/cms/api/v1/Case?PageSize=50'] },
    { endpoint: 'GET TransactionReport (mix of the 3 below)', paths: Object.values(variants) },
    { endpoint: 'GET TransactionReport Status+30 days', paths: [variants.successful30Days] },
    { endpoint: 'GET TransactionReport MerchantId', paths: [variants.merchant] },
    { endpoint: 'GET TransactionReport no filter', paths: [variants.noFilter] },
    // Mostly cache misses: what the database itself sustains.
    { endpoint: 'GET TransactionReport random pages (uncached)', paths: [variants.noFilter], distinct: true },
    // A new filter each request (a random period, super agent or status): what the daily totals sustain.
    { endpoint: 'POST Dashboard summary (new filter each request)', paths: ['/dashms/api/v1/Admin/GetAdminDashboardTransactionSummary'], fresh: fresh('dashboard'), curve: true, live: true },
    { endpoint: 'GET TransactionReport totals (new filter each request)', paths: ['/reportms/api/v1/TransactionReport/Summary'], fresh: fresh('report'), curve: true, live: true },
    // The same filters on the list (its first row and the totals): the row is read from the transactions, one statement a request.
    { endpoint: 'GET TransactionReport first row + totals (new filter, uncached)', paths: [report], fresh: fresh('report'), curve: true },
    // The cost curve's screens: a page no cache has seen, at any depth, and a new filter each request.
    { endpoint: 'TransactionReport: random page of the whole set, a status, a super agent, a channel (uncached)', paths: [report], anyOf: deepPages(reportVariants), curve: true, live: true },
    { endpoint: 'TransactionReport: random page of a busy merchant (uncached)', paths: [report], anyOf: deepPages(merchantVariants), curve: true },
    { endpoint: 'TransactionReport: go to a random day (uncached)', paths: [report], anyOf: goToDays, curve: true },
    { endpoint: 'Merchants: random page (uncached)', paths: ['/mer/api/v1/Merchant?SortOrder=desc'], anyOf: await listPages('/mer/api/v1/Merchant?SortOrder=desc'), curve: true, live: true },
    { endpoint: 'Agents: random page (uncached)', paths: ['/mer/api/v1/Agent?SortOrder=desc'], anyOf: await listPages('/mer/api/v1/Agent?SortOrder=desc'), curve: true, live: true },
    { endpoint: 'Audit trail: random page (uncached)', paths: ['/aud/api/v1/AuditTrail?SortOrder=desc'], anyOf: await listPages('/aud/api/v1/AuditTrail?SortOrder=desc'), curve: true },
    // The grouped reports for a random period of the seeded year (new each request, one of the first pages).
    {
      endpoint: 'GET grouped: commission by merchant (new period each request)',
      paths: ['/reportms/api/v1/CommissionReport/GetCommissionByMerchant?PageSize=50'],
      fresh: fresh('grouped'),
      curve: true,
      live: true,
    },
    {
      endpoint: 'GET grouped: aggregator commission (new period each request)',
      paths: ['/reportms/api/v1/CommissionReport/GetAggregatorCommission?PageSize=50'],
      fresh: fresh('grouped'),
      curve: true,
    },
    { endpoint: 'GET grouped: agent report (new period each request)', paths: ['/reportms/api/v1/AgentReport/GetAgentReport?PageSize=50'], fresh: fresh('grouped'), curve: true, live: true },
    { endpoint: 'GET /apms/api/v1/Approval?Status=Pending', paths: ['/apms/api/v1/Approval?Status=Pending'] },
    { endpoint: 'GET /apms/api/v1/Approval/{id} (fee change with its 30-day impact)', paths: [`/apms/api/v1/Approval/${feeChange}`] },
  ]
  return {
    kind,
    transactions,
    databaseUrl: postgres?.url,
    handle,
    base,
    authorized,
    endDate,
    screens: suites,
    async close() {
      // Let the requests still in flight finish before the database closes.
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        setTimeout(resolve, 2_000).unref()
      })
      changeFeed(env).close()
      await handle.close()
      if (folder) rmSync(folder, { recursive: true, force: true })
      await postgres?.drop()
    },
  }
}

/** Loads one screen from another process: its figures. */
function loadScreen(bench: SeededBench, suite: Screen, options: { connections: number; seconds: number; overallRate?: number }): Promise<LoadResult> {
  return load({
    url: bench.base,
    connections: options.connections,
    seconds: options.seconds,
    headers: bench.authorized,
    paths: suite.paths,
    randomPages: suite.distinct ?? false,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    ...(suite.fresh ? { fresh: suite.fresh } : {}),
    ...(suite.search ? { search: suite.search } : {}),
    ...(suite.anyOf ? { anyOf: suite.anyOf } : {}),
  })
}

/** Checks that a screen answers (and that drawn pages hold rows) before it is loaded. */
async function checkScreen(bench: SeededBench, suite: Screen): Promise<void> {
  for (const path of suite.fresh ? [] : suite.paths) {
    const check = await fetch(`${bench.base}${path}`, { headers: bench.authorized })
    if (check.status !== 200) throw new Error(`${path} answered ${check.status}: ${await check.text()}`)
  }
  // Drawn paths must be real pages: a few of them answer rows.
  for (const path of (suite.anyOf ?? []).slice(0, 5)) {
    const answer = (await (await fetch(`${bench.base}${path}`, { headers: bench.authorized })).json()) as { data?: unknown[] }
    if (!answer.data?.length) throw new Error(`${path} answered no rows: the drawn pages are past the end`)
  }
}

async function run(kind: 'pglite' | 'postgres', transactions: number, curve = false): Promise<Row[]> {
  const bench = await openBench(kind, transactions)
  const { base, authorized, endDate } = bench
  memory.push({ database: kind, moment: 'after seeding', ...memoryNow() })
  const rows: Row[] = []
  try {
    for (const suite of bench.screens.filter((s) => (!curve || s.curve) && (!only || only.split(',').some((part) => s.endpoint.includes(part))))) {
      await checkScreen(bench, suite)
      const result = await profiled(`${kind}-${suite.endpoint}`, () => loadScreen(bench, suite, { connections, seconds }))
      rows.push({ database: kind, volume: transactions, endpoint: suite.endpoint, ...result })
      console.info(`  ${suite.endpoint}: ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`)
    }
    if (!only || only.split(',').includes('export')) {
      // The whole year (the target at 200,000 on PGlite), or a quarter on the cost curve.
      const quarter = `&StartDate=${new Date(Date.parse(`${endDate}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10)}&EndDate=${endDate}`
      // BENCH_FORMATS=csv (or xlsx): one format alone.
      const formats = (process.env.BENCH_FORMATS ?? (curve ? 'csv' : 'csv,xlsx')).split(',').filter((f): f is 'csv' | 'xlsx' => f === 'csv' || f === 'xlsx')
      for (const format of formats) {
        const figures = await profiled(`${kind}-export-${format}`, () => measureExport(`${base}/reportms/api/v1/TransactionReport/Export?Format=${format}${curve ? quarter : ''}`, authorized))
        exports.push({ database: kind, volume: transactions, format, period: curve ? 'last 90 days' : 'all', ...figures })
        console.info(`  export ${format}: ${figures.rows.toLocaleString('en')} rows, ${figures.megabytes} MB in ${figures.seconds} s, server memory +${figures.peakRssGrowthMb} MB at its peak`)
      }
    }
    memory.push({ database: kind, moment: 'after the benchmark', ...memoryNow() })
  } finally {
    await bench.close()
  }
  return rows
}

interface ExportRow {
  database: string
  volume: number
  format: string
  period: string
  rows: number
  rowsPerSecond: number
  peakHeapGrowthMb: number
  megabytes: number
  seconds: number
  peakRssGrowthMb: number
}

const exports: ExportRow[] = []

/** The platform's memory (this process: the server, and PGlite inside it). */
const memory: Array<{ database: string; moment: string; rssMb: number; heapUsedMb: number }> = []
const megabytes = (bytes: number) => Math.round(bytes / 1_048_576)
function memoryNow() {
  const usage = process.memoryUsage()
  return { rssMb: megabytes(usage.rss), heapUsedMb: megabytes(usage.heapUsed) }
}

/** With BENCH_PROFILE=<folder>: the server's CPU profile during one load, written there (open it in Chrome's DevTools). */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_PROFILE
  if (!folder) return work()
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.start')
  try {
    return await work()
  } finally {
    const { profile } = await session.post('Profiler.stop')
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, `${name.replace(/[^\w.-]+/g, '_')}.cpuprofile`), JSON.stringify(profile))
    session.disconnect()
  }
}

/** A job for a worker of this folder, in a process of its own, answered with its figures. */
function inChild<Job, Result>(worker: string, job: Job): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL(worker, import.meta.url)), { execArgv: ['--import', 'tsx'] })
    child.once('message', (result) => resolve(result as Result))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`${worker} exited with ${code}`))))
    child.send(job as object)
  })
}

/**
 * A full export downloaded to its end by another process (counted, not kept), with the growth of
 * this process's resident memory at its peak, sampled every 20 ms: the server runs in this process.
 */
async function measureExport(url: string, headers: Record<string, string>) {
  // The server's memory as the export finds it (no forced collection first: a collected heap
  // grows back to its working size during any request, which is not the export's doing).
  // With --expose-gc (NODE_OPTIONS), collected before and after: what the export kept, apart from what it left for the collector.
  const collect = (globalThis as { gc?: () => void }).gc
  collect?.()
  const baseline = process.memoryUsage()
  let peak = baseline.rss
  let heapPeak = baseline.heapUsed + baseline.external
  const sampler = setInterval(() => {
    const now = process.memoryUsage()
    peak = Math.max(peak, now.rss)
    heapPeak = Math.max(heapPeak, now.heapUsed + now.external)
  }, 20)
  const result = await inChild<DownloadJob, DownloadResult>('./download-worker.ts', { url, headers }).finally(() => clearInterval(sampler))
  if (result.status !== 200) throw new Error(`${url} answered ${result.status}`)
  peak = Math.max(peak, process.memoryUsage().rss)
  collect?.()
  const after = process.memoryUsage()
  if (collect)
    console.info(`  after a collection the heap and buffers hold ${Math.round((after.heapUsed + after.external - baseline.heapUsed - baseline.external) / 1_048_576)} MB more than before the export`)
  return {
    rows: result.rows,
    rowsPerSecond: Math.round(result.rows / result.seconds),
    megabytes: Math.round(result.bytes / 1_048_576),
    seconds: Math.round(result.seconds * 10) / 10,
    peakRssGrowthMb: Math.round((peak - baseline.rss) / 1_048_576),
    /** The JavaScript heap and buffers at their peak: what the export holds, before the collector gives it back. */
    peakHeapGrowthMb: Math.round((heapPeak - baseline.heapUsed - baseline.external) / 1_048_576),
  }
}

/** The target is on the transaction report's realistic mix and on fresh filters; random pages are shown for information. */
/** The lists of issue 15 (p99 at most 100 ms at 50 clients, 300 ms at 200) and the report and summaries of issue 13 (50 ms at 50). */
const isList = (r: Row) => /\/(Merchant|Agent|User|Roles|AuditTrail|Case|Approval)\?/.test(r.endpoint)
/** The grouped reports (commission by merchant and aggregator, agent report): 300 ms at 50 clients, whatever the number of transactions. */
const isGrouped = (r: Row) => r.endpoint.startsWith('GET grouped')
const isTargeted = (r: Row) => !r.endpoint.includes('uncached') && (isList(r) || isGrouped(r) || r.endpoint.includes('TransactionReport') || r.endpoint.includes('new filter'))
const targetOf = (r: Row) => (connections > 50 || isGrouped(r) ? 300 : isList(r) ? 100 : 50)

/** Targets of the cost curve (issue 27) at 50 clients, uncached: pages 300 ms at any depth, totals 100 ms. */
const curveTargetOf = (endpoint: string) => (/summary|totals \(/i.test(endpoint) ? 100 : 300)

/** Each curve screen's p50 and p99 per volume, and the p99's ratio against the first volume. */
async function costCurve(list: number[]): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('The cost curve runs on PostgreSQL: set DATABASE_URL (for example with `source .ci/postgres.sh`).')
  const rows: Row[] = []
  for (const volume of list) rows.push(...(await run('postgres', volume, true)))
  const short = (v: number) => (v >= 1_000_000 ? `${v / 1_000_000}M` : `${v / 1000}k`)
  const endpoints = [...new Set(rows.map((r) => r.endpoint))]
  const table = endpoints.map((endpoint) => {
    const line: Record<string, string | number> = { screen: endpoint }
    const base = rows.find((r) => r.endpoint === endpoint && r.volume === list[0])
    for (const volume of list) {
      const r = rows.find((x) => x.endpoint === endpoint && x.volume === volume)
      line[`${short(volume)} p50/p99 ms`] = r ? `${r.p50} / ${r.p99}${r.errors ? ` (${r.errors} errors)` : ''}` : ''
      if (volume !== list[0]) line[`${short(volume)} p99 ×`] = r && base ? Math.round((r.p99 / Math.max(1, base.p99)) * 10) / 10 : ''
    }
    const last = rows.find((x) => x.endpoint === endpoint && x.volume === list[list.length - 1])
    line.target = last ? `${last.p99 <= curveTargetOf(endpoint) ? 'met' : 'MISSED'} (${curveTargetOf(endpoint)} ms at ${short(list[list.length - 1]!)})` : ''
    return line
  })
  console.info(`\nCost curve on PostgreSQL: ${connections} clients, ${seconds} s per screen, every request a page or filter no cache has seen.`)
  console.table(table)
  console.info('\nExport of the last 90 days as CSV (target: at least 50,000 rows/s, server memory growing by under 50 MB).')
  const base = exports.find((e) => e.volume === list[0])
  console.table(
    exports.map((e) => ({
      volume: short(e.volume),
      rows: e.rows,
      'rows/s': e.rowsPerSecond,
      'rows/s ×': base ? Math.round((e.rowsPerSecond / Math.max(1, base.rowsPerSecond)) * 100) / 100 : '',
      MB: e.megabytes,
      seconds: e.seconds,
      'memory +MB': e.peakRssGrowthMb,
      'heap +MB': e.peakHeapGrowthMb,
      target: e.rowsPerSecond >= 50_000 && e.peakRssGrowthMb < 50 ? 'met' : 'MISSED',
    })),
  )
  console.info("\nThe bench process's memory (the server; PostgreSQL is another process).")
  console.table(memory)
}

async function main(): Promise<void> {
  if (live) {
    // BENCH_DATABASES=postgres for 2M and 10M (PGlite is the quick default, 200,000 transactions).
    const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')
    const databases = (['pglite', 'postgres'] as const).filter((kind) => wanted.includes(kind) && (kind === 'pglite' || process.env.DATABASE_URL))
    return liveCurve({
      volumes: volumes ?? [defaultVolume],
      rates: live.rates,
      databases,
      connections: process.argv.includes('--clients') || process.env.BENCH_CONNECTIONS ? connections : 20,
      screenRate: live.screenRate,
      seconds: Number(process.env.BENCH_SECONDS ?? 5),
      writerSeconds: Number(process.env.BENCH_WRITER_SECONDS ?? 3),
      open: openBench,
      check: checkScreen,
      load: loadScreen,
    })
  }
  console.info(
    `API benchmark: ${connections} connections, ${seconds} s per endpoint, ${(volumes ?? [defaultVolume]).map((v) => v.toLocaleString('en')).join(', ')} transactions, ${merchantCount.toLocaleString('en')} merchants, ${agentCount.toLocaleString('en')} agents`,
  )
  console.info('Rate limits raised out of reach for the one benchmark user; every request is still counted by the limiter.')
  if (volumes) return costCurve(volumes)
  // BENCH_DATABASES=postgres skips PGlite (a large seed on PostgreSQL alone); both by default.
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')
  const rows = databases.includes('pglite') ? await run('pglite', defaultVolume) : []
  if (process.env.DATABASE_URL && databases.includes('postgres')) rows.push(...(await run('postgres', defaultVolume)))

  const table = rows.map((r) => ({
    database: r.database,
    endpoint: r.endpoint,
    'req/s': r.requestsPerSecond,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    errors: r.errors,
    target: isTargeted(r) ? (r.p99 <= targetOf(r) ? `met (${targetOf(r)} ms)` : `MISSED (${targetOf(r)} ms)`) : '',
  }))
  console.info(`\nTargets at ${connections} clients: p99 at most ${connections > 50 ? '300 ms on every list' : '100 ms on the lists, 50 ms on the report and the summaries'}.`)
  console.table(table)
  if (exports.length) {
    console.info('\nFull export of the transaction report, the whole seeded year (target, issue 36: at least 50,000 rows/s, the server growing by under 50 MB).')
    console.table(exports.map((e) => ({ ...e, target: e.rowsPerSecond >= 50_000 && e.peakRssGrowthMb < 50 ? 'met' : 'MISSED' })))
  }
  console.info("\nThe platform's memory (resident: the server with PGlite inside it; on PostgreSQL the database is another process).")
  console.table(memory)
  const missed = rows.filter((r) => isTargeted(r) && r.p99 > targetOf(r))
  if (missed.length) process.exitCode = 1
}

await main()
