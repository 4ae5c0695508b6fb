import { describe, expect, it } from 'vitest'

import type { QueuedDecision, SyncState } from './db'
import { replayOutbox, tokenSubject, type OutboxStore, type ReplaySession, type ReplayTransport } from './outbox'

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
    async claim(id) {
      const item = items.find((i) => i.id === id)
      if (item?.status !== 'queued') return false
      item.status = 'sending'
      item.attempts++
      return true
    },
    async release(id) {
      const item = items.find((i) => i.id === id)
      if (item?.status === 'sending') item.status = 'queued'
    },
    async settle(id, status, outcome) {
      Object.assign(items.find((i) => i.id === id)!, { status, outcome })
    },
    async recover() {
      for (const item of items) if (item.status === 'sending') item.status = 'queued'
    },
    async setState(next) {
      state.current = next
    },
  }
  return { store, state, items }
}

/** A fake platform that applies each key once, like the real one. */
function platform(options: { session: ReplaySession | null; expiredTokens?: string[]; refreshTo?: ReplaySession | null; offlineAfter?: number; refuse?: Record<number, string> }) {
  const applied = new Map<string, number>()
  const sent: string[] = []
  let calls = 0
  const transport: ReplayTransport = {
    session: async () => options.session,
    refresh: async () => options.refreshTo ?? null,
    async send(item, token) {
      calls++
      if (options.offlineAfter !== undefined && calls > options.offlineAfter) throw new TypeError('Failed to fetch')
      if (options.expiredTokens?.includes(token)) return { status: 401, body: { errors: ['expired'] } }
      sent.push(item.idempotencyKey)
      const refusal = options.refuse?.[item.requestId]
      if (refusal) return { status: 409, body: { errors: [refusal] } }
      applied.set(item.idempotencyKey, (applied.get(item.idempotencyKey) ?? 0) + 1)
      return { status: 200, body: { message: 'Approved and applied' } }
    },
  }
  return { transport, applied, sent }
}

describe('replayOutbox', () => {
  it('sends the user’s decisions in order and records each outcome', async () => {
    const { store, items, state } = memoryStore([decision(1, 7), decision(2, 7), decision(3, 7)])
    const { transport, sent } = platform({ session: { userId: 7, accessToken: 'a' }, refuse: { 102: 'This request was already approved by checker2' } })
    const summary = await replayOutbox(store, transport)
    expect(sent).toEqual(['key-1', 'key-2', 'key-3'])
    expect(items.map((i) => i.status)).toEqual(['applied', 'refused', 'applied'])
    expect(items[1]?.outcome).toBe('This request was already approved by checker2')
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
    await replayOutbox(store, flaky.transport)
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

describe('tokenSubject', () => {
  it('reads the user from a bearer token', () => {
    const payload = btoa(JSON.stringify({ sub: '12', username: 'checker' })).replace(/=+$/, '')
    expect(tokenSubject(`Bearer h.${payload}.s`)).toEqual({ userId: 12, username: 'checker' })
    expect(tokenSubject('Bearer nonsense')).toBeNull()
    expect(tokenSubject(null)).toBeNull()
  })
})
