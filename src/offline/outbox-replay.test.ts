// The replay of the approval outbox against an in-memory store and a fake platform: order, users, refusals, 401, 429, lost answers, bulk batches.
import { describe, expect, it } from 'vitest'

import type { QueuedDecision, SyncState } from './db'
import { bulkDecisionBody, bulkDecisionUrl, replayOutbox, type OutboxStore, type ReplaySession, type ReplayTransport } from './outbox-replay'

function decision(id: number, userId: number, requestId = 100 + id): QueuedDecision {
  return {
    id,
    idempotencyKey: `key-${id}`,
    requestId,
    decision: 'approve',
    reason: null,
    userId,
    username: `user${userId}`,
    url: `/apms/api/v1/Approval/Approve?id=${requestId}`,
    headers: {},
    body: null,
    createdAt: new Date(2026, 10, 1, 9, id).toISOString(),
    status: 'queued',
    attempts: 0,
    lastAttemptAt: null,
    settledAt: null,
    outcome: null,
  }
}

function memoryStore(items: QueuedDecision[]) {
  const state: { current: Partial<SyncState> } = { current: {} }
  const store: OutboxStore = {
    async queued() {
      return items.filter((i) => i.status === 'queued').sort((a, b) => (a.id ?? 0) - (b.id ?? 0))
    },
    async claim(ids) {
      const claimed: number[] = []
      for (const item of items.filter((i) => i.id !== undefined && ids.includes(i.id) && i.status === 'queued')) {
        item.status = 'sending'
        item.attempts++
        claimed.push(item.id!)
      }
      return claimed
    },
    async release(ids) {
      for (const item of items) if (item.id !== undefined && ids.includes(item.id) && item.status === 'sending') item.status = 'queued'
    },
    async settle(settlements) {
      for (const { id, status, outcome, code, values } of settlements)
        Object.assign(
          items.find((i) => i.id === id)!,
          { status, outcome, code, values },
        )
    },
    async recover() {
      for (const item of items) if (item.status === 'sending') item.status = 'queued'
    },
    async setState(next) {
      state.current = next
    },
    async heldUntil() {
      return state.current.retryAt ? Date.parse(state.current.retryAt) : null
    },
  }
  return { store, state, items }
}

/** A fake platform that applies each key once, like the real one, alone or in bulk decisions. */
function platform(options: {
  session: ReplaySession | null
  expiredTokens?: string[]
  refreshTo?: ReplaySession | null
  /** Calls after this many fail with no network (the request never arrives). */
  offlineAfter?: number
  /** Calls after this many are applied, then their answer is lost (the network drops on the way back). */
  answerLostAfter?: number
  refuse?: Record<number, string>
  /** Request ids whose decision fails on the platform's side (5xx) this time. */
  failing?: number[]
  /** The bulk operation answers this status as a whole (a malformed batch, no such operation). */
  bulkStatus?: number
  /** The first calls are answered 429 with this Retry-After (seconds). */
  rateLimited?: { calls: number; retryAfter: number }
}) {
  const applied = new Map<string, number>()
  const sent: string[] = []
  const batches: string[][] = []
  let calls = 0
  const decide = (item: QueuedDecision): { status: number; body: { message?: string; errors?: string[]; code?: string; values?: Record<string, string> } } => {
    sent.push(item.idempotencyKey)
    if (applied.has(item.idempotencyKey)) return { status: 200, body: { message: 'Approved and applied' } }
    const refusal = options.refuse?.[item.requestId]
    if (refusal) return { status: 409, body: { errors: [refusal], code: 'ALREADY_DECIDED', values: { status: 'Approved', decidedBy: 'Tunde Bakare' } } }
    if (options.failing?.includes(item.requestId)) return { status: 500, body: { errors: ['Something went wrong on our side'] } }
    applied.set(item.idempotencyKey, (applied.get(item.idempotencyKey) ?? 0) + 1)
    return { status: 200, body: { message: 'Approved and applied' } }
  }
  const arrive = (token: string) => {
    calls++
    if (options.offlineAfter !== undefined && calls > options.offlineAfter) throw new TypeError('Failed to fetch')
    return !options.expiredTokens?.includes(token)
  }
  const lose = () => {
    if (options.answerLostAfter !== undefined && calls > options.answerLostAfter) throw new TypeError('Failed to fetch')
  }
  const transport: ReplayTransport = {
    session: async () => options.session,
    refresh: async () => options.refreshTo ?? null,
    async send(item, token) {
      if (!arrive(token)) return { status: 401, body: { errors: ['expired'] } }
      const answer = decide(item)
      lose()
      return answer
    },
    async sendBatch(items, token) {
      if (!arrive(token)) return { status: 401, body: { errors: ['expired'] } }
      if (options.rateLimited && calls <= options.rateLimited.calls) return { status: 429, body: { errors: ['Too many requests'] }, retryAfter: options.rateLimited.retryAfter }
      if (options.bulkStatus) return { status: options.bulkStatus, body: { errors: ['decisions.0.reason: is required'] } }
      batches.push(items.map((item) => item.idempotencyKey))
      const data = items.map((item) => {
        const { status, body } = decide(item)
        return {
          idempotencyKey: item.idempotencyKey,
          status,
          outcome: status < 300 ? 'applied' : status < 500 ? 'refused' : 'failed',
          message: body.message ?? 'Conflict',
          errors: body.errors ?? null,
          code: body.code ?? null,
          ...(body.values ? { values: body.values } : {}),
        }
      })
      lose()
      return { status: 200, body: { succeeded: true, data } }
    },
  }
  return { transport, applied, sent, batches }
}

