// Every report page viewed is kept on the device (IndexedDB through Dexie), keyed by the report and
// its filters, so a supervisor who loses the network still reads what they saw, with its age.
// Bounded: past MAX_SAVED_PAGES the least recently used pages are evicted. Cleared at logout.
import { offlineDb, type OfflineDatabase } from './db'
import { throughNetwork } from './through-network'

export const MAX_SAVED_PAGES = 200

/** What a report query answers: the page, and when it comes from the device, when it was saved. */
export type SavedOrFresh<T> = T & {
  /** Set when the network was gone and this is the device's copy, saved at that instant. */
  savedAt?: string
}

export function reportPageKey(userId: number, report: string, filters: unknown): string {
  return `${userId}:${report}:${JSON.stringify(filters)}`
}

export async function saveReportPage(db: OfflineDatabase, userId: number, report: string, filters: unknown, data: unknown, max = MAX_SAVED_PAGES): Promise<void> {
  const now = new Date().toISOString()
  await db.transaction('rw', db.reportPages, async () => {
    await db.reportPages.put({ key: reportPageKey(userId, report, filters), userId, report, data, savedAt: now, usedAt: now })
    const extra = (await db.reportPages.count()) - max
    if (extra > 0) await db.reportPages.orderBy('usedAt').limit(extra).delete()
  })
}

export async function readReportPage<T>(db: OfflineDatabase, userId: number, report: string, filters: unknown): Promise<{ data: T; savedAt: string } | undefined> {
  const key = reportPageKey(userId, report, filters)
  const saved = await db.reportPages.get(key)
  if (!saved) return undefined
  await db.reportPages.update(key, { usedAt: new Date().toISOString() })
  return { data: saved.data as T, savedAt: saved.savedAt }
}

/** Logout: report pages hold customers' accounts and amounts; they end with the session. */
export async function clearReportPages(db: OfflineDatabase = offlineDb): Promise<void> {
  await db.reportPages.clear()
}

/**
 * Reads a report page through the network and keeps it on the device; when the network is gone
 * (offline, or no answer at all), answers the device's copy with `savedAt`. A refusal by the
 * platform (ApiError) is not an offline case and is thrown as it is.
 */
export function loadReportPage<T extends object>(report: string, filters: unknown, fetcher: () => Promise<T>): Promise<SavedOrFresh<T>> {
  return throughNetwork<SavedOrFresh<T>>(
    fetcher,
    (data, userId) => saveReportPage(offlineDb, userId, report, filters, data),
    async (userId) => {
      const saved = await readReportPage<T>(offlineDb, userId, report, filters)
      return saved && { ...saved.data, savedAt: saved.savedAt }
    },
  )
}
