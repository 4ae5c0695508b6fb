// The signed-in shell's one connection to the platform's event stream (streamEvents), shared by the
// screens of the tab: they subscribe to an event type with useLiveEvent, and read whether the
// stream is live with useLiveStatus.
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'

import { admin } from '../../api/clients'
import type { components } from '../../api/schema/admin'
import { isOnline, onBackOnline } from '../online'
import { followEventStream, type StreamStatus } from './event-stream'

type Schemas = components['schemas']

/** The events a screen can follow; `reset` means events were missed and what is shown must be read again. */
export interface LiveEventMap {
  totals: Schemas['TotalsEventData']
  approval: Schemas['ApprovalEventData']
  reset: Record<string, never>
}
export type LiveEventType = keyof LiveEventMap

type Listener<T extends LiveEventType> = (data: LiveEventMap[T]) => void

class LiveEventBus {
  private readonly listeners = new Map<LiveEventType, Set<Listener<never>>>()
  private readonly statusListeners = new Set<() => void>()
  status: StreamStatus = 'connecting'

  on<T extends LiveEventType>(type: T, listener: Listener<T>): () => void {
    let set = this.listeners.get(type)
    if (!set) this.listeners.set(type, (set = new Set()))
    set.add(listener as Listener<never>)
    return () => set.delete(listener as Listener<never>)
  }

  emit(type: string, data: unknown): void {
    for (const listener of this.listeners.get(type as LiveEventType) ?? []) (listener as (data: unknown) => void)(data)
  }

  setStatus(status: StreamStatus): void {
    this.status = status
    for (const listener of this.statusListeners) listener()
  }

  onStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener)
    return () => this.statusListeners.delete(listener)
  }
}

const LiveEventsContext = createContext<LiveEventBus | null>(null)

/** Opens the stream for the signed-in shell (one per tab) and closes it when the shell goes (sign-out). */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const [bus] = useState(() => new LiveEventBus())
  useEffect(
    () =>
      followEventStream({
        async open(lastEventId, signal) {
          const { response } = await admin.GET('/admin/api/v1/Events/stream', { params: { header: lastEventId ? { 'Last-Event-ID': lastEventId } : {} }, parseAs: 'stream', signal })
          if (!response.body) throw new Error('The event stream has no body')
          return response.body
        },
        onEvent(event) {
          try {
            bus.emit(event.type, JSON.parse(event.data))
          } catch {
            // A malformed event is dropped; the next one is read as usual.
          }
        },
        onStatus: (status) => bus.setStatus(status),
        isOnline,
        whenOnline: onBackOnline,
      }),
    [bus],
  )
  return <LiveEventsContext.Provider value={bus}>{children}</LiveEventsContext.Provider>
}

/** Calls back on each event of the type while mounted (the latest callback, without resubscribing). */
export function useLiveEvent<T extends LiveEventType>(type: T, listener: Listener<T>): void {
  const bus = useContext(LiveEventsContext)
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => bus?.on(type, (data) => latest.current(data)), [bus, type])
}

/** Whether the stream is open now ('live'), being opened, or waiting to reconnect. */
export function useLiveStatus(): StreamStatus {
  const bus = useContext(LiveEventsContext)
  return useSyncExternalStore(bus?.onStatus ?? noSubscription, () => bus?.status ?? 'waiting')
}

const noSubscription = () => () => undefined
