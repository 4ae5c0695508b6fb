// The core banking system's stand-in: it owns `transactions` and writes them one commit at a time
// through its own connection, as the seed shapes them. Pending ones are settled minutes later and a
// few successful ones are reversed, so about one write in five is an update.
import {
  FAILURE_RATE,
  REVERSAL_NARRATION,
  REVERSAL_RATE,
  TRANSACTION_COLUMNS,
  activityAt,
  counterpartiesOf,
  failureOf,
  reversalCodeOf,
  shapeTransaction,
  type Counterparties,
  type StatusOf,
  type TransactionStatus,
} from '../seed/seed-generate.ts'
import type { ProductCode } from '../seed/seed-data.ts'
import { Random, lagosStamp } from '../seed/seed-random.ts'
import { changedRows, loadTradingNetwork, type CoreSql, type TradingNetwork } from './trading-network.ts'

export interface CoreBankingOptions {
  sql: CoreSql
  /** New transactions a second (decimals allowed); Infinity: as fast as the connection commits. */
  rate: number
  /** The rate follows the Lagos day: `rate` is then that of an average hour of an ordinary weekday. */
  lagosHours?: boolean
  /** Stops by itself after this long; runs until stopped without it. */
  durationMs?: number
  /** How long after its insert a pending transaction is settled (ms, from and to). */
  settleAfterMs?: readonly [number, number]
  /** How long after its success a reversed transaction is reversed (ms, from and to). */
  reverseAfterMs?: readonly [number, number]
  /** The share of new transactions the switch has not confirmed yet (Pending at insert). */
  pendingShare?: number
  /** The share of successful transactions reversed later; the seed's rate per product without it. */
  reversalShare?: number
  /** A digit (0-9) in every reference, so two writers in the same second never make the same one. */
  writer?: number
  /** Keeps each insert's time (for a bench); off in a long-running server. */
  recordInsertTimes?: boolean
  random?: Random
  onError?: (error: Error) => void
}

export interface CoreBankingTally {
  inserts: number
  /** Inserted as Pending. */
  pending: number
  /** Pending ones later made Successful or Failed. */
  completed: number
  failed: number
  reversals: number
  errors: number
  startedAt: number
  stoppedAt: number | undefined
  /** Milliseconds each insert took to commit, when recordInsertTimes is set. */
  insertMs: number[]
}

/** A write the core owes: a pending transaction to settle or a successful one to reverse. */
interface DueUpdate {
  reference: string
  product: ProductCode
  kind: 'settle' | 'reverse'
}

export interface CommittedTransaction {
  reference: string
  status: TransactionStatus
  createdAt: number
  ms: number
}

const DEFAULT_SETTLE_AFTER_MS = [60_000, 5 * 60_000] as const
const DEFAULT_REVERSE_AFTER_MS = [2 * 60_000, 10 * 60_000] as const
/** Seen from the seed's last hour: a quarter of fresh transactions are still Pending. */
const DEFAULT_PENDING_SHARE = 0.24
/** Updates due within the same slot are kept together: a slot is this many milliseconds. */
const SLOT_MS = 10
const RELOAD_NETWORK_MS = 10 * 60_000
const INSERT_SQL = `insert into transactions (${TRANSACTION_COLUMNS.join(', ')}) values (${TRANSACTION_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`

/** Another writer made the same reference: the reference's unique index refused it (any other refusal is an error). */
const isTakenReference = (error: unknown) => {
  const refusal = error as { code?: string; constraint?: string; message?: string } | null
  return refusal?.code === '23505' && (refusal.constraint ?? refusal.message ?? '').includes('transactions_reference')
}
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/** One writer of the core system: one connection, one statement per commit. */
export class CoreBankingWriter {
  readonly tally: CoreBankingTally
  private network: TradingNetwork | undefined
  private networkLoadedAt = 0
  private counterparties: Counterparties
  private readonly random: Random
  private readonly due = new Map<number, DueUpdate[]>()
  private dueCount = 0
  /** The earliest slot that may hold an update not yet applied. */
  private dueCursor = Number.POSITIVE_INFINITY
  private stamp = ''
  private sequence = 0

  constructor(private readonly options: CoreBankingOptions) {
    this.random = options.random ?? new Random(Date.now() >>> 0)
    this.counterparties = counterpartiesOf(this.random, 5_000)
    this.tally = { inserts: 0, pending: 0, completed: 0, failed: 0, reversals: 0, errors: 0, startedAt: Date.now(), stoppedAt: undefined, insertMs: [] }
  }

