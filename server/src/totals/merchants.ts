// The commission reports' totals per merchant (successful transactions), day by day, as running
// sums: a period's totals of one merchant are two binary searches in its series, so a report over
// 30 days or a year costs one step per merchant, then a sort of those. Loaded once from
// merchant_daily_totals (statement triggers on transactions, migration 0015); the changes after
// that (change-feed.ts) are held as rows of their own by merchant, super agent and day, added in.
import { sql } from 'drizzle-orm'

import type { Executor } from '../db/client.ts'
import type { TotalsEngine, TransactionChange } from './change-feed.ts'
import { ChangedRows, lowerBound, readNumbers } from './columns.ts'
import { between, firstOf, groupedSeries, periodRows, runningSums, scratchOf, span, type DayPeriod, type SeriesColumns } from './series.ts'

export interface MerchantColumns extends SeriesColumns {
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
const MEASURES = 6

export interface CommissionTotals {
  transactionCount: number
  transactionAmount: number
  totalFees: number
  agentCommission: number
  superAgentCommission: number
  platformCommission: number
}

const emptyCommission = (): CommissionTotals => ({ transactionCount: 0, transactionAmount: 0, totalFees: 0, agentCommission: 0, superAgentCommission: 0, platformCommission: 0 })

export interface MerchantFilter {
  superAgentId?: number | undefined
  merchantId?: number | undefined
}

async function loadMerchants(db: Executor): Promise<MerchantColumns> {
  const all = await readNumbers(
    db,
    sql`select string_agg(concat_ws(',', merchant_id, super_agent_id, day - date '1970-01-01', count, amount, fee, agent_commission, super_agent_commission, platform_commission), ';'
          order by merchant_id, super_agent_id, day) as chunk
        from merchant_daily_totals where count <> 0 group by merchant_id / 256 order by merchant_id / 256`,
    9,
  )
  const size = all.size
  const day = new Int32Array(size)
  const measures = Array.from({ length: MEASURES }, () => new Float64Array(size))
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
    for (let k = 0; k < MEASURES; k++) measures[k]![i] = all.at(i, 3 + k)
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

/** The merchants' totals of one app: loaded once (change-feed.ts), then kept by delta. */
export class MerchantTotals implements TotalsEngine {
  private columns: MerchantColumns | null = null
  /** Successful totals changed since the load, by merchant, super agent and day. */
  private changed = new ChangedRows(3, MEASURES)
  /** The changed rows of each merchant. */
  private changedOf = new Map<number, number[]>()

  async load(db: Executor): Promise<() => void> {
    const columns = await loadMerchants(db)
    return () => {
      this.columns = columns
      this.changed = new ChangedRows(3, MEASURES)
      this.changedOf = new Map()
    }
  }

  get changes(): number {
    return this.changed.size
  }

  apply(changes: readonly TransactionChange[]): boolean {
    for (const change of changes) {
      if (change.status !== 'Successful') continue
      const known = this.changed.size
      const row = this.changed.row([change.merchantId, change.superAgentId, change.day])
      if (row === known) {
        const rowsOf = this.changedOf.get(change.merchantId)
        if (rowsOf) rowsOf.push(row)
        else this.changedOf.set(change.merchantId, [row])
      }
      const s = change.sign
      this.changed.add(row, 0, s)
      this.changed.add(row, 1, s * change.amount)
      this.changed.add(row, 2, s * change.fee)
      this.changed.add(row, 3, s * change.agentCommission)
      this.changed.add(row, 4, s * change.superAgentCommission)
      this.changed.add(row, 5, s * change.platformCommission)
    }
    return false
  }

  private get c(): MerchantColumns {
    if (!this.columns) throw new Error('merchant totals read before their load')
    return this.columns
  }

  /** Whether a changed row falls in the period and the filter. */
  private keeps(row: number, period: DayPeriod, filter: MerchantFilter): boolean {
    const day = this.changed.key(row, 2)
    if (day < period.from || day > period.to) return false
    if (filter.merchantId !== undefined && this.changed.key(row, 0) !== filter.merchantId) return false
    return filter.superAgentId === undefined || this.changed.key(row, 1) === filter.superAgentId
  }

  /** The totals of one merchant in the period, narrowed to a super agent when asked. */
  private merchantTotals(merchantId: number, period: DayPeriod, filter: MerchantFilter): CommissionTotals {
    const c = this.c
    const totals = emptyCommission()
    const slot = lowerBound(c.merchantIds, merchantId)
    if (slot < c.merchantIds.length && c.merchantIds[slot] === merchantId) {
      const [count, amount, fee, agent, superAgent, platform] = c.measures as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array]
      for (let s = c.slotStart[slot]!; s < c.slotStart[slot + 1]!; s++) {
        if (filter.superAgentId !== undefined && c.superAgent[s] !== filter.superAgentId) continue
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
    }
    for (const row of this.changedOf.get(merchantId) ?? []) if (this.keeps(row, period, filter)) addChanged(totals, this.changed, row)
    return totals
  }

  /**
   * The merchant commission report's page: merchants with a successful transaction in the period,
   * by total fees (highest first, then by id), from `offset`, `size` of them; and how many there
   * are. One pass sums each merchant's count and fees; the other totals are summed for the page's only.
   */
  report(period: DayPeriod, filter: MerchantFilter, offset: number, size: number): { total: number; rows: { merchantId: number; totals: CommissionTotals }[] } {
    const c = this.c
    const slots = c.merchantIds.length
    // Merchants with changes but no loaded totals take the places after the loaded ones.
    const newcomers: number[] = []
    for (const merchantId of this.changedOf.keys()) {
      const slot = lowerBound(c.merchantIds, merchantId)
      if (slot === slots || c.merchantIds[slot] !== merchantId) newcomers.push(merchantId)
    }
    const places = slots + newcomers.length
    const idOf = (place: number) => (place < slots ? c.merchantIds[place]! : newcomers[place - slots]!)
    const count = scratchOf(c, 'count', places, (n) => new Float64Array(n))
    const fee = scratchOf(c, 'fee', places, (n) => new Float64Array(n))
    count.fill(0, 0, places)
    fee.fill(0, 0, places)
    let firstSlot = 0
    let lastSlot = slots
    if (filter.merchantId !== undefined) {
      firstSlot = lowerBound(c.merchantIds, filter.merchantId)
      lastSlot = firstSlot < slots && c.merchantIds[firstSlot] === filter.merchantId ? firstSlot + 1 : firstSlot
    }
    const [counts, , fees] = c.measures as [Float64Array, Float64Array, Float64Array]
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
    }
    for (let row = 0; row < this.changed.size; row++) {
      if (!this.keeps(row, period, filter)) continue
      const merchantId = this.changed.key(row, 0)
      let place = lowerBound(c.merchantIds, merchantId)
      if (place === slots || c.merchantIds[place] !== merchantId) place = slots + newcomers.indexOf(merchantId)
      count[place]! += this.changed.measure(row, 0)
      fee[place]! += this.changed.measure(row, 2)
    }
    const candidates = scratchOf(c, 'candidates', places, (n) => new Int32Array(n))
    let n = 0
    for (let place = 0; place < places; place++) if (count[place]! > 0) candidates[n++] = place
    const ordered = firstOf(candidates, n, offset + size, (a, b) => fee[a]! > fee[b]! || (fee[a] === fee[b] && idOf(a) < idOf(b)))
    return {
      total: n,
      rows: ordered.slice(offset).map((place) => ({ merchantId: idOf(place), totals: this.merchantTotals(idOf(place), period, { superAgentId: filter.superAgentId }) })),
    }
  }

  /** The period's successful totals by super agent (of the transactions), narrowed to a super agent or a merchant. */
  groups(period: DayPeriod, filter: MerchantFilter): Map<number, CommissionTotals> {
    const c = this.c
    const groups = new Map<number, CommissionTotals>()
    // Without a merchant asked: the super agents' own series (a few), else that merchant's series.
    const all = filter.merchantId === undefined
    const source: SeriesColumns = all ? c.bySuperAgent : c
    const superAgentOf = all ? c.bySuperAgent.group : c.superAgent
    const [count, amount, fee, agent, superAgent, platform] = source.measures as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array]
    let s = 0
    let last = superAgentOf.length
    if (!all) {
      s = lowerBound(c.merchant, filter.merchantId!)
      last = lowerBound(c.merchant, filter.merchantId! + 1)
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
    for (let row = 0; row < this.changed.size; row++) {
      if (!this.keeps(row, period, filter)) continue
      const key = this.changed.key(row, 1)
      let totals = groups.get(key)
      if (!totals) groups.set(key, (totals = emptyCommission()))
      addChanged(totals, this.changed, row)
    }
    // A group with nothing in the period (every row of it reversed or deleted) is no group.
    for (const [key, totals] of groups) if (totals.transactionCount === 0) groups.delete(key)
    return groups
  }
}

function addChanged(totals: CommissionTotals, changed: ChangedRows, row: number): void {
  totals.transactionCount += changed.measure(row, 0)
  totals.transactionAmount += changed.measure(row, 1)
  totals.totalFees += changed.measure(row, 2)
  totals.agentCommission += changed.measure(row, 3)
  totals.superAgentCommission += changed.measure(row, 4)
  totals.platformCommission += changed.measure(row, 5)
}
