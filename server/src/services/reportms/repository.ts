import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { jsonArray, jsonTuples, objectsOf, readJson, readTupleRows } from '../../db/json-rows.ts'
import { agents, merchants, superAgents, transactions } from '../../db/schema.ts'
import { sqlLookup } from '../../platform/export.ts'
import { offsetOf, type Paging } from '../../platform/http.ts'
import type { DataOf, QueryOf } from '../../platform/types.ts'
import { BANK_NAMES, bankName } from '../../seed/seed-data.ts'
import { addDays, dayNumber, lagosDay, lagosDayEnd, lagosMidnight, type InstantRange } from '../../platform/period.ts'
import type { ReportTotals } from '../../totals/change-feed.ts'
import { dayIndexOf, type DailyTotals, type DayIndex } from '../../totals/daily.ts'
import type { CommissionTotals } from '../../totals/merchants.ts'
import type { DayPeriod } from '../../totals/series.ts'

type TransactionView = DataOf<'listTransactions'>[number]
type MerchantCommissionView = DataOf<'getCommissionByMerchant'>[number]
type AggregatorCommissionView = DataOf<'getAggregatorCommission'>[number]
type AgentReportView = DataOf<'getAgentReport'>[number]

const num = (value: unknown) => Number(value ?? 0)
const bigSum = (column: SQL | SQL.Aliased | typeof transactions.amount) => sql<string>`coalesce(sum(${column}), 0)`.mapWith(Number)

// ---------- transactions

export type TransactionFilter = Omit<QueryOf<'listTransactions'>, 'PageNumber' | 'PageSize' | 'SortOrder' | 'StartDate' | 'EndDate'> & { range: InstantRange }

function transactionConditions(filter: TransactionFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.Status ? eq(transactions.status, filter.Status) : undefined,
    // References are stored upper-case; match any case without a function on the column.
    filter.TransactionReference ? eq(transactions.reference, filter.TransactionReference.toUpperCase()) : undefined,
    filter.SuperAgentId ? eq(transactions.superAgentId, filter.SuperAgentId) : undefined,
    filter.AgentId ? eq(transactions.agentId, filter.AgentId) : undefined,
    filter.MerchantId ? eq(transactions.merchantId, filter.MerchantId) : undefined,
    filter.DebitAccountNumber ? eq(transactions.debitAccountNumber, filter.DebitAccountNumber) : undefined,
    filter.CreditAccountNumber ? eq(transactions.creditAccountNumber, filter.CreditAccountNumber) : undefined,
    filter.DestinationBankCode ? eq(transactions.destinationBankCode, filter.DestinationBankCode) : undefined,
    filter.ProductId ? eq(transactions.productId, filter.ProductId) : undefined,
    filter.Channel ? eq(transactions.channel, filter.Channel) : undefined,
    filter.range.from ? gte(transactions.createdAt, filter.range.from) : undefined,
    filter.range.to ? lt(transactions.createdAt, filter.range.to) : undefined,
  ]
  return and(...conditions)
}

export interface TransactionSummary {
  count: number
  amount: number
  fee: number
}

/** The filtered set's totals and where its rows fall by day: what a page needs to be found by key at any depth. */
export interface TransactionTotals {
  summary: TransactionSummary
  days: DayIndex
}

/** Filters the daily totals can answer: the others (a reference, an account, an agent, a merchant) read the transactions. */
const dailyFilters = new Set(['Status', 'SuperAgentId', 'ProductId', 'Channel', 'range'])

/** Whether the daily totals hold the filter's totals (else its narrowest filter's index does). */
export function inDailyTotals(filter: TransactionFilter): boolean {
  return Object.entries(filter).every(([key, value]) => value === undefined || dailyFilters.has(key))
}

export interface DailyScope {
  memory: DailyTotals
  startDate?: string | undefined
  endDate?: string | undefined
}

/**
 * Totals of the whole filtered set and its count per day. From the daily totals when the filters
 * are among their dimensions (days, status, super agent, product, channel): no row is read. Else
 * one grouped read of the filtered transactions through the index of their narrowest filter (a
 * merchant, an agent, an account or a reference: small sets), cached by the caller.
 */
