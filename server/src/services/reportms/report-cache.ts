// Report answers shared between requests for a few seconds. PGlite runs one query at a time on
// the event loop, so every query a request avoids is time given back to all the others: totals
// (a count over hundreds of thousands of rows) are kept 5 s, so paging through one filter counts
// once; a page is kept 2 s, so a burst of users on the same screen costs one query. Transactions
// are history (the platform only adds them), so an answer at most seconds old is the same answer.
// Kept per executor: per database handle (tests run many apps in one process), and a request's
// own transaction gets a map of its own that is dropped with it.
export const totalsTtlMs = 5_000
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
  entries.set(key, { at: now, value })
  value.catch(() => entries.delete(key))
  if (entries.size > maxEntries) {
    for (const [k, e] of entries) if (now - e.at >= totalsTtlMs || entries.size > maxEntries) entries.delete(k)
  }
  return value
}
