// Reads of the daily totals (daily_totals, kept by triggers on transactions: migration 0005): the
// dashboard, analytics and the report totals answer from a few thousand grouped rows instead of
// scanning every transaction of the period.
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'

import type { Executor } from './client.ts'
import { dailyTotals, products } from './schema.ts'

export interface DailyScope {
  /** Calendar days in Lagos, both included; open ends when missing. */
  startDate?: string | undefined
  endDate?: string | undefined
  superAgentId?: number | undefined
  productId?: number | undefined
  productCategory?: string | undefined
  status?: string | undefined
  channel?: string | undefined
}

export function dailyConditions(scope: DailyScope): SQL | undefined {
  return and(
    scope.startDate ? gte(dailyTotals.day, scope.startDate) : undefined,
    scope.endDate ? lte(dailyTotals.day, scope.endDate) : undefined,
    scope.superAgentId ? eq(dailyTotals.superAgentId, scope.superAgentId) : undefined,
    scope.productId ? eq(dailyTotals.productId, scope.productId) : undefined,
    scope.productCategory ? inArray(dailyTotals.productId, sql`(select ${products.id} from ${products} where ${products.category} = ${scope.productCategory})`) : undefined,
    scope.status ? eq(dailyTotals.status, scope.status) : undefined,
    scope.channel ? eq(dailyTotals.channel, scope.channel) : undefined,
  )
}

const total = (column: SQL | typeof dailyTotals.amount) => sql<string>`coalesce(sum(${column}), 0)`.mapWith(Number)

export const dailySums = {
  count: total(sql`${dailyTotals.count}`),
  amount: total(dailyTotals.amount),
  fee: total(dailyTotals.fee),
}

/** Count, amount and fees of the scope. */
export async function dailySummary(db: Executor, scope: DailyScope): Promise<{ count: number; amount: number; fee: number }> {
  const [row] = await db.select(dailySums).from(dailyTotals).where(dailyConditions(scope))
  return { count: row?.count ?? 0, amount: row?.amount ?? 0, fee: row?.fee ?? 0 }
}

/** The first day of the day, week (Monday) or month of a row, as yyyy-mm-dd. */
export function dailyPeriod(interval: 'Day' | 'Week' | 'Month'): SQL<string> {
  if (interval === 'Day') return sql<string>`to_char(${dailyTotals.day}, 'YYYY-MM-DD')`
  const unit = interval === 'Week' ? 'week' : 'month'
  return sql<string>`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${dailyTotals.day}::timestamp), 'YYYY-MM-DD')`
}
