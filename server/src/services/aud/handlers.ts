import { ok, paged, paging } from '../../platform/http.ts'
import type { Handlers } from '../../platform/types.ts'
import { dayRange } from '../../platform/period.ts'
import * as repo from './repository.ts'

type Operation = 'listAuditRecords' | 'getAuditRecord'

export const auditHandlers: Handlers<Operation> = {
  listAuditRecords: {
    async handle(ctx) {
      const q = ctx.query
      const p = paging(q)
      const username = q.Username?.trim()
      const { rows, total } = await repo.listAuditRecords(
        ctx.db,
        { username: username || undefined, eventType: q.EventType, entityType: q.EntityType, entityId: q.EntityId, range: dayRange(q.StartDate, q.EndDate), ascending: q.SortOrder === 'asc' },
        p,
      )
      return paged(rows, p, total)
    },
  },

  getAuditRecord: {
    async handle(ctx) {
      return ok(await repo.getAuditRecord(ctx.db, ctx.path.id))
    },
  },
}
