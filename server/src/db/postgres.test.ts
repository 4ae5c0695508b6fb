// The same migrations and a journey on real PostgreSQL (DATABASE_URL naming a *_test database;
// .ci/run starts one). Always run on PGlite by every other server test.
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FLUSH_MS } from '../platform/rate-limit.ts'
import { readSystemConfiguration, writeSystemConfiguration } from '../platform/settings.ts'
import { auditRecords } from './schema.ts'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../testing.ts'
import * as reports from '../services/reportms/repository.ts'
import { dayRange } from '../platform/period.ts'
import { expectTotalsFollowWrites } from '../totals/sql-oracle.ts'

const url = process.env.DATABASE_URL
const usable = Boolean(url && /_test(\?|$)/.test(new URL(url).pathname))
if (!usable) console.info('PostgreSQL journey not run: set DATABASE_URL to a database whose name ends in _test (it is wiped). .ci/run does this.')

describe.runIf(usable)('on PostgreSQL', () => {
  let t: TestApp

  beforeAll(async () => {
    // A clean database each run: the schema is dropped and migrated again.
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;')
    await client.end()
    // A bank's proportions in small: many merchants and agents, each with a small share of the transactions.
    t = await createTestApp({ databaseUrl: url, seed: { merchants: 1_000, agents: 5_000, transactions: 20_000 } })
  })
  afterAll(() => t?.close())

  it('migrates, seeds and runs a maker-checker journey', async () => {
    expect(t.handle.kind).toBe('postgres')
    const admin = await t.login('admin')
    const maker = await t.login('maker')
    const checker = await t.login('checker')
    const merchants = await t.request('GET', '/mer/api/v1/Merchant?PageSize=5', { token: admin })
    expect(merchants.status).toBe(200)
    expect(merchants.body.totalRecords).toBeGreaterThan(0)
    const report = await t.request('GET', '/reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging?Status=Successful&PageSize=10', { token: admin })
    expect(report.status).toBe(200)
    expect(report.body.data.every((row: { status: string }) => row.status === 'Successful')).toBe(true)

    const products = await t.request('GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100', { token: admin })
    const ids = (products.body.data as { id: number }[]).map((p) => p.id)
    const view = (await t.request('GET', '/mer/api/v1/MerchantFeeScheme/GetWithPaging?Status=Active', { token: admin })).body.data[0]
    const scheme = (await t.request('GET', `/mer/api/v1/MerchantFeeScheme/${view.id}`, { token: admin })).body.data
    const rules = (scheme.rules as { product: { id: number } }[]).map(({ product, ...rule }) => ({ ...rule, productId: product.id }))
    const sent = await t.request('PUT', '/mer/api/v1/MerchantFeeScheme/Update', {
      token: maker,
      body: { id: scheme.id, name: scheme.name, description: 'Reviewed on PostgreSQL', rules, status: 'Active' },
    })
    expect(sent.status).toBe(202)
    const approved = await t.request('PUT', `/apms/api/v1/Approval/Approve?id=${sent.body.data.approvalRequestId}`, { token: checker, headers: { 'Idempotency-Key': 'pg-journey-0001' } })
    expect(approved.status).toBe(200)
    const after = (await t.request('GET', `/mer/api/v1/MerchantFeeScheme/${scheme.id}`, { token: admin })).body.data
    expect(after.description).toBe('Reviewed on PostgreSQL')

    const group = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: admin, body: { name: 'Postgres Outlets', productIds: ids.slice(0, 2) } })
    expect(group.status).toBe(200)
  })

  it('keeps one audit chain while two servers and concurrent transactions write at once', async () => {
    const other = await createTestApp({ databaseUrl: url })
    try {
      const admin = await t.login('admin')
      // Sign-ins on both servers at once, each record in its own transaction on its pool's connections; failures after a rollback.
      const signIns = (app: TestApp) =>
        Array.from({ length: 20 }, (_, i) =>
          app.request('POST', '/ums/api/v1/Authentication/login', { body: i % 4 ? { username: 'checker2', password: DEMO_PASSWORD } : { username: 'nobody.on.pg', password: 'not it' } }),
        )
      const record = (description: string) => ({ username: 'chain.test', eventType: 'Update', entityType: 'Merchant', entityId: '1', description, ipAddress: '127.0.0.1' })
      // Transactions that keep their record a while before committing (the next writer waits for the commit), and one that rolls back.
      const slow = Array.from({ length: 8 }, (_, i) =>
        t.handle.db.transaction(async (tx) => {
          await tx.insert(auditRecords).values(record(`slow ${i}`))
          await tx.execute(sql`select pg_sleep(0.02)`)
        }),
      )
      const rolledBack = t.handle.db
        .transaction(async (tx) => {
          await tx.insert(auditRecords).values(record('rolled back'))
          throw new Error('rolled back')
        })
        .catch(() => undefined)
      await Promise.all([...signIns(t), ...signIns(other), ...slow, rolledBack])
      const verified = await other.request('POST', '/aud/api/v1/AuditTrail/Verification', { token: admin, body: { from: 'Start' } })
      expect(verified.body.data).toMatchObject({ result: 'Verified', break: null })
      const chain = (await t.handle.db.execute(sql`select count(*)::int as n, max(seq)::int as head, count(distinct prev_hash)::int as links from audit_records`)) as unknown as {
        rows: { n: number; head: number; links: number }[]
      }
      expect(chain.rows[0]).toEqual({ n: chain.rows[0]!.head, head: chain.rows[0]!.head, links: chain.rows[0]!.head })
    } finally {
      await other.close()
    }
  })

  it('keeps two servers on the database in step: what one writes, the other answers at its next request', async () => {
    const other = await createTestApp({ databaseUrl: url })
    try {
      const admin = await other.login('admin')
      const auditor = await other.login('auditor')
      // A list the other server keeps in memory, then a rename written through this server.
      const list = '/mer/api/v1/Merchant?PageSize=3&SortOrder=asc'
      const first = (await other.request('GET', list, { token: admin })).body.data[0] as { id: number; businessName: string }
      expect((await other.request('GET', list, { token: admin })).body.data[0].businessName).toBe(first.businessName)
      await t.handle.db.execute(sql`update merchants set business_name = ${`${first.businessName} (PG)`} where id = ${first.id}`)
      expect((await other.request('GET', list, { token: admin })).body.data[0].businessName).toBe(`${first.businessName} (PG)`)

      // The daily totals the other server holds follow a transaction written through this one.
      const last = (await t.handle.db.execute(sql`select to_char(max(created_at) at time zone 'Africa/Lagos', 'YYYY-MM-DD') as day from transactions`)) as unknown as { rows: { day: string }[] }
      const day = { startDate: last.rows[0]!.day, endDate: last.rows[0]!.day }
      const summary = '/dashms/api/v1/Admin/GetAdminDashboardTransactionSummary'
      const before = (await other.request('POST', summary, { token: admin, body: day })).body.data.totalCount as number
      await t.handle.db.execute(sql`update transactions set created_at = ${`${day.endDate}T11:00:00+01:00`}::timestamptz where id = (
        select id from transactions where (created_at at time zone 'Africa/Lagos')::date < ${day.startDate}::date order by id limit 1)`)
      // Heard through the other server's LISTEN connection, shortly after the commit.
      await expect.poll(async () => (await other.request('POST', summary, { token: admin, body: day })).body.data.totalCount, { timeout: 5_000, interval: 50 }).toBe(before + 1)

      // A permission taken away through this server is refused by the other at once.
      expect((await other.request('GET', list, { token: auditor })).status).toBe(200)
      await t.handle.db.execute(sql`delete from user_roles where user_id = (select id from users where username = 'auditor')`)
      expect((await other.request('GET', list, { token: auditor })).status).toBe(403)
    } finally {
      await other.close()
    }
  })

  it('ends a sign-in on every server: the old access token is refused by the other at its next request', async () => {
    const other = await createTestApp({ databaseUrl: url })
    try {
      const sessions = '/ums/api/v1/Authentication/sessions'
      const signIn = async () =>
        (await t.request('POST', '/ums/api/v1/Authentication/login', { body: { username: 'support', password: 'Demo@1234' } })).body.data as { accessToken: string; refreshToken: string }
      const status = async (app: TestApp, token: string) => (await app.request('GET', sessions, { token })).status
      // Logout through this server; both servers had the session in memory.
      const first = await signIn()
      expect([await status(t, first.accessToken), await status(other, first.accessToken)]).toEqual([200, 200])
      expect((await t.request('POST', '/ums/api/v1/Authentication/logout', { token: first.accessToken, body: { refreshToken: first.refreshToken } })).status).toBe(200)
      expect([await status(other, first.accessToken), await status(t, first.accessToken)]).toEqual([401, 401])
      // Sign-out everywhere through the other server ends this server's sign-in.
      const here = await signIn()
      const there = await signIn()
      expect(await status(t, here.accessToken)).toBe(200)
      expect((await other.request('POST', `${sessions}/revokeOthers`, { token: there.accessToken })).status).toBe(200)
      expect(await status(t, here.accessToken)).toBe(401)
      expect(await status(other, there.accessToken)).toBe(200)
    } finally {
      await other.close()
    }
  })

  it('tells the pages of a second server of an approval decided through the first (NOTIFY on its one LISTEN connection)', async () => {
    const other = await createTestApp({ databaseUrl: url })
    try {
      const stream = await other.raw('GET', '/admin/api/v1/Events/stream', { token: await other.login('admin') })
      expect(stream.status).toBe(200)
      const reader = stream.body!.getReader()
      let text = ''
      const [request] = ((await t.handle.db.execute(sql`select id from approval_requests order by id desc limit 1`)) as unknown as { rows: { id: number }[] }).rows
      await t.handle.db.execute(sql`update approval_requests set status = 'Rejected', reason = 'Decided on the first server' where id = ${request!.id}`)
      const deadline = Date.now() + 10_000
      while (!text.includes('event: approval') && Date.now() < deadline) {
        const { value } = await Promise.race([reader.read(), new Promise<{ value: undefined; done: true }>((resolve) => setTimeout(() => resolve({ value: undefined, done: true }), 1_000))])
        if (value) text += new TextDecoder().decode(value)
      }
      await reader.cancel()
      expect(text).toContain('event: approval')
      expect(text).toContain(`"id":${request!.id},"status":"Rejected"`)
    } finally {
      await other.close()
    }
  })

  it('holds the rate limits across two servers: sign-in exactly, screens within a flush', async () => {
    const other = await createTestApp({ databaseUrl: url, env: { trustProxy: true } })
    const configuration = await readSystemConfiguration(t.handle.db)
    const { updatedAt: _at, updatedBy: _by, ...settings } = configuration
    try {
      const attempt = (app: TestApp) =>
        app.request('POST', '/ums/api/v1/Authentication/login', { body: { username: 'no.such.user', password: 'Wrong@1234' }, headers: { 'x-forwarded-for': '10.7.7.7' } })
      const self = await createTestApp({ databaseUrl: url, env: { trustProxy: true } })
      // Written once in the shared configuration: each server reads it at its next request.
      // Windows of 59 s: counts of the other tests (60 s windows) are not in them.
      const limits = { ...settings.rateLimits, signIn: { limit: 2, windowSeconds: 59 }, screens: { limit: 4, windowSeconds: 59 } }
      // All of it in one window: a window ending mid-test starts the counts again (seen once in CI under load).
      const intoWindow = (Date.now() / 1000) % 59
      if (intoWindow > 39) await new Promise((resolve) => setTimeout(resolve, (59 - intoWindow + 0.5) * 1000))
      await writeSystemConfiguration(t.handle.db, { ...settings, rateLimits: limits }, 'test')
      try {
        const admin = await other.login('admin')
        expect((await attempt(self)).status).toBe(401)
        expect((await attempt(other)).status).toBe(401)
        expect((await attempt(self)).status).toBe(429)

        const list = '/mer/api/v1/Merchant?PageSize=3'
        const token = await self.login('admin')
        expect((await self.request('GET', list, { token })).status).toBe(200)
        expect((await self.request('GET', list, { token })).status).toBe(200)
        // Counts kept in memory reach the table within FLUSH_MS.
        await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 3))
        expect((await other.request('GET', list, { token: admin })).status).toBe(200)
        expect((await other.request('GET', list, { token: admin })).status).toBe(200)
        expect((await other.request('GET', list, { token: admin })).status).toBe(429)
      } finally {
        await self.close()
      }
    } finally {
      await writeSystemConfiguration(t.handle.db, settings, 'test')
      await other.close()
    }
  })

  it('keeps the totals in memory by delta as the core system writes, as SQL answers after each write', async () => {
    await expectTotalsFollowWrites(t)
  }, 120_000)

  // Last: it multiplies the transactions into a representative sample (300,000 rows over a year,
  // with the planner's statistics), then reads the plan of every filter of the transaction report.
  it('reads every filter of the transaction report through an index, a page at any depth from one day at most', async () => {
    const db = t.handle.db
    const execute = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows
    await execute(sql`insert into transactions (reference, session_id, status, product_id, channel, amount, fee, agent_commission, super_agent_commission,
        platform_commission, super_agent_id, merchant_id, agent_id, debit_account_number, credit_account_number, destination_bank_code, narration, response_code, created_at, completed_at)
      select reference || 'S' || g, session_id, status, product_id, channel, amount, fee, agent_commission, super_agent_commission,
        platform_commission, super_agent_id, merchant_id, agent_id, debit_account_number, credit_account_number, destination_bank_code, narration, response_code,
        created_at - g * interval '23 hours 7 minutes', completed_at - g * interval '23 hours 7 minutes'
      from transactions, generate_series(1, 14) g`)
    await execute(sql`vacuum analyze transactions`)
    const [{ n: total } = { n: 0 }] = await execute<{ n: number }>(sql`select count(*)::int as n from transactions`)
    expect(total).toBeGreaterThan(250_000)
    // A successful one (the merchant-and-status filter asks for those; the journeys before change statuses).
    const [row] = await execute<Record<string, string | number>>(
      sql`select * from transactions where status = 'Successful' and destination_bank_code <> '' and debit_account_number <> '' order by id desc limit 1`,
    )
    const sample = row!
    const [day] = await execute<{ day: string }>(sql`select (max(created_at) at time zone 'Africa/Lagos')::date::text as day from transactions`)
    const lastDay = day!.day
    const quarter = dayRange(lastDay.slice(0, 4) + '-01-01', lastDay)

    interface PlanNode {
      'Node Type': string
      'Relation Name'?: string
      'Index Name'?: string
      'Actual Rows': number
      'Actual Loops': number
      'Rows Removed by Filter'?: number
      'Heap Fetches'?: number
      Plans?: PlanNode[]
    }
    const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)]
    async function plan(query: ReturnType<typeof sql>) {
      const [{ 'QUERY PLAN': [top] = [] } = { 'QUERY PLAN': [] }] = await execute<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(sql`explain (analyze, format json) ${query}`)
      return nodes(top!.Plan).filter((n) => n['Relation Name'] === 'transactions')
    }
    /** Rows of the transactions a plan read (returned or filtered out), over all its scans. */
    const rowsRead = (scans: PlanNode[]) => scans.reduce((sum, n) => sum + (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * n['Actual Loops'], 0)

    const filters: Array<[string, reports.TransactionFilter]> = [
      ['none', { range: { from: undefined, to: undefined } }],
      ['Status', { Status: 'Failed', range: { from: undefined, to: undefined } }],
      ['Status in a period', { Status: 'Successful', range: quarter }],
      ['Channel', { Channel: 'USSD', range: { from: undefined, to: undefined } }],
      ['ProductId', { ProductId: Number(sample.product_id), range: { from: undefined, to: undefined } }],
      ['SuperAgentId', { SuperAgentId: Number(sample.super_agent_id), range: { from: undefined, to: undefined } }],
      ['MerchantId', { MerchantId: Number(sample.merchant_id), range: { from: undefined, to: undefined } }],
      ['MerchantId and Status', { MerchantId: Number(sample.merchant_id), Status: 'Successful', range: quarter }],
      ['AgentId', { AgentId: Number(sample.agent_id), range: { from: undefined, to: undefined } }],
      ['DebitAccountNumber', { DebitAccountNumber: String(sample.debit_account_number), range: { from: undefined, to: undefined } }],
      ['CreditAccountNumber', { CreditAccountNumber: String(sample.credit_account_number), range: { from: undefined, to: undefined } }],
      ['DestinationBankCode', { DestinationBankCode: String(sample.destination_bank_code), range: { from: undefined, to: undefined } }],
      ['TransactionReference', { TransactionReference: String(sample.reference), range: { from: undefined, to: undefined } }],
    ]
    const size = 50
    const report: string[] = []
    for (const [name, filter] of filters) {
      // The totals and count per day: the daily totals' (in memory) or, for a narrow filter, its index alone.
      if (!reports.inDailyTotals(filter)) {
        const totalsScans = await plan(reports.transactionDaysQuery(filter))
        expect(totalsScans.length, name).toBeGreaterThan(0)
        for (const scan of totalsScans) expect(scan['Node Type'], `${name}: totals`).toMatch(/Index|Bitmap Heap Scan/)
        report.push(`${name} totals: ${totalsScans.map((s) => `${s['Node Type']} ${s['Index Name']} (heap fetches ${s['Heap Fetches'] ?? '-'})`).join(', ')}`)
      }
      const { summary, days } = await reports.transactionTotals(db, filter)
      expect(summary.count, name).toBeGreaterThan(0)
      const biggestDay = Math.max(...(await execute<{ count: number }>(reports.transactionDaysQuery(filter))).map((d) => Number(d.count)))
      // The first page, the page at the middle of the set, the last page, and the page after a row.
      const middle = reports.locate(days, summary.count, Math.floor(summary.count / 2), false)!
      const last = reports.locate(days, summary.count, Math.max(0, summary.count - size), false)!
      const seeks: Array<[string, reports.Seek]> = [
        ['first', { from: 'start' }],
        ['middle', { from: 'day', ...middle }],
        ['last', { from: 'day', ...last }],
        ['after', { from: 'after', id: Number(sample.id) }],
      ]
      for (const [where, seek] of seeks) {
        const scans = await plan(reports.transactionPageIds(filter, false, size, seek).ids)
        for (const scan of scans) expect(scan['Node Type'], `${name}, ${where} page`).toMatch(/Index|Bitmap Heap Scan/)
        // What a page reads is bounded by a page and one day of the filter, never by its depth.
        const read = rowsRead(scans)
        report.push(`${name} ${where}: ${scans.map((s) => s['Index Name']).join('+')} read ${read} of ${summary.count}`)
        expect(read, `${name}, ${where} page read ${read} rows (largest day ${biggestDay})`).toBeLessThanOrEqual(3 * (size + biggestDay) + 10)
      }
    }
    console.info(report.join('\n'))
  }, 120_000)
})
