// npm run bench:audit: the audit trail's pages at each volume of records (`--volumes 3500,10000000`,
// or BENCH_AUDIT_VOLUMES), on PostgreSQL (DATABASE_URL, a database of its own per volume). Seeds the
// demo platform, then adds a year of synthetic records for 300 staff in bulk, and loads random pages
// (any depth, with and without filters, and the next page by cursor) one after another. Prints each
// kind's p50 and p99 per volume: a page must cost the same at 10 million records as at 3,500.
// BENCH_KEEP_DATABASE=1 keeps each volume's database and reuses it on the next run (10 million records take ~10 minutes to add).
import type { AddressInfo } from 'node:net'

import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'

import { createApp } from '../src/app.ts'
import { openDatabase } from '../src/db/client.ts'
import { seed } from '../src/seed/seed.ts'
import { DEMO_PASSWORD, testEnv, UNREACHED_RATE_LIMITS } from '../src/testing.ts'
import { freshPostgres } from './fresh-postgres.ts'

const url = process.env.DATABASE_URL
if (!url) throw new Error('npm run bench:audit runs on PostgreSQL: set DATABASE_URL (for example with `source .ci/postgres.sh`).')

function volumesOption(): number[] {
  const at = process.argv.indexOf('--volumes')
  const text = (at >= 0 ? process.argv[at + 1] : process.env.BENCH_AUDIT_VOLUMES) ?? '3500,10000000'
  const volumes = text.split(',').map((part) => Number(part.replace(/_/g, '')))
  if (volumes.some((v) => !Number.isInteger(v) || v < 1000)) throw new Error(`--volumes wants whole numbers of audit records (at least 1000), not ${text}`)
  return volumes
}
const requests = Number(process.env.BENCH_AUDIT_REQUESTS ?? 300)

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

interface Result {
  volume: number
  screen: string
  p50: number
  p99: number
  max: number
}

/** The synthetic part of the trail: `records` over the last 365 days, evenly, a million to a statement. */
async function addRecords(db: Awaited<ReturnType<typeof openDatabase>>['db'], records: number): Promise<void> {
  await db.execute(sql`alter table audit_records disable trigger user`)
  const events = sql`array['Login','Login','Login','Logout','Logout','TokenRefresh','TokenRefresh','LoginFailed','Create','Update','Update','SentForApproval','Approve','Reject','StatusChange','PersonalDataRevealed']`
  const entities = sql`array['User','Merchant','Agent','FeeScheme','CommissionGroup','ApprovalRequest','Case','Role','TransactionReport','ProductGroup']`
  for (let done = 0; done < records; done += 1_000_000) {
    const n = Math.min(1_000_000, records - done)
    await db.execute(sql`
      insert into audit_records (username, event_type, entity_type, entity_id, description, ip_address, user_agent, created_at, seq, prev_hash, hash)
      select 'staff' || lpad((1 + g % 300)::text, 3, '0'),
        (${events})[1 + ((g / 300) % 4 + (g % 300) % 13) % 16], (${entities})[1 + ((g / 1200) % 2 + (g % 300) % 9) % 10], ((g * 13) % 50000)::text,
        'Synthetic record ' || g, '102.89.' || (g % 250) || '.' || (g % 200), 'Mozilla/5.0 (bench)',
        now() - interval '365 days' + interval '365 days' * (g::float8 / ${records}),
        -g, repeat('0', 64), repeat('0', 64)
      from generate_series(${done + 1}::bigint, ${done + n}::bigint) g`)
  }
  await db.execute(sql`alter table audit_records enable trigger user`)
  await db.execute(sql`truncate audit_record_counts, audit_record_day_counts`)
  await db.execute(sql`insert into audit_record_counts (day, username, event_type, entity_type, records)
    select (created_at at time zone 'Africa/Lagos')::date, lower(username), event_type, entity_type, count(*) from audit_records group by 1, 2, 3, 4`)
  await db.execute(sql`insert into audit_record_day_counts (day, event_type, entity_type, records)
    select day, event_type, entity_type, sum(records) from audit_record_counts group by 1, 2, 3`)
  for (const table of ['audit_records', 'audit_record_counts', 'audit_record_day_counts']) await db.execute(sql.raw(`vacuum analyze ${table}`))
}

