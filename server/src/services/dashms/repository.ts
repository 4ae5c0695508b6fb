import { and, count, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import type { DailyTotals, GroupKey } from '../../totals/daily.ts'
import { addDays, dayText, lagosDayEnd, lagosMidnight } from '../../platform/period.ts'
import { agents, approvalRequests, cases, merchants, products, states, superAgents, transactions, users } from '../../db/schema.ts'
import type { components } from '../../../../src/api/schema/dashms.ts'

type Schemas = components['schemas']
export type Interval = Schemas['Interval']
export type ProductCategory = Schemas['CategoryTotal']['category']

/** From (included) and to (excluded) instants of the period. */
export interface Period {
  from: Date
  to: Date
}

export interface DashboardScope {
  /** The instants counted; `to` may fall inside `days.endDate` (a period compared like for like stops at the same hour). */
  range: Period
  /** The period as Lagos days, for the daily totals. */
  days: { startDate: string; endDate: string }
  superAgentId?: number | undefined
  merchantId?: number | undefined
  productCategory?: ProductCategory | undefined
}

function scopeConditions(scope: DashboardScope): SQL | undefined {
  return and(
    gte(transactions.createdAt, scope.range.from),
    lt(transactions.createdAt, scope.range.to),
    scope.superAgentId ? eq(transactions.superAgentId, scope.superAgentId) : undefined,
    scope.merchantId ? eq(transactions.merchantId, scope.merchantId) : undefined,
    scope.productCategory ? inArray(transactions.productId, sql`(select ${products.id} from ${products} where ${products.category} = ${scope.productCategory})`) : undefined,
  )
}

const int = (expression: SQL) => sql<number>`(${expression})::int`.mapWith(Number)
const bigint = (expression: SQL) => sql<string>`coalesce(${expression}, 0)`.mapWith(Number)

/** A merchant's transactions are few and indexed by merchant; the rest is read from the daily totals. */
const fromDailyTotals = (scope: DashboardScope) => scope.merchantId === undefined

function dailyScope(scope: DashboardScope) {
  return { ...scope.days, superAgentId: scope.superAgentId, productCategory: scope.productCategory }
}

/** Count, amount and fee per status and product: few rows (the same key may come twice), rolled up by the caller. */
export async function totalsByStatusAndProduct(db: Executor, scope: DashboardScope, memory: DailyTotals): Promise<{ status: string; category: string; count: number; amount: number; fee: number }[]> {
  if (scope.range.to <= scope.range.from) return []
  if (!fromDailyTotals(scope)) return transactionTotals(db, scope)
  // A last day cut before its end: the whole days from the daily totals, that day from its
  // transactions; unless the cut is after the newest transaction (a period running now), when
  // the day's totals hold exactly what the cut would count.
  const cut = scope.range.to < lagosDayEnd(scope.days.endDate) && memory.newest >= scope.range.to.getTime()
  const wholeDays = cut ? { ...scope.days, endDate: addDays(scope.days.endDate, -1) } : scope.days
  const rows: { status: string; category: string; count: number; amount: number; fee: number }[] = []
  if (wholeDays.endDate >= wholeDays.startDate) {
    for (const [key, s] of memory.sums(dailyScope({ ...scope, days: wholeDays }), ['status', 'category'])) {
      const [status, category] = key.split('|') as [string, string]
      rows.push({ status, category, count: s.count, amount: s.amount, fee: s.fee })
    }
  }
  if (cut) rows.push(...(await transactionTotals(db, { ...scope, range: { from: lagosMidnight(scope.days.endDate), to: scope.range.to } })))
  return rows
}

function transactionTotals(db: Executor, scope: DashboardScope) {
  return db
    .select({
      status: transactions.status,
      category: products.category,
      count: int(sql`count(*)`),
      amount: bigint(sql`sum(${transactions.amount})`),
      fee: bigint(sql`sum(${transactions.fee})`),
    })
    .from(transactions)
    .innerJoin(products, eq(products.id, transactions.productId))
    .where(scopeConditions(scope))
    .groupBy(transactions.status, products.category)
}

const lagosDay = sql`(${transactions.createdAt} at time zone 'Africa/Lagos')`

export function periodStart(interval: Interval): SQL<string> {
  if (interval === 'Hour') return sql<string>`to_char(date_trunc('hour', ${lagosDay}), 'YYYY-MM-DD"T"HH24:00')`
  const unit = interval === 'Week' ? 'week' : interval === 'Month' ? 'month' : 'day'
  return sql<string>`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${lagosDay}), 'YYYY-MM-DD')`
}

/** The first day of the week (Monday) or month of a day, as yyyy-mm-dd. */
function periodOfDay(day: number, interval: Exclude<Interval, 'Hour'>): string {
  if (interval === 'Day') return dayText(day)
  // 1970-01-01 was a Thursday: (day + 3) % 7 counts from Monday.
  if (interval === 'Week') return dayText(day - ((day + 3) % 7))
  return `${dayText(day).slice(0, 7)}-01`
}

export async function graphPoints(db: Executor, scope: DashboardScope, interval: Interval, memory: DailyTotals) {
  if (interval !== 'Hour' && fromDailyTotals(scope)) {
    const points = new Map<string, { period: string; count: number; amount: number; successfulCount: number; failedCount: number }>()
    for (const [key, s] of memory.sums(dailyScope(scope), ['day', 'status'])) {
      const [day, status] = key.split('|') as [string, string]
      const period = periodOfDay(Number(day), interval)
      const point = points.get(period) ?? { period, count: 0, amount: 0, successfulCount: 0, failedCount: 0 }
      point.count += s.count
      point.amount += s.amount
      if (status === 'Successful') point.successfulCount += s.count
      if (status === 'Failed') point.failedCount += s.count
      points.set(period, point)
    }
    return [...points.values()]
  }
  // By the hour (one day, from its transactions through the time index), or one merchant's.
  const period = periodStart(interval)
  return db
    .select({
      period,
      count: int(sql`count(*)`),
      amount: bigint(sql`sum(${transactions.amount})`),
      successfulCount: int(sql`count(*) filter (where ${transactions.status} = 'Successful')`),
      failedCount: int(sql`count(*) filter (where ${transactions.status} = 'Failed')`),
    })
    .from(transactions)
    .where(scopeConditions(scope))
    .groupBy(period)
}

export type GroupBy = Schemas['AnalyticsGroupBy']
export type Metric = Schemas['AnalyticsMetric']

const groupKeys: Record<GroupBy, GroupKey> = { Product: 'category', Channel: 'channel', Status: 'status', State: 'state', SuperAgent: 'superAgent' }

export async function analyticsValues(
  db: Executor,
  days: { startDate: string; endDate: string; superAgentId?: number | undefined },
  interval: Exclude<Interval, 'Hour'>,
  groupBy: GroupBy,
  metric: Metric,
  memory: DailyTotals,
) {
  const values: { period: string; group: string; value: number }[] = []
  for (const [key, s] of memory.sums(days, ['day', groupKeys[groupBy]])) {
    const [day, group] = key.split('|') as [string, string]
    values.push({ period: periodOfDay(Number(day), interval), group, value: metric === 'Count' ? s.count : metric === 'Amount' ? s.amount : s.fee })
  }
  return values
}

export async function stateNames(db: Executor): Promise<Map<string, string>> {
  const rows = await db.select({ id: states.id, name: states.name }).from(states)
  return new Map(rows.map((r) => [String(r.id), r.name]))
}

export async function superAgentNames(db: Executor): Promise<Map<string, string>> {
  const rows = await db.select({ id: superAgents.id, name: superAgents.name }).from(superAgents)
  return new Map(rows.map((r) => [String(r.id), r.name]))
}

/** The network's size now, and what happened in the period; narrowed to a super agent or merchant when given. */
export async function activitySummary(db: Executor, scope: DashboardScope) {
  const merchantScope = and(
    ne(merchants.status, 'Deleted'),
    scope.superAgentId ? eq(merchants.superAgentId, scope.superAgentId) : undefined,
    scope.merchantId ? eq(merchants.id, scope.merchantId) : undefined,
  )
  const agentScope = and(
    ne(agents.status, 'Deleted'),
    scope.superAgentId ? eq(agents.superAgentId, scope.superAgentId) : undefined,
    scope.merchantId ? eq(agents.merchantId, scope.merchantId) : undefined,
  )
  const superAgentScope = and(ne(superAgents.status, 'Deleted'), scope.superAgentId ? eq(superAgents.id, scope.superAgentId) : undefined)
  const [[sa], [m], [a], [transacting], [approvals], [openCases], [activeUsers]] = await Promise.all([
    db
      .select({ total: count(), active: int(sql`count(*) filter (where ${superAgents.status} = 'Active')`) })
      .from(superAgents)
      .where(superAgentScope),
    db
      .select({
        total: count(),
        active: int(sql`count(*) filter (where ${merchants.status} = 'Active')`),
        enabled: int(sql`count(*) filter (where ${merchants.enabled})`),
        disabled: int(sql`count(*) filter (where not ${merchants.enabled})`),
        onboardedInPeriod: int(
          sql`count(*) filter (where ${merchants.createdAt} >= ${scope.range.from.toISOString()}::timestamptz and ${merchants.createdAt} < ${scope.range.to.toISOString()}::timestamptz)`,
        ),
      })
      .from(merchants)
      .where(merchantScope),
    db
      .select({ total: count(), active: int(sql`count(*) filter (where ${agents.status} = 'Active')`) })
      .from(agents)
      .where(agentScope),
    db
      .select({ n: int(sql`count(distinct ${transactions.agentId})`) })
      .from(transactions)
      .where(and(scopeConditions(scope), eq(transactions.status, 'Successful'))),
    db.select({ n: count() }).from(approvalRequests).where(eq(approvalRequests.status, 'Pending')),
    db
      .select({ n: count() })
      .from(cases)
      .where(inArray(cases.status, ['Open', 'InProgress'])),
    db.select({ n: count() }).from(users).where(eq(users.status, 'Active')),
  ])
  return {
    superAgents: { total: sa?.total ?? 0, active: sa?.active ?? 0 },
    merchants: { total: m?.total ?? 0, active: m?.active ?? 0, enabled: m?.enabled ?? 0, disabled: m?.disabled ?? 0, onboardedInPeriod: m?.onboardedInPeriod ?? 0 },
    agents: { total: a?.total ?? 0, active: a?.active ?? 0, transactingInPeriod: transacting?.n ?? 0 },
    pendingApprovals: approvals?.n ?? 0,
    openCases: openCases?.n ?? 0,
    activeUsers: activeUsers?.n ?? 0,
  }
}