describe('replayOutbox', () => {
  it('sends the user’s decisions in order and records each outcome', async () => {
    const { store, items, state } = memoryStore([decision(1, 7), decision(2, 7), decision(3, 7)])
    const { transport, sent } = platform({ session: { userId: 7, accessToken: 'a' }, refuse: { 102: 'This request was already approved by checker2' } })
    const summary = await replayOutbox(store, transport)
    expect(sent).toEqual(['key-1', 'key-2', 'key-3'])
    expect(items.map((i) => i.status)).toEqual(['applied', 'refused', 'applied'])
    expect(items[1]?.outcome).toBe('This request was already approved by checker2')
    // The refusal's code and values are kept: it is worded in the reader's language when shown.
    expect(items[1]).toMatchObject({ code: 'ALREADY_DECIDED', values: { status: 'Approved', decidedBy: 'Tunde Bakare' } })
    expect(items[0]).toMatchObject({ status: 'applied', code: null, values: null })
    expect(summary).toEqual({ applied: 2, refused: 1, waiting: 0 })
    expect(state.current).toMatchObject({ phase: 'idle' })
  })

  it('never sends another user’s decisions with the current session', async () => {
    const { store, items, state } = memoryStore([decision(1, 7), decision(2, 8)])
    const { transport, sent } = platform({ session: { userId: 8, accessToken: 'b' } })
    await replayOutbox(store, transport)
    expect(sent).toEqual(['key-2'])
    expect(items[0]?.status).toBe('queued')
    expect(state.current).toMatchObject({ phase: 'waiting', reason: 'other-user' })
  })

  it('waits without a session', async () => {
    const { store, items, state } = memoryStore([decision(1, 7)])
    const { transport, sent } = platform({ session: null })
    await replayOutbox(store, transport)
    expect(sent).toEqual([])
    expect(items[0]?.status).toBe('queued')
    expect(state.current).toMatchObject({ phase: 'waiting', reason: 'signed-out' })
  })

  it('refreshes an expired token once, or waits for sign-in', async () => {
    const refreshed = memoryStore([decision(1, 7)])
    const ok = platform({ session: { userId: 7, accessToken: 'old' }, expiredTokens: ['old'], refreshTo: { userId: 7, accessToken: 'new' } })
    await replayOutbox(refreshed.store, ok.transport)
    expect(refreshed.items[0]?.status).toBe('applied')

    const expired = memoryStore([decision(1, 7)])
    const no = platform({ session: { userId: 7, accessToken: 'old' }, expiredTokens: ['old'], refreshTo: null })
    await replayOutbox(expired.store, no.transport)
    expect(expired.items[0]?.status).toBe('queued')
    expect(expired.state.current).toMatchObject({ phase: 'waiting', reason: 'session-expired' })
  })

  it('stops at a network failure and resumes later without losing or repeating anything', async () => {
    const { store, items, state } = memoryStore([decision(1, 7), decision(2, 7), decision(3, 7)])
    const flaky = platform({ session: { userId: 7, accessToken: 'a' }, offlineAfter: 1 })
    await replayOutbox(store, flaky.transport, { batchSize: 1 })
    expect(items.map((i) => i.status)).toEqual(['applied', 'queued', 'queued'])
    expect(state.current).toMatchObject({ phase: 'offline' })
    const back = platform({ session: { userId: 7, accessToken: 'a' } })
    await replayOutbox(store, back.transport)
    expect(items.map((i) => i.status)).toEqual(['applied', 'applied', 'applied'])
    expect(flaky.applied.get('key-1')).toBe(1)
    expect(back.applied.get('key-1')).toBeUndefined()
  })

  it('sends a decision interrupted mid-send again with the same key', async () => {
    const interrupted = { ...decision(1, 7), status: 'sending' as const }
    const { store, items } = memoryStore([interrupted])
    const { transport, sent } = platform({ session: { userId: 7, accessToken: 'a' } })
    await replayOutbox(store, transport)
    expect(sent).toEqual(['key-1'])
    expect(items[0]?.status).toBe('applied')
  })

  it('leaves a cancelled decision alone', async () => {
    const { store, items } = memoryStore([{ ...decision(1, 7), status: 'cancelled' }, decision(2, 7)])
    const { transport, sent } = platform({ session: { userId: 7, accessToken: 'a' } })
    await replayOutbox(store, transport)
    expect(sent).toEqual(['key-2'])
    expect(items[0]?.status).toBe('cancelled')
  })
})

