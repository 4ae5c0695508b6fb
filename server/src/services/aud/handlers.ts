import { changed } from '../../platform/audit.ts'
import { ok, reader } from '../../platform/http.ts'
import { listPage, listPaging } from '../../platform/keyset.ts'
import { exportResponse, type ExportColumn } from '../../platform/export.ts'
import type { DataOf, Handlers } from '../../platform/types.ts'
import { dayRange } from '../../platform/period.ts'
import * as repo from './repository.ts'
import { latestVerification, verifyChain } from './verification.ts'

type Operation = 'listAuditRecords' | 'getAuditRecord' | 'exportAuditRecords' | 'getAuditVerification' | 'verifyAuditTrail'
type AuditRow = DataOf<'listAuditRecords'>[number]

const auditColumns: ExportColumn<AuditRow>[] = [
  { header: 'Date', value: (r) => r.createdAt, kind: 'datetime' },
  { header: 'Username', value: (r) => r.username },
  { header: 'Event', value: (r) => r.eventType },
  { header: 'Entity', value: (r) => r.entityType },
  { header: 'Entity id', value: (r) => r.entityId },
  { header: 'Description', value: (r) => r.description },
  { header: 'IP address', value: (r) => r.ipAddress },
  { header: 'Device', value: (r) => r.userAgent },
]

function auditFilter(q: { Username?: string; EventType?: string; EntityType?: string; EntityId?: string; StartDate?: string; EndDate?: string; SortOrder?: string }): repo.AuditFilter {
  const username = q.Username?.trim()
  return {
    username: username || undefined,
    eventType: q.EventType,
    entityType: q.EntityType,
    entityId: q.EntityId,
    range: dayRange(q.StartDate, q.EndDate),
    startDay: q.StartDate,
    endDay: q.EndDate,
    ascending: q.SortOrder === 'asc',
  }
}

export const auditHandlers: Handlers<Operation> = {
  listAuditRecords: {
    cached: true,
    async handle(ctx) {
      const q = ctx.query
      const p = listPaging(q)
      return listPage(p, await repo.listAuditRecords(ctx.db, auditFilter(q), p))
    },
  },

  exportAuditRecords: {
    async handle(ctx) {
      const q = ctx.query
      const filter = auditFilter(q)
      return exportResponse({
        format: q.Format ?? 'csv',
        locale: q.Locale ?? 'en',
        filename: 'audit-log',
        columns: auditColumns,
        total: await repo.countAuditRecords(ctx.db, filter),
        batches: () => repo.auditBatches(ctx.db, filter),
      })
    },
  },

  getAuditRecord: reader((ctx) => repo.getAuditRecord(ctx.db, ctx.path.id)),

  getAuditVerification: reader((ctx) => latestVerification(ctx.db)),

  verifyAuditTrail: {
    async handle(ctx) {
      const verification = await verifyChain(ctx.db, ctx.actor.username, ctx.body.from)
      const outcome = verification.break ? `broken at record ${verification.break.recordId ?? 'none'} (${verification.break.kind})` : `verified up to record ${verification.upToRecordId ?? 'none'}`
      return changed(ok(verification, verification.break ? `The chain is broken at record ${verification.break.recordId ?? 'none'}` : 'The chain is verified'), {
        eventType: 'Verify',
        entityType: 'AuditTrail',
        entityId: verification.id,
        description: `Verified the audit chain from ${verification.scope === 'Start' ? 'its start' : 'the last verified record'}: ${outcome}`,
        newData: verification,
      })
    },
  },
}
