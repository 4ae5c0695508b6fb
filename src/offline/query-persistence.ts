// The TanStack Query cache kept in local storage (sync-storage persister), so pages viewed online
// (approval lists and requests, product groups, configuration options, the signed-in user) show after an offline reload.
import { dehydrate, onlineManager, type DehydratedState, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistedClient } from '@tanstack/react-query-persist-client'

import { config } from '../lib/config'
import { isOnline, subscribeOnline } from '../lib/online'

export const PERSIST_MAX_AGE_MS = 24 * 60 * 60_000
const MAX_QUERY_BYTES = 200_000
export const persistedStorageKey = 'backoffice.queryCache'

/** Only these small, useful-offline queries are written to storage (reference data has Dexie). */
const persistedPrefixes: readonly QueryKey[] = [
  ['apms', 'approval', 'request'],
  ['ums', 'user'],
  // Roles and their permissions: read by supervisors checking who may do what.
  ['ums', 'role'],
  // Product group lists and records: small, and read where the network comes and goes.
  ['pms', 'productGroup'],
  // Fee schemes and commission groups (lists, records and the merchants' dropdowns): a handful of
  // records, read offline in the field (onboarding) and by supervisors checking a rule.
  ['mer', 'feeScheme'],
  ['mer', 'commissionGroup'],
  // The dashboard's figures and charts: read every morning, often where the network is poor.
  ['dashms'],
]

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, index) => key[index] === part)

/**
 * A kept query with an answer is written, also when its last refresh failed (the network went
 * while it ran): what was seen must stay readable after an offline reload, not vanish with the
 * failed refresh.
 */
export function isPersisted(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.state.data === undefined || !persistedPrefixes.some((prefix) => startsWith(query.queryKey, prefix))) return false
  return JSON.stringify(query.state.data).length <= MAX_QUERY_BYTES
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

function serialize(client: PersistedClient): string {
  return JSON.stringify({ ...client, clientState: lastAnswers(client.clientState) })
}

/** Restores the cache (busted by the app version) and keeps saving it; call before the first render. */
export async function persistQueryCache(queryClient: QueryClient): Promise<void> {
  // Kept queries must outlive the default five minutes of garbage collection to be saved again.
  for (const prefix of persistedPrefixes) queryClient.setQueryDefaults(prefix, { gcTime: PERSIST_MAX_AGE_MS })
  const persister = createSyncStoragePersister({ storage: window.localStorage, key: persistedStorageKey, throttleTime: 250, serialize })
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
  persistQueryClientSubscribe(options)
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
