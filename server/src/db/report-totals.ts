// The grouped reports' totals held in memory: per merchant (successful transactions) and per agent
// (every transaction), day by day, as running sums. A period's totals of one merchant or agent are
// two binary searches in its series, so a report over 30 days or a year costs the same, whatever
// the number of transactions: one step per merchant or agent, then a sort of those.
// Loaded from merchant_daily_totals and agent_daily_totals (kept by statement triggers on
// transactions, migration 0015), reloaded when the daily totals' version moves: every statement
// writing transactions changes daily_totals in the same transaction, which bumps that version.
// The agents' own fields the agent report filters on (status, merchant, super agent) follow the
// data version instead (agents are edited without any transaction being written).
import { sql } from 'drizzle-orm'

import type { Executor } from './client.ts'
import { versionWatch, type VersionWatch } from './versions.ts'

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/**
 * Whole numbers of a query answering text chunks (rows as numbers joined by ',', rows joined by
 * ';'), in order, `width` a row. Read as a few long texts and parsed by hand: a million rows of
 * many fields each would cost seconds to decode one field at a time.
 */
async function numbers(db: Executor, query: ReturnType<typeof sql>, width: number): Promise<{ size: number; at: (row: number, field: number) => number }> {
  const chunks = await rows<{ chunk: string }>(db, query)
  let total = 0
  for (const { chunk } of chunks) if (chunk) total += chunk.split(';').length
  const values = new Float64Array(total * width)
  let k = 0
  for (const { chunk } of chunks) {
    if (!chunk) continue
    let value = 0
    let sign = 1
    for (let i = 0; i <= chunk.length; i++) {
      const code = i < chunk.length ? chunk.charCodeAt(i) : 59
      if (code >= 48 && code <= 57) value = value * 10 + (code - 48)
      else if (code === 45) sign = -1
      else {
        values[k++] = sign * value
        value = 0
        sign = 1
      }
    }
  }
  if (k !== total * width) throw new Error(`report totals: read ${k} numbers for ${total} rows of ${width}`)
  return { size: total, at: (row, field) => values[row * width + field]! }
}

/** First index in [low, high) whose day is at least `day`. */
function lowerBound(days: Int32Array, low: number, high: number, day: number): number {
  while (low < high) {
    const mid = (low + high) >>> 1
    if (days[mid]! < day) low = mid + 1
    else high = mid
  }
  return low
}

/** A period in day numbers, both ends included; open ends are infinite. */
export interface DayPeriod {
  from: number
  to: number
}

/** Series by key, each a run of rows by ascending day, with running sums of each measure. */
interface SeriesColumns {
  /** Row index where each series starts; one more entry than series (the end of the last). */
  start: Int32Array
  day: Int32Array
  measures: Float64Array[]
}

/**
 * The rows of a series inside the period, written to `span`: [before, end] where `end` is the last
 * row on or before the period's last day and `before` the last one before its first (start - 1 when
 * none). False when the series has no row in the period. (No object per series: a report reads
 * tens of thousands of them per request.)
 */
const span = { before: 0, end: 0 }
function periodRows(c: SeriesColumns, s: number, p: DayPeriod): boolean {
  const first = c.start[s]!
  const high = c.start[s + 1]!
  const end = (p.to === Infinity ? high : lowerBound(c.day, first, high, p.to + 1)) - 1
  if (end < first) return false
  const before = (p.from === -Infinity ? first : lowerBound(c.day, first, end + 1, p.from)) - 1
  if (before >= end) return false
  span.before = before
  span.end = end
  return true
}

/** A running measure between two rows of a series (before = start - 1: from its beginning). */
const between = (running: Float64Array, first: number, before: number, end: number) => running[end]! - (before >= first ? running[before]! : 0)

function runningSums(c: SeriesColumns): void {
  for (let s = 0; s + 1 < c.start.length; s++) {
    for (let i = c.start[s]! + 1; i < c.start[s + 1]!; i++) {
      for (const m of c.measures) m[i]! += m[i - 1]!
    }
  }
}

/**
 * The same measures summed by (group, day) over every series, as series of their own with running
 * sums: `groupOf` gives each series' group. Called before the rows' running sums are made.
 */