export async function transactionTotals(db: Executor, filter: TransactionFilter, daily?: DailyScope): Promise<TransactionTotals> {
  if (daily && inDailyTotals(filter)) {
    const scope = { startDate: daily.startDate, endDate: daily.endDate, status: filter.Status, superAgentId: filter.SuperAgentId, productId: filter.ProductId, channel: filter.Channel }
    const [sums, days] = [daily.memory.sums(scope), daily.memory.dayIndex(scope)]
    return { summary: sums.get('') ?? { count: 0, amount: 0, fee: 0 }, days }
  }
  const rows = await readJson<{ day: string; count: number; amount: number; fee: number }[]>(db, jsonArray(transactionDaysQuery(filter), sql`q.day`))
  const summary = { count: 0, amount: 0, fee: 0 }
  for (const r of rows) {
    summary.count += r.count
    summary.amount += r.amount
    summary.fee += r.fee
  }
  return { summary, days: dayIndexOf(rows) }
}

/** The filtered set's count, amount and fees per Lagos day (for the filters the daily totals do not hold). */
export function transactionDaysQuery(filter: TransactionFilter): SQL {
  return sql`select (${transactions.createdAt} at time zone 'Africa/Lagos')::date::text as day, count(*)::int as count,
      coalesce(sum(${transactions.amount}), 0)::bigint as amount, coalesce(sum(${transactions.fee}), 0)::bigint as fee
    from ${transactions} where ${transactionConditions(filter) ?? sql`true`} group by 1`
}

export async function transactionSummary(db: Executor, filter: TransactionFilter, daily?: DailyScope): Promise<TransactionSummary> {
  return (await transactionTotals(db, filter, daily)).summary
}

// ---------- paging by key

/**
 * Where a page starts, by key, never by counting rows from the top:
 * - `start`: the first page;
 * - `day`: `skip` rows into the set from the first row of a day on (the day found from the totals,
 *   so `skip` is at most one day's rows, whatever the depth);
 * - `after` / `before`: the rows next to a transaction already shown (next and previous page).
 */
export type Seek = { from: 'start' } | { from: 'day'; day: string; skip: number } | { from: 'after' | 'before'; id: number }

/** The day holding the row at `offset` of the set (in the page's order), and how far into that day it is; null past the end. */
export function locate(days: DayIndex, total: number, offset: number, ascending: boolean): { day: string; skip: number } | null {
  const k = ascending ? offset : total - 1 - offset
  const day = days.dayOf(k)
  if (day === null || offset < 0) return null
  // Rows before the day's first one, in the page's order.
  const before = ascending ? days.upTo(addDays(day, -1)) : total - days.upTo(day)
  return { day, skip: offset - before }
}

/** How many rows of the set come before the first row of `day` in the page's order (newest first: the later days). */
export function rowsBeforeDay(days: DayIndex, total: number, day: string, ascending: boolean): number {
  return ascending ? days.upTo(addDays(day, -1)) : total - days.upTo(day)
}

/** A cursor of the contract (`after:<id>`, `before:<id>`) as a seek. */
export function cursorSeek(cursor: string): Seek {
  const [from, id] = cursor.split(':') as ['after' | 'before', string]
  return { from, id: Number(id) }
}

const nullIfBlank = (value: string | null) => (value ? value : null)

interface PageRow {
  id: number
  reference: string
  session_id: string | null
  status: string
  product_id: number
  product_code: string
  product_name: string
  product_category: string
  channel: string
  amount: string | number
  fee: string | number
  super_agent_id: number
  super_agent_name: string
  merchant_id: number
  business_name: string
  agent_id: number
  agent_code: string
  agent_name: string
  debit_account_number: string | null
  credit_account_number: string | null
  destination_bank_code: string | null
  narration: string | null
  response_code: string
  created_at: string | Date
  completed_at: string | Date | null
}

const isoText = (value: string | Date) => new Date(value).toISOString()

/** The columns of a transaction row with its names, in PageRow's terms. */
const pageColumns = [
  ['id', sql`t.id`],
  ['reference', sql`t.reference`],
  ['session_id', sql`t.session_id`],
  ['status', sql`t.status`],
  ['product_id', sql`t.product_id`],
  ['product_code', sql`p.code`],
  ['product_name', sql`p.name`],
  ['product_category', sql`p.category`],
  ['channel', sql`t.channel`],
  ['amount', sql`t.amount`],
  ['fee', sql`t.fee`],
  ['super_agent_id', sql`t.super_agent_id`],
  ['super_agent_name', sql`sa.name`],
  ['merchant_id', sql`t.merchant_id`],
  ['business_name', sql`m.business_name`],
  ['agent_id', sql`t.agent_id`],
  ['agent_code', sql`a.code`],
  ['agent_name', sql`a.first_name || ' ' || a.last_name`],
  ['debit_account_number', sql`t.debit_account_number`],
  ['credit_account_number', sql`t.credit_account_number`],
  ['destination_bank_code', sql`t.destination_bank_code`],
  ['narration', sql`t.narration`],
  ['response_code', sql`t.response_code`],
  ['created_at', sql`t.created_at`],
  ['completed_at', sql`t.completed_at`],
] as const satisfies readonly (readonly [keyof PageRow, SQL])[]

