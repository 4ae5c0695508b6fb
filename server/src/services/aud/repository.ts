import { and, asc, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { startingWith } from '../../db/like.ts'
import { auditRecordCounts, auditRecordDayCounts, auditRecords } from '../../db/schema.ts'
import { iso, noSuch } from '../../platform/http.ts'
import { checkCursor, listRead, type ListPaging } from '../../platform/keyset.ts'
import type { DataOf } from '../../platform/types.ts'
import { lagosDayEnd, lagosMidnight, type InstantRange } from '../../platform/period.ts'

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

function auditConditions(filter: AuditFilter): SQL | undefined {
  return and(
    // Any case, the whole username or its beginning (uses the lower(username) index).
    filter.username ? sql`lower(${auditRecords.username}) like ${startingWith(filter.username)}` : undefined,
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
  const where = and(auditConditions(filter), read.since)
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

interface DayCount {
  day: string
  records: number
}

/** The filter's records per Lagos day, oldest day first: from audit_record_day_counts, or audit_record_counts for a username. */
async function auditDayCounts(db: Executor, filter: AuditFilter): Promise<DayCount[]> {
  const c = filter.username ? auditRecordCounts : auditRecordDayCounts
  const rows = await db
    .select({ day: c.day, records: sql<number>`sum(${c.records})::bigint`.mapWith(Number) })
    .from(c)
    .where(
      and(
        filter.username ? sql`${auditRecordCounts.username} like ${startingWith(filter.username)}` : undefined,
        filter.eventType ? eq(c.eventType, filter.eventType) : undefined,
        filter.entityType ? eq(c.entityType, filter.entityType) : undefined,
        filter.startDay ? gte(c.day, filter.startDay) : undefined,
        filter.endDay ? lte(c.day, filter.endDay) : undefined,
      ),
    )
    .groupBy(c.day)
    .orderBy(asc(c.day))
  return rows
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