function groupedSeries(c: SeriesColumns, series: number, groupOf: (s: number) => number): SeriesColumns & { group: Int32Array } {
  const width = c.measures.length
  const sums = new Map<number, Float64Array>()
  for (let s = 0; s < series; s++) {
    const group = groupOf(s)
    for (let i = c.start[s]!; i < c.start[s + 1]!; i++) {
      const key = group * 65536 + c.day[i]!
      let row = sums.get(key)
      if (!row) sums.set(key, (row = new Float64Array(width)))
      for (let m = 0; m < width; m++) row[m]! += c.measures[m]![i]!
    }
  }
  const keys = [...sums.keys()].sort((a, b) => a - b)
  const day = new Int32Array(keys.length)
  const measures = Array.from({ length: width }, () => new Float64Array(keys.length))
  const starts: number[] = []
  const groups: number[] = []
  keys.forEach((key, i) => {
    const group = Math.floor(key / 65536)
    if (groups[groups.length - 1] !== group) {
      groups.push(group)
      starts.push(i)
    }
    day[i] = key - group * 65536
    const row = sums.get(key)!
    for (let m = 0; m < width; m++) measures[m]![i] = row[m]!
  })
  starts.push(keys.length)
  const grouped = { start: Int32Array.from(starts), day, measures, group: Int32Array.from(groups) }
  runningSums(grouped)
  return grouped
}

// ---------- merchants

export interface MerchantColumns extends SeriesColumns {
  version: string
  merchant: Int32Array
  superAgent: Int32Array
  /** The merchants with totals, ascending, and where each one's series start (one more entry: the end). */
  merchantIds: Int32Array
  slotStart: Int32Array
  /** Each series' merchant, as an index into merchantIds. */
  slot: Int32Array
  /** Every merchant's totals by super agent and day (the summaries and the aggregator report without a merchant asked). */
  bySuperAgent: SeriesColumns & { group: Int32Array }
}

/** count, amount, fee, agent, super agent and platform commission: the measures' order. */
export const MERCHANT_MEASURES = 6

async function loadMerchants(db: Executor, version: string): Promise<MerchantColumns> {
  const all = await numbers(
    db,
    sql`select string_agg(concat_ws(',', merchant_id, super_agent_id, day - date '1970-01-01', count, amount, fee, agent_commission, super_agent_commission, platform_commission), ';'
          order by merchant_id, super_agent_id, day) as chunk
        from merchant_daily_totals where count <> 0 group by merchant_id / 256 order by merchant_id / 256`,
    9,
  )
  const size = all.size
  const day = new Int32Array(size)
  const measures = Array.from({ length: MERCHANT_MEASURES }, () => new Float64Array(size))
  const starts: number[] = []
  const merchant: number[] = []
  const superAgent: number[] = []
  for (let i = 0; i < size; i++) {
    const m = all.at(i, 0)
    const s = all.at(i, 1)
    if (!starts.length || merchant[merchant.length - 1] !== m || superAgent[superAgent.length - 1] !== s) {
      starts.push(i)
      merchant.push(m)
      superAgent.push(s)
    }
    day[i] = all.at(i, 2)
    for (let k = 0; k < MERCHANT_MEASURES; k++) measures[k]![i] = all.at(i, 3 + k)
  }
  starts.push(size)
  const merchantIds: number[] = []
  const slotStart: number[] = []
  const slot = new Int32Array(merchant.length)
  merchant.forEach((m, i) => {
    if (merchantIds[merchantIds.length - 1] !== m) {
      merchantIds.push(m)
      slotStart.push(i)
    }
    slot[i] = merchantIds.length - 1
  })
  slotStart.push(merchant.length)
  const seriesStart = Int32Array.from(starts)
  const bySuperAgent = groupedSeries({ start: seriesStart, day, measures }, merchant.length, (s) => superAgent[s]!)
  const columns: MerchantColumns = {
    bySuperAgent,
    version,
    start: seriesStart,
    day,
    measures,
    merchant: Int32Array.from(merchant),
    superAgent: Int32Array.from(superAgent),
    merchantIds: Int32Array.from(merchantIds),
    slotStart: Int32Array.from(slotStart),
    slot,
  }
  runningSums(columns)
  return columns
}

