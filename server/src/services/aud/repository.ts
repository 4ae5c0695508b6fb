import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { startingWith } from '../../db/like.ts'
import { auditRecords } from '../../db/schema.ts'
import { iso, noSuch, offsetOf, type Paging } from '../../platform/http.ts'
import type { DataOf } from '../../platform/types.ts'
import type { InstantRange } from '../../platform/period.ts'

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

export async function listAuditRecords(db: Executor, filter: AuditFilter, p: Paging) {
  const where = auditConditions(filter)
  const order = filter.ascending ? [asc(auditRecords.createdAt), asc(auditRecords.id)] : [desc(auditRecords.createdAt), desc(auditRecords.id)]
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(auditRecords)
      .where(where)
      .orderBy(...order)
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(auditRecords).where(where),
  ])
  return { rows: rows.map(toRecord), total: total?.n ?? 0 }
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
