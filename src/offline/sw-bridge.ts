// The page's side of the approval outbox: answers the worker's session questions, asks it to
// replay when the network returns, on a timer and after sign-in, and replays itself where no
// service worker controls the page.
import { retryAfterOf } from '../api/retry-after'
import { auth } from '../lib/auth/auth-context'
import { refreshSession } from '../lib/auth/refresh-session'
import { isOnline, onBackOnline } from '../lib/online'
import { offlineDb } from './db'
import { bulkDecisionBody, bulkDecisionUrl, OUTBOX_LOCK, replayOutbox, type ReplaySession, type ReplayTransport } from './outbox-replay'
import { dexieOutboxStore } from './outbox-store'
import { swMessages } from './messages'

const REPLAY_INTERVAL_MS = 20_000

function currentSession(): ReplaySession | null {
  const userId = auth.userId()
  const accessToken = auth.accessToken()
  return auth.mayLoadUser() && userId && accessToken ? { userId, accessToken } : null
}

async function refreshedSession(): Promise<ReplaySession | null> {
  if (!currentSession()) return null
  try {
    await refreshSession()
    return currentSession()
  } catch {
    return null
  }
}

const pageTransport: ReplayTransport = {
  session: async () => currentSession(),
  refresh: refreshedSession,
  async send(item, accessToken) {
    const response = await fetch(item.url, { method: 'PUT', headers: { ...item.headers, Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': item.idempotencyKey }, body: item.body })
    return { status: response.status, body: await response.json().catch(() => null), retryAfter: retryAfterOf(response.headers) }
  },
  async sendBatch(items, accessToken) {
    const [first] = items
    if (!first) throw new Error('empty batch')
    const headers = { ...first.headers, 'content-type': 'application/json', Authorization: `Bearer ${accessToken}` }
    const response = await fetch(bulkDecisionUrl(first), { method: 'POST', headers, body: bulkDecisionBody(items) })
    return { status: response.status, body: await response.json().catch(() => null), retryAfter: retryAfterOf(response.headers) }
  },
}

const changeListeners = new Set<() => void>()

/** Called when the worker says the outbox changed (other tabs learn it through Dexie). */
export function onOutboxChanged(listener: () => void): () => void {
  changeListeners.add(listener)
  return () => changeListeners.delete(listener)
}

/** Replay now: through the worker when it controls the page, otherwise here. */
export async function requestReplay(): Promise<void> {
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null
  if (worker) {
    worker.postMessage({ type: swMessages.replay })
    return
  }
  const run = async () => {
    await replayOutbox(dexieOutboxStore(offlineDb), pageTransport)
    void replayWhenHoldEnds()
    for (const listener of changeListeners) listener()
  }
  if ('locks' in navigator) await navigator.locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) => (lock ? run() : undefined))
  else await run()
}

let holdTimer: number | undefined

/** A rate limit holds the queue (retryAt): replay as soon as it lifts rather than at the next tick. */
async function replayWhenHoldEnds(): Promise<void> {
  const retryAt = (await offlineDb.syncState.get('outbox'))?.retryAt
  const wait = retryAt ? Date.parse(retryAt) - Date.now() : Number.NaN
  if (!(wait > 0) || holdTimer !== undefined) return
  holdTimer = window.setTimeout(() => {
    holdTimer = undefined
    void requestReplay()
  }, wait + 250)
}

let started = false

export function startOutboxBridge(): void {
  if (started) return
  started = true
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
      const port = event.ports[0]
      if (event.data?.type === swMessages.getSession) port?.postMessage(currentSession())
      if (event.data?.type === swMessages.refreshSession) void refreshedSession().then((session) => port?.postMessage(session))
      if (event.data?.type === swMessages.outboxChanged) {
        void replayWhenHoldEnds()
        for (const listener of changeListeners) listener()
      }
    })
  }
  onBackOnline(() => void requestReplay())
  window.setInterval(async () => {
    if (!isOnline()) return
    const waiting = await offlineDb.decisions.where('status').anyOf('queued', 'sending').count()
    if (waiting) void requestReplay()
  }, REPLAY_INTERVAL_MS)
  void requestReplay()
}
