// The records the pickers have shown (merchants, agents, users, roles, schemes…), kept on the device so
// a choice can still be made offline among what was seen. Bounded: past MAX_SEEN_RECORDS the oldest
// go. Cleared at logout with the rest of the user's data.
import { offlineDb, type OfflineDatabase, type SeenRecord } from './db'

export const MAX_SEEN_RECORDS = 20_000

/** One choice of a picker: the record's id, its name and a second line that tells look-alikes apart. */
export interface PickerRecord {
  id: number
  name: string
  detail?: string | null | undefined
  /** What the record belongs to (an agent's merchant and super agent, a super agent's status): an offline search keeps to the same scope. */
  scope?: Readonly<Record<string, string | number>> | undefined
}

/** A search's scope (the agents of one merchant): a value left undefined does not narrow. */
export type SeenScope = Readonly<Record<string, string | number | undefined>>

/** Whether a record seen on the device is within a search's scope: it must be known to belong there. */
export function withinScope(recordScope: Readonly<Record<string, string | number>> | null | undefined, scope: SeenScope): boolean {
  return Object.entries(scope).every(([key, value]) => value === undefined || recordScope?.[key] === value)
}

const keyOf = (userId: number, kind: string, id: number) => `${userId}:${kind}:${id}`
const searchText = (record: PickerRecord) => `${record.name} ${record.detail ?? ''}`.toLowerCase()

export async function rememberRecords(db: OfflineDatabase, userId: number, kind: string, records: readonly PickerRecord[], max = MAX_SEEN_RECORDS): Promise<void> {
  if (!records.length) return
  const seenAt = new Date().toISOString()
  const rows: SeenRecord[] = records.map((record) => ({
    key: keyOf(userId, kind, record.id),
    userId,
    kind,
    id: record.id,
    name: record.name,
    detail: record.detail ?? null,
    scope: record.scope ?? null,
    search: searchText(record),
    seenAt,
  }))
  await db.transaction('rw', db.seenRecords, async () => {
    await db.seenRecords.bulkPut(rows)
    const extra = (await db.seenRecords.count()) - max
    if (extra > 0) await db.seenRecords.orderBy('seenAt').limit(extra).delete()
  })
}

/**
 * A page of the records of a kind seen on this device whose name (or second line) holds the text, by
 * name, within the search's scope (the agents of one merchant: not every agent seen on the device).
 */
export async function searchSeenRecords(
  db: OfflineDatabase,
  userId: number,
  kind: string,
  text: string,
  page: number,
  size: number,
  scope: SeenScope = {},
): Promise<{ records: PickerRecord[]; more: boolean }> {
  const needle = text.trim().toLowerCase()
  const rows = await db.seenRecords
    .where('[userId+kind]')
    .equals([userId, kind])
    .filter((row) => (!needle || row.search.includes(needle)) && withinScope(row.scope, scope))
    .toArray()
  rows.sort((a, b) => a.name.localeCompare(b.name))
  const shown = rows.slice((page - 1) * size, page * size)
  return { records: shown.map(({ id, name, detail }) => ({ id, name, detail })), more: rows.length > page * size }
}

export async function seenRecord(db: OfflineDatabase, userId: number, kind: string, id: number): Promise<PickerRecord | null> {
  const row = await db.seenRecords.get(keyOf(userId, kind, id))
  return row ? { id: row.id, name: row.name, detail: row.detail } : null
}

/** Logout: the records name people and businesses; they end with the session. */
export async function clearSeenRecords(db: OfflineDatabase = offlineDb): Promise<void> {
  await db.seenRecords.clear()
}
