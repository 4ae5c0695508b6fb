// The daily totals held in memory, column by column, and summed in place: a dashboard or report
// total over any period and filter answers without scanning rows in the database. The table's
// version row (bumped by a trigger on every change to daily_totals, migration 0007) is read on each
// request; a changed version reloads the columns, so a write through any server on the same
// PostgreSQL is seen by all of them at their next request.
import { sql } from 'drizzle-orm'

import type { Executor } from './client.ts'

const STATUSES = ['Successful', 'Failed', 'Pending', 'Reversed'] as const
const CHANNELS = ['POS', 'USSD', 'Mobile', 'Web'] as const
const DAY_MS = 86_400_000

export interface MemoryScope {
  /** Calendar days in Lagos, both included; open ends when missing. */
  startDate?: string | undefined
  endDate?: string | undefined
  superAgentId?: number | undefined
  productId?: number | undefined
  productCategory?: string | undefined
  status?: string | undefined
  channel?: string | undefined
}

export interface Sums {
  count: number
  amount: number
  fee: number
}

export type GroupKey = 'status' | 'category' | 'channel' | 'superAgent' | 'state' | 'day'

interface Columns {
  version: string
  size: number
  day: Int32Array
  product: Int32Array
  status: Int8Array
  channel: Int8Array
  superAgent: Int32Array
  state: Int32Array
  count: Float64Array
  amount: Float64Array
  fee: Float64Array
  categoryOf: Map<number, string>
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS)
export const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10)

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

async function currentVersion(db: Executor): Promise<string> {
  const [row] = await rows<{ version: string | number }>(db, sql`select version from daily_totals_version where id = 1`)
  return String(row?.version ?? 0)
}

async function loadColumns(db: Executor, version: string): Promise<Columns> {
  const all = await rows<{ day: string; product_id: number; status: string; channel: string; super_agent_id: number; state_id: number; count: number; amount: string; fee: string }>(
    db,
    sql`select day::text as day, product_id, status, channel, super_agent_id, state_id, count, amount::text as amount, fee::text as fee from daily_totals where count <> 0 order by day`,
  )
  const products = await rows<{ id: number; category: string }>(db, sql`select id, category from products`)
  const size = all.length
  const columns: Columns = {
    version,
    size,
    day: new Int32Array(size),
    product: new Int32Array(size),
    status: new Int8Array(size),
    channel: new Int8Array(size),
    superAgent: new Int32Array(size),
    state: new Int32Array(size),
    count: new Float64Array(size),
    amount: new Float64Array(size),
    fee: new Float64Array(size),
    categoryOf: new Map(products.map((p) => [p.id, p.category])),
  }
  all.forEach((r, i) => {
    columns.day[i] = dayNumber(r.day)
    columns.product[i] = r.product_id
    columns.status[i] = STATUSES.indexOf(r.status as (typeof STATUSES)[number])
    columns.channel[i] = CHANNELS.indexOf(r.channel as (typeof CHANNELS)[number])
    columns.superAgent[i] = r.super_agent_id
    columns.state[i] = r.state_id
    columns.count[i] = Number(r.count)
    columns.amount[i] = Number(r.amount)
    columns.fee[i] = Number(r.fee)
  })
  return columns
}

/** First index whose day is at least `day` (the columns are sorted by day). */
function lowerBound(days: Int32Array, size: number, day: number): number {
  let low = 0
  let high = size
  while (low < high) {
    const mid = (low + high) >>> 1
    if (days[mid]! < day) low = mid + 1
    else high = mid
  }
  return low
}

export class DailyTotalsMemory {
  private columns: Columns | null = null
  private loading: Promise<Columns> | null = null

  /** The columns as of the database's current version (one small read; a reload only after a change). */
  async current(db: Executor): Promise<Columns> {
    const version = await currentVersion(db)
    if (this.columns?.version === version) return this.columns
    if (!this.loading) {
      this.loading = loadColumns(db, version).finally(() => {
        this.loading = null
      })
    }
    const loaded = await this.loading
    // A newer version may have landed while loading: the next request reloads.
    this.columns = loaded
    return loaded
  }

  /** Count, amount and fees of the scope, grouped by the keys asked (none: one total under ''). */
  async sums(db: Executor, scope: MemoryScope, groupBy: readonly GroupKey[] = []): Promise<Map<string, Sums>> {
    const c = await this.current(db)
    const from = scope.startDate ? lowerBound(c.day, c.size, dayNumber(scope.startDate)) : 0
    const to = scope.endDate ? lowerBound(c.day, c.size, dayNumber(scope.endDate) + 1) : c.size
    const status = scope.status === undefined ? -1 : STATUSES.indexOf(scope.status as (typeof STATUSES)[number])
    const channel = scope.channel === undefined ? -1 : CHANNELS.indexOf(scope.channel as (typeof CHANNELS)[number])
    const result = new Map<string, Sums>()
    for (let i = from; i < to; i++) {
      if (scope.superAgentId !== undefined && c.superAgent[i] !== scope.superAgentId) continue
      if (scope.productId !== undefined && c.product[i] !== scope.productId) continue
      if (status !== -1 && c.status[i] !== status) continue
      if (channel !== -1 && c.channel[i] !== channel) continue
      if (scope.productCategory !== undefined && c.categoryOf.get(c.product[i]!) !== scope.productCategory) continue
      let key = ''
      for (const part of groupBy) {
        const value =
          part === 'status'
            ? STATUSES[c.status[i]!]
            : part === 'category'
              ? c.categoryOf.get(c.product[i]!)
              : part === 'channel'
                ? CHANNELS[c.channel[i]!]
                : part === 'superAgent'
                  ? String(c.superAgent[i])
                  : part === 'state'
                    ? String(c.state[i])
                    : String(c.day[i])
        key = key ? `${key}|${value}` : String(value)
      }
      const sums = result.get(key)
      if (sums) {
        sums.count += c.count[i]!
        sums.amount += c.amount[i]!
        sums.fee += c.fee[i]!
      } else {
        result.set(key, { count: c.count[i]!, amount: c.amount[i]!, fee: c.fee[i]! })
      }
    }
    return result
  }
}

const byEnvironment = new WeakMap<object, DailyTotalsMemory>()

/** One memory per app (its environment object): the bench and the tests run several apps in a process. */
export function dailyTotalsMemory(owner: object): DailyTotalsMemory {
  let memory = byEnvironment.get(owner)
  if (!memory) {
    memory = new DailyTotalsMemory()
    byEnvironment.set(owner, memory)
  }
  return memory
}