/** The first `k` of `n` candidates in the order `before` gives: a bounded heap when k is small, else a sort. */
export function firstOf(candidates: Int32Array, n: number, k: number, before: (a: number, b: number) => boolean): number[] {
  k = Math.min(k, n)
  if (k <= 0) return []
  if (k * 8 >= n)
    return Array.from(candidates.subarray(0, n))
      .sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0))
      .slice(0, k)
  // A heap of the best k so far, its root the worst of them.
  const heap: number[] = []
  const worse = (a: number, b: number) => before(b, a)
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let w = i
      if (l < heap.length && worse(heap[l]!, heap[w]!)) w = l
      if (r < heap.length && worse(heap[r]!, heap[w]!)) w = r
      if (w === i) return
      ;[heap[i], heap[w]] = [heap[w]!, heap[i]!]
      i = w
    }
  }
  for (let i = 0; i < n; i++) {
    const c = candidates[i]!
    if (heap.length < k) {
      heap.push(c)
      for (let j = heap.length - 1; j > 0;) {
        const parent = (j - 1) >> 1
        if (!worse(heap[j]!, heap[parent]!)) break
        ;[heap[j], heap[parent]] = [heap[parent]!, heap[j]!]
        j = parent
      }
    } else if (before(c, heap[0]!)) {
      heap[0] = c
      down(0)
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0))
}

/** Scratch arrays reused by each request's pass (a pass runs to its end without awaiting). */
const scratch = new WeakMap<object, Map<string, Float64Array | Int32Array>>()
function scratchOf<T extends Float64Array | Int32Array>(owner: object, name: string, size: number, make: (size: number) => T): T {
  let all = scratch.get(owner)
  if (!all) scratch.set(owner, (all = new Map()))
  let array = all.get(name) as T | undefined
  if (!array || array.length < size) all.set(name, (array = make(size)))
  return array
}

/** The totals of one merchant's series in the period, narrowed to a super agent when asked. */
function merchantTotals(c: MerchantColumns, slot: number, period: DayPeriod, superAgentId: number | undefined): CommissionTotals {
  const totals = emptyCommission()
  const [count, amount, fee, agent, superAgent, platform] = c.measures as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array]
  for (let s = c.slotStart[slot]!; s < c.slotStart[slot + 1]!; s++) {
    if (superAgentId !== undefined && c.superAgent[s] !== superAgentId) continue
    if (!periodRows(c, s, period)) continue
    const first = c.start[s]!
    const { before, end } = span
    totals.transactionCount += between(count, first, before, end)
    totals.transactionAmount += between(amount, first, before, end)
    totals.totalFees += between(fee, first, before, end)
    totals.agentCommission += between(agent, first, before, end)
    totals.superAgentCommission += between(superAgent, first, before, end)
    totals.platformCommission += between(platform, first, before, end)
  }
  return totals
}

/**
 * The merchant commission report's page: merchants with a successful transaction in the period,
 * by total fees (highest first, then by id), from `offset`, `size` of them; and how many there are.
 * One pass sums each merchant's count and fees; the other totals are summed for the page's only.
 */
export function merchantReport(
  c: MerchantColumns,
  period: DayPeriod,
  filter: { superAgentId?: number | undefined; merchantId?: number | undefined },
  offset: number,
  size: number,
): { total: number; rows: { merchantId: number; totals: CommissionTotals }[] } {
  const slots = c.merchantIds.length
  const count = scratchOf(c, 'count', slots, (n) => new Float64Array(n))
  const fee = scratchOf(c, 'fee', slots, (n) => new Float64Array(n))
  let firstSlot = 0
  let lastSlot = slots
  if (filter.merchantId !== undefined) {
    firstSlot = lowerBoundOf(c.merchantIds, filter.merchantId)
    lastSlot = firstSlot < slots && c.merchantIds[firstSlot] === filter.merchantId ? firstSlot + 1 : firstSlot
  }
  const [counts, , fees] = c.measures as [Float64Array, Float64Array, Float64Array]
  const candidates = scratchOf(c, 'candidates', slots, (n) => new Int32Array(n))
  let n = 0
  for (let slot = firstSlot; slot < lastSlot; slot++) {
    let slotCount = 0
    let slotFee = 0
    for (let s = c.slotStart[slot]!; s < c.slotStart[slot + 1]!; s++) {
      if (filter.superAgentId !== undefined && c.superAgent[s] !== filter.superAgentId) continue
      if (!periodRows(c, s, period)) continue
      const first = c.start[s]!
      slotCount += between(counts, first, span.before, span.end)
      slotFee += between(fees, first, span.before, span.end)
    }
    count[slot] = slotCount
    fee[slot] = slotFee
    if (slotCount > 0) candidates[n++] = slot
  }
  const ordered = firstOf(candidates, n, offset + size, (a, b) => fee[a]! > fee[b]! || (fee[a] === fee[b] && a < b))
  return {
    total: n,
    rows: ordered.slice(offset).map((slot) => ({ merchantId: c.merchantIds[slot]!, totals: merchantTotals(c, slot, period, filter.superAgentId) })),
  }
}