/** A transaction's names joined to it (`t`), as every read of transaction rows has them. */
const transactionJoins = sql`
    join products p on p.id = t.product_id
    join super_agents sa on sa.id = t.super_agent_id
    join merchants m on m.id = t.merchant_id
    join agents a on a.id = t.agent_id`

/** A transaction's fields in SQL over the tables of transactionCopySource (and joinedTransactions), named as in PageRow. */
export const transactionSql = Object.fromEntries(pageColumns) as Record<(typeof pageColumns)[number][0], SQL>

/** The receiving bank's name as bankName gives it, in SQL. */
export const destinationBankNameSql = sqlLookup(sql`t.destination_bank_code`, BANK_NAMES, sql`null`)

/**
 * Every transaction of the filter with its names, newest first by key ((created_at, id), as
 * transactionBatches reads them): the rows of an export PostgreSQL writes itself (COPY), one statement.
 */
export function transactionCopySource(filter: TransactionFilter): { from: SQL; orderBy: SQL } {
  const where = transactionConditions(filter) ?? sql`true`
  return { from: sql`from (select * from ${transactions} where ${where}) t ${transactionJoins}`, orderBy: sql`t.created_at desc, t.id desc` }
}

/** The joined rows of the given transaction ids query, in its order: a page as one json value, an export's batch a row at a time (see readTupleRows). */
async function joinedTransactions(db: Executor, ids: SQL, direction: SQL, read: 'page' | 'batch' = 'page'): Promise<TransactionView[]> {
  // The ids as an array the primary key is searched with: joined as a table, the planner may read
  // every transaction to hash them against a thousand ids (each export batch then cost the table).
  const from = sql`
    from transactions t ${transactionJoins}
    where t.id = any(array(${ids}))`
  const order = sql`t.created_at ${direction}, t.id ${direction}`
  const tuples = read === 'batch' ? await readTupleRows(db, pageColumns, from, order) : await readJson<unknown[][]>(db, jsonTuples(pageColumns, from, order))
  return objectsOf<PageRow>(pageColumns, tuples).map(transactionView)
}

/**
 * One page by key (see Seek): the page's ids from an index on (filter, createdAt, id), then the
 * names joined on those rows only, read as one json value (see json-rows.ts). Its cost is the
 * page's rows plus, for a day seek, at most the rows of one day: the same at any depth.
 */
export async function transactionPage(db: Executor, filter: TransactionFilter, ascending: boolean, size: number, seek: Seek): Promise<TransactionView[]> {
  const { ids, direction, backwards } = transactionPageIds(filter, ascending, size, seek)
  const rows = await joinedTransactions(db, ids, direction)
  return backwards ? rows.reverse() : rows
}

/** The ids of a page in the order they are read (a previous page is read backwards from its first row, then turned round). */
export function transactionPageIds(filter: TransactionFilter, ascending: boolean, size: number, seek: Seek): { ids: SQL; direction: SQL; backwards: boolean } {
  const where = transactionConditions(filter) ?? sql`true`
  const backwards = seek.from === 'before'
  const forward = ascending !== backwards
  const direction = sql.raw(forward ? 'asc' : 'desc')
  const key = sql`(${transactions.createdAt}, ${transactions.id})`
  // The row as two values (not a row subquery), so the comparison is an index condition.
  const anchor = (id: number) => sql`((select t0.created_at from transactions t0 where t0.id = ${id}), ${id}::integer)`
  let position = sql``
  let skip = 0
  if (seek.from === 'day') {
    position = ascending ? sql`and ${transactions.createdAt} >= ${lagosMidnight(seek.day)}` : sql`and ${transactions.createdAt} < ${lagosDayEnd(seek.day)}`
    skip = seek.skip
  } else if (seek.from === 'after' || seek.from === 'before') {
    position = forward ? sql`and ${key} > ${anchor(seek.id)}` : sql`and ${key} < ${anchor(seek.id)}`
  }
  const ids = sql`select ${transactions.id} as id from ${transactions} where ${where} ${position}
    order by ${transactions.createdAt} ${direction}, ${transactions.id} ${direction} limit ${size} offset ${skip}`
  return { ids, direction, backwards }
}

