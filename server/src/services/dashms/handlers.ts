import { invalidField, ok } from '../../platform/http.ts'
import type { BodyOf, DataOf, Handlers } from '../../platform/types.ts'
import type { TodayFigures } from '../../platform/live-events.ts'
import { addDays, dayRange, daysIncluded, lagosDay } from '../../platform/period.ts'
import { now } from '../../platform/clock.ts'
import { totalsOf } from '../../totals/change-feed.ts'
import type { DailyTotals } from '../../totals/daily.ts'
import type { Executor } from '../../db/client.ts'
import { comparisonOf } from './comparison.ts'
import * as repo from './repository.ts'

type Operation = 'getDashboardTransactionSummary' | 'getDashboardActivitySummary' | 'getDashboardTransactionGraph' | 'getAnalyticsSeries'
type Summary = DataOf<'getDashboardTransactionSummary'>
type Status = Summary['byStatus'][number]['status']
type Figures = Omit<Summary, 'partial' | 'countedUntil' | 'previous'>

const maxDays = 366
const maxPoints = 400
const statuses: Status[] = ['Successful', 'Failed', 'Pending', 'Reversed']

const channelLabels: Record<string, string> = { POS: 'POS', USSD: 'USSD', Mobile: 'Mobile app', Web: 'Web' }
const categoryLabels: Record<string, string> = {
  CashDeposit: 'Cash deposit',
  CashWithdrawal: 'Cash withdrawal',
  FundsTransfer: 'Funds transfer',
  BillPayment: 'Bill payment',
  AirtimeData: 'Airtime and data',
  AccountOpening: 'Account opening',
  BvnEnrolment: 'BVN enrolment',
}

/** The period's instants; 400 naming endDate when it is before startDate or too long. */
function period(body: { startDate: string; endDate: string }) {
  const range = dayRange(body.startDate, body.endDate, { start: 'startDate', end: 'endDate' })
  if (daysIncluded(body.startDate, body.endDate) > maxDays) throw invalidField('endDate', 'PERIOD_TOO_LONG', `the period may not be longer than ${maxDays} days`)
  return { from: range.from!, to: range.to! }
}

/** The filter as the repository reads it: instants for transactions, days for the daily totals. */
function scopeOf(body: { startDate: string; endDate: string; superAgentId?: number; merchantId?: number; productCategory?: repo.ProductCategory }): repo.DashboardScope {
  return {
    range: period(body),
    days: { startDate: body.startDate, endDate: body.endDate },
    superAgentId: body.superAgentId,
    merchantId: body.merchantId,
    productCategory: body.productCategory,
  }
}

/** Every hour of the period's days, as Lagos wall time (yyyy-mm-ddTHH:00). */
function hourStarts(startDate: string, endDate: string): string[] {
  if (daysIncluded(startDate, endDate) > 2) throw invalidField('interval', 'PERIOD_TOO_LONG', 'an hourly chart covers at most two days; choose Day')
  const starts: string[] = []
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) for (let hour = 0; hour < 24; hour++) starts.push(`${day}T${String(hour).padStart(2, '0')}:00`)
  return starts
}

/** First day of every day, week (Monday) or month (1st) touching the period, oldest first. */
function periodStarts(startDate: string, endDate: string, interval: Exclude<repo.Interval, 'Hour'>): string[] {
  let first = startDate
  if (interval === 'Week') first = addDays(startDate, -((new Date(`${startDate}T00:00:00Z`).getUTCDay() + 6) % 7))
  if (interval === 'Month') first = `${startDate.slice(0, 7)}-01`
  const starts: string[] = []
  for (let day = first; day <= endDate;) {
    starts.push(day)
    if (starts.length > maxPoints) throw invalidField('interval', 'PERIOD_TOO_LONG', `the period would give more than ${maxPoints} points; choose a wider interval`)
    if (interval === 'Month') {
      const d = new Date(`${day}T00:00:00Z`)
      day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10)
    } else {
      day = addDays(day, interval === 'Week' ? 7 : 1)
    }
  }
  return starts
}

/** The hour of an instant in Lagos (UTC+01:00 all year), as yyyy-mm-ddTHH:00. */
function lagosHour(instant: Date): string {
  return `${new Date(instant.getTime() + 3_600_000).toISOString().slice(0, 13)}:00`
}

/** The scope's figures, in total, per status and per product. */
async function figuresOf(db: Executor, scope: repo.DashboardScope, memory: DailyTotals): Promise<Figures> {
  const rows = await repo.totalsByStatusAndProduct(db, scope, memory)
  const byStatus = new Map(statuses.map((status) => [status, { status, count: 0, amount: 0 }]))
  const byProduct = new Map<string, { category: repo.ProductCategory; count: number; amount: number }>()
  let totalFees = 0
  for (const r of rows) {
    const s = byStatus.get(r.status as Status)
    if (s) {
      s.count += r.count
      s.amount += r.amount
    }
    const c = byProduct.get(r.category) ?? { category: r.category as repo.ProductCategory, count: 0, amount: 0 }
    c.count += r.count
    c.amount += r.amount
    byProduct.set(r.category, c)
    if (r.status === 'Successful') totalFees += r.fee
  }
  const get = (status: Status) => byStatus.get(status)!
  const totalCount = rows.reduce((n, r) => n + r.count, 0)
  return {
    totalCount,
    totalAmount: rows.reduce((n, r) => n + r.amount, 0),
    totalFees,
    successfulCount: get('Successful').count,
    successfulAmount: get('Successful').amount,
    failedCount: get('Failed').count,
    pendingCount: get('Pending').count,
    reversedCount: get('Reversed').count,
    successRate: totalCount ? Math.round((get('Successful').count / totalCount) * 10_000) / 100 : 0,
    byStatus: [...byStatus.values()],
    byProduct: [...byProduct.values()].sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
  }
}

