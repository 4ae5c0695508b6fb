// Webhook subscriptions (approvable, audited), their secret (revealed on the record), their
// delivery log, a redelivery and a test event. The dispatcher itself is platform/webhooks.ts.
import { checkCursor, listPage, listPaging, listRead, type ListWindow } from '../../platform/keyset.ts'
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm'

import { webhookAttempts, webhookDeliveries, webhookSubscriptions } from '../../db/schema.ts'
import { changed, subjectChange } from '../../platform/audit.ts'
import type { BusinessEventType } from '../../platform/business-events.ts'
import { conflict, invalidField, iso, isoOrNull, noSuch, ok } from '../../platform/http.ts'
import { deliveryStats, newWebhookSecret, openSecret, sealSecret, webhookUrlProblem } from '../../platform/webhooks.ts'
import type { Executor } from '../../db/client.ts'
import { subjectOf, type DataOf, type Handlers, type RequestContext } from '../../platform/types.ts'

type Operation =
  | 'listWebhookSubscriptions'
  | 'createWebhookSubscription'
  | 'getWebhookSubscription'
  | 'updateWebhookSubscription'
  | 'deleteWebhookSubscription'
  | 'revealWebhookSecret'
  | 'listWebhookDeliveries'
  | 'redeliverWebhook'
  | 'sendWebhookTestEvent'

type Subscription = DataOf<'getWebhookSubscription'>
type Delivery = DataOf<'redeliverWebhook'>
type Row = typeof webhookSubscriptions.$inferSelect

async function views(db: Executor, rows: Row[]): Promise<Subscription[]> {
  const stats = await deliveryStats(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as BusinessEventType[],
    status: row.status as Subscription['status'],
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    deliveries: stats.get(row.id) ?? { pending: 0, failed: 0, succeeded: 0, lastAttemptAt: null, lastStatusCode: null },
  }))
}

async function subscriptionRow(db: Executor, id: number): Promise<Row> {
  const [row] = await db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id))
  if (!row) throw noSuch('Webhook subscription', id)
  return row
}

const view = async (db: Executor, id: number) => (await views(db, [await subscriptionRow(db, id)]))[0]!

/** A subscription's fields as the checker compares them. */
const comparable = (row: Pick<Row, 'url' | 'description' | 'eventTypes' | 'status'>) => ({ url: row.url, description: row.description, eventTypes: row.eventTypes, status: row.status })

/** 400 for a URL that may not receive events, 409 for one another live subscription has. */
async function checkUrl(ctx: RequestContext<'createWebhookSubscription' | 'updateWebhookSubscription'>, url: string, except?: number): Promise<void> {
  const problem = webhookUrlProblem(url, ctx.env.demoMode)
  if (problem) throw invalidField('url', 'INVALID', `url: ${problem}`)
  const [taken] = await ctx.db
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.url, url), ne(webhookSubscriptions.status, 'Deleted'), except === undefined ? undefined : ne(webhookSubscriptions.id, except)))
  if (taken) throw conflict('DUPLICATE_NAME', `Subscription ${taken.id} already sends events to ${url}`, { field: 'url', code: 'TAKEN' }, { name: url })
}

const kinds = (types: readonly string[]) => `${types.length} kind${types.length === 1 ? '' : 's'} of event`

/** The deliveries of `where` with their attempts: a page's window of them, or the one delivery without a window. */
async function deliveryViews(db: Executor, where: SQL | undefined, window?: ListWindow): Promise<Delivery[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(where, window?.where))
    .orderBy(window?.order ?? desc(webhookDeliveries.id))
    .limit(window?.limit ?? 1)
    .offset(window?.offset ?? 0)
  if (!rows.length) return []
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(
      sql`${webhookAttempts.deliveryId} in (${sql.join(
        rows.map((row) => sql`${row.id}`),
        sql`, `,
      )})`,
    )
    .orderBy(webhookAttempts.id)
  return rows.map((row) => {
    const event = JSON.parse(row.payload) as { id: number | null; occurredAt: string; summary: string }
    return {
      id: row.id,
      event: { id: row.eventSeq, type: row.eventType, occurredAt: event.occurredAt, summary: event.summary },
      status: row.status as Delivery['status'],
      attempts: attempts
        .filter((a) => a.deliveryId === row.id)
        .slice(-100)
        .map((a) => ({ at: iso(a.at), statusCode: a.statusCode, error: a.error, durationMs: a.durationMs })),
      nextAttemptAt: isoOrNull(row.nextAttemptAt),
      createdAt: iso(row.createdAt),
    }
  })
}

