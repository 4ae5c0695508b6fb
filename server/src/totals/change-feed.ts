// The totals a server holds follow the core banking system's writes by delta, never by reload.
// The totals tables (closed days and the day so far, as folded: fold.ts) are loaded once, inside
// one snapshot with the point they were folded to; after that each step reads only the changes
// logged since (transaction_changes, migration 0016) and applies them to every engine: an insert
// adds, a status change moves amounts between statuses, a reversal takes away.
//
// The log is read by the writing transaction's id (xid), up to the oldest transaction still
// running: every change below that point has committed or never will, so a change is applied
// exactly once whatever order the commits landed in. Steps follow the database's notices (one
// LISTEN connection per server on PostgreSQL, delivered with the write on PGlite), coalesced; a
// request waits for one step at most. After a step, the log is folded into the tables.
import { sql } from 'drizzle-orm'

import type { DatabaseHandle, Executor } from '../db/client.ts'
import { lagosDay } from '../platform/period.ts'
import { rows } from './columns.ts'
import { foldChanges } from './fold.ts'
import { agentFields, AgentTotals, takesRowsAway, type AgentFieldsAtVersion } from './agents.ts'
import { DailyTotals } from './daily.ts'
import { MerchantTotals } from './merchants.ts'

/** One changed transaction as the totals count it: sign 1 adds the row, -1 takes it away. */
export interface TransactionChange {
  sign: number
  /** Lagos day of the transaction, in days since 1970. */
  day: number
  /** The transaction's time, in microseconds since 1970. */
  createdAt: number
  productId: number
  status: string
  channel: string
  superAgentId: number
  merchantId: number
  agentId: number
  stateId: number
  amount: number
  fee: number
  agentCommission: number
  superAgentCommission: number
  platformCommission: number
}

/** Totals loaded once and kept by delta. */
export interface TotalsEngine {
  /**
   * Reads the tables, inside the feed's snapshot (one transaction, repeatable read), and answers
   * the function that puts what it read in place (the feed calls every engine's at once).
   */
  load(db: Executor): Promise<() => void>
  /** The rows the changes since the load take (folded into a new load once a day or past a bound). */
  readonly changes: number
  /** Applies the changes; true when one cannot be followed by delta (the engines are loaded again). */
  apply(changes: readonly TransactionChange[]): boolean
}

export interface Applied {
  /** When the step read the log (ISO): the totals hold every change committed before it. */
  asOf: string
  /** Changes applied by this step. */
  changes: number
}

/** A notice's steps wait this long, so a burst of commits is read as one step. */
const COALESCE_MS = 25
/** A change held back by an older transaction still running is looked for again this soon. */
const RETRY_MS = 200
/** Changes are kept this long in the log; a server that read none for half of it loads again. */
const LOG_KEPT_MS = 60 * 60_000
const PRUNE_EVERY_MS = 60_000
/** Changed rows held beside the loaded ones beyond which they are folded into a new load (in the background). */
const FOLD_BEYOND_ROWS = 200_000
/** The log is folded into the tables this long after a change (fold.ts). */
const FOLD_AFTER_MS = 1_000

export class ChangeFeed {
  readonly daily = new DailyTotals()
  readonly merchants = new MerchantTotals()
  readonly agents = new AgentTotals()
  private readonly engines: TotalsEngine[] = [this.daily, this.merchants, this.agents]
  private readonly listeners = new Set<(applied: Applied) => void>()

  /** Moves with every step that applied a change: what answers made from the totals are keyed by. */
  version = 0
  /** When the totals were last brought up to date (ISO), or null before the load. */
  asOf: string | null = null

  private horizon = ''
  private loaded: Promise<void> | null = null
  private stepping: Promise<void> | null = null
  private dirty = true
  /** Whether the database tells this server of each change; until then every request steps. */
  private noticed = false
  private scheduled: NodeJS.Timeout | null = null
  private foldTimer: NodeJS.Timeout | null = null
  private lastStepAt = 0
  private lastPruneAt = 0
  private closed = false
  /** Moves with each load put in place: a step read before it is dropped (the new load saw its changes or reads them again). */
  private generation = 0
  private loadedDay = ''
  private folding: Promise<void> | null = null

  constructor(private readonly db: Executor) {}

  /** Every change written by a transaction below this id is applied (the point the log is read from). */
  get appliedBelow(): bigint {
    return BigInt(this.horizon || '0')
  }

