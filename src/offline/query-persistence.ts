// What this device keeps of what the user has seen, so every screen seen online reads offline with
// its age. One rule, not a list of screens:
// - every answer of the platform (a query keyed by a platform service) is written to local storage
//   through the sync-storage persister, for a day (busted by the app version), newest first within
//   the storage's room (the oldest queries go when it is full);
// - except what has a store of its own: report pages and documents (IndexedDB, report-pages.ts),
//   the pickers' records (seen-records.ts), reference data (reference-data.ts), and answers too large
//   for local storage (over 200 KB) or marked `meta: { persist: false }`;
// - its age is shown by the kit: StaleNotice over lists and records (when it was loaded), and a page
//   never seen says so at once instead of loading (QueryBlock, DataTable).
import { dehydrate, onlineManager, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { persistQueryClientRestore, persistQueryClientSave, removeOldestQuery, type PersistedClient } from '@tanstack/react-query-persist-client'

import { platformServices } from '../api/services'
import { config } from '../lib/config'
import { isOnline, subscribeOnline } from '../lib/online'

export const PERSIST_MAX_AGE_MS = 24 * 60 * 60_000
const MAX_QUERY_BYTES = 200_000
/** At most one save a second; a reload or a closed tab writes at once (pagehide below). */
const SAVE_EVERY_MS = 1_000
export const persistedStorageKey = 'backoffice.queryCache'

/** Services whose pages are kept by a store of their own (report pages: IndexedDB, many and large). */
const keptElsewhere: readonly string[] = ['reportms']
const keptHere = new Set<unknown>(platformServices.filter((service) => !keptElsewhere.includes(service)))

/**
 * A kept query with an answer is written, also when its last refresh failed (the network went
 * while it ran): what was seen must stay readable after an offline reload, not vanish with the
 * failed refresh.
 */
export function isPersisted(query: Pick<Query, 'queryKey' | 'state' | 'meta'>): boolean {
  const data = query.state.data
  if (data === undefined || !keptHere.has(query.queryKey[0]) || query.meta?.persist === false) return false
  if (typeof Blob !== 'undefined' && data instanceof Blob) return false
  return serializedLength(data) <= MAX_QUERY_BYTES
}

// Every save writes every kept answer. An answer is never changed in place (a new answer is a new
// object), so it is turned into JSON once, when it arrives, not at each save of a live screen: a save
// joins the kept strings.
const answerJson = new WeakMap<object, string>()

function jsonOf(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data)
  let json = answerJson.get(data)
  if (json === undefined) {
    json = JSON.stringify(data)
    answerJson.set(data, json)
  }
  return json
}

function serializedLength(data: unknown): number {
  return jsonOf(data).length
}

/** `{"<name>":<json>, ...rest}`: an object's JSON with one member already written. */
function withMember(name: string, json: string, rest: object): string {
  const tail = JSON.stringify(rest)
  return tail === '{}' ? `{"${name}":${json}}` : `{"${name}":${json},${tail.slice(1)}`
}

/** A failed refresh is not written: the query is kept as its last answer, with that answer's age. */
export function lastAnswers(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'error' ? { ...query, state: { ...query.state, status: 'success', error: null, fetchFailureReason: null, fetchStatus: 'idle' } } : query,
    ),
  }
}

/** The record as JSON (the value JSON.stringify gives, failed refreshes as their last answers), each answer's JSON written once. */
export function serialize(client: PersistedClient): string {
  const { clientState, ...record } = client
  const { queries, ...state } = lastAnswers(clientState)
  const written = queries.map(({ state: { data, ...queryState }, ...query }) => withMember('state', withMember('data', jsonOf(data), queryState), query))
  return withMember('clientState', withMember('queries', `[${written.join(',')}]`, state), record)
}

/**
 * Runs `save` at most once every `everyMs`, when the browser is idle (or after `everyMs` more at the
 * latest): the cache changes several times per live update, and saving it is not the user's work.
 */
function idleThrottled(save: () => void, everyMs: number): () => void {
  let scheduled = false
  const run = () => {
    scheduled = false
    save()
  }
  return () => {
    if (scheduled) return
    scheduled = true
    window.setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: everyMs })
      else run()
    }, everyMs)
  }
}

/** Restores the cache (busted by the app version) and keeps saving it; call before the first render. */
export async function persistQueryCache(queryClient: QueryClient): Promise<void> {
  // Kept queries must outlive the default five minutes of garbage collection to be saved again.
  for (const service of keptHere) queryClient.setQueryDefaults([service], { gcTime: PERSIST_MAX_AGE_MS })
  // Local storage full: the oldest queries make room for the newest.
  // Saves are throttled below (the cache is read only when a save runs), not by the persister.
  const persister = createSyncStoragePersister({ storage: window.localStorage, key: persistedStorageKey, throttleTime: 0, serialize, retry: removeOldestQuery })
  const options = {
    queryClient,
    persister,
    buster: config.appVersion,
    maxAge: PERSIST_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: isPersisted },
  }
  // TanStack Query assumes it is online until told otherwise; a page opened offline must say so.
  onlineManager.setOnline(navigator.onLine)
  await persistQueryClientRestore(options)
  // As persistQueryClientSubscribe, less often: it reads the whole cache at every change.
  const save = idleThrottled(() => void persistQueryClientSave(options), SAVE_EVERY_MS)
  const changed = (event: { type: string }) => event.type === 'added' || event.type === 'removed' || event.type === 'updated'
  queryClient.getQueryCache().subscribe((event) => {
    if (changed(event)) save()
  })
  queryClient.getMutationCache().subscribe((event) => {
    if (changed(event)) save()
  })
  // The persister saves asynchronously (throttled) and can miss a reload right after a page was
  // opened: write the same record synchronously on the way out.
  window.addEventListener('pagehide', () => {
    const record = { buster: options.buster, timestamp: Date.now(), clientState: dehydrate(queryClient, options.dehydrateOptions) }
    try {
      window.localStorage.setItem(persistedStorageKey, serialize(record))
    } catch {
      // Storage full or denied: the throttled saves are all we have.
    }
  })
  // TanStack Query pauses and resumes with the platform's reachability, not only the browser's flag.
  subscribeOnline(() => onlineManager.setOnline(isOnline()))
}
