// A few seconds of memory for report totals: a count over hundreds of thousands of rows is the
// costly part of a report page, and paging through one filter asks for the same totals each time.
// Kept per executor: per database handle (tests run many apps in one process), and a request's own
// transaction gets a map of its own that is dropped with it.
const ttlMs = 5_000
const maxEntries = 500

interface Entry {
  at: number
  value: Promise<unknown>
}

const byDatabase = new WeakMap<object, Map<string, Entry>>()

export async function cachedTotals<T>(db: object, key: string, compute: () => Promise<T>): Promise<T> {
  let entries = byDatabase.get(db)
  if (!entries) byDatabase.set(db, (entries = new Map()))
  const now = Date.now()
  const hit = entries.get(key)
  if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>
  // Concurrent requests for the same totals share one query.
  const value = compute()
  entries.set(key, { at: now, value })
  value.catch(() => entries.delete(key))
  if (entries.size > maxEntries) {
    for (const [k, e] of entries) if (now - e.at >= ttlMs || entries.size > maxEntries) entries.delete(k)
  }
  return value
}
