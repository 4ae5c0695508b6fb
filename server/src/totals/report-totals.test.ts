// The totals (migrations 0005, 0015, 0016): the tables the triggers keep equal a fresh aggregate of
// the transactions after an insert, a reversal and a delete, and the totals in memory, loaded once
// and then following the change log by delta, equal those read from the transactions.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../testing.ts'
import { firstOf } from './series.ts'
import { changeFeed } from './change-feed.ts'
import { expectKeptTablesAsSql, expectTotalsAsSql, expectTotalsFollowWrites, written } from './sql-oracle.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp()
})

afterAll(async () => {
  await app?.close()
})

describe('the totals', () => {
  it('hold the transactions seeded (the bulk load goes through the triggers)', async () => {
    await expectKeptTablesAsSql(app)
    await expectTotalsAsSql(app)
  }, 120_000)

  it('follow inserts, status changes, reversals and deletes by delta, as SQL answers after each', async () => {
    await expectTotalsFollowWrites(app)
  }, 180_000)

  it('fold the changes held into a new load without a change lost or counted twice', async () => {
    const feed = changeFeed(app.env)
    await written(app, sql`update transactions set status = 'Reversed' where id = (select id from transactions where status = 'Successful' order by id desc limit 1)`)
    expect(feed.held).toBeGreaterThan(0)
    // A write while the new load is read: applied to the totals held, then found again from the new load's point.
    const folding = feed.fold()
    await app.handle.db.execute(sql`update transactions set status = 'Reversed' where id = (select id from transactions where status = 'Successful' order by id desc limit 1)`)
    await folding
    await feed.current()
    await expectTotalsAsSql(app)
  }, 120_000)
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
