// The daily totals held in memory, column by column, and summed in place: a dashboard or report
// total over any period and filter answers without scanning rows in the database. Loaded once
// from daily_totals (kept by statement triggers on transactions, migration 0005); the changes
// after that (change-feed.ts) are held as rows of their own beside the loaded ones, by day and
// combination, and every answer adds them in.
import { sql } from 'drizzle-orm'

import type { Executor } from '../db/client.ts'
import { dayNumber, dayText } from '../platform/period.ts'
import type { TotalsEngine, TransactionChange } from './change-feed.ts'
import { ChangedRows, lowerBound, rows } from './columns.ts'

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
  const numbers = days.map((d) => dayNumber(d.day))
  const running: number[] = []
  let sum = 0
  for (const d of days) running.push((sum += d.count))
  return {
    upTo: (day) => {
      const i = lowerBound(numbers, dayNumber(day) + 1)
      return i ? running[i - 1]! : 0
    },
    dayOf(k) {
      const i = lowerBound(running, k + 1)
      return k >= 0 && i < days.length ? days[i]!.day : null
    },
  }
}

export type GroupKey = 'status' | 'category' | 'channel' | 'superAgent' | 'state' | 'day'

interface Columns {
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

async function loadColumns(db: Executor): Promise<Columns> {
  const all = await rows<{ day: string; product_id: number; status: string; channel: string; super_agent_id: number; state_id: number; count: number; amount: string; fee: string }>(
    db,
    sql`select day::text as day, product_id, status, channel, super_agent_id, state_id, count, amount::text as amount, fee::text as fee from daily_totals where count <> 0 order by day`,
  )
  const products = await rows<{ id: number; category: string }>(db, sql`select id, category from products`)
  const size = all.length
  const columns: Columns = {
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

const MEASURES = 3

/** The daily totals of one app: loaded once (change-feed.ts), then kept by delta. */
export class DailyTotals implements TotalsEngine {
  private columns: Columns | null = null
  /** Totals changed since the load, by day, product, status, channel, super agent and state: count, amount, fee. */
  private changed = new ChangedRows(6, MEASURES)
  private categoryOfProduct = new Map<number, number>()
  /** The time of the newest transaction counted (milliseconds since 1970; -Infinity when none). */
  newest = -Infinity

  async load(db: Executor): Promise<() => void> {
    const columns = await loadColumns(db)
    const products = await rows<{ id: number; category: string }>(db, sql`select id, category from products`)
    const categoryOfProduct = new Map(products.map((p) => [Number(p.id), columns.categories.indexOf(p.category)]))
    const [last] = await rows<{ newest: number | null }>(db, sql`select (extract(epoch from max(created_at)) * 1000)::float8 as newest from transactions`)
    return () => {
      this.newest = last?.newest ?? -Infinity
      this.categoryOfProduct = categoryOfProduct
      this.columns = columns
      this.changed = new ChangedRows(6, MEASURES)
    }
  }

  get changes(): number {
    return this.changed.size
  }

  apply(changes: readonly TransactionChange[]): boolean {
    for (const change of changes) {
      const row = this.changed.row([
        change.day,
        change.productId,
        STATUSES.indexOf(change.status as (typeof STATUSES)[number]),
        CHANNELS.indexOf(change.channel as (typeof CHANNELS)[number]),
        change.superAgentId,
        change.stateId,
      ])
      this.changed.add(row, 0, change.sign)
      this.changed.add(row, 1, change.sign * change.amount)
      this.changed.add(row, 2, change.sign * change.fee)
      if (change.sign > 0) this.newest = Math.max(this.newest, change.createdAt / 1000)
    }
    return false
  }

  private get c(): Columns {
    if (!this.columns) throw new Error('daily totals read before their load')
    return this.columns
  }

  /** Count, amount and fees of the scope, grouped by the keys asked (none: one total under ''). */
  sums(scope: MemoryScope, groupBy: readonly GroupKey[] = []): Map<string, Sums> {
    const c = this.c
    const from = scope.startDate ? lowerBound(c.day, dayNumber(scope.startDate), 0, c.size) : 0
    const to = scope.endDate ? lowerBound(c.day, dayNumber(scope.endDate) + 1, 0, c.size) : c.size
    const f = this.filter(scope)
    if (!f) return new Map()
    let result: Map<string, Sums>
    if (groupBy.every((key) => key !== 'day' && key !== 'state')) {
      result = this.seriesSums(c, f, groupBy)
    } else {
      // Groups are read as small integers and keyed by number (two parts at most, each under 2^21);
      // their names are made once per group at the end, not once per row.
      const parts = groupBy.map((key) => groupColumn(c, key))
      const totals = new Map<number, Sums>()
      for (let i = from; i < to; i++) {
        if (f.superAgent !== -1 && c.superAgent[i] !== f.superAgent) continue
        if (f.product !== -1 && c.product[i] !== f.product) continue
        if (f.status !== -1 && c.status[i] !== f.status) continue
        if (f.channel !== -1 && c.channel[i] !== f.channel) continue
        if (f.category !== -1 && c.category[i] !== f.category) continue
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
      result = new Map<string, Sums>()
      for (const [key, sums] of totals) {
        const names: string[] = []
        let rest = key
        for (let p = parts.length - 1; p >= 0; p--) {
          names.unshift(parts[p]!.name(rest % GROUP_BASE))
          rest = Math.floor(rest / GROUP_BASE)
        }
        result.set(names.join('|'), sums)
      }
    }
    this.addChanged(result, f, groupBy)
    return result
  }

  /** The changes since the load, added to the groups they fall in; a group they empty is none. */
  private addChanged(result: Map<string, Sums>, f: Filter, groupBy: readonly GroupKey[]): void {
    const changed = this.changed
    if (!changed.size) return
    const c = this.c
    for (let r = 0; r < changed.size; r++) {
      const day = changed.key(r, 0)
      if (day < f.from || day > f.to) continue
      const product = changed.key(r, 1)
      const status = changed.key(r, 2)
      const channel = changed.key(r, 3)
      const superAgent = changed.key(r, 4)
      const category = this.categoryOfProduct.get(product) ?? -1
      if (f.superAgent !== -1 && superAgent !== f.superAgent) continue
      if (f.product !== -1 && product !== f.product) continue
      if (f.status !== -1 && status !== f.status) continue
      if (f.channel !== -1 && channel !== f.channel) continue
      if (f.category !== -1 && category !== f.category) continue
      const key = groupBy
        .map((part) => {
          switch (part) {
            case 'status':
              return STATUSES[status]!
            case 'channel':
              return CHANNELS[channel]!
            case 'category':
              return c.categories[category] ?? ''
            case 'superAgent':
              return String(superAgent)
            case 'state':
              return String(changed.key(r, 5))
            case 'day':
              return String(day)
          }
        })
        .join('|')
      const sums = result.get(key)
      if (sums) {
        sums.count += changed.measure(r, 0)
        sums.amount += changed.measure(r, 1)
        sums.fee += changed.measure(r, 2)
      } else {
        result.set(key, { count: changed.measure(r, 0), amount: changed.measure(r, 1), fee: changed.measure(r, 2) })
      }
    }
    for (const [key, sums] of result) if (sums.count === 0) result.delete(key)
  }

  /** The scope as indexes (-1: any), or null when it asks for a value no row can hold. */
  private filter(scope: MemoryScope): Filter | null {
    const c = this.c
    const wanted = (value: string | undefined, values: readonly string[]) => (value === undefined ? -1 : values.indexOf(value))
    const status = wanted(scope.status, STATUSES)
    const channel = wanted(scope.channel, CHANNELS)
    const category = wanted(scope.productCategory, c.categories)
    // A value asked that no row can hold (a category without products) matches nothing.
    if ((scope.status !== undefined && status === -1) || (scope.channel !== undefined && channel === -1) || (scope.productCategory !== undefined && category === -1)) return null
    return {
      from: scope.startDate ? dayNumber(scope.startDate) : -Infinity,
      to: scope.endDate ? dayNumber(scope.endDate) : Infinity,
      superAgent: scope.superAgentId ?? -1,
      product: scope.productId ?? -1,
      status,
      channel,
      category,
    }
  }

  /**
   * Where the scope's rows fall by day: how many up to a day, and which day holds the k-th. Built
   * on first use from the running counts of the matching series and the changes since the load
   * (one pass over their days, never the rows), then each answer is a look-up or a binary search
   * over the days. A report reads it to find the day where a page begins (keyset paging at any
   * depth); the report caches it with the filter's totals, so paging through one filter builds it once.
   */
  dayIndex(scope: Omit<MemoryScope, 'productCategory'>): DayIndex {
    const c = this.c
    const f = this.filter(scope)
    const series = !f
      ? []
      : (scope.superAgentId === undefined ? c.series : (c.seriesOf.get(scope.superAgentId) ?? [])).filter(
          (s) => (f.product === -1 || s.product === f.product) && (f.status === -1 || s.status === f.status) && (f.channel === -1 || s.channel === f.channel),
        )
    // The changes since the load that the scope keeps, by day.
    const changedDays = new Map<number, number>()
    const changed = this.changed
    if (f) {
      for (let r = 0; r < changed.size; r++) {
        const day = changed.key(r, 0)
        if (day < f.from || day > f.to) continue
        if ((f.product !== -1 && changed.key(r, 1) !== f.product) || (f.status !== -1 && changed.key(r, 2) !== f.status) || (f.channel !== -1 && changed.key(r, 3) !== f.channel)) continue
        if (f.superAgent !== -1 && changed.key(r, 4) !== f.superAgent) continue
        changedDays.set(day, (changedDays.get(day) ?? 0) + changed.measure(r, 0))
      }
    }
    // The days that can hold rows: the scope's, within those of the totals and their changes.
    let lowest = c.size ? c.day[0]! : Infinity
    let highest = c.size ? c.day[c.size - 1]! : -Infinity
    for (const day of changedDays.keys()) {
      lowest = Math.min(lowest, day)
      highest = Math.max(highest, day)
    }
    const first = Math.max(scope.startDate ? dayNumber(scope.startDate) : -Infinity, lowest === Infinity ? 0 : lowest)
    const last = Math.min(scope.endDate ? dayNumber(scope.endDate) : Infinity, highest === -Infinity ? -1 : highest)
    let table: Float64Array | undefined
    /** Rows up to each day from `first`, running. */
    const running = (): Float64Array => {
      if (table) return table
      const t = new Float64Array(Math.max(0, last - first + 1))
      for (const s of series) {
        let i = lowerBound(s.days, first)
        let before = i > 0 ? s.count[i - 1]! : 0
        for (; i < s.days.length && s.days[i]! <= last; i++) {
          t[s.days[i]! - first]! += s.count[i]! - before
          before = s.count[i]!
        }
      }
      for (const [day, count] of changedDays) if (day >= first && day <= last) t[day - first]! += count
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
        return dayText(first + lowerBound(t, k + 1))
      },
    }
  }

  /** Sums from the running series: for groupings without day or state (the summaries, the report totals). */
  private seriesSums(c: Columns, f: Filter, groupBy: readonly GroupKey[]): Map<string, Sums> {
    const result = new Map<string, Sums>()
    for (const s of f.superAgent === -1 ? c.series : (c.seriesOf.get(f.superAgent) ?? [])) {
      if (f.product !== -1 && s.product !== f.product) continue
      if (f.status !== -1 && s.status !== f.status) continue
      if (f.channel !== -1 && s.channel !== f.channel) continue
      if (f.category !== -1 && s.category !== f.category) continue
      // Running sums up to the period's last day, less those before its first.
      const end = lowerBound(s.days, f.to + 1) - 1
      if (end < 0) continue
      const before = lowerBound(s.days, f.from) - 1
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

interface Filter {
  from: number
  to: number
  superAgent: number
  product: number
  status: number
  channel: number
  category: number
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
