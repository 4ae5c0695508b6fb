// Whether the platform can be reached: the browser's own flag, corrected by what API traffic shows
// (a tablet on Wi-Fi without internet says "online" while every request fails).
import { useSyncExternalStore } from 'react'

const HEALTH_PROBE_MS = 5_000

let reachable = true
let probe: number | undefined
const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of listeners) listener()
}

export function isOnline(): boolean {
  return navigator.onLine && reachable
}

function stopProbe(): void {
  if (probe !== undefined) window.clearInterval(probe)
  probe = undefined
}

function checkHealth(): void {
  void fetch('/healthz', { cache: 'no-store' }).then(
    (response) => response.ok && reportNetworkSuccess(),
    () => undefined,
  )
}

/** A request got no answer at all: the platform is out of reach until one succeeds. */
export function reportNetworkFailure(): void {
  if (!reachable) return
  reachable = false
  notify()
  // Poll the health check so the return of the network is noticed without user action, and
  // check at once when the browser says it is back.
  stopProbe()
  probe = window.setInterval(checkHealth, HEALTH_PROBE_MS)
  window.addEventListener('online', checkHealth, { once: true })
}

export function reportNetworkSuccess(): void {
  if (reachable) return
  reachable = true
  stopProbe()
  notify()
}

/** Called whenever the combined state may have changed (browser events and API traffic). */
export function subscribeOnline(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true)
}

/** Calls back each time the platform becomes reachable again. */
export function onBackOnline(listener: () => void): () => void {
  let was = isOnline()
  return subscribeOnline(() => {
    const now = isOnline()
    if (now && !was) listener()
    was = now
  })
}
