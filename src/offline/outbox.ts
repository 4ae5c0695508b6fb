// The approval outbox: queue decisions made offline and replay them, in order, with the session of
// the user who made them. Runs in the service worker (and in the page where there is none).
import type { DecisionStatus, OfflineDatabase, QueuedDecision, SyncState } from './db'

export interface ReplaySession {
  userId: number
  accessToken: string
}

export interface ReplayTransport {
  /** The current session of an open page, or null when nobody is signed in. */
  session(): Promise<ReplaySession | null>
  /** Asks the page to refresh the tokens; null when it cannot (the user must sign in). */
  refresh(): Promise<ReplaySession | null>
  /** Sends one decision; throws when the network is unreachable. */
  send(item: QueuedDecision, accessToken: string): Promise<{ status: number; body: unknown }>
}

export interface OutboxStore {
  /** Decisions waiting to be sent, oldest first. */
  queued(): Promise<QueuedDecision[]>
  /** queued → sending, only if still queued (not cancelled meanwhile). */
  claim(id: number): Promise<boolean>
  /** sending → queued: it will be sent again with the same key. */
  release(id: number): Promise<void>
  settle(id: number, status: Extract<DecisionStatus, 'applied' | 'refused'>, outcome: string): Promise<void>
  /** After a crash or reload mid-send: every 'sending' back to 'queued' (the key makes it safe). */
  recover(): Promise<void>
  setState(state: Omit<SyncState, 'id' | 'updatedAt' | 'lastSyncedAt'> & { synced?: boolean }): Promise<void>
}

export interface ReplaySummary {
  applied: number
  refused: number
  waiting: number
}

function firstError(body: unknown, fallback: string): string {
  const errors = (body as { errors?: unknown } | null)?.errors
  return Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : fallback
}

function message(body: unknown, fallback: string): string {
  const text = (body as { message?: unknown } | null)?.message
  return typeof text === 'string' && text ? text : fallback
}

/**
 * Sends every queued decision of the signed-in user, oldest first. Stops at the first network
 * failure (offline) or platform error (retried later); another user's decisions keep waiting.
 */
export async function replayOutbox(store: OutboxStore, transport: ReplayTransport): Promise<ReplaySummary> {
  await store.recover()
  const items = await store.queued()
  const summary: ReplaySummary = { applied: 0, refused: 0, waiting: items.length }
  if (!items.length) {
    await store.setState({ phase: 'idle', reason: null })
    return summary
  }
  let session = await transport.session()
  if (!session) {
    await store.setState({ phase: 'waiting', reason: 'signed-out' })
    return summary
  }
  const own = items.filter((item) => item.userId === session?.userId)
  if (!own.length) {
    await store.setState({ phase: 'waiting', reason: 'other-user' })
    return summary
  }
  await store.setState({ phase: 'syncing', reason: null })
  for (const item of own) {
    if (item.id === undefined || !(await store.claim(item.id))) continue
    let response: { status: number; body: unknown }
    try {
      response = await transport.send(item, session.accessToken)
      if (response.status === 401) {
        const refreshed = await transport.refresh()
        if (!refreshed || refreshed.userId !== item.userId) {
          await store.release(item.id)
          await store.setState({ phase: 'waiting', reason: 'session-expired' })
          return summary
        }
        session = refreshed
        response = await transport.send(item, session.accessToken)
      }
    } catch {
      await store.release(item.id)
      await store.setState({ phase: 'offline', reason: null })
      return summary
    }
    if (response.status >= 200 && response.status < 300) {
      await store.settle(item.id, 'applied', message(response.body, 'Applied'))
      summary.applied++
      summary.waiting--
    } else if (response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 408 && response.status !== 429) {
      await store.settle(item.id, 'refused', firstError(response.body, `Refused (${response.status})`))
      summary.refused++
      summary.waiting--
    } else {
      await store.release(item.id)
      await store.setState({ phase: 'waiting', reason: response.status === 401 ? 'session-expired' : 'platform-error' })
      return summary
    }
  }
  const othersWaiting = items.length - own.length
  await store.setState(othersWaiting ? { phase: 'waiting', reason: 'other-user', synced: true } : { phase: 'idle', reason: null, synced: true })
  return summary
}

