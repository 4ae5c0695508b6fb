// The daily totals held in memory, column by column, and summed in place: a dashboard or report
// total over any period and filter answers without scanning rows in the database. A changed
// version of the table (versions.ts: bumped by a trigger on every change to daily_totals) reloads
// the columns, so a write through any server on the same PostgreSQL is seen at the next request.
import { sql } from 'drizzle-orm'

import type { Executor } from './client.ts'
import { versionWatch, type VersionWatch } from './versions.ts'
import { dayNumber, dayText } from '../platform/period.ts'

const STATUSES = ['Successful', 'Failed', 'Pending', 'Reversed'] as const
const CHANNELS = ['POS', 'USSD', 'Mobile', 'Web'] as const

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

/** Where a scope's rows fall by calendar day (Lagos, ISO): for paging by key at any depth. */
export interface DayIndex {
  /** Rows on days up to `day`, that day included. */
  upTo(day: string): number
  /** The day holding the k-th row (0 is the oldest), or null past the last. */
  dayOf(k: number): string | null
}

/** A DayIndex over counts per day (oldest first). */
export function dayIndexOf(days: readonly { day: string; count: number }[]): DayIndex {
  const running: number[] = []
  let sum = 0
  for (const d of days) running.push((sum += d.count))
  /** Index of the first day after `day`. */
  const after = (day: string) => {
    let low = 0
    let high = days.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (days[mid]!.day <= day) low = mid + 1
      else high = mid
    }
    return low
  }
  return {
    upTo: (day) => {
      const i = after(day)
      return i ? running[i - 1]! : 0
    },
    dayOf(k) {
      let low = 0
      let high = days.length
      while (low < high) {
        const mid = (low + high) >>> 1
        if (running[mid]! > k) high = mid
        else low = mid + 1
      }
      return k >= 0 && low < days.length ? days[low]!.day : null
    },
  }
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
  /** Each row's product category, as an index into `categories`. */
  category: Int8Array
  categories: string[]
  /** The same totals by combination of the dimensions a summary filters or groups on, as running sums by day. */
  series: Series[]
  /** The series of each super agent (a dashboard filtered on one reads only those). */
  seriesOf: Map<number, Series[]>
}

/**
 * One combination of super agent, status, product and channel (every agent state together): the
 * days it has totals on, ascending, and its running count, amount and fee up to each of them.
 * A period's totals are two look-ups (the running sums at its end less those before its start),
 * so a summary costs one step per combination, whatever the length of the period.
 */
interface Series {
  superAgent: number
  status: number
  product: number
  channel: number
  category: number
  days: Int32Array
  count: Float64Array
  amount: Float64Array
  fee: Float64Array
}

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
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
    category: new Int8Array(size),
    categories: [...new Set(products.map((p) => p.category))].sort(),
    series: [],
    seriesOf: new Map(),
  }
  const categoryOfProduct = new Map(products.map((p) => [p.id, columns.categories.indexOf(p.category)]))
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
    columns.category[i] = categoryOfProduct.get(r.product_id) ?? -1
  })
  columns.series = runningSeries(columns)
  for (const one of columns.series) {
    const list = columns.seriesOf.get(one.superAgent)
    if (list) list.push(one)
    else columns.seriesOf.set(one.superAgent, [one])
  }
  return columns
}

