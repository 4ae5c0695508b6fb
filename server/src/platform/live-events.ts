// The events the pages follow (streamEvents): totals applied (with today's figures, read once for
// every page) and approval requests created or decided, each with an id, kept in a bounded buffer so a page that reconnects gets what it missed.
// One hub per app (its environment object), fed by the totals' change feed and the database's
// approval_changed notices (migration 0017), both coalesced.
import { eq, inArray } from 'drizzle-orm'

import type { components } from '../../../src/api/schema/admin.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { approvalRequests, users } from '../db/schema.ts'
import { changeFeed } from '../totals/change-feed.ts'
import { loadOperations } from './contracts.ts'
import { permissionKey } from './types.ts'

/** Who hears what: `dashboard` are those who also receive today's figures with a totals event. */
export type Audience = 'totals' | 'approval' | 'dashboard'

export interface TotalsEvent {
  type: 'totals'
  data: components['schemas']['TotalsEventData']
}

export interface ApprovalEvent {
  type: 'approval'
  data: components['schemas']['ApprovalEventData']
}

export type LiveEvent = (TotalsEvent | ApprovalEvent) & { id: string }

export type TodayFigures = NonNullable<TotalsEvent['data']['today']>

/** Events kept for resuming: at a busy platform's pace (one totals event a second), several minutes. */
const BUFFERED_EVENTS = 500
/** Totals applied within this span go out as one event. */
const TOTALS_COALESCE_MS = 500
/** Notices of one request (created then decided at once, a bulk decision) within this span are read once. */
const APPROVAL_COALESCE_MS = 100

/** Who may hear an audience: the permissions of the operations that show it (any of them). */
const audienceOperations: Record<Audience, string[]> = {
  totals: ['getDashboardTransactionSummary', 'getAnalyticsSeries'],
  approval: ['listApprovalRequests'],
  dashboard: ['getDashboardTransactionSummary'],
}

let audienceKeys: Record<Audience, string[]> | undefined

/** The audiences a user's permissions open, by the same permission checks as the operations behind them. */
export function audiencesOf(granted: ReadonlySet<string>): Set<Audience> {
  audienceKeys ??= Object.fromEntries(
    Object.entries(audienceOperations).map(([audience, operationIds]) => [
      audience,
      operationIds.map((operationId) => {
        const access = loadOperations().find((op) => op.operationId === operationId)?.access
        if (typeof access !== 'object') throw new Error(`${operationId} names no permission`)
        return permissionKey(access.group, access.action)
      }),
    ]),
  ) as Record<Audience, string[]>
  return new Set((Object.keys(audienceKeys) as Audience[]).filter((audience) => audienceKeys?.[audience].some((key) => granted.has(key))))
}

export class LiveEvents {
  /** Names this server's run: an id from another run (a restart, another server) cannot be resumed. */
  readonly run = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`
  private sequence = 0
  private readonly buffer: LiveEvent[] = []
  private readonly listeners = new Set<(event: LiveEvent) => void>()

  constructor(private readonly capacity = BUFFERED_EVENTS) {}

  publish(event: TotalsEvent | ApprovalEvent): LiveEvent {
    const live = { ...event, id: `${this.run}-${++this.sequence}` } as LiveEvent
    this.buffer.push(live)
    if (this.buffer.length > this.capacity) this.buffer.shift()
    for (const listener of this.listeners) listener(live)
    return live
  }

  /** The id a client would resume from now. */
  lastId(): string {
    return `${this.run}-${this.sequence}`
  }

  /** The events after `lastId`, or null when they are no longer all held (too old, another run, unknown). */
  since(lastId: string): LiveEvent[] | null {
    const match = /^([a-z0-9]+)-(\d+)$/.exec(lastId)
    if (!match || match[1] !== this.run) return null
    const seen = Number(match[2])
    if (seen > this.sequence) return null
    const oldest = this.buffer[0] ? Number(this.buffer[0].id.slice(this.run.length + 1)) : this.sequence + 1
    if (seen < oldest - 1) return null
    return this.buffer.filter((event) => Number(event.id.slice(this.run.length + 1)) > seen)
  }

  /** Whether any stream follows this hub now (today's figures are read only for someone). */
  get followed(): boolean {
    return this.listeners.size > 0
  }

  subscribe(listener: (event: LiveEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

const hubs = new WeakMap<object, LiveEvents>()

/** The hub of an app (keyed by its environment object: the tests run several apps in a process). */
export function liveEvents(owner: object): LiveEvents {
  let hub = hubs.get(owner)
  if (!hub) hubs.set(owner, (hub = new LiveEvents()))
  return hub
}

/** Feeds the app's hub from the totals' change feed and the approval notices (called once by createApp). */
export async function startLiveEvents(owner: object, handle: DatabaseHandle, options: { todayFigures?: () => Promise<TodayFigures> } = {}): Promise<void> {
  const hub = liveEvents(owner)

  let totals: { asOf: string; changes: number } | null = null
  let publishing = Promise.resolve()
  const publishTotals = async () => {
    if (!totals) return
    const data: TotalsEvent['data'] = { ...totals }
    totals = null
    // Read once for every page that follows, instead of each dashboard asking again.
    if (options.todayFigures && hub.followed) {
      try {
        data.today = await options.todayFigures()
      } catch (error) {
        console.warn(`Today's figures not sent with the totals event (${String(error)})`)
      }
    }
    hub.publish({ type: 'totals', data })
  }
  changeFeed(owner, handle.db).subscribe((applied) => {
    if (totals) {
      totals = { asOf: applied.asOf > totals.asOf ? applied.asOf : totals.asOf, changes: totals.changes + applied.changes }
      return
    }
    totals = { ...applied }
    // One after the other: a slow read must not let older figures go out after newer ones.
    setTimeout(() => (publishing = publishing.then(publishTotals)), TOTALS_COALESCE_MS).unref()
  })

  let pending: Set<number> | null = null
  await handle.listen('approval_changed', (payload) => {
    // An empty payload follows a lost LISTEN connection: the pages' own reconnects read again.
    const id = Number(payload)
    if (!Number.isInteger(id) || id < 1) return
    if (pending) {
      pending.add(id)
      return
    }
    pending = new Set([id])
    setTimeout(() => {
      const ids = [...(pending ?? [])]
      pending = null
      readApprovals(handle, ids).then(
        (events) => events.forEach((event) => hub.publish(event)),
        (error: unknown) => console.warn(`Approval events not sent (${String(error)})`),
      )
    }, APPROVAL_COALESCE_MS).unref()
  })
}

async function readApprovals(handle: DatabaseHandle, ids: number[]): Promise<ApprovalEvent[]> {
  const rows = await handle.db
    .select({ id: approvalRequests.id, status: approvalRequests.status, decidedAt: approvalRequests.decidedAt, userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(approvalRequests)
    .leftJoin(users, eq(users.id, approvalRequests.decidedById))
    .where(inArray(approvalRequests.id, ids))
    .orderBy(approvalRequests.id)
  return rows.map((row) => ({
    type: 'approval',
    data: {
      id: row.id,
      status: row.status as ApprovalEvent['data']['status'],
      decidedBy: row.userId === null ? null : { userId: row.userId, fullName: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() },
      decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    },
  }))
}
