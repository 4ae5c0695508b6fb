import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openDatabase, type DatabaseHandle } from '../db/client.ts'
import { FAILURE_CODES } from '../seed/seed-data.ts'
import { computeFee, splitCommission, type CommissionShareRule, type FeeRule } from '../seed/seed-fees.ts'
import { activityAt } from '../seed/seed-generate.ts'
import { Random, nubanCheckDigit } from '../seed/seed-random.ts'
import { seed } from '../seed/seed.ts'
import { CoreBankingWriter, startCoreBanking, type CoreBanking } from './core-banking.ts'
import type { CoreSql } from './trading-network.ts'

interface WrittenRow {
  reference: string
  status: string
  product_id: number
  amount: string | number
  fee: string | number
  agent_commission: string | number
  super_agent_commission: string | number
  platform_commission: string | number
  response_code: string
  session_id: string | null
  credit_account_number: string
  destination_bank_code: string
  completed_at: unknown
  created_at: unknown
  merchant_id: number
  agent_merchant_id: number
  super_agent_id: number
  agent_super_agent_id: number
  single_transaction_limit: string | number
  fee_rules: FeeRule[] | string | null
  share_rules: CommissionShareRule[] | string | null
}

const parsed = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value)

async function until(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** The simulator's behaviour, on whichever database the connection reaches. */
function simulatorSuite(connect: () => Promise<{ sql: CoreSql; close: () => Promise<void> }>) {
  let sql: CoreSql
  let close: () => Promise<void>
  let core: CoreBanking | undefined

  beforeAll(async () => {
    ;({ sql, close } = await connect())
  })
  afterAll(async () => {
    await core?.stop()
    await close?.()
  })

  const lastId = async () => Number(((await sql('select coalesce(max(id), 0) as id from transactions')).rows[0] as { id: number | string }).id)

  it('inserts transactions with the seed shapes, settles the pending ones and reverses a few', async () => {
    const before = await lastId()
    core = startCoreBanking({ sql, rate: 400, random: new Random(7), settleAfterMs: [20, 80], reverseAfterMs: [20, 80], reversalShare: 0.3, writer: 3 })
    const running = core
    await until(() => running.tally.inserts >= 300, '300 inserts')
    const tally = await running.stop()
    // The updates still owed (a settlement can owe a reversal) are applied as they fall due.
    const drainUntil = Date.now() + 10_000
    while (running.writer.owed && Date.now() < drainUntil) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, running.writer.nextDueAt - Date.now()) + 1))
      await running.writer.applyDue(Date.now())
    }
    expect(running.writer.owed).toBe(0)

    const rows = (
      await sql(
        `select t.*, a.merchant_id as agent_merchant_id, a.super_agent_id as agent_super_agent_id, m.single_transaction_limit,
                f.rules as fee_rules, c.rules as share_rules
           from transactions t join agents a on a.id = t.agent_id join merchants m on m.id = t.merchant_id
           left join fee_schemes f on f.id = m.fee_scheme_id left join commission_groups c on c.id = m.commission_group_id
          where t.id > $1 order by t.id`,
        [before],
      )
    ).rows as WrittenRow[]
    expect(rows.length).toBe(tally.inserts)
    expect(tally.errors).toBe(0)
    expect(new Set(rows.map((row) => row.reference)).size).toBe(rows.length)
    expect(rows.every((row) => /^AB[0-9]{12}3[0-9]{3}$/.test(row.reference))).toBe(true)

    // Pending at insert, then completed or failed; none left pending once the updates were applied.
    expect(tally.pending).toBeGreaterThan(20)
    expect(tally.completed + tally.failed).toBe(tally.pending)
    expect(rows.filter((row) => row.status === 'Pending')).toEqual([])
    expect(tally.reversals).toBeGreaterThan(10)
    expect(rows.filter((row) => row.status === 'Reversed').length).toBe(tally.reversals)
    expect(rows.filter((row) => row.status === 'Failed').length).toBeGreaterThanOrEqual(tally.failed)

    const failureCodes = new Set(FAILURE_CODES.map(([code]) => code))
    for (const row of rows) {
      const amount = Number(row.amount)
      const fee = Number(row.fee)
      expect(row.merchant_id).toBe(row.agent_merchant_id)
      expect(row.super_agent_id).toBe(row.agent_super_agent_id)
      expect(amount).toBeLessThanOrEqual(Number(row.single_transaction_limit))
      expect(row.completed_at).not.toBeNull()
      const account = row.credit_account_number
      expect(nubanCheckDigit(row.destination_bank_code, account.slice(0, 9))).toBe(Number(account[9]))
      const feeRule = parsed(row.fee_rules)?.find((rule) => rule.productId === row.product_id)
      const expectedFee = row.status === 'Successful' && feeRule ? computeFee(feeRule, amount) : 0
      expect(fee, row.reference).toBe(expectedFee)
      const split = splitCommission(
        parsed(row.share_rules)?.find((rule) => rule.productId === row.product_id),
        expectedFee,
      )
      expect([Number(row.agent_commission), Number(row.super_agent_commission), Number(row.platform_commission)], row.reference).toEqual([
        split.agentCommission,
        split.superAgentCommission,
        split.platformCommission,
      ])
      if (row.status === 'Successful') expect(row.response_code).toBe('00')
      if (row.status === 'Failed') expect(failureCodes.has(row.response_code)).toBe(true)
      if (row.status === 'Reversed') expect(['68', '91']).toContain(row.response_code)
      if (row.status === 'Failed') expect(row.session_id).toBeNull()
    }
    expect(rows.some((row) => Number(row.fee) > 0)).toBe(true)
  })

  it('takes the next free reference when a writer with the same digit used this second', async () => {
    const now = Date.now()
    const first = new CoreBankingWriter({ sql, rate: 0, writer: 6, random: new Random(10) })
    const second = new CoreBankingWriter({ sql, rate: 0, writer: 6, random: new Random(11) })
    const taken = [await first.insert(now), await first.insert(now)]
    const next = await second.insert(now)
    expect(taken.map((t) => t?.reference.slice(-4))).toEqual(['6000', '6001'])
    expect(next?.reference.slice(-4)).toBe('6002')
    expect(second.tally.inserts).toBe(1)
  })

  it('stops when asked, and when its duration ends', async () => {
    const stopped = startCoreBanking({ sql, rate: 100, random: new Random(8), writer: 4 })
    await until(() => stopped.tally.inserts >= 5, 'five inserts')
    const tally = await stopped.stop()
    const after = await lastId()
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(await lastId()).toBe(after)
    expect(tally.stoppedAt).toBeGreaterThan(tally.startedAt)

    const timed = startCoreBanking({ sql, rate: 50, durationMs: 200, random: new Random(9), writer: 5 })
    const done = await timed.done
    expect(done.inserts).toBeGreaterThan(2)
    expect(done.inserts).toBeLessThanOrEqual(12)
  })
}

