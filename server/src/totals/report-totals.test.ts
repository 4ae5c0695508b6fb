// The totals (migrations 0005, 0015, 0016): the tables the triggers keep equal a fresh aggregate of
// the transactions after an insert, a reversal and a delete, and the totals in memory, loaded once
// and then following the change log by delta, equal those read from the transactions: the daily
// totals by status, product and day, and the grouped reports page by page.
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { paging } from '../platform/http.ts'
import { addDays, dayRange } from '../platform/period.ts'
import * as repo from '../services/reportms/repository.ts'
import { createTestApp, type TestApp } from '../testing.ts'
import { reportTotals, totalsOf } from './change-feed.ts'
import { firstOf } from './series.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp()
})

afterAll(async () => {
  await app?.close()
})

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await app.handle.db.execute(query)) as unknown as { rows: T[] }).rows
}

const lagosDayOf = sql.raw(`(created_at at time zone 'Africa/Lagos')::date`)

/** Rows of the kept table that a fresh aggregate does not give, and the other way round: none. */
async function same() {
  const merchantFresh = sql`select merchant_id, ${lagosDayOf} as day, super_agent_id, count(*)::int as count, sum(amount)::bigint as amount, sum(fee)::bigint as fee,
      sum(agent_commission)::bigint as agent_commission, sum(super_agent_commission)::bigint as super_agent_commission, sum(platform_commission)::bigint as platform_commission
    from transactions where status = 'Successful' group by 1, 2, 3`
  const merchantKept = sql`select merchant_id, day, super_agent_id, count, amount, fee, agent_commission, super_agent_commission, platform_commission from merchant_daily_totals`
  const agentFresh = sql`select agent_id, ${lagosDayOf} as day, merchant_id, super_agent_id, count(*)::int as count,
      (count(*) filter (where status = 'Successful'))::int as successful_count, (count(*) filter (where status = 'Failed'))::int as failed_count,
      coalesce(sum(amount) filter (where status = 'Successful'), 0)::bigint as amount, coalesce(sum(fee) filter (where status = 'Successful'), 0)::bigint as fee,
      coalesce(sum(agent_commission) filter (where status = 'Successful'), 0)::bigint as commission, max(created_at) as last_at
    from transactions group by 1, 2, 3, 4`
  const agentKept = sql`select agent_id, day, merchant_id, super_agent_id, count, successful_count, failed_count, amount, fee, commission, last_at from agent_daily_totals`
  for (const [fresh, kept] of [
    [merchantFresh, merchantKept],
    [agentFresh, agentKept],
  ] as const) {
    expect(await rows(sql`(${fresh}) except all (${kept})`)).toEqual([])
    expect(await rows(sql`(${kept}) except all (${fresh})`)).toEqual([])
  }
}

/** The three reports from memory and from the transactions, for a few periods, filters and pages: identical. */
async function sameReports() {
  const memory = await reportTotals(app.env)
  const db = app.handle.db
  const [last] = await rows<{ day: string }>(sql`select to_char(max(created_at) at time zone 'Africa/Lagos', 'YYYY-MM-DD') as day from transactions`)
  const end = last!.day
  const [some] = await rows<{ merchant_id: number; super_agent_id: number; agent_id: number }>(
    sql`select merchant_id, super_agent_id, agent_id from transactions where status = 'Successful' order by id desc limit 1`,
  )
  const periods = [
    [addDays(end, -29), end],
    [addDays(end, -364), end],
    [addDays(end, -100), addDays(end, -40)],
    ['2000-01-01', '2099-12-31'],
  ] as const
  const daily = (await totalsOf(app.env)).daily
  for (const [startDate, endDate] of periods) {
    // The daily totals (dashboard, analytics, report totals) by status and product category, and by day.
    const expected = await rows<{ key: string; count: number; amount: number; fee: number }>(
      sql`select t.status || '|' || p.category as key, count(*)::int as count, sum(t.amount)::float8 as amount, sum(t.fee)::float8 as fee
        from transactions t join products p on p.id = t.product_id where ${lagosDayOf} between ${startDate}::date and ${endDate}::date group by 1`,
    )
    expect(Object.fromEntries(daily.sums({ startDate, endDate }, ['status', 'category']))).toEqual(Object.fromEntries(expected.map((r) => [r.key, { count: r.count, amount: r.amount, fee: r.fee }])))
    const byDay = await rows<{ day: number; count: number }>(
      sql`select (${lagosDayOf} - date '1970-01-01') as day, count(*)::int as count from transactions where ${lagosDayOf} between ${startDate}::date and ${endDate}::date group by 1`,
    )
    expect(new Map([...daily.sums({ startDate, endDate }, ['day'])].map(([day, s]) => [Number(day), s.count]))).toEqual(new Map(byDay.map((r) => [Number(r.day), r.count])))
    const range = dayRange(startDate, endDate)
    const filters = [{ range }, { range, superAgentId: some!.super_agent_id }, { range, merchantId: some!.merchant_id }]
    for (const filter of filters) {
      expect(await repo.commissionSummary(db, filter, memory)).toEqual(await repo.commissionSummary(db, filter))
      for (const p of [paging({ PageSize: 7, PageNumber: 3 }), paging({ PageSize: 500 })]) {
        expect(await repo.commissionByMerchant(db, filter, p, memory)).toEqual(await repo.commissionByMerchant(db, filter, p))
        expect(await repo.commissionByAggregator(db, filter, { startDate, endDate }, p, memory)).toEqual(await repo.commissionByAggregator(db, filter, { startDate, endDate }, p))
      }
    }
    const agentFilters = [
      { range },
      { range, superAgentId: some!.super_agent_id },
      { range, merchantId: some!.merchant_id },
      { range, agentId: some!.agent_id },
      { range, status: 'Active' },
      { range, status: 'Deleted' },
    ]
    for (const filter of agentFilters) {
      for (const ascending of [false, true]) {
        for (const p of [paging({ PageSize: 9, PageNumber: 4 }), paging({ PageSize: 500 })]) {
          expect(await repo.agentReport(db, filter, ascending, p, memory)).toEqual(await repo.agentReport(db, filter, ascending, p))
        }
      }
    }
  }
}