  /** Updates owed and not yet applied (pending transactions to settle, reversals to make). */
  get owed(): number {
    return this.dueCount
  }

  /** The earliest time an owed update falls due (Infinity when none). */
  get nextDueAt(): number {
    if (!this.dueCount) return Number.POSITIVE_INFINITY
    while (!this.due.has(this.dueCursor)) this.dueCursor++
    return this.dueCursor * SLOT_MS
  }

  async prepare(now = Date.now()): Promise<void> {
    if (this.network && now - this.networkLoadedAt < RELOAD_NETWORK_MS) return
    this.network = await loadTradingNetwork(this.options.sql, this.random)
    this.networkLoadedAt = now
  }

  /** Commits one new transaction (one INSERT); undefined when this writer's references for this second are spent. */
  async insert(now = Date.now()): Promise<CommittedTransaction | undefined> {
    await this.prepare(now)
    const network = this.network as TradingNetwork
    const party = network.pick(this.random)
    const pendingShare = this.options.pendingShare ?? DEFAULT_PENDING_SHARE
    const statusOf: StatusOf = (product, roll) => (roll < FAILURE_RATE[product] ? 'Failed' : roll < FAILURE_RATE[product] + pendingShare ? 'Pending' : 'Successful')
    // Pending ones are new; the others were confirmed by the switch a few seconds after they began.
    const createdAt = now - this.random.int(1, 8) * 1000
    const shape = shapeTransaction(this.random, party, this.counterparties, createdAt, statusOf)
    const pending = shape.status === 'Pending'
    const began = pending ? now : createdAt
    // A writer with the same digit (one just stopped, another process) may have used this second's first numbers.
    for (;;) {
      const reference = this.nextReference(now)
      if (!reference) return undefined
      const values = [
        reference,
        shape.sessionId,
        shape.status,
        shape.productId,
        shape.channel,
        shape.amount,
        shape.fee,
        shape.agentCommission,
        shape.superAgentCommission,
        shape.platformCommission,
        party.superAgentId,
        party.merchantId,
        party.agentId,
        shape.debit.account,
        shape.credit.account,
        shape.credit.bank,
        shape.narration,
        shape.responseCode,
        new Date(began).toISOString(),
        pending ? null : new Date(now).toISOString(),
      ]
      const started = performance.now()
      try {
        await this.options.sql(INSERT_SQL, values)
      } catch (error) {
        // Another writer made the same reference in the same second: take the next one.
        if (isTakenReference(error)) continue
        throw error
      }
      const ms = performance.now() - started
      this.tally.inserts++
      if (this.options.recordInsertTimes) this.tally.insertMs.push(ms)
      if (pending) {
        this.tally.pending++
        this.owe({ reference, product: shape.product, kind: 'settle' }, now, this.options.settleAfterMs ?? DEFAULT_SETTLE_AFTER_MS)
      } else if (shape.status === 'Successful') {
        this.maybeReverse(reference, shape.product, now)
      }
      return { reference, status: shape.status, createdAt: began, ms }
    }
  }

  /** Applies the owed updates that are due by now, one commit each; how many it applied. */
  async applyDue(now = Date.now(), limit = Number.POSITIVE_INFINITY): Promise<number> {
    let applied = 0
    while (applied < limit && this.nextDueAt <= now) {
      const slot = this.due.get(this.dueCursor) as DueUpdate[]
      const update = slot.pop() as DueUpdate
      if (!slot.length) this.due.delete(this.dueCursor)
      this.dueCount--
      if (!this.dueCount) this.dueCursor = Number.POSITIVE_INFINITY
      await (update.kind === 'settle' ? this.settle(update, now) : this.reverse(update, now))
      applied++
    }
    return applied
  }

  private async settle(update: DueUpdate, now: number): Promise<void> {
    // A transaction the switch could not confirm at once fails more often than one it could.
    if (this.random.chance(FAILURE_RATE[update.product] * 2)) {
      const [code, reason] = failureOf(this.random, update.product)
      const result = await this.options.sql(
        `update transactions set status = 'Failed', response_code = $2, narration = narration || $3, session_id = null,
                fee = 0, agent_commission = 0, super_agent_commission = 0, platform_commission = 0, completed_at = $4
          where reference = $1 and status = 'Pending'`,
        [update.reference, code, `, ${reason}`, new Date(now).toISOString()],
      )
      if (changedRows(result)) this.tally.failed++
      return
    }
    const result = await this.options.sql(`update transactions set status = 'Successful', response_code = '00', completed_at = $2 where reference = $1 and status = 'Pending'`, [
      update.reference,
      new Date(now).toISOString(),
    ])
    if (!changedRows(result)) return
    this.tally.completed++
    this.maybeReverse(update.reference, update.product, now)
  }

