// The grouped reports' totals held in memory: per merchant (successful transactions) and per agent
// (every transaction), day by day, as running sums. A period's totals of one merchant or agent are
// two binary searches in its series, so a report over 30 days or a year costs the same, whatever
// the number of transactions: one step per merchant or agent, then a sort of those.
// Loaded from merchant_daily_totals and agent_daily_totals (kept by statement triggers on
// transactions, migration 0014), reloaded when the daily totals' version moves: every statement
// writing transactions changes daily_totals in the same transaction, which bumps that version.
// The agents' own fields the agent report filters on (status, merchant, super agent) follow the
// data version instead (agents are edited without any transaction being written).
import { sql } from 'drizzle-orm'

import type { Executor } from './client.ts'
import { versionWatch, type VersionWatch } from './versions.ts'

const DAY_MS = 86_400_000

/** Days since 1970-01-01 of an ISO day. */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS)

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
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
 * The rows of a series inside the period: [before, end] where `end` is the last row on or before
 * the period's last day and `before` the last one before its first (start - 1 when none).
 */
function periodRows(c: SeriesColumns, s: number, p: DayPeriod): { before: number; end: number } | null {
  const first = c.start[s]!
  const high = c.start[s + 1]!
  const end = (p.to === Infinity ? high : lowerBound(c.day, first, high, p.to + 1)) - 1
  if (end < first) return null
  const before = (p.from === -Infinity ? first : lowerBound(c.day, first, end + 1, p.from)) - 1
  if (before >= end) return null
  return { before, end }
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

// ---------- merchants

export interface MerchantColumns extends SeriesColumns {
  version: string
  merchant: Int32Array
  superAgent: Int32Array
}

/** count, amount, fee, agent, super agent and platform commission: the measures' order. */
export const MERCHANT_MEASURES = 6

async function loadMerchants(db: Executor, version: string): Promise<MerchantColumns> {
  const all = await rows<{ m: number; s: number; d: number; c: number; a: number; f: number; ac: number; sc: number; pc: number }>(
    db,
    sql`select merchant_id as m, super_agent_id as s, (day - date '1970-01-01') as d, count as c, amount::float8 as a, fee::float8 as f,
          agent_commission::float8 as ac, super_agent_commission::float8 as sc, platform_commission::float8 as pc
        from merchant_daily_totals where count <> 0 order by merchant_id, super_agent_id, day`,
  )
  const size = all.length
  const day = new Int32Array(size)
  const measures = Array.from({ length: MERCHANT_MEASURES }, () => new Float64Array(size))
  const starts: number[] = []
  const merchant: number[] = []
  const superAgent: number[] = []
  all.forEach((r, i) => {
    const m = Number(r.m)
    const s = Number(r.s)
    if (!starts.length || merchant[merchant.length - 1] !== m || superAgent[superAgent.length - 1] !== s) {
      starts.push(i)
      merchant.push(m)
      superAgent.push(s)
    }
    day[i] = Number(r.d)
    measures[0]![i] = Number(r.c)
    measures[1]![i] = Number(r.a)
    measures[2]![i] = Number(r.f)
    measures[3]![i] = Number(r.ac)
    measures[4]![i] = Number(r.sc)
    measures[5]![i] = Number(r.pc)
  })
  starts.push(size)
  const columns: MerchantColumns = { version, start: Int32Array.from(starts), day, measures, merchant: Int32Array.from(merchant), superAgent: Int32Array.from(superAgent) }
  runningSums(columns)
  return columns
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

/** The period's successful totals grouped by merchant or by super agent (of the transactions), narrowed by either. */
export function commissionGroups(
  c: MerchantColumns,
  period: DayPeriod,
  filter: { superAgentId?: number | undefined; merchantId?: number | undefined },
  by: 'merchant' | 'superAgent',
): Map<number, CommissionTotals> {
  const groups = new Map<number, CommissionTotals>()
  const [count, amount, fee, agent, superAgent, platform] = c.measures as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array]
  const series = c.merchant.length
  // Series are sorted by merchant: one merchant's are found by binary search.
  let s = 0
  let last = series
  if (filter.merchantId !== undefined) {
    s = lowerBoundOf(c.merchant, filter.merchantId)
    last = lowerBoundOf(c.merchant, filter.merchantId + 1)
  }
  for (; s < last; s++) {
    if (filter.superAgentId !== undefined && c.superAgent[s] !== filter.superAgentId) continue
    const range = periodRows(c, s, period)
    if (!range) continue
    const first = c.start[s]!
    const { before, end } = range
    const key = by === 'merchant' ? c.merchant[s]! : c.superAgent[s]!
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
}

async function loadAgents(db: Executor, version: string): Promise<AgentColumns> {
  const all = await rows<{ g: number; m: number; s: number; d: number; c: number; ok: number; ko: number; a: number; f: number; co: number; l: string }>(
    db,
    sql`select agent_id as g, merchant_id as m, super_agent_id as s, (day - date '1970-01-01') as d, count as c, successful_count as ok, failed_count as ko,
          amount::float8 as a, fee::float8 as f, commission::float8 as co, (extract(epoch from last_at) * 1000000)::bigint::text as l
        from agent_daily_totals where count <> 0 order by agent_id, merchant_id, super_agent_id, day`,
  )
  const size = all.length
  const day = new Int32Array(size)
  const lastAt = new Float64Array(size)
  const measures = Array.from({ length: 6 }, () => new Float64Array(size))
  const starts: number[] = []
  const agent: number[] = []
  const merchant: number[] = []
  const superAgent: number[] = []
  all.forEach((r, i) => {
    const g = Number(r.g)
    const m = Number(r.m)
    const s = Number(r.s)
    const k = agent.length - 1
    if (k < 0 || agent[k] !== g || merchant[k] !== m || superAgent[k] !== s) {
      starts.push(i)
      agent.push(g)
      merchant.push(m)
      superAgent.push(s)
    }
    day[i] = Number(r.d)
    lastAt[i] = Number(r.l)
    measures[0]![i] = Number(r.c)
    measures[1]![i] = Number(r.ok)
    measures[2]![i] = Number(r.ko)
    measures[3]![i] = Number(r.a)
    measures[4]![i] = Number(r.f)
    measures[5]![i] = Number(r.co)
  })
  starts.push(size)
  const columns: AgentColumns = {
    version,
    start: Int32Array.from(starts),
    day,
    measures,
    lastAt,
    agent: Int32Array.from(agent),
    merchant: Int32Array.from(merchant),
    superAgent: Int32Array.from(superAgent),
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

/** Each agent's activity in the period, among the transactions of the merchant and super agent asked (when asked). */
export function agentActivity(
  c: AgentColumns,
  period: DayPeriod,
  filter: { superAgentId?: number | undefined; merchantId?: number | undefined; agentId?: number | undefined },
): Map<number, AgentActivity> {
  const activity = new Map<number, AgentActivity>()
  const [count, successful, failed, amount, fee, commission] = c.measures as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array]
  let s = 0
  let last = c.agent.length
  if (filter.agentId !== undefined) {
    s = lowerBoundOf(c.agent, filter.agentId)
    last = lowerBoundOf(c.agent, filter.agentId + 1)
  }
  for (; s < last; s++) {
    if (filter.merchantId !== undefined && c.merchant[s] !== filter.merchantId) continue
    if (filter.superAgentId !== undefined && c.superAgent[s] !== filter.superAgentId) continue
    const range = periodRows(c, s, period)
    if (!range) continue
    const first = c.start[s]!
    const { before, end } = range
    const n = between(count, first, before, end)
    if (n === 0) continue
    const id = c.agent[s]!
    let a = activity.get(id)
    if (!a) activity.set(id, (a = { transactionCount: 0, successfulCount: 0, failedCount: 0, transactionAmount: 0, fees: 0, commission: 0, lastAt: null }))
    a.transactionCount += n
    a.successfulCount += between(successful, first, before, end)
    a.failedCount += between(failed, first, before, end)
    a.transactionAmount += between(amount, first, before, end)
    a.fees += between(fee, first, before, end)
    a.commission += between(commission, first, before, end)
    // Rows are kept only for days with transactions: the series' last row in the period holds its latest one.
    const at = c.lastAt[end]!
    if (a.lastAt === null || at > a.lastAt) a.lastAt = at
  }
  return activity
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