describe('merchant_daily_totals and agent_daily_totals', () => {
  it('hold the transactions seeded (the bulk load goes through the triggers)', async () => {
    await same()
    await sameReports()
  })

  it('follow an inserted transaction, a reversal and a delete, and the reports in memory follow them', async () => {
    const [target] = await rows<{ id: number }>(sql`select id from transactions where status = 'Successful' order by created_at desc limit 1`)
    // A reversal: the successful totals lose it, the agent's counts move from successful to neither.
    await app.handle.db.execute(sql`update transactions set status = 'Reversed', completed_at = now() where id = ${target!.id}`)
    await same()
    await sameReports()
    // A new transaction (the agent's latest), then its removal: the day's last time goes back.
    const [copy] = await rows<{
      id: number
    }>(sql`insert into transactions (reference, session_id, status, product_id, channel, amount, fee, agent_commission, super_agent_commission, platform_commission,
        super_agent_id, merchant_id, agent_id, debit_account_number, credit_account_number, destination_bank_code, narration, response_code, created_at, completed_at)
      select 'ZY' || lpad(id::text, 16, '0'), session_id, 'Successful', product_id, channel, amount, fee, agent_commission, super_agent_commission, platform_commission,
        super_agent_id, merchant_id, agent_id, debit_account_number, credit_account_number, destination_bank_code, narration, '00', now(), now()
      from transactions where id = ${target!.id} returning id`)
    await same()
    await sameReports()
    await app.handle.db.execute(sql`delete from transactions where id = ${copy!.id}`)
    await same()
    await sameReports()
    // Several rows at once, one moved to another day, and an agent-day emptied.
    await app.handle.db.execute(sql`update transactions set status = 'Successful' where id in (select id from transactions where status = 'Pending' order by id limit 5)`)
    await app.handle.db.execute(sql`update transactions set created_at = created_at - interval '3 days' where id in (select id from transactions order by id desc limit 3)`)
    await app.handle.db.execute(sql`delete from transactions where id in (select id from transactions where status <> 'Successful' order by created_at desc limit 4)`)
    await same()
    await sameReports()
  })
})

describe('firstOf', () => {
  it('gives the first k in order, by a bounded heap or a sort, ties kept apart by the order asked', () => {
    let seed = 11
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
    for (const n of [0, 1, 5, 100, 1000]) {
      const value = Array.from({ length: n }, () => Math.floor(random() * 20))
      const candidates = Int32Array.from({ length: n }, (_, i) => i)
      const before = (a: number, b: number) => value[a]! > value[b]! || (value[a] === value[b] && a < b)
      const sorted = [...candidates].sort((a, b) => (before(a, b) ? -1 : 1))
      for (const k of [0, 1, 3, 10, 50, 150, 2000]) expect(firstOf(candidates, n, k, before)).toEqual(sorted.slice(0, k))
    }
  })
})
