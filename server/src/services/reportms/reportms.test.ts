// Reports through HTTP: every transaction filter against direct SQL, totals against the columns.
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../testing.ts'
import { addDays, lagosDay } from '../../platform/period.ts'

const TX = '/reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging'
const BY_MERCHANT = '/reportms/api/v1/CommissionReport/GetCommissionByMerchant'
const BY_AGGREGATOR = '/reportms/api/v1/CommissionReport/GetAggregatorCommission'
const AGENTS = '/reportms/api/v1/AgentReport/GetAgentReport'
const ALL_TIME = 'StartDate=2000-01-01&EndDate=2099-12-31'

let app: TestApp
let admin: string
let support: string

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await app.handle.db.execute(query)
  return (result as unknown as { rows: T[] }).rows
}

async function one<T>(query: SQL): Promise<T> {
  const [row] = await rows<T>(query)
  if (!row) throw new Error('no row')
  return row
}

interface Totals {
  n: number
  amount: number
  fee: number
}

async function totalsWhere(condition: SQL): Promise<Totals> {
  const row = await one<Record<string, unknown>>(sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as amount, coalesce(sum(fee), 0)::text as fee from transactions where ${condition}`)
  return { n: Number(row.n), amount: Number(row.amount), fee: Number(row.fee) }
}

interface SampleRow {
  reference: string
  super_agent_id: number
  agent_id: number
  merchant_id: number
  debit_account_number: string | null
  credit_account_number: string | null
  destination_bank_code: string | null
  product_id: number
  created_at: string
}

let sample: SampleRow

beforeAll(async () => {
  app = await createTestApp()
  admin = await app.login('admin')
  support = await app.login('support')
  // A transfer has every field the filters use.
  sample = await one<SampleRow>(
    sql`select reference, super_agent_id, agent_id, merchant_id, product_id, debit_account_number, credit_account_number, destination_bank_code, created_at::text
        from transactions where coalesce(debit_account_number, '') <> '' and coalesce(credit_account_number, '') <> '' and coalesce(destination_bank_code, '') <> ''
        order by id limit 1`,
  )
})

afterAll(async () => {
  await app?.close()
})

async function get(path: string, token = admin) {
  return app.request('GET', path, { token })
}

/** Every page of a filter, 500 at a time. */
async function allPages(query: string) {
  const first = await get(`${TX}?${query}&PageSize=500&PageNumber=1`)
  expect(first.status).toBe(200)
  const data = [...first.body.data]
  for (let page = 2; page <= first.body.totalPages; page++) {
    const next = await get(`${TX}?${query}&PageSize=500&PageNumber=${page}`)
    data.push(...next.body.data)
  }
  return { first: first.body, data: data as { id: number; amount: number; fee: number; createdAt: string; [key: string]: unknown }[] }
}

describe('listTransactions', () => {
  it('pages the whole set, newest first, with totals that match SQL and the sum of every page', async () => {
    const expected = await totalsWhere(sql`true`)
    expect(expected.n).toBeGreaterThan(500)
    const { first, data } = await allPages('SortOrder=desc')
    expect(first.totalRecords).toBe(expected.n)
    expect(first.summary).toEqual({ count: expected.n, amount: expected.amount, fee: expected.fee })
    expect(data.length).toBe(expected.n)
    expect(new Set(data.map((t) => t.id)).size).toBe(expected.n)
    expect(data.reduce((s, t) => s + t.amount, 0)).toBe(expected.amount)
    expect(data.reduce((s, t) => s + t.fee, 0)).toBe(expected.fee)
    for (let i = 1; i < data.length; i++) expect(data[i - 1]!.createdAt >= data[i]!.createdAt).toBe(true)
  })

  it('answers the contract shape with names joined', async () => {
    const res = await get(`${TX}?PageSize=5`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ succeeded: true, pageNumber: 1, pageSize: 5 })
    const t = res.body.data[0]
    expect(t.product).toEqual({ id: expect.any(Number), code: expect.any(String), name: expect.any(String), category: expect.any(String) })
    expect(t.superAgent.name).toEqual(expect.any(String))
    expect(t.merchant.businessName).toEqual(expect.any(String))
    expect(t.agent.code).toMatch(/^AGT-\d{6}$/)
    const withBank = (await get(`${TX}?DestinationBankCode=${sample.destination_bank_code}&PageSize=1`)).body.data[0]
    expect(withBank.destinationBankName).toEqual(expect.any(String))
  })

  it('sorts oldest first on asc, and PageNumber 0 is the first page', async () => {
    const asc = await get(`${TX}?SortOrder=asc&PageSize=20&PageNumber=0`)
    expect(asc.body.pageNumber).toBe(1)
    const times = asc.body.data.map((t: { createdAt: string }) => t.createdAt)
    expect([...times].sort()).toEqual(times)
    const oldest = await one<{ created_at: Date | string }>(sql`select min(created_at) as created_at from transactions`)
    expect(times[0]).toBe(new Date(oldest.created_at).toISOString())
  })

  const filters: Array<[string, () => string, () => SQL, (t: Record<string, unknown>) => boolean]> = [
    ['Status', () => 'Status=Failed', () => sql`status = 'Failed'`, (t) => t.status === 'Failed'],
    ['TransactionReference (any case)', () => `TransactionReference=${sample.reference.toLowerCase()}`, () => sql`reference = ${sample.reference}`, (t) => t.reference === sample.reference],
    ['SuperAgentId', () => `SuperAgentId=${sample.super_agent_id}`, () => sql`super_agent_id = ${sample.super_agent_id}`, (t) => (t.superAgent as { id: number }).id === sample.super_agent_id],
    ['AgentId', () => `AgentId=${sample.agent_id}`, () => sql`agent_id = ${sample.agent_id}`, (t) => (t.agent as { id: number }).id === sample.agent_id],
    ['MerchantId', () => `MerchantId=${sample.merchant_id}`, () => sql`merchant_id = ${sample.merchant_id}`, (t) => (t.merchant as { id: number }).id === sample.merchant_id],
    [
      'DebitAccountNumber',
      () => `DebitAccountNumber=${sample.debit_account_number}`,
      () => sql`debit_account_number = ${sample.debit_account_number}`,
      (t) => t.debitAccountNumber === sample.debit_account_number,
    ],
    [
      'CreditAccountNumber',
      () => `CreditAccountNumber=${sample.credit_account_number}`,
      () => sql`credit_account_number = ${sample.credit_account_number}`,
      (t) => t.creditAccountNumber === sample.credit_account_number,
    ],
    [
      'DestinationBankCode',
      () => `DestinationBankCode=${sample.destination_bank_code}`,
      () => sql`destination_bank_code = ${sample.destination_bank_code}`,
      (t) => t.destinationBankCode === sample.destination_bank_code,
    ],
    ['ProductId', () => `ProductId=${sample.product_id}`, () => sql`product_id = ${sample.product_id}`, (t) => (t.product as { id: number }).id === sample.product_id],
    ['Channel', () => 'Channel=USSD', () => sql`channel = 'USSD'`, (t) => t.channel === 'USSD'],
  ]

  it.each(filters)('filters on %s exactly like SQL', async (_name, query, condition, matches) => {
    const expected = await totalsWhere(condition())
    const all = await totalsWhere(sql`true`)
    expect(expected.n).toBeGreaterThan(0)
    expect(expected.n).toBeLessThan(all.n)
    const { first, data } = await allPages(query())
    expect(first.totalRecords).toBe(expected.n)
    expect(first.summary).toEqual({ count: expected.n, amount: expected.amount, fee: expected.fee })
    expect(data.length).toBe(expected.n)
    expect(data.every(matches)).toBe(true)
  })

  it('filters on Africa/Lagos calendar days, both ends included', async () => {
    const day = lagosDay(new Date(sample.created_at))
    const start = addDays(day, -3)
    const expected = await totalsWhere(sql`(created_at at time zone 'Africa/Lagos')::date between ${start}::date and ${day}::date`)
    expect(expected.n).toBeGreaterThan(0)
    const { first, data } = await allPages(`StartDate=${start}&EndDate=${day}`)
    expect(first.totalRecords).toBe(expected.n)
    expect(first.summary.amount).toBe(expected.amount)
    expect(data.every((t) => lagosDay(new Date(t.createdAt)) >= start && lagosDay(new Date(t.createdAt)) <= day)).toBe(true)
    // Only a start, or only an end.
    expect((await get(`${TX}?StartDate=${start}&PageSize=1`)).body.totalRecords).toBe((await totalsWhere(sql`(created_at at time zone 'Africa/Lagos')::date >= ${start}::date`)).n)
    expect((await get(`${TX}?EndDate=${day}&PageSize=1`)).body.totalRecords).toBe((await totalsWhere(sql`(created_at at time zone 'Africa/Lagos')::date <= ${day}::date`)).n)
  })

  it('combines filters', async () => {
    const expected = await totalsWhere(sql`merchant_id = ${sample.merchant_id} and status = 'Successful'`)
    const res = await get(`${TX}?MerchantId=${sample.merchant_id}&Status=Successful&PageSize=1`)
    expect(res.body.summary).toEqual({ count: expected.n, amount: expected.amount, fee: expected.fee })
  })

  it('gives an empty page for unknown ids', async () => {
    const res = await get(`${TX}?MerchantId=999999`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ totalRecords: 0, totalPages: 0, data: [], summary: { count: 0, amount: 0, fee: 0 } })
  })

  it.each([
    ['PageSize=501', 'PageSize'],
    ['StartDate=2026-13-01', 'StartDate'],
    ['StartDate=2026-10-10&EndDate=2026-10-01', 'EndDate'],
    ['Status=Done', 'Status'],
    ['DebitAccountNumber=12ab', 'DebitAccountNumber'],
    ['SortOrder=up', 'SortOrder'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await get(`${TX}?${query}`)
    expect(res.status).toBe(400)
    expect(res.body.succeeded).toBe(false)
    expect(res.body.errors.join(' ')).toContain(field)
  })

  it('needs a session and the permission', async () => {
    expect((await app.request('GET', TX)).status).toBe(401)
    expect((await get(BY_MERCHANT, support)).status).toBe(403)
    expect((await get(`${TX}?PageSize=1`, support)).status).toBe(200)
  })
})

describe('listTransactions paged by key', () => {
  /** The set's ids in the page's order, straight from SQL. */
  async function orderedIds(condition: SQL, ascending: boolean): Promise<number[]> {
    const direction = sql.raw(ascending ? 'asc' : 'desc')
    return (await rows<{ id: number }>(sql`select id from transactions where ${condition} order by created_at ${direction}, id ${direction}`)).map((r) => r.id)
  }

  const ids = (body: { data: { id: number }[] }) => body.data.map((t) => t.id)
  const size = 37

  const sets: Array<[string, string, () => SQL]> = [
    ['every transaction (daily totals)', '', () => sql`true`],
    ['a status and a channel (daily totals)', 'Status=Successful&Channel=POS&', () => sql`status = 'Successful' and channel = 'POS'`],
    ['a merchant (its index)', 'MerchantId=MERCHANT&', () => sql`merchant_id = ${sample.merchant_id}`],
  ]

  it.each(sets)('a page asked by number is the same rows as SQL at every depth, both orders: %s', async (_name, query, condition) => {
    const q = query.replace('MERCHANT', String(sample.merchant_id))
    for (const order of ['desc', 'asc'] as const) {
      const expected = await orderedIds(condition(), order === 'asc')
      const pages = Math.ceil(expected.length / size)
      expect(pages).toBeGreaterThan(1)
      // First, last, and pages spread over the depth (each crossing day boundaries).
      const asked = [...new Set([1, 2, Math.ceil(pages / 3), Math.ceil(pages / 2), pages - 1, pages])]
      for (const page of asked) {
        const res = await get(`${TX}?${q}SortOrder=${order}&PageSize=${size}&PageNumber=${page}`)
        expect(res.status).toBe(200)
        expect(res.body.pageNumber).toBe(page)
        expect(ids(res.body)).toEqual(expected.slice((page - 1) * size, page * size))
      }
      const past = await get(`${TX}?${q}SortOrder=${order}&PageSize=${size}&PageNumber=${pages + 1}`)
      expect(past.body.data).toEqual([])
    }
  })

  it('walks forward with nextCursor and back with previousCursor through the same rows', async () => {
    const expected = await orderedIds(sql`status = 'Failed'`, false)
    let res = await get(`${TX}?Status=Failed&PageSize=${size}`)
    expect(res.body.previousCursor).toBeNull()
    const seen: number[] = [...ids(res.body)]
    let page = 1
    while (res.body.nextCursor) {
      page++
      res = await get(`${TX}?Status=Failed&PageSize=${size}&PageNumber=${page}&Cursor=${res.body.nextCursor}`)
      expect(res.status).toBe(200)
      expect(res.body.pageNumber).toBe(page)
      seen.push(...ids(res.body))
    }
    expect(seen).toEqual(expected)
    expect(page).toBe(res.body.totalPages)
    // And back from the last page to the first.
    const back: number[][] = [ids(res.body)]
    while (res.body.previousCursor) {
      page--
      res = await get(`${TX}?Status=Failed&PageSize=${size}&PageNumber=${page}&Cursor=${res.body.previousCursor}`)
      back.unshift(ids(res.body))
    }
    expect(page).toBe(1)
    expect(back.flat()).toEqual(expected)
  })

  it('goes to a day: the page holding its newest transaction, and which page that is', async () => {
    const day = lagosDay(new Date(sample.created_at))
    const expected = await orderedIds(sql`true`, false)
    const newest = await one<{ id: number }>(sql`select id from transactions where (created_at at time zone 'Africa/Lagos')::date = ${day}::date order by created_at desc, id desc limit 1`)
    const res = await get(`${TX}?At=${day}&PageSize=${size}`)
    expect(res.status).toBe(200)
    const page = Math.floor(expected.indexOf(newest.id) / size) + 1
    expect(res.body.pageNumber).toBe(page)
    expect(ids(res.body)).toEqual(expected.slice((page - 1) * size, page * size))
    expect(ids(res.body)).toContain(newest.id)
  })

  it.each([['Cursor=sideways:12'], ['Cursor=after:0'], ['At=2026-02-30']])('refuses %s with 400 naming the parameter', async (query) => {
    const res = await get(`${TX}?${query}`)
    expect(res.status).toBe(400)
    expect(res.body.errors.join(' ')).toContain(query.split('=')[0])
  })
})

describe('getTransactionSummary', () => {
  const SUMMARY = '/reportms/api/v1/TransactionReport/Summary'

  it("answers the list's totals line alone, for filters the daily totals hold and for those they do not", async () => {
    const lastDay = (await one<{ day: string }>(sql`select to_char(max(created_at) at time zone 'Africa/Lagos', 'YYYY-MM-DD') as day from transactions`)).day
    const from = addDays(lastDay, -20)
    const daily = await totalsWhere(sql`status = 'Successful' and (created_at at time zone 'Africa/Lagos')::date between ${from}::date and ${lastDay}::date`)
    const fromDaily = await get(`${SUMMARY}?Status=Successful&StartDate=${from}&EndDate=${lastDay}`)
    expect(fromDaily.status).toBe(200)
    expect(fromDaily.body.data).toEqual({ count: daily.n, amount: daily.amount, fee: daily.fee })
    expect(daily.n).toBeGreaterThan(0)
    const byMerchant = await totalsWhere(sql`merchant_id = ${sample.merchant_id}`)
    expect((await get(`${SUMMARY}?MerchantId=${sample.merchant_id}`)).body.data).toEqual({ count: byMerchant.n, amount: byMerchant.amount, fee: byMerchant.fee })
    expect((await get(`${TX}?MerchantId=${sample.merchant_id}&PageSize=1`)).body.summary).toEqual((await get(`${SUMMARY}?MerchantId=${sample.merchant_id}`)).body.data)
  })

  // Who may call it is checked with every operation by the authorization matrix (authorization.test.ts).
  it('refuses a period ending before it starts, and a caller without a session', async () => {
    const backwards = await get(`${SUMMARY}?StartDate=2026-10-10&EndDate=2026-10-01`)
    expect(backwards.status).toBe(400)
    expect(backwards.body.errors.join(' ')).toContain('EndDate')
    expect((await app.request('GET', SUMMARY)).status).toBe(401)
  })
})

describe('commission reports', () => {
  const successful = sql`status = 'Successful'`

  it('GetCommissionByMerchant: rows and totals are the sums of the transaction columns', async () => {
    const res = await get(`${BY_MERCHANT}?${ALL_TIME}&PageSize=500`)
    expect(res.status).toBe(200)
    expect(res.body.pageNumber).toBe(1)
    const expected = await one<Record<string, string>>(
      sql`select count(*)::int as n, sum(amount)::text as amount, sum(fee)::text as fee, sum(agent_commission)::text as agent, sum(super_agent_commission)::text as super, sum(platform_commission)::text as platform, count(distinct merchant_id)::int as merchants from transactions where ${successful}`,
    )
    expect(res.body.summary).toEqual({
      transactionCount: Number(expected.n),
      transactionAmount: Number(expected.amount),
      totalFees: Number(expected.fee),
      agentCommission: Number(expected.agent),
      superAgentCommission: Number(expected.super),
      platformCommission: Number(expected.platform),
    })
    expect(res.body.totalRecords).toBe(Number(expected.merchants))
    const data = res.body.data as Array<Record<string, number> & { merchant: { id: number } }>
    expect(data.length).toBe(Number(expected.merchants))
    for (const key of ['transactionCount', 'transactionAmount', 'totalFees', 'agentCommission', 'superAgentCommission', 'platformCommission']) {
      expect(data.reduce((s, r) => s + r[key]!, 0)).toBe(res.body.summary[key])
    }
    const fees = data.map((r) => r.totalFees as number)
    expect([...fees].sort((a, b) => b - a)).toEqual(fees)
    // One merchant's row is its own sums.
    const m = data[0]!
    const own = await one<Record<string, string>>(sql`select count(*)::int as n, sum(agent_commission)::text as agent from transactions where ${successful} and merchant_id = ${m.merchant.id}`)
    expect(m.transactionCount).toBe(Number(own.n))
    expect(m.agentCommission).toBe(Number(own.agent))
  })

  it('GetCommissionByMerchant: the last 30 days when no dates are given, and filters', async () => {
    const today = lagosDay(Date.now())
    const from = addDays(today, -29)
    const expected = await totalsWhere(sql`${successful} and (created_at at time zone 'Africa/Lagos')::date between ${from}::date and ${today}::date`)
    const res = await get(BY_MERCHANT)
    expect(res.body.summary.transactionCount).toBe(expected.n)
    expect(res.body.summary.totalFees).toBe(expected.fee)
    const bySuper = await get(`${BY_MERCHANT}?${ALL_TIME}&SuperAgentId=${sample.super_agent_id}&PageSize=500`)
    expect(bySuper.body.data.every((r: { superAgent: { id: number } }) => r.superAgent.id === sample.super_agent_id)).toBe(true)
    expect(bySuper.body.summary.transactionCount).toBe((await totalsWhere(sql`${successful} and super_agent_id = ${sample.super_agent_id}`)).n)
    const byMerchant = await get(`${BY_MERCHANT}?${ALL_TIME}&MerchantId=${sample.merchant_id}`)
    expect(byMerchant.body.totalRecords).toBe(1)
    expect((await get(`${BY_MERCHANT}?StartDate=2026-10-10&EndDate=2026-10-01`)).status).toBe(400)
  })

  it('GetAggregatorCommission: one row per super agent, totals equal the columns', async () => {
    const res = await get(`${BY_AGGREGATOR}?${ALL_TIME}`)
    expect(res.status).toBe(200)
    expect(res.body.pageSize).toBe(100)
    const expected = await one<Record<string, string>>(
      sql`select count(*)::int as n, sum(amount)::text as amount, sum(fee)::text as fee, sum(super_agent_commission)::text as super, count(distinct super_agent_id)::int as groups from transactions where ${successful}`,
    )
    expect(res.body.summary).toEqual({
      transactionCount: Number(expected.n),
      transactionAmount: Number(expected.amount),
      totalFees: Number(expected.fee),
      superAgentCommission: Number(expected.super),
    })
    expect(res.body.totalRecords).toBe(Number(expected.groups))
    const data = res.body.data as Array<{ superAgentCommission: number; transactionCount: number; period: unknown }>
    expect(data.reduce((s, r) => s + r.superAgentCommission, 0)).toBe(Number(expected.super))
    expect(data[0]!.period).toEqual({ startDate: '2000-01-01', endDate: '2099-12-31' })
    const commissions = data.map((r) => r.superAgentCommission)
    expect([...commissions].sort((a, b) => b - a)).toEqual(commissions)
  })

  it('GetAggregatorCommission: AggregatorId, SuperAgentId, AgentId and MerchantId narrow it', async () => {
    const id = sample.super_agent_id
    const one1 = await get(`${BY_AGGREGATOR}?${ALL_TIME}&AggregatorId=${id}`)
    expect(one1.body.data.map((r: { superAgent: { id: number } }) => r.superAgent.id)).toEqual([id])
    expect((await get(`${BY_AGGREGATOR}?${ALL_TIME}&AggregatorId=${id}&SuperAgentId=${id}`)).body.totalRecords).toBe(1)
    const mismatch = await get(`${BY_AGGREGATOR}?${ALL_TIME}&AggregatorId=${id}&SuperAgentId=${id + 1}`)
    expect(mismatch.body).toMatchObject({ totalRecords: 0, data: [], summary: { transactionCount: 0 } })
    const byAgent = await get(`${BY_AGGREGATOR}?${ALL_TIME}&AgentId=${sample.agent_id}`)
    expect(byAgent.body.summary.transactionCount).toBe((await totalsWhere(sql`${successful} and agent_id = ${sample.agent_id}`)).n)
    const byMerchant = await get(`${BY_AGGREGATOR}?${ALL_TIME}&MerchantId=${sample.merchant_id}`)
    expect(byMerchant.body.summary.transactionCount).toBe((await totalsWhere(sql`${successful} and merchant_id = ${sample.merchant_id}`)).n)
  })
})

describe('getAgentReport', () => {
  it('lists every agent not deleted with their period totals, latest activity first', async () => {
    const agents = await one<{ n: number }>(sql`select count(*)::int as n from agents where status <> 'Deleted'`)
    const res = await get(`${AGENTS}?${ALL_TIME}&PageSize=500`)
    expect(res.status).toBe(200)
    expect(res.body.totalRecords).toBe(Number(agents.n))
    const expected = await one<Record<string, string>>(
      sql`select count(*)::int as n, (count(*) filter (where status = 'Successful'))::int as ok, (count(*) filter (where status = 'Failed'))::int as failed,
            coalesce(sum(amount) filter (where status = 'Successful'), 0)::text as amount, coalesce(sum(fee) filter (where status = 'Successful'), 0)::text as fee,
            coalesce(sum(agent_commission) filter (where status = 'Successful'), 0)::text as commission
          from transactions t where exists (select 1 from agents a where a.id = t.agent_id and a.status <> 'Deleted')`,
    )
    expect(res.body.summary).toEqual({
      transactionCount: Number(expected.n),
      successfulCount: Number(expected.ok),
      failedCount: Number(expected.failed),
      transactionAmount: Number(expected.amount),
      fees: Number(expected.fee),
      commission: Number(expected.commission),
    })
    const data = res.body.data as Array<{ lastTransactionAt: string | null; transactionCount: number }>
    expect(data.reduce((s, r) => s + r.transactionCount, 0)).toBe(Number(expected.n))
    const seen = data.map((r) => r.lastTransactionAt)
    const firstNull = seen.indexOf(null)
    const dated = (firstNull === -1 ? seen : seen.slice(0, firstNull)) as string[]
    expect([...dated].sort().reverse()).toEqual(dated)
    if (firstNull !== -1) expect(seen.slice(firstNull).every((v) => v === null)).toBe(true)
  })

  it('filters by agent, merchant, super agent and status', async () => {
    const one1 = await get(`${AGENTS}?${ALL_TIME}&AgentId=${sample.agent_id}`)
    expect(one1.body.totalRecords).toBe(1)
    expect(one1.body.data[0].transactionCount).toBe((await totalsWhere(sql`agent_id = ${sample.agent_id}`)).n)
    const byMerchant = await get(`${AGENTS}?MerchantId=${sample.merchant_id}&PageSize=500`)
    expect(byMerchant.body.totalRecords).toBe(Number((await one<{ n: number }>(sql`select count(*)::int as n from agents where merchant_id = ${sample.merchant_id} and status <> 'Deleted'`)).n))
    expect(byMerchant.body.data.every((r: { merchant: { id: number } }) => r.merchant.id === sample.merchant_id)).toBe(true)
    const bySuper = await get(`${AGENTS}?SuperAgentId=${sample.super_agent_id}&Status=Active&PageSize=500`)
    expect(bySuper.body.data.every((r: { superAgent: { id: number }; agentStatus: string }) => r.superAgent.id === sample.super_agent_id && r.agentStatus === 'Active')).toBe(true)
    expect((await get(`${AGENTS}?StartDate=2026-10-10&EndDate=2026-10-01`)).status).toBe(400)
  })
})

describe('getTransaction', () => {
  const ONE = (id: number | string) => `/reportms/api/v1/TransactionReport/${id}`

  it('answers a transaction in full: the listed fields, the split of the fee adding up, the timeline', async () => {
    const listed = (await get(`${TX}?Status=Successful&PageSize=1`)).body.data[0]
    const res = await get(ONE(listed.id))
    expect(res.status).toBe(200)
    const t = res.body.data
    expect(t).toMatchObject(listed)
    expect(t.responseMessage).toBe('Approved')
    expect(t.commission.agent + t.commission.superAgent + t.commission.platform).toBe(t.fee)
    expect(t.timeline.map((e: { event: string }) => e.event)).toEqual(['Started', 'Completed'])
    expect(t.reversal).toBeNull()
  })

  it('says when and why a reversed transaction was put back', async () => {
    const reversed = (await get(`${TX}?Status=Reversed&PageSize=1`)).body.data[0]
    const t = (await get(ONE(reversed.id))).body.data
    expect(t.timeline.map((e: { event: string }) => e.event)).toEqual(['Started', 'Reversed'])
    expect(t.reversal).toEqual({ reversedAt: reversed.completedAt, reason: expect.stringMatching(/late|inoperative/), amount: reversed.amount })
  })

  it('answers 404 for an unknown id, 400 for a bad one, and 403 without the permission', async () => {
    expect((await get(ONE(999_999_999))).status).toBe(404)
    expect((await get(ONE('abc'))).status).toBe(400)
    const listed = (await get(`${TX}?PageSize=1`)).body.data[0]
    const auditor = await app.login('auditor')
    const asAuditor = await get(ONE(listed.id), auditor)
    const listAsAuditor = await get(`${TX}?PageSize=1`, auditor)
    // Whoever may read the report may read its rows, and nobody else.
    expect(asAuditor.status).toBe(listAsAuditor.status)
  })
})

describe('exports', () => {
  const EXPORT = '/reportms/api/v1/TransactionReport/Export'

  it('streams every transaction of the filter as CSV, as many rows as the report counts', async () => {
    const listed = (await get(`${TX}?Status=Successful&MerchantId=${sample.merchant_id}&PageSize=1`)).body
    const response = await app.raw('GET', `${EXPORT}?Status=Successful&MerchantId=${sample.merchant_id}`, { token: admin })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(Number(response.headers.get('x-total-count'))).toBe(listed.totalRecords)
    const lines = (await response.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('Reference,Date,Product,Channel,Super agent,Merchant,Agent,Debit account,Credit account,Receiving bank,Amount,Fee,Status,Response code,Narration')
    expect(lines.length - 1).toBe(listed.totalRecords)
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(listed.totalRecords)
  })

  it('reads past the first thousand rows without losing or repeating one (keyset batches)', async () => {
    const total = (await get(`${TX}?PageSize=1`)).body.totalRecords as number
    expect(total).toBeGreaterThan(1000)
    const lines = (await (await app.raw('GET', EXPORT, { token: admin })).text()).trimEnd().split('\r\n')
    expect(lines.length - 1).toBe(total)
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(total)
  })

  it('sends the file as it is written, never through the compressor (which does not hold back its source)', async () => {
    const response = await app.raw('GET', `${EXPORT}?Status=Failed`, { token: admin, headers: { 'accept-encoding': 'gzip, deflate' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()).startsWith('\uFEFFReference,')).toBe(true)
  })

  it('writes XLSX, translates the headers, and refuses what the list refuses', async () => {
    const xlsx = await app.raw('GET', `${EXPORT}?Status=Failed&Format=xlsx&Locale=fr`, { token: admin })
    expect(xlsx.status).toBe(200)
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const bytes = new Uint8Array(await xlsx.arrayBuffer())
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK')
    const french = await app.raw('GET', `${EXPORT}?Status=Failed&Locale=fr`, { token: admin })
    expect((await french.text()).split('\r\n')[0]).toContain('Montant')

    expect((await app.raw('GET', `${EXPORT}?Format=pdf`, { token: admin })).status).toBe(400)
    expect((await app.raw('GET', `${EXPORT}?StartDate=2026-11-02&EndDate=2026-11-01`, { token: admin })).status).toBe(400)
    expect((await app.raw('GET', '/reportms/api/v1/CommissionReport/ExportCommissionByMerchant', { token: support })).status).toBe(403)
    expect((await app.raw('GET', EXPORT)).status).toBe(401)
  })

  it('exports the grouped reports with their totals', async () => {
    const byMerchant = (await get(`${BY_MERCHANT}?${ALL_TIME}&PageSize=500`)).body
    const merchants = (await (await app.raw('GET', `/reportms/api/v1/CommissionReport/ExportCommissionByMerchant?${ALL_TIME}`, { token: admin })).text()).trimEnd().split('\r\n')
    expect(merchants.length - 1).toBe(byMerchant.totalRecords)
    const agents = (await get(`${AGENTS}?${ALL_TIME}&PageSize=1`)).body
    const agentFile = await app.raw('GET', `/reportms/api/v1/AgentReport/Export?${ALL_TIME}`, { token: admin })
    expect((await agentFile.text()).trimEnd().split('\r\n').length - 1).toBe(agents.totalRecords)
    const aggregators = (await get(`${BY_AGGREGATOR}?${ALL_TIME}`)).body
    const aggregatorFile = await app.raw('GET', `/reportms/api/v1/CommissionReport/ExportAggregatorCommission?${ALL_TIME}`, { token: admin })
    expect((await aggregatorFile.text()).trimEnd().split('\r\n').length - 1).toBe(aggregators.totalRecords)
  })
})