async function deliveryView(db: Executor, subscriptionId: number, deliveryId: number): Promise<Delivery> {
  const [found] = await deliveryViews(db, and(eq(webhookDeliveries.subscriptionId, subscriptionId), eq(webhookDeliveries.id, deliveryId)))
  if (!found) throw noSuch('Webhook delivery', deliveryId)
  return found
}

export const webhookHandlers: Handlers<Operation> = {
  listWebhookSubscriptions: {
    async handle(ctx) {
      const p = listPaging(ctx.query)
      const where = ctx.query.Status ? eq(webhookSubscriptions.status, ctx.query.Status) : ne(webhookSubscriptions.status, 'Deleted')
      const { key, window: w } = listRead({ table: webhookSubscriptions, id: webhookSubscriptions.id, createdAt: webhookSubscriptions.createdAt }, false, p)
      await checkCursor(ctx.db, key, p)
      const [rows, [total]] = await Promise.all([
        ctx.db.select().from(webhookSubscriptions).where(and(where, w.where)).orderBy(w.order).limit(w.limit).offset(w.offset),
        ctx.db.select({ n: count() }).from(webhookSubscriptions).where(where),
      ])
      return listPage(p, { rows: await views(ctx.db, rows), total: total?.n ?? 0 })
    },
  },

  getWebhookSubscription: {
    handle: async (ctx) => ok(await view(ctx.db, ctx.path.id)),
  },

  createWebhookSubscription: {
    async subject(ctx) {
      const body = ctx.body
      await checkUrl(ctx, body.url)
      const after = { url: body.url, description: body.description ?? null, eventTypes: body.eventTypes, status: 'Active' }
      return { entityType: 'WebhookSubscription', entityId: null, entityName: body.url, summary: `Send ${kinds(body.eventTypes)} to ${body.url}`, before: null, after }
    },
    async handle(ctx) {
      const body = ctx.body
      const [row] = await ctx.db
        .insert(webhookSubscriptions)
        .values({ url: body.url, description: body.description ?? null, eventTypes: body.eventTypes, sealedSecret: sealSecret(newWebhookSecret(), ctx.env.jwtSecret), createdBy: ctx.actor.username })
        .returning()
      const created = (await views(ctx.db, [row!]))[0]!
      return changed(ok(created, 'Webhook subscription created'), subjectChange(subjectOf(ctx), 'Create', { entityId: created.id, newData: comparable(row!) }))
    },
  },

  updateWebhookSubscription: {
    async subject(ctx) {
      const before = await subscriptionRow(ctx.db, ctx.path.id)
      if (before.status === 'Deleted') throw noSuch('Webhook subscription', ctx.path.id)
      const body = ctx.body
      await checkUrl(ctx, body.url, before.id)
      const after = { url: body.url, description: body.description ?? null, eventTypes: body.eventTypes, status: body.status }
      return { entityType: 'WebhookSubscription', entityId: before.id, entityName: before.url, summary: `Change the webhook subscription of ${before.url}`, before: comparable(before), after }
    },
    async handle(ctx) {
      const body = ctx.body
      await ctx.db
        .update(webhookSubscriptions)
        .set({ url: body.url, description: body.description ?? null, eventTypes: body.eventTypes, status: body.status, updatedAt: new Date() })
        .where(eq(webhookSubscriptions.id, ctx.path.id))
      const updated = await view(ctx.db, ctx.path.id)
      return changed(ok(updated, 'Webhook subscription updated'), subjectChange(subjectOf(ctx), 'Update', { entityId: updated.id }))
    },
  },

  deleteWebhookSubscription: {
    async subject(ctx) {
      const before = await subscriptionRow(ctx.db, ctx.path.id)
      if (before.status === 'Deleted') throw conflict('ALREADY_IN_STATE', `Webhook subscription ${before.id} is already deleted`)
      return {
        entityType: 'WebhookSubscription',
        entityId: before.id,
        entityName: before.url,
        summary: `Stop sending events to ${before.url}`,
        before: comparable(before),
        after: { ...comparable(before), status: 'Deleted' },
      }
    },
    async handle(ctx) {
      await ctx.db.update(webhookSubscriptions).set({ status: 'Deleted', updatedAt: new Date() }).where(eq(webhookSubscriptions.id, ctx.path.id))
      return changed(ok(null, 'Webhook subscription deleted'), subjectChange(subjectOf(ctx), 'Delete'))
    },
  },

  revealWebhookSecret: {
    async handle(ctx) {
      const row = await subscriptionRow(ctx.db, ctx.path.id)
      const secret = openSecret(row.sealedSecret, ctx.env.jwtSecret)
      return changed(ok({ secret }), {
        eventType: 'WebhookSecretRevealed',
        entityType: 'WebhookSubscription',
        entityId: row.id,
        entityName: row.url,
        description: `Revealed the signing secret of the webhook subscription of ${row.url}`,
      })
    },
  },

  listWebhookDeliveries: {
    async handle(ctx) {
      await subscriptionRow(ctx.db, ctx.path.id)
      const p = listPaging(ctx.query)
      const where = and(eq(webhookDeliveries.subscriptionId, ctx.path.id), ctx.query.Status ? eq(webhookDeliveries.status, ctx.query.Status) : undefined)
      // Newest first by id: a delivery's creation time is its event's, and ids follow it.
      const { key, window } = listRead({ table: webhookDeliveries, id: webhookDeliveries.id }, false, p)
      await checkCursor(ctx.db, key, p)
      const [rows, [total]] = await Promise.all([deliveryViews(ctx.db, where, window), ctx.db.select({ n: count() }).from(webhookDeliveries).where(where)])
      return listPage(p, { rows, total: total?.n ?? 0 })
    },
  },

  redeliverWebhook: {
    async handle(ctx) {
      const row = await subscriptionRow(ctx.db, ctx.path.id)
      const before = await deliveryView(ctx.db, row.id, ctx.path.deliveryId)
      // A new 24 hours of attempts from now.
      await ctx.db.update(webhookDeliveries).set({ status: 'Pending', nextAttemptAt: new Date(), firstAttemptAt: null, lockedUntil: null }).where(eq(webhookDeliveries.id, before.id))
      const after = await deliveryView(ctx.db, row.id, before.id)
      return changed(ok(after, 'Delivery scheduled'), {
        eventType: 'WebhookRedelivered',
        entityType: 'WebhookSubscription',
        entityId: row.id,
        entityName: row.url,
        description: `Sent ${before.event.type} again to ${row.url} (delivery ${before.id}, ${before.status} after ${before.attempts.length} attempts)`,
        oldData: { status: before.status },
        newData: { status: 'Pending' },
      })
    },
  },

  sendWebhookTestEvent: {
    async handle(ctx) {
      const row = await subscriptionRow(ctx.db, ctx.path.id)
      if (row.status !== 'Active') throw conflict('ALREADY_IN_STATE', `Webhook subscription ${row.id} is ${row.status}: it receives nothing`)
      const [inserted] = await ctx.db
        .insert(webhookDeliveries)
        .values({ subscriptionId: row.id, eventSeq: null, eventType: 'webhook.test', messageId: 'test_pending', payload: '{}', nextAttemptAt: null })
        .returning({ id: webhookDeliveries.id, createdAt: webhookDeliveries.createdAt })
      const payload = {
        id: null,
        type: 'webhook.test',
        occurredAt: iso(inserted!.createdAt),
        entity: { type: 'WebhookSubscription', id: String(row.id), name: row.url },
        actor: ctx.actor.username,
        summary: `A test event for ${row.url}`,
        data: {},
      }
      await ctx.db
        .update(webhookDeliveries)
        .set({ messageId: `test_${inserted!.id}`, payload: JSON.stringify(payload), nextAttemptAt: new Date() })
        .where(eq(webhookDeliveries.id, inserted!.id))
      const delivery = await deliveryView(ctx.db, row.id, inserted!.id)
      return changed(ok(delivery, 'Test event sent'), {
        eventType: 'WebhookTest',
        entityType: 'WebhookSubscription',
        entityId: row.id,
        entityName: row.url,
        description: `Sent a test event to ${row.url}`,
      })
    },
  },
}