export interface CommissionTotals {
  transactionCount: number
  transactionAmount: number
  totalFees: number
  agentCommission: number
  superAgentCommission: number
  platformCommission: number
}

const emptyCommission = (): CommissionTotals => ({ transactionCount: 0, transactionAmount: 0, totalFees: 0, agentCommission: 0, superAgentCommission: 0, platformCommission: 0 })

/** The period's successful totals by super agent (of the transactions), narrowed to a super agent or a merchant. */
export function commissionGroups(c: MerchantColumns, period: DayPeriod, filter: { superAgentId?: number | undefined; merchantId?: number | undefined }): Map<number, CommissionTotals> {
  const groups = new Map<number, CommissionTotals>()
  // Without a merchant asked: the super agents' own series (a few), else that merchant's series.
  const all = filter.merchantId === undefined
  const source: SeriesColumns = all ? c.bySuperAgent : c
  const superAgentOf = all ? c.bySuperAgent.group : c.superAgent
  const [count, amount, fee, agent, superAgent, platform] = source.measures as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array]
  let s = 0
  let last = superAgentOf.length
  if (!all) {
    s = lowerBoundOf(c.merchant, filter.merchantId!)
    last = lowerBoundOf(c.merchant, filter.merchantId! + 1)
  }
  for (; s < last; s++) {
    const key = superAgentOf[s]!
    if (filter.superAgentId !== undefined && key !== filter.superAgentId) continue
    if (!periodRows(source, s, period)) continue
    const first = source.start[s]!
    const { before, end } = span
    let totals = groups.get(key)
    if (!totals) groups.set(key, (totals = emptyCommission()))
    totals.transactionCount += between(count, first, before, end)
    totals.transactionAmount += between(amount, first, before, end)
    totals.totalFees += between(fee, first, before, end)
    totals.agentCommission += between(agent, first, before, end)
    totals.superAgentCommission += between(superAgent, first, before, end)
    totals.platformCommission += between(platform, first, before, end)
  }
  // A group with nothing in the period (every row of it reversed or deleted) is no group.
  for (const [key, totals] of groups) if (totals.transactionCount === 0) groups.delete(key)
  return groups
}

function lowerBoundOf(values: Int32Array, value: number): number {
  let low = 0
  let high = values.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (values[mid]! < value) low = mid + 1
    else high = mid
  }
  return low
}

// ---------- agents

export interface AgentColumns extends SeriesColumns {
  version: string
  agent: Int32Array
  merchant: Int32Array
  superAgent: Int32Array
  /** The day's last transaction time, in microseconds since 1970 (not a running measure). */
  lastAt: Float64Array
  /** Each row's series, and the rows by last transaction time (then agent id), ascending. */
  seriesOfRow: Int32Array
  byTime: Int32Array
  /** Every agent's totals by super agent (of the transactions) and day: the report's totals over most agents. */
  bySuperAgent: SeriesColumns & { group: Int32Array }
}

async function loadAgents(db: Executor, version: string): Promise<AgentColumns> {
  const all = await numbers(
    db,
    sql`select string_agg(concat_ws(',', agent_id, merchant_id, super_agent_id, day - date '1970-01-01', count, successful_count, failed_count, amount, fee, commission,
          (extract(epoch from last_at) * 1000000)::bigint), ';' order by agent_id, merchant_id, super_agent_id, day) as chunk
        from agent_daily_totals where count <> 0 group by agent_id / 1024 order by agent_id / 1024`,
    11,
  )
  const size = all.size
  const day = new Int32Array(size)
  const lastAt = new Float64Array(size)
  const measures = Array.from({ length: 6 }, () => new Float64Array(size))
  const starts: number[] = []
  const agent: number[] = []
  const merchant: number[] = []
  const superAgent: number[] = []
  for (let i = 0; i < size; i++) {
    const g = all.at(i, 0)
    const m = all.at(i, 1)
    const s = all.at(i, 2)
    const k = agent.length - 1
    if (k < 0 || agent[k] !== g || merchant[k] !== m || superAgent[k] !== s) {
      starts.push(i)
      agent.push(g)
      merchant.push(m)
      superAgent.push(s)
    }
    day[i] = all.at(i, 3)
    for (let j = 0; j < 6; j++) measures[j]![i] = all.at(i, 4 + j)
    lastAt[i] = all.at(i, 10)
  }
  starts.push(size)
  const start = Int32Array.from(starts)
  const seriesOfRow = new Int32Array(size)
  for (let series = 0; series < agent.length; series++) seriesOfRow.fill(series, start[series], start[series + 1])
  const byTime = Int32Array.from({ length: size }, (_, i) => i).sort((a, b) => lastAt[a]! - lastAt[b]! || agent[seriesOfRow[a]!]! - agent[seriesOfRow[b]!]!)
  const columns: AgentColumns = {
    version,
    start,
    day,
    measures,
    lastAt,
    agent: Int32Array.from(agent),
    merchant: Int32Array.from(merchant),
    superAgent: Int32Array.from(superAgent),
    seriesOfRow,
    byTime,
    bySuperAgent: groupedSeries({ start, day, measures }, agent.length, (series) => superAgent[series]!),
  }
  runningSums(columns)
  return columns
}