async function run(volume: number): Promise<Result[]> {
  const database = await freshPostgres(url!, process.env.BENCH_KEEP_DATABASE ? `audit_${volume}` : undefined)
  const started = performance.now()
  const handle = await openDatabase({ databaseUrl: database.url })
  const env = testEnv({ databaseUrl: database.url, dataDir: '', seedTransactions: 2000 })
  await seed(handle, { demo: true, transactions: 2000, merchants: 50, agents: 200, quiet: true, rateLimits: UNREACHED_RATE_LIMITS })
  const seeded = Number(((await handle.db.execute(sql`select count(*)::int as n from audit_records`)) as unknown as { rows: { n: number }[] }).rows[0]!.n)
  if (volume > seeded) await addRecords(handle.db, volume - seeded)
  const { app, stop } = createApp({ handle, env, log: () => {} })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const headers: Record<string, string> = { 'app-id': env.appId, 'app-key': env.appKey, channel: 'Web', 'content-type': 'application/json' }
  const login = await fetch(`${base}/ums/api/v1/Authentication/login`, { method: 'POST', headers, body: JSON.stringify({ username: 'auditor', password: DEMO_PASSWORD }) })
  const authorized = { ...headers, authorization: `Bearer ${((await login.json()) as { data: { accessToken: string } }).data.accessToken}` }
  const total = async (filter: string) => ((await (await fetch(`${base}/aud/api/v1/AuditTrail?${filter}&PageSize=50`, { headers: authorized })).json()) as { totalRecords: number }).totalRecords
  console.info(`${volume.toLocaleString('en')} audit records seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)

  const today = new Date().toISOString().slice(0, 10)
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
  const filters: Record<string, string> = {
    'no filter': '',
    'an event type': 'EventType=Update',
    'one person': 'Username=staff042',
    "a username's beginning (a third of the staff)": 'Username=staff0',
    'the last 30 days': `StartDate=${monthAgo}&EndDate=${today}`,
    'oldest first': 'SortOrder=asc',
  }
  const results: Result[] = []
  for (const [screen, filter] of Object.entries(filters)) {
    const pages = Math.max(1, Math.ceil((await total(filter)) / 50))
    const times: number[] = []
    const nextTimes: number[] = []
    for (let i = 0; i < requests; i++) {
      const page = 1 + Math.floor(Math.random() * pages)
      let t = performance.now()
      const res = await fetch(`${base}/aud/api/v1/AuditTrail?${filter}&PageSize=50&PageNumber=${page}`, { headers: authorized })
      const body = (await res.json()) as { nextCursor: string | null; data: unknown[] }
      times.push(performance.now() - t)
      if (res.status !== 200) throw new Error(`${screen} page ${page}: ${res.status}`)
      if (body.nextCursor && i % 3 === 0) {
        t = performance.now()
        const next = await fetch(`${base}/aud/api/v1/AuditTrail?${filter}&PageSize=50&PageNumber=${page + 1}&Cursor=${body.nextCursor}`, { headers: authorized })
        await next.arrayBuffer()
        nextTimes.push(performance.now() - t)
      }
    }
    for (const [name, list] of [
      [`random page, ${screen}`, times],
      [`next by cursor, ${screen}`, nextTimes],
    ] as const) {
      const sorted = [...list].sort((a, b) => a - b)
      results.push({ volume, screen: name, p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)), max: Math.round(sorted.at(-1) ?? 0) })
    }
    console.info(`  ${screen}: ${pages.toLocaleString('en')} pages, random page p50 ${results.at(-2)!.p50} ms, p99 ${results.at(-2)!.p99} ms`)
  }
  server.close()
  await stop()
  await handle.close()
  await database.drop()
  return results
}

const all: Result[] = []
for (const volume of volumesOption()) all.push(...(await run(volume)))
const volumes = [...new Set(all.map((r) => r.volume))]
console.info('\nThe audit trail, one request at a time (target: random pages p99 <= 300 ms at 10 million records, as at 3,500).')
console.table(
  [...new Set(all.map((r) => r.screen))].map((screen) => {
    const line: Record<string, string | number> = { screen }
    for (const v of volumes) {
      const r = all.find((x) => x.screen === screen && x.volume === v)
      line[`p50 @${v.toLocaleString('en')}`] = r?.p50 ?? '-'
      line[`p99 @${v.toLocaleString('en')}`] = r?.p99 ?? '-'
    }
    return line
  }),
)
