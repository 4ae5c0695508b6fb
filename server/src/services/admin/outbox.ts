// The sandbox's notification outbox, readable in demo mode only (one-time codes, password links).
import { count, desc, sql } from 'drizzle-orm'

import { notifications } from '../../db/schema.ts'
import { iso, notFound, offsetOf, paged, paging } from '../../platform/http.ts'
import type { Handlers } from '../../platform/types.ts'

export const outboxHandlers: Handlers<'listOutboxNotifications'> = {
  listOutboxNotifications: {
    async handle(ctx) {
      if (!ctx.env.demoMode) throw notFound('NOT_FOUND', 'The notification outbox is only readable in demo mode', { entity: 'Notification outbox' })
      const p = paging(ctx.query)
      const where = ctx.query.Username ? sql`lower(${notifications.username}) = lower(${ctx.query.Username})` : undefined
      const [rows, [total]] = await Promise.all([
        ctx.db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(p.pageSize).offset(offsetOf(p)),
        ctx.db.select({ n: count() }).from(notifications).where(where),
      ])
      const data = rows.map((r) => ({ ...r, channel: r.channel as 'Email' | 'Sms', createdAt: iso(r.createdAt) }))
      return paged(data, p, total?.n ?? 0)
    },
  },
}
