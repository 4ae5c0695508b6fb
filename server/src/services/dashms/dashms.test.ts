// Dashboard summaries through HTTP, each compared with direct SQL over the seeded transactions.
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { totalsOf } from '../../totals/change-feed.ts'
import type { MemoryScope } from '../../totals/daily.ts'
import { createTestApp, type TestApp } from '../../testing.ts'
import { setClockOffset } from '../../platform/clock.ts'
import { addDays, lagosDay } from '../../platform/period.ts'
import { comparisonOf, previousDays } from './comparison.ts'

const BASE = '/dashms/api/v1/Admin'

let app: TestApp
let admin: string
let endDate: string
let startDate: string

async function one<T>(query: SQL): Promise<T> {
  const result = await app.handle.db.execute(query)
  const row = (result as unknown as { rows: T[] }).rows[0]
  if (!row) throw new Error('no row')
  return row
}

const inPeriod = () => sql`(created_at at time zone 'Africa/Lagos')::date between ${startDate}::date and ${endDate}::date`

beforeAll(async () => {
  app = await createTestApp()
  admin = await app.login('admin')
  const last = await one<{ day: string }>(sql`select to_char(max(created_at) at time zone 'Africa/Lagos', 'YYYY-MM-DD') as day from transactions`)
  endDate = last.day
  startDate = addDays(endDate, -59)
})

afterAll(async () => {
  await app?.close()
})

const post = (path: string, body: unknown) => app.request('POST', `${BASE}/${path}`, { token: admin, body })

