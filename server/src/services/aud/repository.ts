import { and, asc, count, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { startingWith } from '../../db/like.ts'
import { auditRecordCounts, auditRecordDayCounts, auditRecords } from '../../db/schema.ts'
import { iso, noSuch } from '../../platform/http.ts'
import { checkCursor, listRead, type ListPaging } from '../../platform/keyset.ts'
import type { DataOf } from '../../platform/types.ts'
import { addDays, lagosDay, lagosDayEnd, lagosMidnight, type InstantRange } from '../../platform/period.ts'

type AuditRecordView = DataOf<'listAuditRecords'>[number]
type AuditRecordDetailView = DataOf<'getAuditRecord'>

const listColumns = {
  id: auditRecords.id,
  username: auditRecords.username,
  eventType: auditRecords.eventType,
  entityType: auditRecords.entityType,
  entityId: auditRecords.entityId,
  description: auditRecords.description,
  ipAddress: auditRecords.ipAddress,
  userAgent: auditRecords.userAgent,
  createdAt: auditRecords.createdAt,
}

type ListRow = { [K in keyof typeof listColumns]: (typeof auditRecords.$inferSelect)[K] }

function toRecord(row: ListRow): AuditRecordView {
  return { ...row, eventType: row.eventType as AuditRecordView['eventType'], createdAt: iso(row.createdAt) }
}

export interface AuditFilter {
  username?: string | undefined
  eventType?: string | undefined
  entityType?: string | undefined
  entityId?: string | undefined
  range: InstantRange
  /** The range's days (Lagos), for the maintained counts. */
  startDay?: string | undefined
  endDay?: string | undefined
  ascending: boolean
}

function auditConditions(filter: AuditFilter, onlyUsername?: string): SQL | undefined {
  return and(
    // Any case, the whole username or its beginning. One person (the beginning of one username
    // only) is read by the (lower(username), created_at) index in the page's order; LIKE cannot use
    // it under the database's collation, and read by time it met one record in 300 at 10 million.
    onlyUsername !== undefined ? sql`lower(${auditRecords.username}) = ${onlyUsername}` : filter.username ? sql`lower(${auditRecords.username}) like ${startingWith(filter.username)}` : undefined,
    filter.eventType ? eq(auditRecords.eventType, filter.eventType) : undefined,
    filter.entityType ? eq(auditRecords.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditRecords.entityId, filter.entityId) : undefined,
    filter.range.from ? gte(auditRecords.createdAt, filter.range.from) : undefined,
    filter.range.to ? lt(auditRecords.createdAt, filter.range.to) : undefined,
  )
}

/**
 * One page of the trail, by key. A page number is found from the maintained counts (0026): the day
 * where the page starts, then a skip of at most that day's records; the total is their sum. Neither
 * counts records, so a page costs the same at 3,500 records and at 10 million. A record's own
 * history (EntityId) and a ChangedSince read are small sets, counted and skipped directly.
 */
export async function listAuditRecords(db: Executor, filter: AuditFilter, p: ListPaging): Promise<{ rows: AuditRecordView[]; total: number }> {
  const read = listRead({ table: auditRecords, id: auditRecords.id, createdAt: auditRecords.createdAt }, filter.ascending, p)
  await checkCursor(db, read.key, p)
  const where = and(auditConditions(filter, filter.username ? await onlyUsernameStartingWith(db, filter.username) : undefined), read.since)
  const w = read.window
  const fromCounts = filter.entityId === undefined && read.since === undefined
  const days = fromCounts ? await auditDayCounts(db, filter) : null
  const total = days ? days.reduce((sum, d) => sum + d.records, 0) : await countWhere(db, where)
  let position: SQL | undefined = w.where
  let offset = w.offset
  if (days && !p.cursor && offset > 0) {
    const start = dayOfOffset(days, offset, filter.ascending)
    if (!start) return { rows: [], total }
    position = filter.ascending ? gte(auditRecords.createdAt, lagosMidnight(start.day)) : lt(auditRecords.createdAt, lagosDayEnd(start.day))
    offset = start.skip
  }
  const rows = await db.select(listColumns).from(auditRecords).where(and(where, position)).orderBy(w.order).limit(w.limit).offset(offset)
  return { rows: rows.map(toRecord), total }
}

/**
 * The one username (lower case) that starts with `beginning` in the trail, if only one does: the
 * first in the counts' username index, and whether another follows it (each stops at the first
 * row found; a DISTINCT over a third of the staff read all their count rows).
 */
async function onlyUsernameStartingWith(db: Executor, beginning: string): Promise<string | undefined> {
  const pattern = startingWith(beginning)
  const result = (await db.execute(sql`
    select f.username, exists (select 1 from ${auditRecordCounts} o where o.username like ${pattern} and o.username <> f.username) as more
    from (select username from ${auditRecordCounts} where username like ${pattern} limit 1) f`)) as unknown as { rows: { username: string; more: boolean }[] }
  const [first] = result.rows
  return first && !first.more ? first.username : undefined
}

interface DayCount {
  day: string
  records: number
}

/**
 * The filter's records per Lagos day, oldest day first: from audit_record_day_counts, or
 * audit_record_counts for a username. Records are only ever added, stamped with their
 * transaction's start, so a day two days gone no longer changes: its counts are read once per
 * filter and kept (closedDayCounts); only the last two days are read each time. A username's
 * beginning shared by a third of the staff sums about 300,000 count rows a year: read every time,
 * that was half of a page's cost at 10 million records.
 */
async function auditDayCounts(db: Executor, filter: AuditFilter): Promise<DayCount[]> {
  const lastClosed = addDays(lagosDay(Date.now()), -2)
  const closed = await closedDayCounts(db, filter, lastClosed)
  const open = await readDayCounts(db, filter, gt(countsOf(filter).day, lastClosed))
  return [...closed, ...open]
}

const countsOf = (filter: AuditFilter) => (filter.username ? auditRecordCounts : auditRecordDayCounts)

async function readDayCounts(db: Executor, filter: AuditFilter, days: SQL): Promise<DayCount[]> {
  const c = countsOf(filter)
  return db
    .select({ day: c.day, records: sql<number>`sum(${c.records})::bigint`.mapWith(Number) })
    .from(c)
    .where(
      and(
        days,
        filter.username ? sql`${auditRecordCounts.username} like ${startingWith(filter.username)}` : undefined,
        filter.eventType ? eq(c.eventType, filter.eventType) : undefined,
        filter.entityType ? eq(c.entityType, filter.entityType) : undefined,
        filter.startDay ? gte(c.day, filter.startDay) : undefined,
        filter.endDay ? lte(c.day, filter.endDay) : undefined,
      ),
    )
    .groupBy(c.day)
    .orderBy(asc(c.day))
}

/** Filters whose closed days' counts are kept per database; the least recently used go past this many. */
const CLOSED_COUNTS_KEPT = 200
const closedCounts = new WeakMap<object, Map<string, { lastClosed: string; days: Promise<DayCount[]> }>>()

function closedDayCounts(db: Executor, filter: AuditFilter, lastClosed: string): Promise<DayCount[]> {
  // One store per database (the tests open many in one process), keyed by the filter's count-relevant parts.
  const client = (db as { $client?: object }).$client ?? db
  let kept = closedCounts.get(client)
  if (!kept) closedCounts.set(client, (kept = new Map()))
  const key = JSON.stringify([filter.username?.toLowerCase() ?? null, filter.eventType ?? null, filter.entityType ?? null, filter.startDay ?? null, filter.endDay ?? null])
  const found = kept.get(key)
  kept.delete(key)
  if (found && found.lastClosed === lastClosed) {
    kept.set(key, found)
    return found.days
  }
  const days = readDayCounts(db, filter, lte(countsOf(filter).day, lastClosed))
  // A failed read is not kept: the next page reads again.
  days.catch(() => kept.delete(key))
  kept.set(key, { lastClosed, days })
  if (kept.size > CLOSED_COUNTS_KEPT) kept.delete(kept.keys().next().value!)
  return days
}

/** The day holding the record at `offset` in the page's order, and how many of that day's records come before it; null past the end. */
export function dayOfOffset(days: readonly DayCount[], offset: number, ascending: boolean): { day: string; skip: number } | null {
  let before = 0
  for (let i = 0; i < days.length; i++) {
    const d = days[ascending ? i : days.length - 1 - i]!
    if (offset < before + d.records) return { day: d.day, skip: offset - before }
    before += d.records
  }
  return null
}

async function countWhere(db: Executor, where: SQL | undefined): Promise<number> {
  const [total] = await db.select({ n: count() }).from(auditRecords).where(where)
  return total?.n ?? 0
}

export async function countAuditRecords(db: Executor, filter: AuditFilter): Promise<number> {
  const [total] = await db.select({ n: count() }).from(auditRecords).where(auditConditions(filter))
  return total?.n ?? 0
}

/** Every record of the filter, newest first, `size` at a time, each batch after the last one read (keyset). */
export async function* auditBatches(db: Executor, filter: AuditFilter, size = 1000): AsyncGenerator<AuditRecordView[]> {
  let after: { createdAt: Date; id: number } | null = null
  for (;;) {
    const cursor: SQL | undefined = after ? sql`(${auditRecords.createdAt}, ${auditRecords.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})` : undefined
    const rows: ListRow[] = await db
      .select(listColumns)
      .from(auditRecords)
      .where(and(auditConditions(filter), cursor))
      .orderBy(desc(auditRecords.createdAt), desc(auditRecords.id))
      .limit(size)
    if (rows.length) yield rows.map(toRecord)
    if (rows.length < size) return
    const last: ListRow = rows[rows.length - 1]!
    after = { createdAt: new Date(last.createdAt), id: last.id }
  }
}

export async function getAuditRecord(db: Executor, id: number): Promise<AuditRecordDetailView> {
  const [row] = await db.select().from(auditRecords).where(eq(auditRecords.id, id))
  if (!row) throw noSuch('Audit record', id)
  const { oldData, newData, seq, prevHash, hash, ...rest } = row
  // Set by the chain's trigger on every insert (NOT NULL in the database since 0020).
  return { ...toRecord(rest), oldData, newData, seq: seq!, prevHash: prevHash!, hash: hash! }
}