export interface AgentActivity {
  transactionCount: number
  successfulCount: number
  failedCount: number
  transactionAmount: number
  fees: number
  commission: number
  /** Microseconds since 1970, or null when the agent has no transaction in the period. */
  lastAt: number | null
}

/** The agents' fields the agent report filters on, sorted by id. */
export interface AgentFields {
  version: string
  id: Int32Array
  /** Index into STATUSES of each agent's status. */
  status: Int32Array
  statuses: string[]
  merchant: Int32Array
  superAgent: Int32Array
}

async function loadAgentFields(db: Executor, version: string): Promise<AgentFields> {
  const all = await rows<{ id: number; status: string; m: number; s: number }>(db, sql`select id, status, merchant_id as m, super_agent_id as s from agents order by id`)
  const statuses: string[] = []
  const fields: AgentFields = {
    version,
    id: new Int32Array(all.length),
    status: new Int32Array(all.length),
    statuses,
    merchant: new Int32Array(all.length),
    superAgent: new Int32Array(all.length),
  }
  all.forEach((r, i) => {
    let status = statuses.indexOf(r.status)
    if (status < 0) status = statuses.push(r.status) - 1
    fields.id[i] = Number(r.id)
    fields.status[i] = status
    fields.merchant[i] = Number(r.m)
    fields.superAgent[i] = Number(r.s)
  })
  return fields
}

// ---------- the memory of one app

/** Something loaded at a version, reloaded once when it moves (requests meanwhile share the load). */
class Held<T extends { version: string }> {
  private value: T | null = null
  private loading: Promise<T> | null = null

  constructor(
    private readonly watch: VersionWatch,
    private readonly load: (db: Executor, version: string) => Promise<T>,
  ) {}

  async current(db: Executor): Promise<T> {
    const version = await this.watch.current(db)
    if (this.value?.version === version) return this.value
    if (!this.loading) {
      this.loading = this.load(db, version).finally(() => {
        this.loading = null
      })
    }
    // A newer version may land while loading: the next request reloads.
    const loaded = await this.loading
    this.value = loaded
    return loaded
  }
}

export class ReportTotalsMemory {
  readonly merchants: Held<MerchantColumns>
  readonly agents: Held<AgentColumns>
  readonly agentFields: Held<AgentFields>

  constructor(totals: VersionWatch, data: VersionWatch) {
    this.merchants = new Held(totals, loadMerchants)
    this.agents = new Held(totals, loadAgents)
    this.agentFields = new Held(data, loadAgentFields)
  }

  /** Everything loaded (at a server's start, as the daily totals are: the first report does not wait for it). */
  async load(db: Executor): Promise<void> {
    await this.merchants.current(db)
    await this.agents.current(db)
    await this.agentFields.current(db)
  }
}

const byEnvironment = new WeakMap<object, ReportTotalsMemory>()

/** One memory per app (its environment object), like the daily totals'. */
export function reportTotalsMemory(owner: object): ReportTotalsMemory {
  let memory = byEnvironment.get(owner)
  if (!memory) {
    memory = new ReportTotalsMemory(versionWatch(owner, 'daily_totals_version'), versionWatch(owner, 'data_version'))
    byEnvironment.set(owner, memory)
  }
  return memory
}

// ---------- the agent report

