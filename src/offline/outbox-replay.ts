// Replaying the approval outbox: queued decisions sent in order, in bulk, with their user's session (in the service worker, or the page where there is none).
import type { DecisionStatus, QueuedDecision, SyncState } from './db'

export interface ReplaySession {
  userId: number
  accessToken: string
}

/** A platform answer as the outbox sees it; `retryAfter` in seconds, from Retry-After (429). */
export interface ReplayResponse {
  status: number
  body: unknown
  retryAfter?: number | null
}

export interface ReplayTransport {
  /** The current session of an open page, or null when nobody is signed in. */
  session(): Promise<ReplaySession | null>
  /** Asks the page to refresh the tokens; null when it cannot (the user must sign in). */
  refresh(): Promise<ReplaySession | null>
  /** Sends several decisions in one bulk decision (POST Approval/BulkDecision); throws when the network is unreachable. */
  sendBatch(items: QueuedDecision[], accessToken: string): Promise<ReplayResponse>
  /** Sends one decision alone (its own Approve or Reject); throws when the network is unreachable. */
  send(item: QueuedDecision, accessToken: string): Promise<ReplayResponse>
}

export interface Settlement {
  id: number
  status: Extract<DecisionStatus, 'applied' | 'refused'>
  outcome: string
  /** A refusal's code and values (kept to word it in the reader's language when shown); null when applied. */
  code: string | null
  values: Record<string, string | number> | null
}

export interface OutboxStore {
  /** Decisions waiting to be sent, oldest first. */
  queued(): Promise<QueuedDecision[]>
  /** queued → sending, only those still queued (not cancelled meanwhile); answers the ids claimed. */
  claim(ids: number[]): Promise<number[]>
  /** sending → queued: they will be sent again with the same keys. */
  release(ids: number[]): Promise<void>
  settle(settlements: Settlement[]): Promise<void>
  /** After a crash or reload mid-send: every 'sending' back to 'queued' (the key makes it safe). */
  recover(): Promise<void>
  setState(state: Omit<SyncState, 'id' | 'updatedAt' | 'lastSyncedAt'> & { synced?: boolean }): Promise<void>
  /** The moment a rate limit (429) lifts, when one holds the queue back. */
  heldUntil(): Promise<number | null>
}

export interface ReplaySummary {
  applied: number
  refused: number
  waiting: number
}

/** The Web Lock held while replaying: one replay at a time across the worker and the pages. */
export const OUTBOX_LOCK = 'approval-outbox'

/** The bulk operation's maxItems. */
export const REPLAY_BATCH_SIZE = 100

function firstError(body: unknown, fallback: string): string {
  const errors = (body as { errors?: unknown } | null)?.errors
  return Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : fallback
}

function message(body: unknown, fallback: string): string {
  const text = (body as { message?: unknown } | null)?.message
  return typeof text === 'string' && text ? text : fallback
}

/** The refusal's code and values in an answer (an envelope or a bulk result). */
function refusalOf(body: unknown): Pick<Settlement, 'code' | 'values'> {
  const { code, values } = (body ?? {}) as { code?: unknown; values?: unknown }
  const kept: Record<string, string | number> = {}
  if (values && typeof values === 'object') for (const [name, value] of Object.entries(values)) if (typeof value === 'string' || typeof value === 'number') kept[name] = value
  return { code: typeof code === 'string' ? code : null, values: Object.keys(kept).length ? kept : null }
}

/** A platform answer that says "this will never apply as sent" (not a session or a capacity problem). */
const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429

/** What one decision's answer means for the outbox: settled, or kept to send again (null). */
function settlementOf(id: number, status: number, body: unknown): Settlement | null {
  if (status >= 200 && status < 300) return { id, status: 'applied', outcome: message(body, 'Applied'), code: null, values: null }
  if (isRefusal(status)) return { id, status: 'refused', outcome: firstError(body, `Refused (${status})`), ...refusalOf(body) }
  return null
}

interface BatchResult {
  idempotencyKey?: unknown
  status?: unknown
  outcome?: unknown
  message?: unknown
  errors?: unknown
  code?: unknown
  values?: unknown
}

/** The bulk answer's results, by idempotency key. */
function batchResults(body: unknown): Map<string, BatchResult> {
  const data = (body as { data?: unknown } | null)?.data
  const results = new Map<string, BatchResult>()
  if (Array.isArray(data)) for (const result of data as BatchResult[]) if (typeof result?.idempotencyKey === 'string') results.set(result.idempotencyKey, result)
  return results
}

type Stop = { phase: 'offline' | 'waiting'; reason: string | null; retryAt?: string | null }

/** Without Retry-After, a rate-limited queue waits this long. */
const DEFAULT_RETRY_AFTER_S = 30

/** 429: the queue waits, with everything kept, until the platform accepts requests again. */
export function rateLimited(retryAfterSeconds: number | null | undefined): Stop {
  return { phase: 'waiting', reason: 'rate-limited', retryAt: new Date(Date.now() + (retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S) * 1000).toISOString() }
}

/** Where the bulk decision of a queued one goes: the same platform as its own Approve, Reject or Return. */
export function bulkDecisionUrl(item: Pick<QueuedDecision, 'url'>): string {
  return item.url.replace(/\/apms\/api\/v1\/Approval\/(Approve|Reject|Return)(\?.*)?$/, '/apms/api/v1/Approval/BulkDecision')
}

