// The approval outbox in IndexedDB (the decisions and sync state tables): what the replay, the enqueue and the outbox views read and write.
import { offlineDb, type OfflineDatabase, type QueuedDecision } from './db'
import type { OutboxStore } from './outbox-replay'

/** The outbox kept in IndexedDB. */
export function dexieOutboxStore(db: OfflineDatabase): OutboxStore {
  const now = () => new Date().toISOString()
  return {
    async queued() {
      return db.decisions.where('status').equals('queued').sortBy('id')
    },
    async claim(ids) {
      return db.transaction('rw', db.decisions, async () => {
        const claimed: number[] = []
        const at = now()
        for (const item of await db.decisions.bulkGet(ids)) {
          if (item?.id === undefined || item.status !== 'queued') continue
          await db.decisions.update(item.id, { status: 'sending', attempts: item.attempts + 1, lastAttemptAt: at })
          claimed.push(item.id)
        }
        return claimed
      })
    },
    async release(ids) {
      await db.decisions
        .where('id')
        .anyOf(ids)
        .and((item) => item.status === 'sending')
        .modify({ status: 'queued' })
    },
    async settle(settlements) {
      const at = now()
      await db.transaction('rw', db.decisions, async () => {
        for (const { id, status, outcome, code, values } of settlements) await db.decisions.update(id, { status, outcome, code, values, settledAt: at })
      })
    },
    async recover() {
      await db.decisions.where('status').equals('sending').modify({ status: 'queued' })
    },
    async setState({ synced, ...state }) {
      const previous = await db.syncState.get('outbox')
      await db.syncState.put({ id: 'outbox', ...state, retryAt: state.retryAt ?? null, updatedAt: now(), lastSyncedAt: synced ? now() : (previous?.lastSyncedAt ?? null) })
    },
    async heldUntil() {
      const retryAt = (await db.syncState.get('outbox'))?.retryAt
      return retryAt ? Date.parse(retryAt) : null
    },
  }
}

/** Stores a decision once (the key is unique): a second click or a retried request is a no-op. */
export async function enqueueDecision(db: OfflineDatabase, decision: Omit<QueuedDecision, 'id'>): Promise<void> {
  await db.transaction('rw', db.decisions, async () => {
    const existing = await db.decisions.where('idempotencyKey').equals(decision.idempotencyKey).first()
    if (!existing) await db.decisions.add(decision)
  })
}

/** Names a decision the service worker kept (it saw only the request's number): the title the checker saw. */
export async function titleDecision(db: OfflineDatabase, idempotencyKey: string, title: string): Promise<void> {
  await db.decisions.where('idempotencyKey').equals(idempotencyKey).modify({ title })
}

/** Cancels a decision that has not been sent; false when it already went. */
export async function cancelDecision(id: number): Promise<boolean> {
  return offlineDb.transaction('rw', offlineDb.decisions, async () => {
    const item = await offlineDb.decisions.get(id)
    if (item?.status !== 'queued') return false
    await offlineDb.decisions.update(id, { status: 'cancelled', settledAt: new Date().toISOString() })
    return true
  })
}

/** Forgets settled decisions older than a week (the outbox keeps a short history). */
export async function pruneOutbox(now = Date.now()): Promise<void> {
  const cutoff = new Date(now - 7 * 86_400_000).toISOString()
  await offlineDb.decisions.filter((d) => (d.status === 'applied' || d.status === 'refused' || d.status === 'cancelled') && (d.settledAt ?? d.createdAt) < cutoff).delete()
}