/** Each agent series' agent as an index into the fields (-1: an agent the fields do not hold), for one pair of versions. */
const slotsOfFields = new WeakMap<AgentColumns, { fields: AgentFields; slots: Int32Array }>()
function agentSlots(c: AgentColumns, fields: AgentFields): Int32Array {
  const known = slotsOfFields.get(c)
  if (known?.fields === fields) return known.slots
  const slots = new Int32Array(c.agent.length)
  // Both sorted by agent id: one merge.
  let f = 0
  for (let s = 0; s < c.agent.length; s++) {
    while (f < fields.id.length && fields.id[f]! < c.agent[s]!) f++
    slots[s] = f < fields.id.length && fields.id[f] === c.agent[s] ? f : -1
  }
  slotsOfFields.set(c, { fields, slots })
  return slots
}

export interface AgentReportFilter {
  superAgentId?: number | undefined
  merchantId?: number | undefined
  agentId?: number | undefined
  status?: string | undefined
}

/** One agent's activity in the period (its series among the transactions of the merchant and super agent asked). */
function activityOf(c: AgentColumns, agentId: number, period: DayPeriod, filter: AgentReportFilter): AgentActivity | null {
  const [count, successful, failed, amount, fee, commission] = c.measures as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array]
  let a: AgentActivity | null = null
  for (let s = lowerBoundOf(c.agent, agentId); s < c.agent.length && c.agent[s] === agentId; s++) {
    if (filter.merchantId !== undefined && c.merchant[s] !== filter.merchantId) continue
    if (filter.superAgentId !== undefined && c.superAgent[s] !== filter.superAgentId) continue
    if (!periodRows(c, s, period)) continue
    const first = c.start[s]!
    const { before, end } = span
    const n = between(count, first, before, end)
    if (n === 0) continue
    a ??= { transactionCount: 0, successfulCount: 0, failedCount: 0, transactionAmount: 0, fees: 0, commission: 0, lastAt: null }
    a.transactionCount += n
    a.successfulCount += between(successful, first, before, end)
    a.failedCount += between(failed, first, before, end)
    a.transactionAmount += between(amount, first, before, end)
    a.fees += between(fee, first, before, end)
    a.commission += between(commission, first, before, end)
    const at = c.lastAt[end]!
    if (a.lastAt === null || at > a.lastAt) a.lastAt = at
  }
  return a
}

/**
 * The agent report's page: the agents the filter keeps (not deleted unless a status is asked), by
 * their last transaction of the period (latest first, or earliest with `ascending`; those without
 * any last, by id the same way), from `offset`, `size` of them; how many there are, and the totals
 * of their activity. One pass over the series sums the totals and finds each agent's last time;
 * the page's agents' own figures are summed for them only.
 */