function runningSeries(c: Columns): Series[] {
  const growing = new Map<string, { at: number; days: number[]; count: number[]; amount: number[]; fee: number[] }>()
  for (let i = 0; i < c.size; i++) {
    const key = `${c.superAgent[i]}|${c.status[i]}|${c.product[i]}|${c.channel[i]}`
    let series = growing.get(key)
    if (!series) growing.set(key, (series = { at: i, days: [], count: [], amount: [], fee: [] }))
    const last = series.days.length - 1
    // Rows come by day: a day already begun (another agent state) adds to its running sums.
    if (last >= 0 && series.days[last] === c.day[i]) {
      series.count[last]! += c.count[i]!
      series.amount[last]! += c.amount[i]!
      series.fee[last]! += c.fee[i]!
    } else {
      series.days.push(c.day[i]!)
      series.count.push((series.count[last] ?? 0) + c.count[i]!)
      series.amount.push((series.amount[last] ?? 0) + c.amount[i]!)
      series.fee.push((series.fee[last] ?? 0) + c.fee[i]!)
    }
  }
  return [...growing.values()].map((g) => ({
    superAgent: c.superAgent[g.at]!,
    status: c.status[g.at]!,
    product: c.product[g.at]!,
    channel: c.channel[g.at]!,
    category: c.category[g.at]!,
    days: Int32Array.from(g.days),
    count: Float64Array.from(g.count),
    amount: Float64Array.from(g.amount),
    fee: Float64Array.from(g.fee),
  }))
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

  constructor(private readonly version: VersionWatch) {}

  /** The columns as of the table's current version (see versions.ts; a reload only after a change). */
  async current(db: Executor): Promise<Columns> {
    const version = await this.version.current(db)
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
    const wanted = (value: string | undefined, values: readonly string[]) => (value === undefined ? -1 : values.indexOf(value))
    const status = wanted(scope.status, STATUSES)
    const channel = wanted(scope.channel, CHANNELS)
    const category = wanted(scope.productCategory, c.categories)
    // A value asked that no row can hold (a category without products) matches nothing.
    if ((scope.status !== undefined && status === -1) || (scope.channel !== undefined && channel === -1) || (scope.productCategory !== undefined && category === -1)) return new Map()
    const superAgent = scope.superAgentId ?? -1
    const product = scope.productId ?? -1
    if (groupBy.every((key) => key !== 'day' && key !== 'state')) {
      return this.seriesSums(
        c,
        { from: scope.startDate ? dayNumber(scope.startDate) : -Infinity, to: scope.endDate ? dayNumber(scope.endDate) : Infinity, superAgent, product, status, channel, category },
        groupBy,
      )
    }
    // Groups are read as small integers and keyed by number (two parts at most, each under 2^21);
    // their names are made once per group at the end, not once per row.
    const parts = groupBy.map((key) => groupColumn(c, key))
    const totals = new Map<number, Sums>()
    for (let i = from; i < to; i++) {
      if (superAgent !== -1 && c.superAgent[i] !== superAgent) continue
      if (product !== -1 && c.product[i] !== product) continue
      if (status !== -1 && c.status[i] !== status) continue
      if (channel !== -1 && c.channel[i] !== channel) continue
      if (category !== -1 && c.category[i] !== category) continue
      let key = 0
      for (const part of parts) key = key * GROUP_BASE + part.values[i]!
      const sums = totals.get(key)
      if (sums) {
        sums.count += c.count[i]!
        sums.amount += c.amount[i]!
        sums.fee += c.fee[i]!
      } else {
        totals.set(key, { count: c.count[i]!, amount: c.amount[i]!, fee: c.fee[i]! })
      }
    }
    const result = new Map<string, Sums>()
    for (const [key, sums] of totals) {
      const names: string[] = []
      let rest = key
      for (let p = parts.length - 1; p >= 0; p--) {
        names.unshift(parts[p]!.name(rest % GROUP_BASE))
        rest = Math.floor(rest / GROUP_BASE)
      }
      result.set(names.join('|'), sums)
    }
    return result
  }

  /**
   * Where the scope's rows fall by day: how many up to a day, and which day holds the k-th. Built
   * on first use from the running counts of the matching series (one pass over their days, never
   * the rows), then each answer is a look-up or a binary search over the days. A report reads it
   * to find the day where a page begins (keyset paging at any depth); the report caches it with
   * the filter's totals, so paging through one filter builds it once.
   */
  async dayIndex(db: Executor, scope: Omit<MemoryScope, 'productCategory'>): Promise<DayIndex> {
    const c = await this.current(db)
    const status = scope.status === undefined ? -1 : STATUSES.indexOf(scope.status as (typeof STATUSES)[number])
    const channel = scope.channel === undefined ? -1 : CHANNELS.indexOf(scope.channel as (typeof CHANNELS)[number])
    const none = (scope.status !== undefined && status === -1) || (scope.channel !== undefined && channel === -1)
    const series = none
      ? []
      : (scope.superAgentId === undefined ? c.series : (c.seriesOf.get(scope.superAgentId) ?? [])).filter(
          (s) => (scope.productId === undefined || s.product === scope.productId) && (status === -1 || s.status === status) && (channel === -1 || s.channel === channel),
        )
    // The days that can hold rows: the scope's, within those of the totals.
    const first = Math.max(scope.startDate ? dayNumber(scope.startDate) : -Infinity, c.size ? c.day[0]! : 0)
    const last = Math.min(scope.endDate ? dayNumber(scope.endDate) : Infinity, c.size ? c.day[c.size - 1]! : -1)
    let table: Float64Array | undefined
    /** Rows up to each day from `first`, running. */
    const running = (): Float64Array => {
      if (table) return table
      const t = new Float64Array(Math.max(0, last - first + 1))
      for (const s of series) {
        let i = lowerBound(s.days, s.days.length, first)
        let before = i > 0 ? s.count[i - 1]! : 0
        for (; i < s.days.length && s.days[i]! <= last; i++) {
          t[s.days[i]! - first]! += s.count[i]! - before
          before = s.count[i]!
        }
      }
      for (let d = 1; d < t.length; d++) t[d]! += t[d - 1]!
      return (table = t)
    }
    return {
      upTo(day) {
        const n = dayNumber(day)
        const t = running()
        return n < first || !t.length ? 0 : t[Math.min(n, last) - first]!
      },
      dayOf(k) {
        const t = running()
        if (k < 0 || !t.length || t[t.length - 1]! <= k) return null
        let low = 0
        let high = t.length - 1
        while (low < high) {
          const mid = (low + high) >>> 1
          if (t[mid]! > k) high = mid
          else low = mid + 1
        }
        return dayText(first + low)
      },
    }
  }

  /** Sums from the running series: for groupings without day or state (the summaries, the report totals). */
  private seriesSums(
    c: Columns,
    f: { from: number; to: number; superAgent: number; product: number; status: number; channel: number; category: number },
    groupBy: readonly GroupKey[],
  ): Map<string, Sums> {
    const result = new Map<string, Sums>()
    for (const s of f.superAgent === -1 ? c.series : (c.seriesOf.get(f.superAgent) ?? [])) {
      if (f.product !== -1 && s.product !== f.product) continue
      if (f.status !== -1 && s.status !== f.status) continue
      if (f.channel !== -1 && s.channel !== f.channel) continue
      if (f.category !== -1 && s.category !== f.category) continue
      // Running sums up to the period's last day, less those before its first.
      const end = upperBound(s.days, f.to) - 1
      if (end < 0) continue
      const before = lowerBound(s.days, s.days.length, f.from) - 1
      const count = s.count[end]! - (before >= 0 ? s.count[before]! : 0)
      if (count === 0) continue
      const amount = s.amount[end]! - (before >= 0 ? s.amount[before]! : 0)
      const fee = s.fee[end]! - (before >= 0 ? s.fee[before]! : 0)
      const key = groupBy.map((part) => seriesGroupName(c, s, part)).join('|')
      const sums = result.get(key)
      if (sums) {
        sums.count += count
        sums.amount += amount
        sums.fee += fee
      } else {
        result.set(key, { count, amount, fee })
      }
    }
    return result
  }
}

