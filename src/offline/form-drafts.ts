// Drafts of forms kept on the device (IndexedDB through Dexie): a reload, a crash or a dead battery
// does not lose what was typed. Cleared on submit, on discard and at logout.
import type { AnyFormApi } from '@tanstack/react-form'
import { useEffect, useRef, useState } from 'react'

import { storedUserId } from '../lib/session'
import { offlineDb, type OfflineDatabase } from './db'

const SAVE_DELAY_MS = 400

export async function saveDraft(db: OfflineDatabase, userId: number, key: string, values: unknown): Promise<void> {
  await db.drafts.put({ key: `${userId}:${key}`, userId, values, savedAt: new Date().toISOString() })
}

export async function readDraft(db: OfflineDatabase, userId: number, key: string) {
  return db.drafts.get(`${userId}:${key}`)
}

export async function discardDraft(db: OfflineDatabase, userId: number, key: string): Promise<void> {
  await db.drafts.delete(`${userId}:${key}`)
}

/** Logout: no draft outlives the session that typed it. */
export async function clearDrafts(db: OfflineDatabase = offlineDb): Promise<void> {
  await db.drafts.clear()
}

export interface DraftState {
  /** When the restored draft was saved; null when the form started clean. */
  restoredFrom: string | null
  discard: () => void
  /** Call after a successful submit. */
  clear: () => void
}

/**
 * Keeps the form's values as a draft while it is dirty, and puts a saved draft back when the form
 * opens. `key` names the form and its record (`product-group:edit:12`); null turns drafts off.
 */
export function useFormDraft(form: AnyFormApi, key: string | null): DraftState {
  const userId = storedUserId()
  const [restoredFrom, setRestoredFrom] = useState<string | null>(null)
  const restored = useRef(false)
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => {
    if (key === null || userId === null || restored.current) return
    restored.current = true
    let cancelled = false
    void readDraft(offlineDb, userId, key)
      .then((draft) => {
        if (cancelled || !draft) return
        form.reset(draft.values, { keepDefaultValues: true })
        setRestoredFrom(draft.savedAt)
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [form, key, userId])

  useEffect(() => {
    if (key === null || userId === null) return
    let pending = false
    const save = () => {
      window.clearTimeout(timer.current)
      pending = false
      const { isDirty, values } = form.state
      // IndexedDB failing (private mode, full disk) must not break the form.
      if (isDirty) void saveDraft(offlineDb, userId, key, values).catch(() => undefined)
    }
    // Leaving the form right after a keystroke still keeps it (leaving the page too, as far as an unloading page may still write).
    const flush = () => {
      if (pending) save()
    }
    const subscription = form.store.subscribe(() => {
      window.clearTimeout(timer.current)
      pending = true
      timer.current = window.setTimeout(save, SAVE_DELAY_MS)
    })
    window.addEventListener('pagehide', flush)
    return () => {
      flush()
      window.removeEventListener('pagehide', flush)
      subscription.unsubscribe()
    }
  }, [form, key, userId])

  const clear = () => {
    window.clearTimeout(timer.current)
    setRestoredFrom(null)
    if (key !== null && userId !== null) void discardDraft(offlineDb, userId, key).catch(() => undefined)
  }
  return {
    restoredFrom,
    clear,
    discard: () => {
      clear()
      form.reset()
    },
  }
}