/** The bulk decision's body for queued decisions: in order, each with its own key. */
export function bulkDecisionBody(items: QueuedDecision[]): string {
  return JSON.stringify({
    decisions: items.map((item) => ({
      id: item.requestId,
      decision: item.decision,
      ...(item.decision === 'reject' ? { reason: item.reason ?? '' } : {}),
      ...(item.decision === 'return' ? { note: item.reason ?? '', ...(item.fields?.length ? { fields: item.fields } : {}) } : {}),
      idempotencyKey: item.idempotencyKey,
    })),
  })
}

/** Consecutive decisions that go to the same platform with the same headers, at most `size` each. */
function batchesOf(items: QueuedDecision[], size: number): QueuedDecision[][] {
  const batches: QueuedDecision[][] = []
  let signature = ''
  for (const item of items) {
    const next = `${bulkDecisionUrl(item)} ${JSON.stringify(item.headers)}`
    const last = batches.at(-1)
    if (last && next === signature && last.length < size) last.push(item)
    else batches.push([item])
    signature = next
  }
  return batches
}

/**
 * Sends every queued decision of the signed-in user, oldest first, in bulk decisions of up to
 * `batchSize` (each with its own key and result). Stops at the first network failure (offline) or
 * platform error (retried later); another user's decisions keep waiting. A batch the platform
 * refuses as a whole (a malformed item, no bulk operation) is sent again decision by decision, so
 * each gets its own answer as it would have alone.
 */
export async function replayOutbox(store: OutboxStore, transport: ReplayTransport, options: { batchSize?: number } = {}): Promise<ReplaySummary> {
  await store.recover()
  const items = await store.queued()
  const summary: ReplaySummary = { applied: 0, refused: 0, waiting: items.length }
  // Rate limited: nothing goes before Retry-After has passed (the state already says so).
  const heldUntil = items.length ? await store.heldUntil() : null
  if (heldUntil !== null && heldUntil > Date.now()) return summary
  if (!items.length) {
    await store.setState({ phase: 'idle', reason: null })
    return summary
  }
  const first = await transport.session()
  if (!first) {
    await store.setState({ phase: 'waiting', reason: 'signed-out' })
    return summary
  }
  let session: ReplaySession = first
  const own = items.filter((item) => item.userId === session.userId)
  if (!own.length) {
    await store.setState({ phase: 'waiting', reason: 'other-user' })
    return summary
  }
  await store.setState({ phase: 'syncing', reason: null })

  /** Sends with the session, refreshing an expired token once; null when the user must sign in again. */
  const sendWithSession = async (send: (accessToken: string) => Promise<ReplayResponse>) => {
    let response = await send(session.accessToken)
    if (response.status !== 401) return response
    const refreshed = await transport.refresh()
    if (!refreshed || refreshed.userId !== session.userId) return null
    session = refreshed
    response = await send(session.accessToken)
    return response.status === 401 ? null : response
  }

  const settle = async (settlements: Settlement[]) => {
    await store.settle(settlements)
    for (const settlement of settlements) summary[settlement.status]++
    summary.waiting -= settlements.length
  }

  /** One by one, as before the bulk operation; null when every one was answered. */
  const sendAlone = async (batch: QueuedDecision[]): Promise<Stop | null> => {
    for (const [index, item] of batch.entries()) {
      const id = item.id as number
      let response: ReplayResponse | null
      try {
        response = await sendWithSession((token) => transport.send(item, token))
      } catch {
        await store.release(batch.slice(index).map((i) => i.id as number))
        return { phase: 'offline', reason: null }
      }
      const settlement = response && settlementOf(id, response.status, response.body)
      if (!settlement) {
        await store.release(batch.slice(index).map((i) => i.id as number))
        if (response?.status === 429) return rateLimited(response.retryAfter)
        return { phase: 'waiting', reason: response ? 'platform-error' : 'session-expired' }
      }
      await settle([settlement])
    }
    return null
  }

  const sendBatch = async (candidates: QueuedDecision[]): Promise<Stop | null> => {
    const claimed = new Set(await store.claim(candidates.map((item) => item.id as number)))
    const batch = candidates.filter((item) => claimed.has(item.id as number))
    if (!batch.length) return null
    const ids = batch.map((item) => item.id as number)
    let response: ReplayResponse | null
    try {
      response = await sendWithSession((token) => transport.sendBatch(batch, token))
    } catch {
      await store.release(ids)
      return { phase: 'offline', reason: null }
    }
    if (!response) {
      await store.release(ids)
      return { phase: 'waiting', reason: 'session-expired' }
    }
    if (isRefusal(response.status)) return sendAlone(batch)
    if (response.status < 200 || response.status >= 300) {
      await store.release(ids)
      return response.status === 429 ? rateLimited(response.retryAfter) : { phase: 'waiting', reason: 'platform-error' }
    }
    const results = batchResults(response.body)
    const settlements: Settlement[] = []
    const again: number[] = []
    for (const item of batch) {
      const result = results.get(item.idempotencyKey)
      const status = typeof result?.status === 'number' ? result.status : 0
      const settlement = result ? settlementOf(item.id as number, status, result) : null
      if (settlement) settlements.push(settlement)
      else again.push(item.id as number)
    }
    await settle(settlements)
    if (!again.length) return null
    await store.release(again)
    return { phase: 'waiting', reason: 'platform-error' }
  }

  for (const batch of batchesOf(own, Math.max(1, Math.min(options.batchSize ?? REPLAY_BATCH_SIZE, REPLAY_BATCH_SIZE)))) {
    const stop = await sendBatch(batch)
    if (stop) {
      await store.setState(stop)
      return summary
    }
  }
  const othersWaiting = items.length - own.length
  await store.setState(othersWaiting ? { phase: 'waiting', reason: 'other-user', synced: true } : { phase: 'idle', reason: null, synced: true })
  return summary
}