describe('replayOutbox in bulk decisions', () => {
  const many = (count: number, userId = 7) => Array.from({ length: count }, (_, i) => decision(i + 1, userId))

  it('sends a backlog in batches, in order, one key and one result per decision', async () => {
    const { store, items, state } = memoryStore([...many(3), decision(4, 8), ...many(250).slice(4)])
    const { transport, batches, sent } = platform({ session: { userId: 7, accessToken: 'a' }, refuse: { 105: 'This request was already approved by checker2 on 2 Nov 2026, 11:04 (Lagos time)' } })
    const summary = await replayOutbox(store, transport)
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 49])
    expect(sent).toEqual(items.filter((i) => i.userId === 7).map((i) => i.idempotencyKey))
    expect(items.find((i) => i.requestId === 105)).toMatchObject({
      status: 'refused',
      outcome: 'This request was already approved by checker2 on 2 Nov 2026, 11:04 (Lagos time)',
      code: 'ALREADY_DECIDED',
      values: { status: 'Approved', decidedBy: 'Tunde Bakare' },
    })
    expect(items.filter((i) => i.status === 'applied')).toHaveLength(248)
    expect(items.find((i) => i.userId === 8)?.status).toBe('queued')
    expect(summary).toEqual({ applied: 248, refused: 1, waiting: 1 })
    expect(state.current).toMatchObject({ phase: 'waiting', reason: 'other-user' })
  })

  it('keeps a batch whose answer was lost and sends it again with the same keys: applied once', async () => {
    const { store, items, state } = memoryStore(many(5))
    const lost = platform({ session: { userId: 7, accessToken: 'a' }, answerLostAfter: 0 })
    await replayOutbox(store, lost.transport)
    expect(items.map((i) => i.status)).toEqual(['queued', 'queued', 'queued', 'queued', 'queued'])
    expect(state.current).toMatchObject({ phase: 'offline' })
    // The same platform (it remembers the keys it applied), reachable again: it answers the first results.
    const again = platform({ session: { userId: 7, accessToken: 'a' } })
    for (const [key, count] of lost.applied) again.applied.set(key, count)
    await replayOutbox(store, again.transport)
    expect(items.map((i) => i.status)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied'])
    expect([...again.applied.values()]).toEqual([1, 1, 1, 1, 1])
  })

  it('keeps a decision the platform failed on (5xx) for later, and stops there', async () => {
    const { store, items, state } = memoryStore(many(3))
    const { transport } = platform({ session: { userId: 7, accessToken: 'a' }, failing: [102] })
    const summary = await replayOutbox(store, transport)
    expect(items.map((i) => i.status)).toEqual(['applied', 'queued', 'applied'])
    expect(summary).toEqual({ applied: 2, refused: 0, waiting: 1 })
    expect(state.current).toMatchObject({ phase: 'waiting', reason: 'platform-error' })
  })

  it('waits out a rate limit (429) with every decision kept, sends nothing before Retry-After, then sends them once', async () => {
    const { store, items, state } = memoryStore(many(3))
    const { transport, applied } = platform({ session: { userId: 7, accessToken: 'a' }, rateLimited: { calls: 1, retryAfter: 30 } })
    const before = Date.now()
    const summary = await replayOutbox(store, transport)
    expect(summary).toEqual({ applied: 0, refused: 0, waiting: 3 })
    expect(items.map((i) => i.status)).toEqual(['queued', 'queued', 'queued'])
    expect(state.current).toMatchObject({ phase: 'waiting', reason: 'rate-limited' })
    const retryAt = Date.parse(state.current.retryAt ?? '')
    expect(retryAt - before).toBeGreaterThanOrEqual(30_000)
    expect(retryAt - Date.now()).toBeLessThanOrEqual(30_000)
    // Asked again at once (the network came back, the timer fired): nothing is sent.
    await replayOutbox(store, transport)
    expect(applied.size).toBe(0)
    // Once Retry-After has passed, the queue goes, each decision applied once.
    state.current = { ...state.current, retryAt: new Date(Date.now() - 1).toISOString() }
    await replayOutbox(store, transport)
    expect(items.map((i) => i.status)).toEqual(['applied', 'applied', 'applied'])
    expect([...applied.values()]).toEqual([1, 1, 1])
    expect(state.current).toMatchObject({ phase: 'idle' })
  })

  it('sends decision by decision when the platform refuses the batch as a whole', async () => {
    const { store, items } = memoryStore(many(3))
    const { transport, sent, batches } = platform({ session: { userId: 7, accessToken: 'a' }, bulkStatus: 400, refuse: { 102: 'reason: is required' } })
    await replayOutbox(store, transport)
    expect(batches).toEqual([])
    expect(sent).toEqual(['key-1', 'key-2', 'key-3'])
    expect(items.map((i) => i.status)).toEqual(['applied', 'refused', 'applied'])
    expect(items[1]?.outcome).toBe('reason: is required')
  })

  it('refreshes an expired token once for a batch, or keeps the whole batch for after sign-in', async () => {
    const refreshed = memoryStore(many(3))
    const ok = platform({ session: { userId: 7, accessToken: 'old' }, expiredTokens: ['old'], refreshTo: { userId: 7, accessToken: 'new' } })
    await replayOutbox(refreshed.store, ok.transport)
    expect(refreshed.items.map((i) => i.status)).toEqual(['applied', 'applied', 'applied'])

    const expired = memoryStore(many(3))
    const other = platform({ session: { userId: 7, accessToken: 'old' }, expiredTokens: ['old'], refreshTo: { userId: 8, accessToken: 'someone-else' } })
    await replayOutbox(expired.store, other.transport)
    expect(other.sent).toEqual([])
    expect(expired.items.map((i) => i.status)).toEqual(['queued', 'queued', 'queued'])
    expect(expired.state.current).toMatchObject({ phase: 'waiting', reason: 'session-expired' })
  })
})