/** Every transaction of the filter, newest first, `size` at a time: each batch starts after the last one read (keyset), so the cost per batch stays flat. */
export async function* transactionBatches(db: Executor, filter: TransactionFilter, size = 1000): AsyncGenerator<TransactionView[]> {
  const where = transactionConditions(filter) ?? sql`true`
  const desc_ = sql.raw('desc')
  let after: { createdAt: string; id: number } | null = null
  for (;;) {
    const cursor: SQL = after ? sql`and (${transactions.createdAt}, ${transactions.id}) < (${after.createdAt}::timestamptz, ${after.id})` : sql``
    const ids = sql`select ${transactions.id} as id from ${transactions} where ${where} ${cursor}
      order by ${transactions.createdAt} desc, ${transactions.id} desc limit ${size}`
    const rows = await joinedTransactions(db, ids, desc_, 'batch')
    if (rows.length) yield rows
    if (rows.length < size) return
    const last = rows[rows.length - 1]!
    after = { createdAt: last.createdAt, id: last.id }
  }
}

function transactionView(r: PageRow): TransactionView {
  const bankCode = nullIfBlank(r.destination_bank_code)
  return {
    id: r.id,
    reference: r.reference,
    sessionId: r.session_id,
    status: r.status as TransactionView['status'],
    product: { id: r.product_id, code: r.product_code, name: r.product_name, category: r.product_category as TransactionView['product']['category'] },
    channel: r.channel as TransactionView['channel'],
    amount: Number(r.amount),
    fee: Number(r.fee),
    superAgent: { id: r.super_agent_id, name: r.super_agent_name },
    merchant: { id: r.merchant_id, businessName: r.business_name },
    agent: { id: r.agent_id, code: r.agent_code, name: r.agent_name },
    debitAccountNumber: nullIfBlank(r.debit_account_number),
    creditAccountNumber: nullIfBlank(r.credit_account_number),
    destinationBankCode: bankCode,
    destinationBankName: bankName(bankCode),
    narration: nullIfBlank(r.narration),
    responseCode: r.response_code,
    createdAt: isoText(r.created_at),
    completedAt: r.completed_at === null ? null : isoText(r.completed_at),
  }
}

// ---------- commission reports (successful transactions only)

export interface CommissionFilter {
  range: InstantRange
  superAgentId?: number | undefined
  merchantId?: number | undefined
  agentId?: number | undefined
}

function commissionConditions(filter: CommissionFilter): SQL | undefined {
  return and(
    eq(transactions.status, 'Successful'),
    filter.range.from ? gte(transactions.createdAt, filter.range.from) : undefined,
    filter.range.to ? lt(transactions.createdAt, filter.range.to) : undefined,
    filter.superAgentId ? eq(transactions.superAgentId, filter.superAgentId) : undefined,
    filter.merchantId ? eq(transactions.merchantId, filter.merchantId) : undefined,
    filter.agentId ? eq(transactions.agentId, filter.agentId) : undefined,
  )
}

// Aliased: they are also read from the grouped subqueries.
const commissionTotals = {
  transactionCount: sql<number>`count(*)::int`.mapWith(Number).as('transaction_count'),
  transactionAmount: bigSum(transactions.amount).as('transaction_amount'),
  totalFees: bigSum(transactions.fee).as('total_fees'),
  agentCommission: bigSum(transactions.agentCommission).as('agent_commission'),
  superAgentCommission: bigSum(transactions.superAgentCommission).as('super_agent_commission'),
  platformCommission: bigSum(transactions.platformCommission).as('platform_commission'),
}

/**
 * The period of a range of whole Lagos days (what the reports are asked for) in day numbers, for
 * the totals in memory; null when an end is not a Lagos midnight (read from the transactions then).
 */
function dayPeriod(range: InstantRange): DayPeriod | null {
  const from = range.from ? lagosDay(range.from) : undefined
  const last = range.to ? lagosDay(range.to.getTime() - 1) : undefined
  if (from !== undefined && lagosDay(range.from!.getTime() - 1) === from) return null
  if (last !== undefined && lagosDay(range.to!) === last) return null
  return { from: from === undefined ? -Infinity : dayNumber(from), to: last === undefined ? Infinity : dayNumber(last) }
}

/** The period when the totals in memory can answer the commission filter (all but an agent's: that one reads its transactions through their index). */
function commissionPeriod(filter: CommissionFilter, memory: ReportTotals | undefined): DayPeriod | null {
  return memory && filter.agentId === undefined ? dayPeriod(filter.range) : null
}