function seriesGroupName(c: Columns, s: Series, key: GroupKey): string {
  switch (key) {
    case 'status':
      return STATUSES[s.status]!
    case 'channel':
      return CHANNELS[s.channel]!
    case 'category':
      return c.categories[s.category] ?? ''
    case 'superAgent':
      return String(s.superAgent)
    default:
      throw new Error(`${key} is not a dimension of the running series`)
  }
}

/** First index whose day is after `day`. */
function upperBound(days: Int32Array, day: number): number {
  let low = 0
  let high = days.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (days[mid]! <= day) low = mid + 1
    else high = mid
  }
  return low
}

const GROUP_BASE = 2 ** 21

/** A grouping's value on each row as a small integer, and its name as the callers key it. */
function groupColumn(c: Columns, key: GroupKey): { values: ArrayLike<number>; name: (value: number) => string } {
  switch (key) {
    case 'status':
      return { values: c.status, name: (v) => STATUSES[v]! }
    case 'channel':
      return { values: c.channel, name: (v) => CHANNELS[v]! }
    case 'category':
      return { values: c.category, name: (v) => c.categories[v] ?? '' }
    case 'superAgent':
      return { values: c.superAgent, name: String }
    case 'state':
      return { values: c.state, name: String }
    case 'day':
      return { values: c.day, name: String }
  }
}

const byEnvironment = new WeakMap<object, DailyTotalsMemory>()

/** One memory per app (its environment object): the bench and the tests run several apps in a process. */
export function dailyTotalsMemory(owner: object): DailyTotalsMemory {
  let memory = byEnvironment.get(owner)
  if (!memory) {
    memory = new DailyTotalsMemory(versionWatch(owner, 'daily_totals_version'))
    byEnvironment.set(owner, memory)
  }
  return memory
}