describe('bulk decision requests', () => {
  it('go to the same platform as the single decisions, with the reason only for rejections', () => {
    const reject = { ...decision(2, 7), decision: 'reject' as const, reason: 'Duplicate', url: 'https://gw.bank.ng/api/apms/api/v1/Approval/Reject?id=102' }
    expect(bulkDecisionUrl(reject)).toBe('https://gw.bank.ng/api/apms/api/v1/Approval/BulkDecision')
    expect(JSON.parse(bulkDecisionBody([decision(1, 7), reject]))).toEqual({
      decisions: [
        { id: 101, decision: 'approve', idempotencyKey: 'key-1' },
        { id: 102, decision: 'reject', reason: 'Duplicate', idempotencyKey: 'key-2' },
      ],
    })
  })

  it('carry a return for correction with its note and fields, to the same bulk decision', () => {
    const back = returned(3, 7)
    expect(bulkDecisionUrl(back)).toBe('/apms/api/v1/Approval/BulkDecision')
    const bare = { ...returned(4, 7), fields: null }
    expect(JSON.parse(bulkDecisionBody([back, bare]))).toEqual({
      decisions: [
        { id: 103, decision: 'return', note: 'Upload the CAC certificate of this business', fields: ['documents'], idempotencyKey: 'key-3' },
        { id: 104, decision: 'return', note: 'Upload the CAC certificate of this business', idempotencyKey: 'key-4' },
      ],
    })
  })
})

