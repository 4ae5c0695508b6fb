// The agent report's totals per agent (every transaction), day by day, as running sums, with each
// day's last transaction time. Loaded once from agent_daily_totals (folded from the change log of
// transactions: fold.ts); the changes after that (change-feed.ts) are held as rows of their
// own by agent, merchant, super agent and day, added in. The agents' own fields the report filters
// on (status, merchant, super agent) follow the lists' data version instead: agents are edited
// without any transaction being written.
import { sql } from 'drizzle-orm'

import type { Executor } from '../db/client.ts'
import { versionWatch, type VersionWatch } from '../db/versions.ts'
import type { TotalsEngine, TransactionChange } from './change-feed.ts'
import { ChangedRows, lowerBound, partitionPoint, readNumbers, rows } from './columns.ts'
import { between, firstOf, groupedSeries, periodRows, runningSums, scratchOf, span, type DayPeriod, type SeriesColumns } from './series.ts'

export interface AgentColumns extends SeriesColumns {
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

/** count, successful count, failed count, amount, fee, commission: the measures' order. */
const MEASURES = 6

async function loadAgents(db: Executor): Promise<AgentColumns> {
  const all = await readNumbers(
    db,
    sql`select string_agg(concat_ws(',', agent_id, merchant_id, super_agent_id, day - date '1970-01-01', count, successful_count, failed_count, amount, fee, commission,
          (extract(epoch from last_at) * 1000000)::bigint), ';' order by agent_id, merchant_id, super_agent_id, day) as chunk
        from agent_daily_totals where count <> 0 group by agent_id / 1024 order by agent_id / 1024`,
    11,
  )
  const size = all.size
  const day = new Int32Array(size)
  const lastAt = new Float64Array(size)
  const measures = Array.from({ length: MEASURES }, () => new Float64Array(size))
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
    for (let j = 0; j < MEASURES; j++) measures[j]![i] = all.at(i, 4 + j)
    lastAt[i] = all.at(i, 10)
  }
  starts.push(size)
  const start = Int32Array.from(starts)
  const seriesOfRow = new Int32Array(size)
  for (let series = 0; series < agent.length; series++) seriesOfRow.fill(series, start[series], start[series + 1])
  const byTime = Int32Array.from({ length: size }, (_, i) => i).sort((a, b) => lastAt[a]! - lastAt[b]! || agent[seriesOfRow[a]!]! - agent[seriesOfRow[b]!]!)
  const columns: AgentColumns = {
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
  /** Index into `statuses` of each agent's status. */
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

/** The agents' fields at the lists' data version, read again once when it moves (requests meanwhile share the read). */
export class AgentFieldsAtVersion {
  private value: AgentFields | null = null
  private loading: Promise<AgentFields> | null = null

  constructor(private readonly watch: VersionWatch) {}

  async current(db: Executor): Promise<AgentFields> {
    const version = await this.watch.current(db)
    if (this.value?.version === version) return this.value
    this.loading ??= loadAgentFields(db, version).finally(() => {
      this.loading = null
    })
    // A newer version may land while loading: the next request reads again.
    return (this.value = await this.loading)
  }
}

const fieldsByEnvironment = new WeakMap<object, AgentFieldsAtVersion>()

/** One per app (its environment object), like the change feed. */
export function agentFields(owner: object): AgentFieldsAtVersion {
  let held = fieldsByEnvironment.get(owner)
  if (!held) fieldsByEnvironment.set(owner, (held = new AgentFieldsAtVersion(versionWatch(owner, 'data_version'))))
  return held
}

export interface AgentReportFilter {
  superAgentId?: number | undefined
  merchantId?: number | undefined
  agentId?: number | undefined
  status?: string | undefined
}

/** The agents' totals of one app: loaded once (change-feed.ts), then kept by delta. */
/**
 * Whether the changes take a transaction away without adding it back at the same time (a delete,
 * a time moved; never the core system's): it may have been its agent's last of the day, which only
 * the transactions left can tell, so the totals are folded and loaded again instead of followed.
 * A status change is logged as the row taken away and added back with the same time.
 */
export function takesRowsAway(changes: readonly TransactionChange[]): boolean {
  const added = new Set<string>()
  for (const change of changes) if (change.sign > 0) added.add(`${change.agentId},${change.merchantId},${change.superAgentId},${change.createdAt}`)
  return changes.some((change) => change.sign < 0 && !added.has(`${change.agentId},${change.merchantId},${change.superAgentId},${change.createdAt}`))
}

export class AgentTotals implements TotalsEngine {
  private columns: AgentColumns | null = null
  /** Totals changed since the load, by agent, merchant, super agent and day. */
  private changed = new ChangedRows(4, MEASURES)
  /** The latest transaction added to each changed row (microseconds), and the changed rows of each agent. */
  private changedLastAt: number[] = []
  private changedOf = new Map<number, number[]>()
  /** Each loaded series' agent as an index into the fields (-1: an agent the fields do not hold), for one version of the fields. */
  private slots: { fields: AgentFields; slots: Int32Array } | null = null
  /** A mark per request for the agents already placed on its page. */
  private mark = 0

  async load(db: Executor): Promise<() => void> {
    const columns = await loadAgents(db)
    return () => {
      this.columns = columns
      this.changed = new ChangedRows(4, MEASURES)
      this.changedLastAt = []
      this.changedOf = new Map()
      this.slots = null
    }
  }

  get changes(): number {
    return this.changed.size
  }

  apply(changes: readonly TransactionChange[]): boolean {
    if (takesRowsAway(changes)) return true
    for (const change of changes) {
      const known = this.changed.size
      const row = this.changed.row([change.agentId, change.merchantId, change.superAgentId, change.day])
      if (row === known) {
        this.changedLastAt.push(-1)
        const rowsOf = this.changedOf.get(change.agentId)
        if (rowsOf) rowsOf.push(row)
        else this.changedOf.set(change.agentId, [row])
      }
      const s = change.sign
      const successful = change.status === 'Successful'
      this.changed.add(row, 0, s)
      if (successful) this.changed.add(row, 1, s)
      if (change.status === 'Failed') this.changed.add(row, 2, s)
      if (successful) {
        this.changed.add(row, 3, s * change.amount)
        this.changed.add(row, 4, s * change.fee)
        this.changed.add(row, 5, s * change.agentCommission)
      }
      // A status change takes the old row away and adds it back with the same time: the last time only grows.
      if (s > 0 && change.createdAt > this.changedLastAt[row]!) this.changedLastAt[row] = change.createdAt
    }
    return false
  }

  private get c(): AgentColumns {
    if (!this.columns) throw new Error('agent totals read before their load')
    return this.columns
  }

  private slotsFor(fields: AgentFields): Int32Array {
    const c = this.c
    if (this.slots?.fields === fields) return this.slots.slots
    const slots = new Int32Array(c.agent.length)
    // Both sorted by agent id: one merge.
    let f = 0
    for (let s = 0; s < c.agent.length; s++) {
      while (f < fields.id.length && fields.id[f]! < c.agent[s]!) f++
      slots[s] = f < fields.id.length && fields.id[f] === c.agent[s] ? f : -1
    }
    this.slots = { fields, slots }
    return slots
  }

  /** Whether a changed row falls in the period and among the transactions of the merchant and super agent asked. */
  private keeps(row: number, period: DayPeriod, filter: AgentReportFilter): boolean {
    const day = this.changed.key(row, 3)
    if (day < period.from || day > period.to) return false
    if (filter.merchantId !== undefined && this.changed.key(row, 1) !== filter.merchantId) return false
    return filter.superAgentId === undefined || this.changed.key(row, 2) === filter.superAgentId
  }

  /** One agent's activity in the period (its series among the transactions of the merchant and super agent asked). */
  private activityOf(agentId: number, period: DayPeriod, filter: AgentReportFilter): AgentActivity | null {
    const c = this.c
    const [count, successful, failed, amount, fee, commission] = c.measures as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array]
    const a: AgentActivity = { transactionCount: 0, successfulCount: 0, failedCount: 0, transactionAmount: 0, fees: 0, commission: 0, lastAt: null }
    for (let s = lowerBound(c.agent, agentId); s < c.agent.length && c.agent[s] === agentId; s++) {
      if (filter.merchantId !== undefined && c.merchant[s] !== filter.merchantId) continue
      if (filter.superAgentId !== undefined && c.superAgent[s] !== filter.superAgentId) continue
      if (!periodRows(c, s, period)) continue
      const first = c.start[s]!
      const { before, end } = span
      const n = between(count, first, before, end)
      if (n === 0) continue
      a.transactionCount += n
      a.successfulCount += between(successful, first, before, end)
      a.failedCount += between(failed, first, before, end)
      a.transactionAmount += between(amount, first, before, end)
      a.fees += between(fee, first, before, end)
      a.commission += between(commission, first, before, end)
      const at = c.lastAt[end]!
      if (a.lastAt === null || at > a.lastAt) a.lastAt = at
    }
    for (const row of this.changedOf.get(agentId) ?? []) {
      if (!this.keeps(row, period, filter)) continue
      a.transactionCount += this.changed.measure(row, 0)
      a.successfulCount += this.changed.measure(row, 1)
      a.failedCount += this.changed.measure(row, 2)
      a.transactionAmount += this.changed.measure(row, 3)
      a.fees += this.changed.measure(row, 4)
      a.commission += this.changed.measure(row, 5)
      const at = this.changedLastAt[row]!
      if (at >= 0 && (a.lastAt === null || at > a.lastAt)) a.lastAt = at
    }
    return a.transactionCount === 0 ? null : a
  }

  /**
   * The agent report's page: the agents the filter keeps (not deleted unless a status is asked),
   * by their last transaction of the period (latest first, or earliest with `ascending`; those
   * without any last, by id the same way), from `offset`, `size` of them; how many there are, and
   * the totals of their activity. One pass over the series sums the totals and finds each agent's
   * last time; the page's agents' own figures are summed for them only.
   */
  report(
    fields: AgentFields,
    period: DayPeriod,
    filter: AgentReportFilter,
    ascending: boolean,
    offset: number,
    size: number,
  ): { total: number; rows: { agentId: number; activity: AgentActivity | null }[]; summary: Omit<AgentActivity, 'lastAt'> } {
    const c = this.c
    const agents = fields.id.length
    const summary = { transactionCount: 0, successfulCount: 0, failedCount: 0, transactionAmount: 0, fees: 0, commission: 0 }
    const status = filter.status === undefined ? fields.statuses.indexOf('Deleted') : fields.statuses.indexOf(filter.status)
    if (filter.status !== undefined && status < 0) return { total: 0, rows: [], summary }
    // Which agents the filter keeps (1), and a mark for those already placed on the page (this request's number).
    const kept = scratchOf(fields, 'kept', agents, (n) => new Int32Array(n))
    const placed = scratchOf(fields, 'placed', agents, (n) => new Int32Array(n))
    const mark = ++this.mark
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
    const slots = this.slotsFor(fields)
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
      for (let series = lowerBound(c.agent, fields.id[i]!); series < c.agent.length && c.agent[series] === fields.id[i]; series++) if (txFilter(series)) each(series)
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
    // The changes since the load, of the kept agents: into the totals, and by time for the order.
    const changedRows: number[] = []
    const changedSlot = new Map<number, number>()
    for (let row = 0; row < this.changed.size; row++) {
      if (!this.keeps(row, period, filter)) continue
      const agentId = this.changed.key(row, 0)
      const slot = lowerBound(fields.id, agentId)
      if (slot === agents || fields.id[slot] !== agentId || kept[slot] === 0) continue
      summary.transactionCount += this.changed.measure(row, 0)
      summary.successfulCount += this.changed.measure(row, 1)
      summary.failedCount += this.changed.measure(row, 2)
      summary.transactionAmount += this.changed.measure(row, 3)
      summary.fees += this.changed.measure(row, 4)
      summary.commission += this.changed.measure(row, 5)
      if (this.changedLastAt[row]! >= 0) {
        changedRows.push(row)
        changedSlot.set(row, slot)
      }
    }
    const wanted = offset + size
    let ordered: number[]
    if (!ascending) {
      // Latest first: the loaded rows by time from the period's last day back, merged with the
      // changed rows by time, each agent at its first (latest) row.
      changedRows.sort((a, b) => this.changedLastAt[b]! - this.changedLastAt[a]! || this.changed.key(b, 0) - this.changed.key(a, 0))
      ordered = []
      let i = partitionPoint(c.byTime.length, (k) => c.day[c.byTime[k]!]! <= period.to) - 1
      let j = 0
      const place = (slot: number) => {
        if (placed[slot] === mark) return
        placed[slot] = mark
        ordered.push(slot)
      }
      while (ordered.length < wanted) {
        const row = i >= 0 ? c.byTime[i]! : -1
        const loadedLive = row >= 0 && c.day[row]! >= period.from
        const changedRow = j < changedRows.length ? changedRows[j]! : -1
        if (!loadedLive && changedRow < 0) break
        const takeChanged =
          changedRow >= 0 &&
          (!loadedLive || this.changedLastAt[changedRow]! > c.lastAt[row]! || (this.changedLastAt[changedRow] === c.lastAt[row] && this.changed.key(changedRow, 0) > c.agent[c.seriesOfRow[row]!]!))
        if (takeChanged) {
          place(changedSlot.get(changedRow)!)
          j++
          continue
        }
        i--
        const series = c.seriesOfRow[row]!
        const slot = slots[series]!
        if (slot < 0 || kept[slot] === 0 || !txFilter(series)) continue
        place(slot)
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
      for (const row of changedRows) {
        const slot = changedSlot.get(row)!
        if (this.changedLastAt[row]! > last[slot]!) last[slot] = this.changedLastAt[row]!
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
      rows: ordered.slice(offset).map((i) => ({ agentId: fields.id[i]!, activity: this.activityOf(fields.id[i]!, period, filter) })),
    }
  }
}