type Filter = BodyOf<'getDashboardTransactionSummary'>
type GraphFilter = BodyOf<'getDashboardTransactionGraph'>

/** The period's figures against the period before, counted over the same elapsed span (getDashboardTransactionSummary). */
export async function transactionSummary(db: Executor, memory: DailyTotals, body: Filter): Promise<Summary> {
  const scope = scopeOf(body)
  const comparison = comparisonOf(body.startDate, body.endDate, now())
  const before = comparison.previous
  // The period before, counted over the same elapsed span: its last day may stop at this hour.
  const previousScope: repo.DashboardScope = {
    ...scope,
    range: { from: before.from, to: before.until },
    days: { startDate: before.startDate, endDate: before.until > before.from ? lagosDay(before.until.getTime() - 1) : before.startDate },
  }
  const [figures, previous] = await Promise.all([figuresOf(db, scope, memory), figuresOf(db, previousScope, memory)])
  const { byStatus: _byStatus, byProduct: _byProduct, ...previousFigures } = previous
  return {
    ...figures,
    partial: comparison.partial,
    countedUntil: comparison.countedUntil.toISOString(),
    previous: { startDate: before.startDate, endDate: before.endDate, comparedUntil: before.until.toISOString(), ...previousFigures },
  }
}

/** The period's transactions by interval, up to the present one (getDashboardTransactionGraph). */
export async function transactionGraph(db: Executor, memory: DailyTotals, body: GraphFilter): Promise<DataOf<'getDashboardTransactionGraph'>> {
  const interval = body.interval ?? 'Day'
  const scope = scopeOf(body)
  // No points for hours or days still to come: a running period's chart stops at the present one.
  const present = interval === 'Hour' ? lagosHour(now()) : lagosDay(now())
  const starts = (interval === 'Hour' ? hourStarts(body.startDate, body.endDate) : periodStarts(body.startDate, body.endDate, interval)).filter((start) => start <= present)
  const rows = await repo.graphPoints(db, scope, interval, memory)
  const byPeriod = new Map(rows.map((r) => [r.period, r]))
  return starts.map((start) => {
    const r = byPeriod.get(start)
    return { period: start, count: r?.count ?? 0, amount: r?.amount ?? 0, successfulCount: r?.successfulCount ?? 0, failedCount: r?.failedCount ?? 0 }
  })
}

/**
 * Today's figures for the whole platform, as the dashboard's three operations answer them for today
 * with no other filter (the hourly chart): sent with each totals event, so that a dashboard showing
 * today draws them without asking again.
 */
export async function todayFigures(owner: object, db: Executor): Promise<TodayFigures> {
  const date = lagosDay(now())
  const filter = { startDate: date, endDate: date }
  const memory = (await totalsOf(owner)).daily
  const [summary, activity, hourly] = await Promise.all([
    transactionSummary(db, memory, filter),
    repo.activitySummary(db, scopeOf(filter)),
    transactionGraph(db, memory, { ...filter, interval: 'Hour' }),
  ])
  return { date, summary, activity, hourly }
}

export const dashboardHandlers: Handlers<Operation> = {
  getDashboardTransactionSummary: {
    readOnly: true,
    async handle(ctx) {
      return ok(await transactionSummary(ctx.db, (await totalsOf(ctx.env)).daily, ctx.body))
    },
  },

  getDashboardActivitySummary: {
    readOnly: true,
    async handle(ctx) {
      const body = ctx.body
      return ok(await repo.activitySummary(ctx.db, scopeOf(body)))
    },
  },

  getDashboardTransactionGraph: {
    readOnly: true,
    async handle(ctx) {
      return ok(await transactionGraph(ctx.db, (await totalsOf(ctx.env)).daily, ctx.body))
    },
  },

  getAnalyticsSeries: {
    readOnly: true,
    async handle(ctx) {
      const body = ctx.body
      const interval = body.interval ?? 'Day'
      if (interval === 'Hour') throw invalidField('interval', 'NOT_ALLOWED_VALUE', 'analytics are by day, week or month')
      period(body)
      const starts = periodStarts(body.startDate, body.endDate, interval)
      const rows = await repo.analyticsValues(
        ctx.db,
        { startDate: body.startDate, endDate: body.endDate, superAgentId: body.superAgentId },
        interval,
        body.groupBy,
        body.metric,
        (await totalsOf(ctx.env)).daily,
      )
      const names = body.groupBy === 'SuperAgent' ? await repo.superAgentNames(ctx.db) : body.groupBy === 'State' ? await repo.stateNames(ctx.db) : new Map<string, string>()
      const groups = new Map<string, Map<string, number>>()
      for (const r of rows) {
        const values = groups.get(r.group) ?? new Map<string, number>()
        values.set(r.period, (values.get(r.period) ?? 0) + r.value)
        groups.set(r.group, values)
      }
      const label = (id: string) =>
        body.groupBy === 'Channel'
          ? (channelLabels[id] ?? id)
          : body.groupBy === 'Product'
            ? (categoryLabels[id] ?? id)
            : body.groupBy === 'SuperAgent'
              ? (names.get(id) ?? `Super agent ${id}`)
              : body.groupBy === 'State'
                ? (names.get(id) ?? 'No state')
                : id
      const series = [...groups.entries()]
        .map(([id, values]) => ({
          id,
          label: label(id),
          total: [...values.values()].reduce((a, b) => a + b, 0),
          points: starts.map((start) => ({ period: start, value: values.get(start) ?? 0 })),
        }))
        .sort((a, b) => b.total - a.total || a.id.localeCompare(b.id))
        .map(({ total: _total, ...item }) => item)
      return ok({ metric: body.metric, interval, series })
    },
  },
}