export function agentReportPage(
  c: AgentColumns,
  fields: AgentFields,
  period: DayPeriod,
  filter: AgentReportFilter,
  ascending: boolean,
  offset: number,
  size: number,
): { total: number; rows: { agentId: number; activity: AgentActivity | null }[]; summary: Omit<AgentActivity, 'lastAt'> } {
  const agents = fields.id.length
  const summary = { transactionCount: 0, successfulCount: 0, failedCount: 0, transactionAmount: 0, fees: 0, commission: 0 }
  const status = filter.status === undefined ? fields.statuses.indexOf('Deleted') : fields.statuses.indexOf(filter.status)
  if (filter.status !== undefined && status < 0) return { total: 0, rows: [], summary }
  // Which agents the filter keeps (1), and a mark for those already placed on the page (this request's number).
  const kept = scratchOf(fields, 'kept', agents, (n) => new Int32Array(n))
  const placed = scratchOf(fields, 'placed', agents, (n) => new Int32Array(n))
  const mark = (marks.get(fields) ?? 0) + 1
  marks.set(fields, mark)
  let total = 0
  for (let i = 0; i < agents; i++) {
    const keep =
      (filter.status === undefined ? fields.status[i] !== status : fields.status[i] === status) &&
      (filter.superAgentId === undefined || fields.superAgent[i] === filter.superAgentId) &&
      (filter.merchantId === undefined || fields.merchant[i] === filter.merchantId) &&
      (filter.agentId === undefined || fields.id[i] === filter.agentId)
    kept[i] = keep ? 1 : 0
    if (keep) total++
  }
  const slots = agentSlots(c, fields)
  const txFilter = (series: number) =>
    (filter.merchantId === undefined || c.merchant[series] === filter.merchantId) && (filter.superAgentId === undefined || c.superAgent[series] === filter.superAgentId)
  const add = (source: SeriesColumns, series: number, sign: number) => {
    if (!periodRows(source, series, period)) return
    const first = source.start[series]!
    const { before, end } = span
    const [count, successful, failed, amount, fee, commission] = source.measures as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array]
    summary.transactionCount += sign * between(count, first, before, end)
    summary.successfulCount += sign * between(successful, first, before, end)
    summary.failedCount += sign * between(failed, first, before, end)
    summary.transactionAmount += sign * between(amount, first, before, end)
    summary.fees += sign * between(fee, first, before, end)
    summary.commission += sign * between(commission, first, before, end)
  }
  const seriesOf = (i: number, each: (series: number) => void) => {
    for (let series = lowerBoundOf(c.agent, fields.id[i]!); series < c.agent.length && c.agent[series] === fields.id[i]; series++) if (txFilter(series)) each(series)
  }
  if (filter.merchantId !== undefined || filter.agentId !== undefined || total * 4 < agents) {
    // Few agents kept: their own series.
    for (let i = 0; i < agents; i++) if (kept[i] === 1) seriesOf(i, (series) => add(c, series, 1))
  } else {
    // Most agents kept: every agent's totals (by super agent), less those of the agents left out.
    for (let g = 0; g < c.bySuperAgent.group.length; g++) if (filter.superAgentId === undefined || c.bySuperAgent.group[g] === filter.superAgentId) add(c.bySuperAgent, g, 1)
    for (let i = 0; i < agents; i++) if (kept[i] === 0) seriesOf(i, (series) => add(c, series, -1))
    for (let series = 0; series < slots.length; series++) if (slots[series]! < 0 && txFilter(series)) add(c, series, -1)
  }
  const wanted = offset + size
  let ordered: number[]
  if (!ascending) {
    // Latest first: the rows by time, from the period's last day back, each agent at its first (latest) row.
    ordered = []
    let i = lowerBoundBy(c.byTime.length, (k) => c.day[c.byTime[k]!]! <= period.to) - 1
    for (; i >= 0 && ordered.length < wanted; i--) {
      const row = c.byTime[i]!
      if (c.day[row]! < period.from) break
      const series = c.seriesOfRow[row]!
      const slot = slots[series]!
      if (slot < 0 || kept[slot] === 0 || placed[slot] === mark || !txFilter(series)) continue
      placed[slot] = mark
      ordered.push(slot)
    }
  } else {
    // Earliest first: each kept agent's last time in the period, then the first of them.
    const last = scratchOf(fields, 'last', agents, (n) => new Float64Array(n))
    last.fill(-1, 0, agents)
    for (let series = 0; series < slots.length; series++) {
      const slot = slots[series]!
      if (slot < 0 || kept[slot] === 0 || !txFilter(series) || !periodRows(c, series, period)) continue
      if (c.lastAt[span.end]! > last[slot]!) last[slot] = c.lastAt[span.end]!
    }
    const candidates = scratchOf(fields, 'candidates', agents, (n) => new Int32Array(n))
    let active = 0
    for (let k = 0; k < agents; k++) if (kept[k] === 1 && last[k]! >= 0) candidates[active++] = k
    // Fields are sorted by id: an index compares as its id does.
    ordered = firstOf(candidates, active, wanted, (a, b) => last[a]! < last[b]! || (last[a] === last[b] && a < b))
    for (const slot of ordered) placed[slot] = mark
  }
  // Then the kept agents without activity, by id the same way.
  for (let k = 0; k < agents && ordered.length < wanted; k++) {
    const i = ascending ? k : agents - 1 - k
    if (kept[i] === 1 && placed[i] !== mark) ordered.push(i)
  }
  return {
    total,
    summary,
    rows: ordered.slice(offset).map((i) => {
      const activity = activityOf(c, fields.id[i]!, period, filter)
      return { agentId: fields.id[i]!, activity }
    }),
  }
}

const marks = new WeakMap<AgentFields, number>()

/** How many of the first n indexes satisfy `holds` (true up to some index, false after). */
function lowerBoundBy(n: number, holds: (k: number) => boolean): number {
  let low = 0
  let high = n
  while (low < high) {
    const mid = (low + high) >>> 1
    if (holds(mid)) low = mid + 1
    else high = mid
  }
  return low
}