export async function commissionSummary(db: Executor, filter: CommissionFilter, memory?: ReportTotals) {
  const period = commissionPeriod(filter, memory)
  if (memory && period) {
    const totals: CommissionTotals = { transactionCount: 0, transactionAmount: 0, totalFees: 0, agentCommission: 0, superAgentCommission: 0, platformCommission: 0 }
    for (const group of memory.merchants.groups(period, filter).values()) {
      for (const key of Object.keys(totals) as (keyof CommissionTotals)[]) totals[key] += group[key]
    }
    return totals
  }
  const [row] = await db.select(commissionTotals).from(transactions).where(commissionConditions(filter))
  return {
    transactionCount: row?.transactionCount ?? 0,
    transactionAmount: row?.transactionAmount ?? 0,
    totalFees: row?.totalFees ?? 0,
    agentCommission: row?.agentCommission ?? 0,
    superAgentCommission: row?.superAgentCommission ?? 0,
    platformCommission: row?.platformCommission ?? 0,
  }
}

type Volume<T> = { transactionCount: T; transactionAmount: T; totalFees: T }

/** The volume columns (count, amount, fees) of a commission selection or grouped subquery, for the grouped reports to select. */
const volumeOf = <T extends Volume<unknown>>(g: T): Pick<T, keyof Volume<unknown>> => ({ transactionCount: g.transactionCount, transactionAmount: g.transactionAmount, totalFees: g.totalFees })

/** The volume of a grouped commission row, as numbers. */
const volumeNumbers = (r: Volume<unknown>) => ({ transactionCount: num(r.transactionCount), transactionAmount: num(r.transactionAmount), totalFees: num(r.totalFees) })

/** How many groups a grouped commission report has: the window count on its page's rows, or counted apart when the page is past the last one. */
async function groupCount(db: Executor, filter: CommissionFilter, rows: { groups: unknown }[], p: Paging, column: typeof transactions.merchantId | typeof transactions.superAgentId): Promise<number> {
  return rows[0] ? num(rows[0].groups) : p.pageNumber > 1 ? await countGroups(db, filter, column) : 0
}

/** Groups of a grouped report in its order, a page of them, and how many there are. */
function pageOf<T>(groups: T[], p: Paging): T[] {
  const offset = offsetOf(p)
  return groups.slice(offset, offset + p.pageSize)
}

/** The merchant report from the totals in memory: every merchant's period totals, ordered by fees, the page's names read for its rows only. */
async function commissionByMerchantInMemory(db: Executor, filter: CommissionFilter, period: DayPeriod, memory: ReportTotals, p: Paging) {
  const { total, rows: page } = memory.merchants.report(period, filter, offsetOf(p), p.pageSize)
  const names = page.length
    ? await db
        .select({ merchantId: merchants.id, businessName: merchants.businessName, superAgentId: superAgents.id, superAgentName: superAgents.name })
        .from(merchants)
        .innerJoin(superAgents, eq(superAgents.id, merchants.superAgentId))
        .where(
          inArray(
            merchants.id,
            page.map((r) => r.merchantId),
          ),
        )
    : []
  const byId = new Map(names.map((n) => [n.merchantId, n]))
  const rows: MerchantCommissionView[] = []
  for (const { merchantId: id, totals } of page) {
    const name = byId.get(id)
    if (!name) continue
    rows.push({ merchant: { id, businessName: name.businessName }, superAgent: { id: name.superAgentId, name: name.superAgentName }, ...totals })
  }
  return { total, rows }
}

export async function commissionByMerchant(db: Executor, filter: CommissionFilter, p: Paging, memory?: ReportTotals): Promise<{ rows: MerchantCommissionView[]; total: number }> {
  const period = commissionPeriod(filter, memory)
  if (memory && period) return commissionByMerchantInMemory(db, filter, period, memory, p)
  const grouped = db
    .select({ merchantId: transactions.merchantId, ...commissionTotals, groups: sql<number>`count(*) over ()`.mapWith(Number).as('groups') })
    .from(transactions)
    .where(commissionConditions(filter))
    .groupBy(transactions.merchantId)
    .as('g')
  const rows = await db
    .select({
      merchantId: grouped.merchantId,
      businessName: merchants.businessName,
      superAgentId: superAgents.id,
      superAgentName: superAgents.name,
      ...volumeOf(grouped),
      agentCommission: grouped.agentCommission,
      superAgentCommission: grouped.superAgentCommission,
      platformCommission: grouped.platformCommission,
      groups: grouped.groups,
    })
    .from(grouped)
    .innerJoin(merchants, eq(merchants.id, grouped.merchantId))
    .innerJoin(superAgents, eq(superAgents.id, merchants.superAgentId))
    .orderBy(desc(grouped.totalFees), asc(grouped.merchantId))
    .limit(p.pageSize)
    .offset(offsetOf(p))
  const total = await groupCount(db, filter, rows, p, transactions.merchantId)
  return {
    total,
    rows: rows.map((r) => ({
      merchant: { id: r.merchantId, businessName: r.businessName },
      superAgent: { id: r.superAgentId, name: r.superAgentName },
      ...volumeNumbers(r),
      agentCommission: num(r.agentCommission),
      superAgentCommission: num(r.superAgentCommission),
      platformCommission: num(r.platformCommission),
    })),
  }
}

