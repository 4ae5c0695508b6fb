// The SQL answer of every total held in memory, for the tests: the tables the triggers keep against
// a fresh aggregate of the transactions, and the daily totals and each grouped report against a
// reading of the transactions (the reports' SQL versions), for a few periods, filters and pages.
import { sql, type SQL } from 'drizzle-orm'
import { expect } from 'vitest'

import { paging } from '../platform/http.ts'
import { addDays, dayRange } from '../platform/period.ts'
import * as repo from '../services/reportms/repository.ts'
import type { TestApp } from '../testing.ts'
import { changeFeed, reportTotals, totalsOf } from './change-feed.ts'
import { foldChanges } from './fold.ts'

async function rows<T>(app: TestApp, query: SQL): Promise<T[]> {
  return ((await app.handle.db.execute(query)) as unknown as { rows: T[] }).rows
}

const lagosDayOf = sql.raw(`(created_at at time zone 'Africa/Lagos')::date`)

/** Rows of the kept tables that a fresh aggregate does not give, and the other way round: none. */
export async function expectKeptTablesAsSql(app: TestApp) {
  // Every change folded first (a server does it a second after a change; another server's fold is waited for).
  await foldChanges(app.handle.db, { wait: true })
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
    expect(await rows(app, sql`(${fresh}) except all (${kept})`)).toEqual([])
    expect(await rows(app, sql`(${kept}) except all (${fresh})`)).toEqual([])
  }
}

/** The daily totals and the three reports from memory and from the transactions, for a few periods, filters and pages: identical. */
export async function expectTotalsAsSql(app: TestApp) {
  const memory = await reportTotals(app.env)
  const db = app.handle.db
  const [last] = await rows<{ day: string }>(app, sql`select to_char(max(created_at) at time zone 'Africa/Lagos', 'YYYY-MM-DD') as day from transactions`)
  const end = last!.day
  const [some] = await rows<{ merchant_id: number; super_agent_id: number; agent_id: number }>(
    app,
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
      app,
      sql`select t.status || '|' || p.category as key, count(*)::int as count, sum(t.amount)::float8 as amount, sum(t.fee)::float8 as fee
        from transactions t join products p on p.id = t.product_id where ${lagosDayOf} between ${startDate}::date and ${endDate}::date group by 1`,
    )
    expect(Object.fromEntries(daily.sums({ startDate, endDate }, ['status', 'category']))).toEqual(Object.fromEntries(expected.map((r) => [r.key, { count: r.count, amount: r.amount, fee: r.fee }])))
    const byDay = await rows<{ day: number; count: number }>(
      app,
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

/**
 * Writes through SQL, as the core system does, then waits until the app's totals applied it: their
 * point in the log is past the writing transaction (a PostgreSQL notice arrives after the commit;
 * PGlite's with the write).
 */
export async function written(app: TestApp, write: SQL): Promise<void> {
  await totalsOf(app.env)
  const xid = await app.handle.db.transaction(async (tx) => {
    await tx.execute(write)
    const result = (await tx.execute(sql`select pg_current_xact_id()::text as xid`)) as unknown as { rows: { xid: string }[] }
    return BigInt(result.rows[0]!.xid)
  })
  const until = Date.now() + 10_000
  while ((await changeFeed(app.env).current()).appliedBelow <= xid) {
    if (Date.now() > until) throw new Error('the totals did not follow the write within 10 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * The core system's kinds of write, one statement at a time, each followed by the totals: a pending
 * transaction completing, a reversal, a new transaction, several at once; then what the core system
 * never does (a delete, a time moved), which the totals follow by loading again.
 */
export async function expectTotalsFollowWrites(app: TestApp): Promise<void> {
  const step = async (write: SQL) => {
    await written(app, write)
    await expectKeptTablesAsSql(app)
    await expectTotalsAsSql(app)
  }
  const [target] = await rows<{ id: number }>(app, sql`select id from transactions where status = 'Successful' order by created_at desc limit 1`)
  const [pending] = await rows<{ id: number }>(app, sql`select id from transactions where status = 'Pending' order by created_at desc limit 1`)
  // A pending transaction completing: its amounts move from Pending to Successful.
  await step(sql`update transactions set status = 'Successful', response_code = '00', completed_at = now() where id = ${pending!.id}`)
  // A reversal: the successful totals lose it, the agent's counts move from successful to neither.
  await step(sql`update transactions set status = 'Reversed', completed_at = now() where id = ${target!.id}`)
  // A new transaction (the agent's latest), as the core system inserts it.
  const copy = (
    id: number,
    prefix: string,
  ) => sql`insert into transactions (reference, session_id, status, product_id, channel, amount, fee, agent_commission, super_agent_commission, platform_commission,
        super_agent_id, merchant_id, agent_id, debit_account_number, credit_account_number, destination_bank_code, narration, response_code, created_at, completed_at)
      select ${prefix} || lpad(id::text, 16, '0'), session_id, 'Successful', product_id, channel, amount, fee, agent_commission, super_agent_commission, platform_commission,
        super_agent_id, merchant_id, agent_id, debit_account_number, credit_account_number, destination_bank_code, narration, '00', now(), now()
      from transactions where id = ${id}`
  await step(copy(target!.id, 'ZY'))
  // Several rows in one statement.
  await step(sql`update transactions set status = 'Failed', response_code = '51' where id in (select id from transactions where status = 'Pending' order by id limit 5)`)
  // Not the core system's: a delete (the agent's day's last time goes back) and times moved to another day.
  await step(sql`delete from transactions where reference like 'ZY%'`)
  await step(sql`update transactions set created_at = created_at - interval '3 days' where id in (select id from transactions order by id desc limit 3)`)
  await step(sql`delete from transactions where id in (select id from transactions where status <> 'Successful' order by created_at desc limit 4)`)
}
