// Report answers shared between requests. PGlite runs one query at a time on the event loop, so
// every query a request avoids is time given back to all the others. Totals are keyed by the
// version of the totals they were made at (change-feed.ts) and kept a minute at most, so paging
// through one filter counts once while no transaction changes. A page of rows (names that may be
// edited, statuses the core system moves) is kept 2 s, so a burst of users on the same screen
// costs one query and a new transaction reaches the first page within that.
// Kept per executor: per database handle (tests run many apps in one process), and a request's
// own transaction gets a map of its own that is dropped with it.
export const totalsTtlMs = 60_000
export const pageTtlMs = 2_000
const maxEntries = 500

interface Entry {
  at: number
  value: Promise<unknown>
}

const byDatabase = new WeakMap<object, Map<string, Entry>>()

export async function shared<T>(db: object, key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
  let entries = byDatabase.get(db)
  if (!entries) byDatabase.set(db, (entries = new Map()))
  const now = Date.now()
  const hit = entries.get(key)
  if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>
  // Requests arriving while the query runs share it too.
  const value = compute()
  entries.delete(key)
  entries.set(key, { at: now, value })
  value.catch(() => entries.delete(key))
  // The oldest entries go first (a Map keeps insertion order): one deletion per new entry, not a sweep of all of them.
  for (const k of entries.keys()) {
    if (entries.size <= maxEntries) break
    entries.delete(k)
  }
  return value
}
