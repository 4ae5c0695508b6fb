// Report answers shared between requests. PGlite runs one query at a time on the event loop, so
// every query a request avoids is time given back to all the others. Totals depend on the
// transactions alone, which the platform never changes once written: they are kept a minute, so
// paging through one filter counts once. A page also carries names (merchant, agent) that may be
// edited: it is kept 5 s, so a burst of users on the same screen costs one query.
// Kept per executor: per database handle (tests run many apps in one process), and a request's
// own transaction gets a map of its own that is dropped with it.
export const totalsTtlMs = 60_000
export const pageTtlMs = 5_000
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