async function countGroups(db: Executor, filter: CommissionFilter, column: typeof transactions.merchantId | typeof transactions.superAgentId): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${column})::int`.mapWith(Number) })
    .from(transactions)
    .where(commissionConditions(filter))
  return row?.n ?? 0
}

export async function commissionByAggregator(
  db: Executor,
  filter: CommissionFilter,
  period: { startDate: string; endDate: string },
  p: Paging,
  memory?: ReportTotals,
): Promise<{ rows: AggregatorCommissionView[]; total: number }> {
  const days = commissionPeriod(filter, memory)
  if (memory && days) {
    const groups = [...memory.merchants.groups(days, filter)]
    groups.sort((a, b) => b[1].superAgentCommission - a[1].superAgentCommission || a[0] - b[0])
    const page = pageOf(groups, p)
    const names = page.length
      ? await db
          .select({ id: superAgents.id, name: superAgents.name })
          .from(superAgents)
          .where(
            inArray(
              superAgents.id,
              page.map(([id]) => id),
            ),
          )
      : []
    const byId = new Map(names.map((n) => [n.id, n.name]))
    const rows: AggregatorCommissionView[] = []
    for (const [id, t] of page) {
      const name = byId.get(id)
      if (name === undefined) continue
      rows.push({
        superAgent: { id, name },
        transactionCount: t.transactionCount,
        transactionAmount: t.transactionAmount,
        totalFees: t.totalFees,
        superAgentCommission: t.superAgentCommission,
        period,
      })
    }
    return { total: groups.length, rows }
  }
  const grouped = db
    .select({
      superAgentId: transactions.superAgentId,
      ...volumeOf(commissionTotals),
      superAgentCommission: commissionTotals.superAgentCommission,
      groups: sql<number>`count(*) over ()`.mapWith(Number).as('groups'),
    })
    .from(transactions)
    .where(commissionConditions(filter))
    .groupBy(transactions.superAgentId)
    .as('g')
  const rows = await db
    .select({
      superAgentId: grouped.superAgentId,
      name: superAgents.name,
      ...volumeOf(grouped),
      superAgentCommission: grouped.superAgentCommission,
      groups: grouped.groups,
    })
    .from(grouped)
    .innerJoin(superAgents, eq(superAgents.id, grouped.superAgentId))
    .orderBy(desc(grouped.superAgentCommission), asc(grouped.superAgentId))
    .limit(p.pageSize)
    .offset(offsetOf(p))
  const total = await groupCount(db, filter, rows, p, transactions.superAgentId)
  return {
    total,
    rows: rows.map((r) => ({
      superAgent: { id: r.superAgentId, name: r.name },
      ...volumeNumbers(r),
      superAgentCommission: num(r.superAgentCommission),
      period,
    })),
  }
}

// ---------- agent report

export interface AgentReportFilter {
  range: InstantRange
  superAgentId?: number | undefined
  merchantId?: number | undefined
  agentId?: number | undefined
  status?: string | undefined
}

function agentConditions(filter: AgentReportFilter): SQL | undefined {
  return and(
    filter.status ? eq(agents.status, filter.status) : sql`${agents.status} <> 'Deleted'`,
    filter.superAgentId ? eq(agents.superAgentId, filter.superAgentId) : undefined,
    filter.merchantId ? eq(agents.merchantId, filter.merchantId) : undefined,
    filter.agentId ? eq(agents.id, filter.agentId) : undefined,
  )
}

/** Per agent, their transactions of the period (narrowed by the same agent filters to use the indexes). */
function activityOfPeriod(db: Executor, filter: AgentReportFilter) {
  return db
    .select({
      agentId: transactions.agentId,
      transactionCount: sql<number>`count(*)::int`.as('transaction_count'),
      successfulCount: sql<number>`(count(*) filter (where ${transactions.status} = 'Successful'))::int`.as('successful_count'),
      failedCount: sql<number>`(count(*) filter (where ${transactions.status} = 'Failed'))::int`.as('failed_count'),
      transactionAmount: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.status} = 'Successful'), 0)`.as('transaction_amount'),
      fees: sql<string>`coalesce(sum(${transactions.fee}) filter (where ${transactions.status} = 'Successful'), 0)`.as('fees'),
      commission: sql<string>`coalesce(sum(${transactions.agentCommission}) filter (where ${transactions.status} = 'Successful'), 0)`.as('commission'),
      lastTransactionAt: sql<Date>`max(${transactions.createdAt})`.as('last_transaction_at'),
    })
    .from(transactions)
    .where(
      and(
        filter.range.from ? gte(transactions.createdAt, filter.range.from) : undefined,
        filter.range.to ? lt(transactions.createdAt, filter.range.to) : undefined,
        filter.superAgentId ? eq(transactions.superAgentId, filter.superAgentId) : undefined,
        filter.merchantId ? eq(transactions.merchantId, filter.merchantId) : undefined,
        filter.agentId ? eq(transactions.agentId, filter.agentId) : undefined,
      ),
    )
    .groupBy(transactions.agentId)
    .as('activity')
}