/** A return for correction made offline: its note kept as the reason, the fields it names. */
function returned(id: number, userId: number): QueuedDecision {
  return {
    ...decision(id, userId),
    decision: 'return',
    reason: 'Upload the CAC certificate of this business',
    fields: ['documents'],
    url: `/apms/api/v1/Approval/Return?id=${100 + id}`,
  }
}

describe('replaying a return made offline', () => {
  it('sends it in order with the approvals, once, and records its outcome; a replay of its key answers the first result', async () => {
    const { store, items, state } = memoryStore([decision(1, 7), returned(2, 7)])
    const { transport, batches, applied } = platform({ session: { userId: 7, accessToken: 'a' } })
    expect(await replayOutbox(store, transport)).toEqual({ applied: 2, refused: 0, waiting: 0 })
    expect(batches).toEqual([['key-1', 'key-2']])
    expect(items.map((i) => i.status)).toEqual(['applied', 'applied'])
    expect(applied.get('key-2')).toBe(1)
    expect(state.current).toMatchObject({ phase: 'idle' })
  })

  it('keeps a return whose answer was lost and sends it again with the same key: returned once', async () => {
    const { store, items } = memoryStore([returned(1, 7)])
    const lossy = platform({ session: { userId: 7, accessToken: 'a' }, answerLostAfter: 0 })
    await replayOutbox(store, lossy.transport)
    expect(items[0]?.status).toBe('queued')
    const again = platform({ session: { userId: 7, accessToken: 'a' } })
    // The platform already holds the key: its second answer is the first result.
    again.applied.set('key-1', 1)
    await replayOutbox(store, again.transport)
    expect(items[0]?.status).toBe('applied')
    expect(again.applied.get('key-1')).toBe(1)
    expect(again.sent).toEqual(['key-1'])
  })

  it('settles a return the platform refuses (already decided by another checker) with the reason', async () => {
    const { store, items } = memoryStore([returned(1, 7)])
    const { transport } = platform({ session: { userId: 7, accessToken: 'a' }, refuse: { 101: 'This request was already approved by checker2' } })
    expect(await replayOutbox(store, transport)).toEqual({ applied: 0, refused: 1, waiting: 0 })
    expect(items[0]).toMatchObject({ status: 'refused', outcome: 'This request was already approved by checker2' })
  })
})