describe('core banking simulator on PGlite (its own plain SQL)', () => {
  let handle: DatabaseHandle
  simulatorSuite(async () => {
    handle = await openDatabase({})
    await seed(handle, { demo: false, transactions: 500, merchants: 20, agents: 60, quiet: true })
    const client = handle.db.$client
    return { sql: (text, params) => client.query(text, params), close: () => handle.close() }
  })
})

describe('the core banking rate', () => {
  it('follows the Lagos day: busy at noon on a weekday, quiet at three in the morning', () => {
    const wednesdayNoon = Date.UTC(2026, 10, 18, 11)
    const wednesdayThree = Date.UTC(2026, 10, 18, 2)
    expect(activityAt(wednesdayNoon)).toBeGreaterThan(1.5)
    expect(activityAt(wednesdayThree)).toBeLessThan(0.05)
  })

  it('refuses a negative rate', () => {
    expect(() => startCoreBanking({ sql: () => Promise.reject(new Error('unused')), rate: -1 })).toThrow(/zero or more/)
  })
})

const url = process.env.DATABASE_URL
const usable = Boolean(url && /_test(\?|$)/.test(new URL(url).pathname))

describe.runIf(usable)('core banking simulator on PostgreSQL (its own connection)', () => {
  simulatorSuite(async () => {
    // A database of its own beside the journey's, so the two test files never share a schema.
    const own = new URL(url as string)
    own.pathname = `${own.pathname.replace(/_test$/, '')}_simulate_test`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`drop database if exists ${own.pathname.slice(1)}`)
    await admin.query(`create database ${own.pathname.slice(1)}`)
    await admin.end()
    const handle = await openDatabase({ databaseUrl: own.toString() })
    await seed(handle, { demo: false, transactions: 500, merchants: 20, agents: 60, quiet: true })
    await handle.close()
    const client = new pg.Client({ connectionString: own.toString() })
    await client.connect()
    return { sql: (text, params) => client.query(text, params), close: () => client.end() }
  })
})