/** The agent report from the totals in memory: the agents the filter keeps, their period's activity, ordered by their last transaction; the page's names read for its rows only. */
async function agentReportInMemory(db: Executor, filter: AgentReportFilter, period: DayPeriod, memory: ReportTotals, ascending: boolean, p: Paging) {
  const fields = await memory.agentFields.current(db)
  const { total, rows: page, summary } = memory.agents.report(fields, period, filter, ascending, offsetOf(p), p.pageSize)
  const details = page.length
    ? await db
        .select({
          agentId: agents.id,
          agentCode: agents.code,
          firstName: agents.firstName,
          lastName: agents.lastName,
          agentStatus: agents.status,
          merchantId: merchants.id,
          businessName: merchants.businessName,
          superAgentId: superAgents.id,
          superAgentName: superAgents.name,
        })
        .from(agents)
        .innerJoin(merchants, eq(merchants.id, agents.merchantId))
        .innerJoin(superAgents, eq(superAgents.id, agents.superAgentId))
        .where(
          inArray(
            agents.id,
            page.map((k) => k.agentId),
          ),
        )
    : []
  const byId = new Map(details.map((d) => [d.agentId, d]))
  const rows: AgentReportView[] = []
  for (const { agentId: id, activity: a } of page) {
    const r = byId.get(id)
    if (!r) continue
    rows.push({
      agent: { id, code: r.agentCode, name: `${r.firstName} ${r.lastName}` },
      agentStatus: r.agentStatus as AgentReportView['agentStatus'],
      merchant: { id: r.merchantId, businessName: r.businessName },
      superAgent: { id: r.superAgentId, name: r.superAgentName },
      transactionCount: a?.transactionCount ?? 0,
      successfulCount: a?.successfulCount ?? 0,
      failedCount: a?.failedCount ?? 0,
      transactionAmount: a?.transactionAmount ?? 0,
      fees: a?.fees ?? 0,
      commission: a?.commission ?? 0,
      lastTransactionAt: a?.lastAt == null ? null : new Date(Math.floor(a.lastAt / 1000)).toISOString(),
    })
  }
  return { rows, total, summary }
}

export async function agentReport(db: Executor, filter: AgentReportFilter, ascending: boolean, p: Paging, memory?: ReportTotals) {
  const period = memory ? dayPeriod(filter.range) : null
  if (memory && period) return agentReportInMemory(db, filter, period, memory, ascending, p)
  const activity = activityOfPeriod(db, filter)
  const lastOrder = ascending ? sql`${activity.lastTransactionAt} asc nulls last` : sql`${activity.lastTransactionAt} desc nulls last`
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        agentId: agents.id,
        agentCode: agents.code,
        firstName: agents.firstName,
        lastName: agents.lastName,
        agentStatus: agents.status,
        merchantId: merchants.id,
        businessName: merchants.businessName,
        superAgentId: superAgents.id,
        superAgentName: superAgents.name,
        transactionCount: activity.transactionCount,
        successfulCount: activity.successfulCount,
        failedCount: activity.failedCount,
        transactionAmount: activity.transactionAmount,
        fees: activity.fees,
        commission: activity.commission,
        lastTransactionAt: activity.lastTransactionAt,
      })
      .from(agents)
      .innerJoin(merchants, eq(merchants.id, agents.merchantId))
      .innerJoin(superAgents, eq(superAgents.id, agents.superAgentId))
      .leftJoin(activity, eq(activity.agentId, agents.id))
      .where(agentConditions(filter))
      .orderBy(lastOrder, ascending ? asc(agents.id) : desc(agents.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db
      .select({
        agents: sql<number>`count(*)::int`.mapWith(Number),
        transactionCount: sql<string>`coalesce(sum(${activity.transactionCount}), 0)`.mapWith(Number),
        successfulCount: sql<string>`coalesce(sum(${activity.successfulCount}), 0)`.mapWith(Number),
        failedCount: sql<string>`coalesce(sum(${activity.failedCount}), 0)`.mapWith(Number),
        transactionAmount: sql<string>`coalesce(sum(${activity.transactionAmount}), 0)`.mapWith(Number),
        fees: sql<string>`coalesce(sum(${activity.fees}), 0)`.mapWith(Number),
        commission: sql<string>`coalesce(sum(${activity.commission}), 0)`.mapWith(Number),
      })
      .from(agents)
      .leftJoin(activity, eq(activity.agentId, agents.id))
      .where(agentConditions(filter)),
  ])
  const data: AgentReportView[] = rows.map((r) => ({
    agent: { id: r.agentId, code: r.agentCode, name: `${r.firstName} ${r.lastName}` },
    agentStatus: r.agentStatus as AgentReportView['agentStatus'],
    merchant: { id: r.merchantId, businessName: r.businessName },
    superAgent: { id: r.superAgentId, name: r.superAgentName },
    transactionCount: num(r.transactionCount),
    successfulCount: num(r.successfulCount),
    failedCount: num(r.failedCount),
    transactionAmount: num(r.transactionAmount),
    fees: num(r.fees),
    commission: num(r.commission),
    lastTransactionAt: r.lastTransactionAt ? new Date(r.lastTransactionAt).toISOString() : null,
  }))
  const { agents: total = 0, ...summary } = totals ?? { agents: 0, transactionCount: 0, successfulCount: 0, failedCount: 0, transactionAmount: 0, fees: 0, commission: 0 }
  return { rows: data, total, summary }
}