  subscribe(listener: (applied: Applied) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Subscribes to the log's notices (called once by createApp). */
  async watch(handle: DatabaseHandle): Promise<void> {
    await handle.listen('transactions_changed', () => {
      this.dirty = true
      this.schedule(COALESCE_MS)
    })
    this.noticed = true
  }

  /**
   * The totals, loaded and with every change the database announced applied: waits for the load
   * once, then for one step at most (the one under way, or one started now when a change is known).
   */
  async current(): Promise<this> {
    await (this.loaded ??= this.load(this.db))
    if (this.stepping) await this.stepping
    else if (this.dirty || !this.noticed) await this.step(this.db)
    return this
  }

  /** Folds the log into the totals tables soon (coalesced: a burst of changes is one fold). */
  private scheduleFold(): void {
    if (this.foldTimer || this.closed) return
    this.foldTimer = setTimeout(() => {
      this.foldTimer = null
      foldChanges(this.db).catch((error: unknown) => {
        if (!this.closed)
          console.warn(`Totals: folding the change log into the tables failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); tried again at the next change`)
      })
    }, FOLD_AFTER_MS)
    this.foldTimer.unref?.()
  }

  /** Stops the timers (an app closing). */
  close(): void {
    this.closed = true
    if (this.foldTimer) clearTimeout(this.foldTimer)
    if (this.scheduled) clearTimeout(this.scheduled)
    this.scheduled = null
  }

  private schedule(delayMs: number): void {
    if (this.scheduled || !this.loaded || this.closed) return
    this.scheduled = setTimeout(() => {
      this.scheduled = null
      if (this.stepping) {
        // A notice during a step: another step after it.
        void this.stepping.then(() => this.dirty && this.schedule(COALESCE_MS))
        return
      }
      this.step(this.db).catch((error: unknown) => {
        if (this.closed) return
        console.warn(`Totals: reading the change log failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); read again at the next notice or request`)
        this.dirty = true
      })
    }, delayMs)
    this.scheduled.unref?.()
  }

  private async load(db: Executor): Promise<void> {
    const started = Date.now()
    const read = () =>
      db.transaction(
        async (tx) => {
          // The tables hold the changes folded so far (fold.ts); the log since, up to the snapshot's horizon, is added to them.
          const [at] = await rows<{ horizon: string }>(tx, sql`select horizon::text as horizon from totals_folded where id = 1`)
          const adopt: (() => void)[] = []
          for (const engine of this.engines) adopt.push(await engine.load(tx))
          return { adopt, log: await readChanges(tx, at!.horizon) }
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      )
    let loaded = await read()
    // A transaction taken away in the log since the fold (a data fix, never the core system's) cannot
    // be followed by delta: folded into the tables first (waiting for a fold another server has under
    // way), then read again. Loading beside such a fold used to drop it from the agents' totals.
    for (let attempt = 1; attempt <= 3 && takesRowsAway(loaded.log.changes); attempt++) {
      await foldChanges(db, { wait: true })
      loaded = await read()
    }
    // Everything in place at once, with the point the log is read from.
    for (const adopt of loaded.adopt) adopt()
    if (loaded.log.changes.length) for (const engine of this.engines) engine.apply(loaded.log.changes)
    this.horizon = loaded.log.horizon
    this.generation += 1
    this.loadedDay = lagosDay(started)
    this.lastStepAt = started
    this.asOf = new Date(started).toISOString()
    this.version += 1
    if (loaded.log.more) {
      this.dirty = true
      this.schedule(RETRY_MS)
    }
  }

  /**
   * Folds the changes held beside the loaded totals into a new load, in the background: once a
   * day (the day before is closed) or when they grow past a bound. Requests meanwhile are answered
   * from the totals held, which keep following the log.
   */
  private foldIfDue(): void {
    if (this.folding || this.closed) return
    if (this.held <= FOLD_BEYOND_ROWS && lagosDay(Date.now()) === this.loadedDay) return
    this.fold().catch((error: unknown) => console.warn(`Totals: folding the day's changes failed (${String(error)}); tried again later`))
  }

  /** Loads again beside the totals held and puts the new load in place (the changes held are folded into it). */
  fold(): Promise<void> {
    this.folding ??= this.load(this.db).finally(() => {
      this.folding = null
    })
    return this.folding
  }

  /** The changed rows held beside the loaded totals. */
  get held(): number {
    return this.engines.reduce((n, engine) => n + engine.changes, 0)
  }

  private step(db: Executor): Promise<void> {
    this.stepping ??= this.read(db).finally(() => {
      this.stepping = null
    })
    return this.stepping
  }

  private async read(db: Executor): Promise<void> {
    this.dirty = false
    const started = Date.now()
    const generation = this.generation
    if (started - this.lastStepAt > LOG_KEPT_MS / 2) {
      // The log may have been pruned past what this server read: everything again, in a snapshot.
      this.loaded = this.load(db)
      await this.loaded
      this.announce(0)
      return
    }
    const { horizon, more, changes } = await readChanges(db, this.horizon)
    // A load put in place meanwhile has its own point in the log: what this step read is its business.
    if (generation !== this.generation) {
      this.dirty = true
      this.schedule(COALESCE_MS)
      return
    }
    let reload = false
    if (changes.length) for (const engine of this.engines) reload = engine.apply(changes) || reload
    this.horizon = horizon
    this.lastStepAt = started
    this.asOf = new Date(started).toISOString()
    if (reload) {
      // A transaction removed (never by the core system: a data fix): folded into the tables, which
      // read its agent's day's last time again, then loaded (load folds first).
      this.loaded = this.load(db)
      await this.loaded
    }
    if (changes.length) {
      this.version += 1
      this.announce(changes.length)
    }
    // Committed changes above the horizon wait for an older transaction to end: looked for again soon.
    if (more) {
      this.dirty = true
      this.schedule(RETRY_MS)
    }
    this.foldIfDue()
    if (changes.length) this.scheduleFold()
    if (started - this.lastPruneAt > PRUNE_EVERY_MS) {
      this.lastPruneAt = started
      // Only what is folded into the tables, and older than any server reading the log can be behind.
      await db.execute(sql`delete from transaction_changes where xid < (select horizon from totals_folded where id = 1) and at < now() - make_interval(secs => ${LOG_KEPT_MS / 1000})`)
    }
  }

  private announce(changes: number): void {
    const applied = { asOf: this.asOf!, changes }
    for (const listener of this.listeners) listener(applied)
  }
}

/** The changes logged from `from` up to the oldest transaction still running (the new horizon), in order. */
async function readChanges(db: Executor, from: string): Promise<{ horizon: string; more: boolean; changes: TransactionChange[] }> {
  const found = await rows<ChangeRow>(
    db,
    sql`with h as (select pg_snapshot_xmin(pg_current_snapshot()) as horizon)
        select h.horizon::text as horizon,
          exists (select 1 from transaction_changes m where m.xid >= h.horizon) as more,
          c.sign, (c.created_at at time zone 'Africa/Lagos')::date - date '1970-01-01' as day,
          (extract(epoch from c.created_at) * 1000000)::bigint::text as created_at,
          c.product_id, c.status, c.channel, c.super_agent_id, c.merchant_id, c.agent_id, c.state_id,
          c.amount::text as amount, c.fee::text as fee, c.agent_commission::text as agent_commission,
          c.super_agent_commission::text as super_agent_commission, c.platform_commission::text as platform_commission
        from h left join transaction_changes c on c.xid >= ${from}::xid8 and c.xid < h.horizon
        order by c.xid, c.seq`,
  )
  const changes: TransactionChange[] = []
  for (const r of found) {
    if (r.sign === null) continue
    changes.push({
      sign: Number(r.sign),
      day: Number(r.day),
      createdAt: Number(r.created_at),
      productId: Number(r.product_id),
      status: r.status!,
      channel: r.channel!,
      superAgentId: Number(r.super_agent_id),
      merchantId: Number(r.merchant_id),
      agentId: Number(r.agent_id),
      stateId: Number(r.state_id),
      amount: Number(r.amount),
      fee: Number(r.fee),
      agentCommission: Number(r.agent_commission),
      superAgentCommission: Number(r.super_agent_commission),
      platformCommission: Number(r.platform_commission),
    })
  }
  return { horizon: found[0]!.horizon, more: found[0]!.more, changes }
}

interface ChangeRow {
  horizon: string
  more: boolean
  sign: number | null
  day: number | null
  created_at: string | null
  product_id: number | null
  status: string | null
  channel: string | null
  super_agent_id: number | null
  merchant_id: number | null
  agent_id: number | null
  state_id: number | null
  amount: string | null
  fee: string | null
  agent_commission: string | null
  super_agent_commission: string | null
  platform_commission: string | null
}

const byEnvironment = new WeakMap<object, ChangeFeed>()

/** One feed per app (its environment object): the tests and the bench run several apps in a process. */
export function changeFeed(owner: object, db?: Executor): ChangeFeed {
  let feed = byEnvironment.get(owner)
  if (!feed) {
    if (!db) throw new Error('changeFeed: made by createApp with its database first')
    byEnvironment.set(owner, (feed = new ChangeFeed(db)))
  }
  return feed
}

/** The app's totals with every announced change applied (one step at most). */
export const totalsOf = (owner: object): Promise<ChangeFeed> => changeFeed(owner).current()

/** What the grouped reports read: the merchants' and agents' totals, and the agents' own fields. */
export interface ReportTotals {
  merchants: MerchantTotals
  agents: AgentTotals
  agentFields: AgentFieldsAtVersion
}

export async function reportTotals(owner: object): Promise<ReportTotals> {
  const feed = await totalsOf(owner)
  return { merchants: feed.merchants, agents: feed.agents, agentFields: agentFields(owner) }
}