describe('transaction summary', () => {
  it('equals direct SQL, per status and per product category', async () => {
    const res = await post('GetAdminDashboardTransactionSummary', { startDate, endDate })
    expect(res.status).toBe(200)
    const d = res.body.data
    const expected = await one<Record<string, string>>(
      sql`select count(*)::int as n, sum(amount)::text as amount, coalesce(sum(fee) filter (where status = 'Successful'), 0)::text as fees,
            (count(*) filter (where status = 'Successful'))::int as ok, coalesce(sum(amount) filter (where status = 'Successful'), 0)::text as ok_amount,
            (count(*) filter (where status = 'Failed'))::int as failed, (count(*) filter (where status = 'Pending'))::int as pending,
            (count(*) filter (where status = 'Reversed'))::int as reversed
          from transactions where ${inPeriod()}`,
    )
    expect(Number(expected.n)).toBeGreaterThan(0)
    expect(d).toMatchObject({
      totalCount: Number(expected.n),
      totalAmount: Number(expected.amount),
      totalFees: Number(expected.fees),
      successfulCount: Number(expected.ok),
      successfulAmount: Number(expected.ok_amount),
      failedCount: Number(expected.failed),
      pendingCount: Number(expected.pending),
      reversedCount: Number(expected.reversed),
      successRate: Math.round((Number(expected.ok) / Number(expected.n)) * 10000) / 100,
    })
    expect(d.byStatus.map((s: { status: string }) => s.status)).toEqual(['Successful', 'Failed', 'Pending', 'Reversed'])
    expect(d.byStatus.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(d.totalCount)
    const category = await one<{ n: number }>(sql`select count(*)::int as n from transactions t join products p on p.id = t.product_id where p.category = 'CashWithdrawal' and ${inPeriod()}`)
    expect(d.byProduct.find((c: { category: string }) => c.category === 'CashWithdrawal')?.count ?? 0).toBe(Number(category.n))
    const counts = d.byProduct.map((c: { count: number }) => c.count)
    expect([...counts].sort((a: number, b: number) => b - a)).toEqual(counts)
  })

  it('narrows by super agent, merchant and product category; unknown ids give zeros', async () => {
    const sample = await one<{ super_agent_id: number; merchant_id: number }>(sql`select super_agent_id, merchant_id from transactions where ${inPeriod()} limit 1`)
    const bySuper = await post('GetAdminDashboardTransactionSummary', { startDate, endDate, superAgentId: sample.super_agent_id })
    expect(bySuper.body.data.totalCount).toBe(Number((await one<{ n: number }>(sql`select count(*)::int as n from transactions where ${inPeriod()} and super_agent_id = ${sample.super_agent_id}`)).n))
    const byMerchant = await post('GetAdminDashboardTransactionSummary', { startDate, endDate, merchantId: sample.merchant_id, productCategory: 'FundsTransfer' })
    const expected = await one<{ n: number }>(
      sql`select count(*)::int as n from transactions t join products p on p.id = t.product_id where ${inPeriod()} and merchant_id = ${sample.merchant_id} and p.category = 'FundsTransfer'`,
    )
    expect(byMerchant.body.data.totalCount).toBe(Number(expected.n))
    const unknown = await post('GetAdminDashboardTransactionSummary', { startDate, endDate, merchantId: 999999 })
    expect(unknown.body.data).toMatchObject({ totalCount: 0, totalAmount: 0, successRate: 0, byProduct: [] })
    expect(unknown.body.data.byStatus).toHaveLength(4)
  })

  it.each([
    [{ startDate: '2026-10-10', endDate: '2026-10-01' }, 'endDate'],
    [{ startDate: '2025-01-01', endDate: '2026-01-02' }, 'endDate'],
    [{ startDate: '2026-13-01', endDate: '2026-10-01' }, 'startDate'],
    [{ startDate: '2026-10-01' }, 'endDate'],
    [{ startDate: '2026-10-01', endDate: '2026-10-02', extra: 1 }, 'extra'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const res = await post('GetAdminDashboardTransactionSummary', body)
    expect(res.status).toBe(400)
    expect(res.body.errors.join(' ')).toContain(field)
  })

  it('accepts exactly 366 days', async () => {
    expect((await post('GetAdminDashboardTransactionSummary', { startDate: '2025-01-01', endDate: '2026-01-01' })).status).toBe(200)
  })
})

describe('activity summary', () => {
  it('counts the network and the open work like SQL', async () => {
    const res = await post('GetAdminDashboardActivitySummary', { startDate, endDate })
    expect(res.status).toBe(200)
    const count = async (q: SQL) => Number((await one<{ n: number }>(q)).n)
    expect(res.body.data).toEqual({
      superAgents: {
        total: await count(sql`select count(*)::int as n from super_agents where status <> 'Deleted'`),
        active: await count(sql`select count(*)::int as n from super_agents where status = 'Active'`),
      },
      merchants: {
        total: await count(sql`select count(*)::int as n from merchants where status <> 'Deleted'`),
        active: await count(sql`select count(*)::int as n from merchants where status = 'Active'`),
        enabled: await count(sql`select count(*)::int as n from merchants where status <> 'Deleted' and enabled`),
        disabled: await count(sql`select count(*)::int as n from merchants where status <> 'Deleted' and not enabled`),
        onboardedInPeriod: await count(sql`select count(*)::int as n from merchants where status <> 'Deleted' and ${inPeriod()}`),
      },
      agents: {
        total: await count(sql`select count(*)::int as n from agents where status <> 'Deleted'`),
        active: await count(sql`select count(*)::int as n from agents where status = 'Active'`),
        transactingInPeriod: await count(sql`select count(distinct agent_id)::int as n from transactions where status = 'Successful' and ${inPeriod()}`),
      },
      pendingApprovals: await count(sql`select count(*)::int as n from approval_requests where status = 'Pending'`),
      openCases: await count(sql`select count(*)::int as n from cases where status in ('Open', 'InProgress')`),
      activeUsers: await count(sql`select count(*)::int as n from users where status = 'Active'`),
    })
  })
})

describe('transaction graph', () => {
  it('gives one point per day, zeros included, summing to the summary', async () => {
    const res = await post('GetAdminDashboardTransactionGraphSummary', { startDate, endDate })
    expect(res.status).toBe(200)
    const points = res.body.data as Array<{ period: string; count: number; amount: number }>
    expect(points).toHaveLength(60)
    expect(points[0]!.period).toBe(startDate)
    expect(points.at(-1)!.period).toBe(endDate)
    const summary = await post('GetAdminDashboardTransactionSummary', { startDate, endDate })
    expect(points.reduce((n, p) => n + p.count, 0)).toBe(summary.body.data.totalCount)
    expect(points.reduce((n, p) => n + p.amount, 0)).toBe(summary.body.data.totalAmount)
    const day = await one<{ n: number }>(sql`select count(*)::int as n from transactions where (created_at at time zone 'Africa/Lagos')::date = ${endDate}::date`)
    expect(points.at(-1)!.count).toBe(Number(day.n))
  })

  it('gives weeks starting on Monday and months starting on the 1st', async () => {
    const weeks = (await post('GetAdminDashboardTransactionGraphSummary', { startDate, endDate, interval: 'Week' })).body.data as Array<{ period: string; count: number }>
    expect(weeks.every((w) => new Date(`${w.period}T00:00:00Z`).getUTCDay() === 1)).toBe(true)
    const months = (await post('GetAdminDashboardTransactionGraphSummary', { startDate, endDate, interval: 'Month' })).body.data as Array<{ period: string; count: number }>
    expect(months.every((m) => m.period.endsWith('-01'))).toBe(true)
    const total = (await post('GetAdminDashboardTransactionSummary', { startDate, endDate })).body.data.totalCount
    expect(weeks.reduce((n, p) => n + p.count, 0)).toBe(total)
    expect(months.reduce((n, p) => n + p.count, 0)).toBe(total)
  })

  it('refuses an end before the start', async () => {
    const res = await post('GetAdminDashboardTransactionGraphSummary', { startDate: endDate, endDate: startDate })
    expect(res.status).toBe(400)
    expect(res.body.errors[0]).toContain('endDate')
  })
})

describe('analytics series', () => {
  it('groups by channel with one point per period, largest series first', async () => {
    const res = await post('GetAnalyticsSeries', { startDate, endDate, interval: 'Week', metric: 'Amount', groupBy: 'Channel' })
    expect(res.status).toBe(200)
    const { series } = res.body.data
    expect(res.body.data).toMatchObject({ metric: 'Amount', interval: 'Week' })
    const totals = series.map((s: { points: { value: number }[] }) => s.points.reduce((n, p) => n + p.value, 0))
    expect([...totals].sort((a: number, b: number) => b - a)).toEqual(totals)
    const expected = await one<{ amount: string }>(sql`select sum(amount)::text as amount from transactions where ${inPeriod()}`)
    expect(totals.reduce((a: number, b: number) => a + b, 0)).toBe(Number(expected.amount))
    const pos = series.find((s: { id: string }) => s.id === 'POS')
    const posAmount = await one<{ amount: string }>(sql`select coalesce(sum(amount), 0)::text as amount from transactions where channel = 'POS' and ${inPeriod()}`)
    expect(pos.points.reduce((n: number, p: { value: number }) => n + p.value, 0)).toBe(Number(posAmount.amount))
  })

  it('groups by super agent with names, and by status and product with counts or fees', async () => {
    const bySuper = (await post('GetAnalyticsSeries', { startDate, endDate, metric: 'Count', groupBy: 'SuperAgent' })).body.data
    expect(bySuper.series[0].label).not.toMatch(/^\d+$/)
    expect(bySuper.series[0].points).toHaveLength(60)
    const byStatus = (await post('GetAnalyticsSeries', { startDate, endDate, metric: 'Count', groupBy: 'Status', interval: 'Month' })).body.data
    const total = byStatus.series.reduce((n: number, s: { points: { value: number }[] }) => n + s.points.reduce((m, p) => m + p.value, 0), 0)
    expect(total).toBe(Number((await one<{ n: number }>(sql`select count(*)::int as n from transactions where ${inPeriod()}`)).n))
    const fees = (await post('GetAnalyticsSeries', { startDate, endDate, metric: 'Fees', groupBy: 'Product' })).body.data
    const feeTotal = fees.series.reduce((n: number, s: { points: { value: number }[] }) => n + s.points.reduce((m, p) => m + p.value, 0), 0)
    expect(feeTotal).toBe(Number((await one<{ fee: string }>(sql`select sum(fee)::text as fee from transactions where ${inPeriod()}`)).fee))
  })

  it('refuses a period over 366 days', async () => {
    const res = await post('GetAnalyticsSeries', { startDate: '2024-01-01', endDate: lagosDay(Date.now()), metric: 'Count', groupBy: 'Status' })
    expect(res.status).toBe(400)
    expect(res.body.errors[0]).toContain('endDate')
  })
})

describe('daily totals (kept by triggers on transactions)', () => {
  const grouped = sql`select (t.created_at at time zone 'Africa/Lagos')::date::text as day, t.product_id, t.status, t.channel, t.super_agent_id,
      coalesce(a.state_id, 0) as state_id, count(*)::int as count, sum(t.amount)::text as amount, sum(t.fee)::text as fee
    from transactions t left join agents a on a.id = t.agent_id group by 1, 2, 3, 4, 5, 6`
  const fromTable = sql`select day::text as day, product_id, status, channel, super_agent_id, state_id, count, amount::text as amount, fee::text as fee from daily_totals`

  async function same() {
    const rows = async (query: SQL) => {
      const result = (await app.handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }
      return result.rows.map((r) => JSON.stringify([r.day, r.product_id, r.status, r.channel, r.super_agent_id, r.state_id, r.count, r.amount, r.fee])).sort()
    }
    expect(await rows(fromTable)).toEqual(await rows(grouped))
  }

  it('hold what a scan of the transactions gives, after seeding, a reversal, a deletion and an insert', async () => {
    await same()
    const target = await one<{ id: number; day: string }>(
      sql`select id, to_char(created_at at time zone 'Africa/Lagos', 'YYYY-MM-DD') as day from transactions where status = 'Pending' order by id limit 1`,
    )
    const ofTheDay = { startDate: target.day, endDate: target.day }
    const reversedBefore = (await post('GetAdminDashboardTransactionSummary', ofTheDay)).body.data.reversedCount
    await app.handle.db.execute(sql`update transactions set status = 'Reversed', completed_at = now() where id = ${target.id}`)
    await same()
    // The figures held in memory follow the change at the next request (the version row moved).
    expect((await post('GetAdminDashboardTransactionSummary', ofTheDay)).body.data.reversedCount).toBe(reversedBefore + 1)
    const copy = await one<{ id: number }>(sql`insert into transactions (reference, session_id, status, product_id, channel, amount, fee, agent_commission, super_agent_commission, platform_commission,
        super_agent_id, merchant_id, agent_id, debit_account_number, credit_account_number, destination_bank_code, narration, response_code, created_at, completed_at)
      select 'ZZ' || lpad(id::text, 16, '0'), session_id, 'Successful', product_id, channel, amount, fee, agent_commission, super_agent_commission, platform_commission,
        super_agent_id, merchant_id, agent_id, debit_account_number, credit_account_number, destination_bank_code, narration, '00', now(), now()
      from transactions where id = ${target.id} returning id`)
    await same()
    await app.handle.db.execute(sql`delete from transactions where id = ${copy.id}`)
    await same()
  })

  it('answer any period and filter in memory as a scan of the transactions does, by running sums or row by row', async () => {
    const memory = (await totalsOf(app.env)).daily
    const products = (await app.handle.db.execute(sql`select id, category from products`)) as unknown as { rows: { id: number; category: string }[] }
    const superAgents = (await app.handle.db.execute(sql`select id from super_agents`)) as unknown as { rows: { id: number }[] }
    const statuses = ['Successful', 'Failed', 'Pending', 'Reversed']
    const channels = ['POS', 'USSD', 'Mobile', 'Web']
    let seed = 7
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647
    const maybe = <T>(values: T[]) => (random() < 0.3 ? values[Math.floor(random() * values.length)] : undefined)
    let withTransactions = 0
    for (let round = 0; round < 12; round++) {
      const a = addDays(endDate, -Math.floor(random() * 200))
      const b = addDays(endDate, -Math.floor(random() * 200))
      const scope: MemoryScope = {
        startDate: a < b ? a : b,
        endDate: a < b ? b : a,
        superAgentId: maybe(superAgents.rows.map((r) => r.id)),
        status: maybe(statuses),
        channel: maybe(channels),
        ...(random() < 0.5 ? { productId: maybe(products.rows.map((r) => r.id)) } : { productCategory: maybe([...new Set(products.rows.map((r) => r.category))]) }),
      }
      const where = sql.join(
        [
          sql`(t.created_at at time zone 'Africa/Lagos')::date between ${scope.startDate}::date and ${scope.endDate}::date`,
          scope.superAgentId === undefined ? sql`true` : sql`t.super_agent_id = ${scope.superAgentId}`,
          scope.status === undefined ? sql`true` : sql`t.status = ${scope.status}`,
          scope.channel === undefined ? sql`true` : sql`t.channel = ${scope.channel}`,
          scope.productId === undefined ? sql`true` : sql`t.product_id = ${scope.productId}`,
          scope.productCategory === undefined ? sql`true` : sql`p.category = ${scope.productCategory}`,
        ],
        sql` and `,
      )
      const expected = (await app.handle.db.execute(
        sql`select t.status || '|' || p.category as key, count(*)::int as count, sum(t.amount)::float8 as amount, sum(t.fee)::float8 as fee
          from transactions t join products p on p.id = t.product_id where ${where} group by 1`,
      )) as unknown as { rows: { key: string; count: number; amount: number; fee: number }[] }
      const byRunningSums = memory.sums(scope, ['status', 'category'])
      expect(Object.fromEntries(byRunningSums), JSON.stringify(scope)).toEqual(Object.fromEntries(expected.rows.map((r) => [r.key, { count: r.count, amount: r.amount, fee: r.fee }])))
      // Row by row (a grouping by state), rolled up: the same figures.
      const byRows = memory.sums(scope, ['state'])
      const total = [...byRows.values()].reduce((n, v) => n + v.count, 0)
      expect(total).toBe(expected.rows.reduce((n, r) => n + r.count, 0))
      if (total > 0) withTransactions++
    }
    expect(withTransactions).toBeGreaterThan(4)
  })

  it('chart a day by the hour and refuse hours over a longer period', async () => {
    // Tomorrow: the last day of the transactions is over, all its hours are charted.
    setClockOffset(86_400_000)
    const hourly = await post('GetAdminDashboardTransactionGraphSummary', { startDate: endDate, endDate, interval: 'Hour' })
    expect(hourly.status).toBe(200)
    expect(hourly.body.data).toHaveLength(24)
    expect(hourly.body.data[0].period).toBe(`${endDate}T00:00`)
    const day = await post('GetAdminDashboardTransactionSummary', { startDate: endDate, endDate })
    expect(hourly.body.data.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(day.body.data.totalCount)
    const refused = await post('GetAdminDashboardTransactionGraphSummary', { startDate, endDate, interval: 'Hour' })
    expect(refused.status).toBe(400)
    expect(refused.body.fieldErrors[0].field).toBe('interval')
    setClockOffset(0)
  })

  it('groups analytics by the state of the agent', async () => {
    const res = await post('GetAnalyticsSeries', { startDate, endDate, interval: 'Month', metric: 'Count', groupBy: 'State' })
    expect(res.status).toBe(200)
    const total = res.body.data.series.reduce((n: number, s: { points: { value: number }[] }) => n + s.points.reduce((m, p) => m + p.value, 0), 0)
    const expected = await one<{ n: number }>(sql`select count(*)::int as n from transactions where ${inPeriod()}`)
    expect(total).toBe(Number(expected.n))
    expect(res.body.data.series[0].label).toMatch(/^[A-Z][a-z]/)
  })
})

describe('periods compared like for like', () => {
  // "Now" is 03:00 in Lagos on the 20th of the month after next: after every seeded transaction, so
  // the days around it hold only the transactions this test writes.
  const today = lagosDay(Date.now())
  const month = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) + 1, 1)).toISOString().slice(0, 7)
  const day = `${month}-20`
  const at = (d: string, time: string) => new Date(`${d}T${time}:00+01:00`)
  const lastMonth = addDays(`${month}-01`, -1).slice(0, 7)
  let merchantId = 0
  let written = 0

  async function write(...times: Date[]) {
    const source = await one<{ id: number; merchant_id: number }>(sql`select id, merchant_id from transactions order by id limit 1`)
    merchantId = source.merchant_id
    for (const time of times) {
      written++
      await app.handle.db.execute(sql`insert into transactions (reference, session_id, status, product_id, channel, amount, fee, agent_commission, super_agent_commission, platform_commission,
          super_agent_id, merchant_id, agent_id, debit_account_number, credit_account_number, destination_bank_code, narration, response_code, created_at, completed_at)
        select ${`LF${String(written).padStart(16, '0')}`}, session_id, 'Successful', product_id, channel, 1000, 10, agent_commission, super_agent_commission, platform_commission,
          super_agent_id, merchant_id, agent_id, debit_account_number, credit_account_number, destination_bank_code, narration, '00', ${time.toISOString()}::timestamptz, ${time.toISOString()}::timestamptz
        from transactions where id = ${source.id}`)
    }
  }

  beforeAll(async () => {
    const yesterday = addDays(day, -1)
    await write(
      // Today so far, and yesterday before and after 03:00.
      at(day, '01:00'),
      at(day, '02:30'),
      at(yesterday, '00:30'),
      at(yesterday, '02:59'),
      at(yesterday, '03:01'),
      at(yesterday, '22:00'),
      // The week before (days -13 to -7): its last day before and after 03:00.
      at(addDays(day, -13), '12:00'),
      at(addDays(day, -7), '02:00'),
      at(addDays(day, -7), '04:00'),
      // Last month: the 5th, the 20th before and after 03:00, the 25th.
      at(`${lastMonth}-05`, '12:00'),
      at(`${lastMonth}-20`, '01:00'),
      at(`${lastMonth}-20`, '05:00'),
      at(`${lastMonth}-25`, '12:00'),
    )
  })

  afterEach(() => setClockOffset(0))
  const atThreeToday = () => setClockOffset(at(day, '03:00').getTime() - Date.now())

  it("compares today until 03:00 with yesterday until 03:00, from the daily totals and from one merchant's transactions", async () => {
    atThreeToday()
    for (const filter of [{}, { merchantId }]) {
      const res = await post('GetAdminDashboardTransactionSummary', { startDate: day, endDate: day, ...filter })
      expect(res.status).toBe(200)
      const d = res.body.data
      expect(d).toMatchObject({ totalCount: 2, totalAmount: 2000, partial: true })
      expect(d.countedUntil.slice(0, 16)).toBe(`${day}T02:00`)
      expect(d.previous).toMatchObject({ startDate: addDays(day, -1), endDate: addDays(day, -1), totalCount: 2, totalAmount: 2000, totalFees: 20, successfulCount: 2, successRate: 100 })
      expect(d.previous.comparedUntil.slice(0, 16)).toBe(`${addDays(day, -1)}T02:00`)
    }
    // Yesterday is over: it is compared whole, with the whole day before it.
    const yesterday = (await post('GetAdminDashboardTransactionSummary', { startDate: addDays(day, -1), endDate: addDays(day, -1) })).body.data
    expect(yesterday).toMatchObject({ totalCount: 4, partial: false, countedUntil: at(day, '00:00').toISOString() })
    expect(yesterday.previous).toMatchObject({ startDate: addDays(day, -2), endDate: addDays(day, -2), comparedUntil: at(addDays(day, -1), '00:00').toISOString(), totalCount: 0 })
  })

  it('compares seven days still running with the same days and hours of the week before', async () => {
    atThreeToday()
    const d = (await post('GetAdminDashboardTransactionSummary', { startDate: addDays(day, -6), endDate: day })).body.data
    expect(d).toMatchObject({ totalCount: 6, partial: true })
    // Day -13 and day -7 before 03:00; not day -7 at 04:00.
    expect(d.previous).toMatchObject({ startDate: addDays(day, -13), endDate: addDays(day, -7), totalCount: 2 })
    expect(d.previous.comparedUntil.slice(0, 16)).toBe(`${addDays(day, -7)}T02:00`)
  })

  it('compares a month still running with the same part of the month before', async () => {
    atThreeToday()
    const d = (await post('GetAdminDashboardTransactionSummary', { startDate: `${month}-01`, endDate: day })).body.data
    // The days of the week and of the week before are all in this month.
    expect(d).toMatchObject({ totalCount: 9, partial: true })
    // The 5th and the 20th before 03:00; not the 20th at 05:00 nor the 25th.
    expect(d.previous).toMatchObject({ startDate: `${lastMonth}-01`, endDate: `${lastMonth}-20`, totalCount: 2 })
    expect(d.previous.comparedUntil.slice(0, 16)).toBe(`${lastMonth}-20T02:00`)
  })

  it('charts no hour or day still to come', async () => {
    atThreeToday()
    const hourly = (await post('GetAdminDashboardTransactionGraphSummary', { startDate: day, endDate: day, interval: 'Hour' })).body.data as { period: string; count: number }[]
    expect(hourly.map((p) => p.period)).toEqual(['00', '01', '02', '03'].map((h) => `${day}T${h}:00`))
    expect(hourly.map((p) => p.count)).toEqual([0, 1, 1, 0])
    const daily = (await post('GetAdminDashboardTransactionGraphSummary', { startDate: addDays(day, -6), endDate: addDays(day, 3), interval: 'Day' })).body.data as { period: string }[]
    expect(daily).toHaveLength(7)
    expect(daily.at(-1)!.period).toBe(day)
  })

  it('chooses the period before: the same days of last month for a month from its 1st, as many days before otherwise', () => {
    expect(previousDays('2026-03-01', '2026-03-31')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' })
    expect(previousDays('2026-11-01', '2026-11-26')).toEqual({ startDate: '2026-10-01', endDate: '2026-10-26' })
    expect(previousDays('2026-01-01', '2026-01-10')).toEqual({ startDate: '2025-12-01', endDate: '2025-12-10' })
    expect(previousDays('2026-11-20', '2026-11-26')).toEqual({ startDate: '2026-11-13', endDate: '2026-11-19' })
    expect(previousDays('2026-10-15', '2026-11-13')).toEqual({ startDate: '2026-09-15', endDate: '2026-10-14' })
    // 31 March at 10:00 against February, which ends first: the whole of February.
    const march = comparisonOf('2026-03-01', '2026-03-31', new Date('2026-03-31T10:00:00+01:00'))
    expect(march).toMatchObject({ partial: true, previous: { startDate: '2026-02-01', endDate: '2026-02-28' } })
    expect(march.previous.until.toISOString()).toBe('2026-02-28T23:00:00.000Z')
    // A period not begun yet counts nothing, and compares with nothing.
    const later = comparisonOf('2026-12-01', '2026-12-01', new Date('2026-11-26T10:00:00+01:00'))
    expect(later.countedUntil.toISOString()).toBe('2026-11-30T23:00:00.000Z')
    expect(later.previous.until.toISOString()).toBe(later.previous.from.toISOString())
  })
})