// ---------- one transaction

type TransactionDetailView = DataOf<'getTransaction'>

/** ISO 8583 / NIBSS response codes the platform answers, in words. */
const responseMessages: Record<string, string> = {
  '00': 'Approved',
  '05': 'Do not honour',
  '09': 'Request in progress',
  '51': 'Insufficient funds',
  '55': 'Incorrect PIN',
  '57': 'Transaction not permitted to cardholder',
  '61': 'Exceeds withdrawal limit',
  '68': 'Response received too late',
  '91': 'Issuer or switch inoperative',
  '96': 'System malfunction',
}

export const responseMessage = (code: string) => responseMessages[code] ?? `Response code ${code}`

interface DetailRow extends PageRow {
  agent_commission: string | number
  super_agent_commission: string | number
  platform_commission: string | number
  agent_phone: string | null
  agent_state: string | null
}

/** The transaction with its parties, the fee's split, its timeline and its reversal; null when unknown. */
export async function getTransaction(db: Executor, id: number): Promise<TransactionDetailView | null> {
  const query = sql`
    select t.id, t.reference, t.session_id, t.status, t.product_id, p.code as product_code, p.name as product_name, p.category as product_category,
      t.channel, t.amount, t.fee, t.super_agent_id, sa.name as super_agent_name, t.merchant_id, m.business_name, t.agent_id, a.code as agent_code,
      a.first_name || ' ' || a.last_name as agent_name, t.debit_account_number, t.credit_account_number, t.destination_bank_code, t.narration,
      t.response_code, t.created_at, t.completed_at, t.agent_commission, t.super_agent_commission, t.platform_commission,
      a.phone_number as agent_phone, st.name as agent_state
    from transactions t
    join products p on p.id = t.product_id
    join super_agents sa on sa.id = t.super_agent_id
    join merchants m on m.id = t.merchant_id
    join agents a on a.id = t.agent_id
    left join states st on st.id = a.state_id
    where t.id = ${id}`
  const [row] = await readJson<DetailRow[]>(db, jsonArray(query, sql`q.id`))
  if (!row) return null
  const view = transactionView(row)
  const message = responseMessage(row.response_code)
  const timeline: TransactionDetailView['timeline'] = [{ event: 'Started', at: view.createdAt, responseCode: null }]
  if (view.completedAt) {
    const event = view.status === 'Successful' ? 'Completed' : view.status === 'Failed' ? 'Failed' : 'Reversed'
    timeline.push({ event, at: view.completedAt, responseCode: view.responseCode })
  }
  return {
    ...view,
    responseMessage: message,
    commission: { agent: num(row.agent_commission), superAgent: num(row.super_agent_commission), platform: num(row.platform_commission) },
    agentPhoneNumber: nullIfBlank(row.agent_phone),
    agentState: row.agent_state,
    timeline,
    reversal: view.status === 'Reversed' && view.completedAt ? { reversedAt: view.completedAt, reason: message, amount: view.amount } : null,
  }
}
