// The sandbox's notification outbox, readable in demo mode only (one-time codes, password links).
import { and, count, sql } from 'drizzle-orm'

import { notifications } from '../../db/schema.ts'
import { iso, notFound } from '../../platform/http.ts'
import { checkCursor, listPage, listPaging, listRead } from '../../platform/keyset.ts'
import type { Handlers } from '../../platform/types.ts'

export const outboxHandlers: Handlers<'listOutboxNotifications'> = {
  listOutboxNotifications: {
    async handle(ctx) {
      if (!ctx.env.demoMode) throw notFound('NOT_FOUND', 'The notification outbox is only readable in demo mode', { entity: 'Notification outbox' })
      const p = listPaging(ctx.query)
      const where = ctx.query.Username ? sql`lower(${notifications.username}) = lower(${ctx.query.Username})` : undefined
      const { key, window: w } = listRead({ table: notifications, id: notifications.id, createdAt: notifications.createdAt }, false, p)
      await checkCursor(ctx.db, key, p)
      const [rows, [total]] = await Promise.all([
        ctx.db.select().from(notifications).where(and(where, w.where)).orderBy(w.order).limit(w.limit).offset(w.offset),
        ctx.db.select({ n: count() }).from(notifications).where(where),
      ])
      const data = rows.map((r) => ({ ...r, channel: r.channel as 'Email' | 'Sms', createdAt: iso(r.createdAt) }))
      return listPage(p, { rows: data, total: total?.n ?? 0 })
    },
  },
}