/** The outbox kept in IndexedDB. */
export function dexieOutboxStore(db: OfflineDatabase): OutboxStore {
  const now = () => new Date().toISOString()
  return {
    async queued() {
      return db.decisions.where('status').equals('queued').sortBy('id')
    },
    async claim(id) {
      return db.transaction('rw', db.decisions, async () => {
        const item = await db.decisions.get(id)
        if (item?.status !== 'queued') return false
        await db.decisions.update(id, { status: 'sending', attempts: item.attempts + 1, lastAttemptAt: now() })
        return true
      })
    },
    async release(id) {
      await db.decisions.where({ id, status: 'sending' }).modify({ status: 'queued' })
    },
    async settle(id, status, outcome) {
      await db.decisions.update(id, { status, outcome, settledAt: now() })
    },
    async recover() {
      await db.decisions.where('status').equals('sending').modify({ status: 'queued' })
    },
    async setState({ synced, ...state }) {
      const previous = await db.syncState.get('outbox')
      await db.syncState.put({ id: 'outbox', ...state, updatedAt: now(), lastSyncedAt: synced ? now() : (previous?.lastSyncedAt ?? null) })
    },
  }
}

const decisionPath = /\/apms\/api\/v1\/Approval\/(Approve|Reject)$/

/** The user id and name inside a bearer token (not verified: the server verifies on replay). */
export function tokenSubject(authorization: string | null): { userId: number; username: string } | null {
  const token = authorization?.replace(/^Bearer\s+/i, '')
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string; username?: string }
    const userId = Number(claims.sub)
    return Number.isInteger(userId) && userId > 0 ? { userId, username: claims.username ?? String(userId) } : null
  } catch {
    return null
  }
}

/** A queued decision from an Approve/Reject request; null when it is not one or lacks a key. */
export async function decisionFromRequest(request: Request): Promise<Omit<QueuedDecision, 'id'> | null> {
  const url = new URL(request.url)
  const match = decisionPath.exec(url.pathname)
  const key = request.headers.get('Idempotency-Key')
  const requestId = Number(url.searchParams.get('id'))
  const subject = tokenSubject(request.headers.get('Authorization'))
  if (request.method !== 'PUT' || !match || !key || !Number.isInteger(requestId) || !subject) return null
  const body = await request.clone().text()
  let reason: string | null
  try {
    reason = body ? ((JSON.parse(body) as { reason?: string }).reason ?? null) : null
  } catch {
    reason = null
  }
  const headers: Record<string, string> = {}
  for (const name of ['app-id', 'app-key', 'channel', 'content-type']) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  return {
    idempotencyKey: key,
    requestId,
    decision: match[1] === 'Approve' ? 'approve' : 'reject',
    reason,
    userId: subject.userId,
    username: subject.username,
    url: url.pathname + url.search,
    headers,
    body: body || null,
    createdAt: new Date().toISOString(),
    status: 'queued',
    attempts: 0,
    lastAttemptAt: null,
    settledAt: null,
    outcome: null,
  }
}

export function isDecisionRequest(url: URL, method: string): boolean {
  return method === 'PUT' && decisionPath.test(url.pathname)
}

/** Stores a decision once (the key is unique): a second click or a retried request is a no-op. */
export async function enqueueDecision(db: OfflineDatabase, decision: Omit<QueuedDecision, 'id'>): Promise<void> {
  await db.transaction('rw', db.decisions, async () => {
    const existing = await db.decisions.where('idempotencyKey').equals(decision.idempotencyKey).first()
    if (!existing) await db.decisions.add(decision)
  })
}

/** The synthetic answer for a queued decision: 202 with a header the page recognises. */
export function queuedResponse(idempotencyKey: string): Response {
  const body = { succeeded: true, message: 'Queued until the network returns', errors: null, data: { queued: true, idempotencyKey } }
  return new Response(JSON.stringify(body), { status: 202, headers: { 'content-type': 'application/json', 'x-offline-queued': '1' } })
}

export const OUTBOX_SYNC_TAG = 'approval-outbox'
export const OUTBOX_LOCK = 'approval-outbox'
