// React views of the approval outbox and its sync state (IndexedDB, live across tabs and the worker).
import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'

import { offlineDb, type QueuedDecision, type SyncState } from './db'
import { onOutboxChanged } from './sw-bridge'

function useLive<T>(query: () => Promise<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial)
  useEffect(() => {
    let active = true
    const read = () => void query().then((next) => active && setValue(next))
    const subscription = liveQuery(query).subscribe({ next: (next) => active && setValue(next), error: () => undefined })
    // The worker writes from another context: its message makes sure we re-read.
    const unlisten = onOutboxChanged(read)
    return () => {
      active = false
      subscription.unsubscribe()
      unlisten()
    }
  }, [query])
  return value
}

const allDecisions = () => offlineDb.decisions.orderBy('id').reverse().toArray()
const syncState = () => offlineDb.syncState.get('outbox')

/** Every decision on this device, newest first. */
export function useOutbox(): QueuedDecision[] {
  return useLive(allDecisions, [])
}

/** The outbox's sync state (offline, waiting, syncing, synced), for the banner. */
export function useSyncState(): SyncState | undefined {
  return useLive(syncState, undefined)
}

/** Decisions not sent yet, by approval request id (for the 'queued' marker in lists). */
export function useQueuedDecisions(): Map<number, QueuedDecision> {
  const decisions = useOutbox()
  return new Map(decisions.filter((d) => d.status === 'queued' || d.status === 'sending').map((d) => [d.requestId, d]))
}

/** One decision of the outbox by its key (undefined while it is read or when there is none): its status follows the sync. */
export function useOutboxDecision(idempotencyKey: string): QueuedDecision | undefined {
  return useOutbox().find((d) => d.idempotencyKey === idempotencyKey)
}
