// The approvals inbox follows the platform's approval events: the lists are read again, and a
// request another user just decided is marked at once (list and drawer) so this checker does not
// decide it too.
import { useQueryClient } from '@tanstack/react-query'
import { useState, useSyncExternalStore } from 'react'

import type { components } from '../../api/schema/admin'
import { auth } from '../../lib/auth/auth-context'
import { throttled } from '../../lib/live-events/event-stream'
import { useLiveEvent } from '../../lib/live-events/live-events'
import { approvalKeys } from './api/approval-keys'

export type DecidedElsewhere = components['schemas']['ApprovalEventData'] & { decidedBy: { userId: number; fullName: string } }

/** A bulk decision sends a burst of events: the lists are read once for it. */
const REFRESH_EVERY_MS = 500
/** How long a decision reads as "just now". */
const JUST_NOW_MS = 120_000

let decided: ReadonlyMap<number, DecidedElsewhere> = new Map()
const listeners = new Set<() => void>()
const change = (next: Map<number, DecidedElsewhere>) => {
  decided = next
  listeners.forEach((listener) => listener())
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

function remember(decision: DecidedElsewhere): void {
  change(new Map(decided).set(decision.id, decision))
  setTimeout(() => {
    if (decided.get(decision.id) !== decision) return
    const next = new Map(decided)
    next.delete(decision.id)
    change(next)
  }, JUST_NOW_MS)
}

/** The requests other users just decided, by id. */
export function useDecidedElsewhere(): ReadonlyMap<number, DecidedElsewhere> {
  return useSyncExternalStore(subscribe, () => decided)
}

/** Mounted once in the signed-in shell: keeps the approvals queries current from the event stream. */
export function LiveApprovals() {
  const queryClient = useQueryClient()
  const [refresh] = useState(() => throttled(() => void queryClient.invalidateQueries({ queryKey: approvalKeys.requests() }), REFRESH_EVERY_MS))
  useLiveEvent('approval', (event) => {
    const { decidedBy } = event
    if (event.status !== 'Pending' && decidedBy && decidedBy.userId !== auth.userId()) remember({ ...event, decidedBy })
    refresh()
  })
  useLiveEvent('reset', refresh)
  return null
}