  private async reverse(update: DueUpdate, now: number): Promise<void> {
    // The seed's reversals carry no fee: the customer is refunded in full.
    const result = await this.options.sql(
      `update transactions set status = 'Reversed', response_code = $2, narration = narration || $3,
              fee = 0, agent_commission = 0, super_agent_commission = 0, platform_commission = 0, completed_at = $4
        where reference = $1 and status = 'Successful'`,
      [update.reference, reversalCodeOf(this.random), REVERSAL_NARRATION, new Date(now).toISOString()],
    )
    if (changedRows(result)) this.tally.reversals++
  }

  private maybeReverse(reference: string, product: ProductCode, now: number): void {
    if (this.random.chance(this.options.reversalShare ?? REVERSAL_RATE[product])) {
      this.owe({ reference, product, kind: 'reverse' }, now, this.options.reverseAfterMs ?? DEFAULT_REVERSE_AFTER_MS)
    }
  }

  private owe(update: DueUpdate, now: number, [from, to]: readonly [number, number]): void {
    const slot = Math.floor((now + from + this.random.next() * (to - from)) / SLOT_MS)
    const updates = this.due.get(slot)
    if (updates) updates.push(update)
    else this.due.set(slot, [update])
    this.dueCount++
    this.dueCursor = Math.min(this.dueCursor, slot)
  }

  /** AB, the Lagos second, the writer's digit and its running number in that second (as the seed's, 18 characters). */
  private nextReference(now: number): string | undefined {
    const stamp = lagosStamp(now)
    if (stamp !== this.stamp) {
      this.stamp = stamp
      this.sequence = 0
    }
    if (this.sequence >= 1000) return undefined
    return `AB${stamp}${this.options.writer ?? 0}${String(this.sequence++).padStart(3, '0')}`
  }
}

export interface CoreBanking {
  readonly writer: CoreBankingWriter
  readonly tally: CoreBankingTally
  /** Settles when the duration ends or stop() was called; errors are counted, never thrown. */
  readonly done: Promise<CoreBankingTally>
  stop(): Promise<CoreBankingTally>
}

/** Starts the core system's traffic: inserts at the rate and the updates they owe, until stopped. */
export function startCoreBanking(options: CoreBankingOptions): CoreBanking {
  if (!(options.rate >= 0)) throw new Error(`The rate must be zero or more transactions a second (got ${options.rate})`)
  const writer = new CoreBankingWriter(options)
  const endAt = options.durationMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + options.durationMs
  let stopped = false
  let wake: (() => void) | undefined
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, Math.max(0, Math.min(ms, 2_147_000_000)))
      function done() {
        clearTimeout(timer)
        wake = undefined
        resolve()
      }
      wake = done
    })
  const gapAt = (now: number) => {
    const rate = options.lagosHours ? options.rate * activityAt(now) : options.rate
    return rate > 0 ? 1000 / rate : Number.POSITIVE_INFINITY
  }

  const run = async (): Promise<CoreBankingTally> => {
    let nextInsertAt = options.rate > 0 ? Date.now() : Number.POSITIVE_INFINITY
    while (!stopped) {
      // PGlite answers in microtasks: without a turn of the event loop, a busy writer starves the server.
      await new Promise((resolve) => setImmediate(resolve))
      if (stopped) break
      const now = Date.now()
      if (now >= endAt) break
      try {
        if (writer.nextDueAt <= now) {
          await writer.applyDue(now, 1)
          continue
        }
        if (now >= nextInsertAt) {
          const committed = await writer.insert(now)
          // This writer's thousand references of the second are spent: wait for the next second.
          if (!committed) await sleep(1000 - (now % 1000))
          // Behind by more than a second (a slow database): carry on from now rather than burst.
          nextInsertAt = Math.max(nextInsertAt + gapAt(now), Date.now() - 1000)
          continue
        }
      } catch (error) {
        writer.tally.errors++
        options.onError?.(asError(error))
        await sleep(Math.min(1000, Math.max(0, endAt - Date.now())))
        continue
      }
      await sleep(Math.min(nextInsertAt, writer.nextDueAt, endAt) - now)
    }
    writer.tally.stoppedAt = Date.now()
    return writer.tally
  }
  const done = run()
  return {
    writer,
    tally: writer.tally,
    done,
    async stop() {
      stopped = true
      wake?.()
      return done
    },
  }
}
