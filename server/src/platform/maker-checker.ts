// Maker-checker (DESIGN.md section 4): configured permissions are stored as approval requests and
// applied only when a user of a configured role, who is not the maker, approves them.
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'

import type { Executor } from '../db/client.ts'
import { approvalConfigRoles, approvalConfigs, approvalRequests, permissions, users } from '../db/schema.ts'
import { auditorOf, splitResult, writeAudit } from './audit.ts'
import { recordEvent, type BusinessEventData, type BusinessEventType } from './business-events.ts'
import { conflict, forbidden, noSuch } from './http.ts'
import type { Handler, OperationId, RequestContext, StoredInput, Subject } from './types.ts'

/** The roles that must approve a permission, or null when it applies at once. */
export async function approverRolesFor(db: Executor, group: string, action: string): Promise<{ permissionId: number; roleIds: number[] } | null> {
  const rows = await db
    .select({ permissionId: permissions.id, enabled: approvalConfigs.enabled, roleId: approvalConfigRoles.roleId })
    .from(permissions)
    .innerJoin(approvalConfigs, eq(approvalConfigs.permissionId, permissions.id))
    .innerJoin(approvalConfigRoles, eq(approvalConfigRoles.configId, approvalConfigs.id))
    .where(and(eq(permissions.groupName, group), eq(permissions.shortName, action)))
  const active = rows.filter((r) => r.enabled)
  const first = active[0]
  if (!first) return null
  return { permissionId: first.permissionId, roleIds: active.map((r) => r.roleId) }
}

/** Field paths whose values differ between two JSON values. */
export function changedFields(before: unknown, after: unknown, prefix = ''): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return []
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
  if (!isObject(before) || !isObject(after)) return [prefix || '(value)']
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...keys].flatMap((k) => changedFields(before[k], after[k], prefix ? `${prefix}.${k}` : k))
}

// Fields that change on every write and say nothing about the business change.
const volatile = new Set(['updatedAt', 'createdAt', 'createdBy'])
const comparable = (value: unknown) => JSON.stringify(value, (key, v: unknown) => (volatile.has(key) ? undefined : v))

const lagosTime = (date: Date) => date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' })

/**
 * DESIGN.md section 4: while a request on an entity is pending, a second one is refused with 409
 * naming the first. The entity is its type and id, or for a creation (no id yet) its type and name.
 */
async function refuseWhilePending(db: Executor, subject: Subject, exceptId?: number): Promise<void> {
  const name = subject.entityName?.trim().toLowerCase()
  if (subject.entityId === null && !name) return
  const entity = subject.entityId !== null ? `${subject.entityType}#${subject.entityId}` : `${subject.entityType}:${name}`
  // Two makers submitting at once on the same entity: the second waits here, then sees the first.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${entity}))`)
  const sameEntity = subject.entityId !== null ? eq(approvalRequests.entityId, subject.entityId) : and(isNull(approvalRequests.entityId), sql`lower(${approvalRequests.entityName}) = ${name}`)
  const [pending] = await db
    .select({ id: approvalRequests.id, entityName: approvalRequests.entityName, summary: approvalRequests.summary, maker: approvalRequests.makerFullName, createdAt: approvalRequests.createdAt })
    .from(approvalRequests)
    // A request returned to its maker is still open: it comes back Pending when resubmitted.
    .where(
      and(
        inArray(approvalRequests.status, ['Pending', 'Returned']),
        eq(approvalRequests.entityType, subject.entityType),
        sameEntity,
        exceptId === undefined ? undefined : ne(approvalRequests.id, exceptId),
      ),
    )
    .orderBy(approvalRequests.id)
    .limit(1)
  if (!pending) return
  const label = pending.entityName ?? `${subject.entityType} ${subject.entityId}`
  throw conflict(
    'APPROVAL_PENDING',
    `${label} already has a pending request #${pending.id} (${pending.summary}) made by ${pending.maker} on ${lagosTime(pending.createdAt)} (Lagos time); it must be approved or rejected first`,
    undefined,
    { approvalRequestId: pending.id, entity: label, maker: pending.maker },
  )
}

export async function storeApprovalRequest(ctx: RequestContext<OperationId>, operationId: OperationId, permissionId: number, subject: Subject, input: StoredInput): Promise<number> {
  await refuseWhilePending(ctx.db, subject)
  const [row] = await ctx.db
    .insert(approvalRequests)
    .values({
      permissionId,
      operationId,
      input,
      entityType: subject.entityType,
      entityId: subject.entityId,
      entityName: subject.entityName,
      summary: subject.summary,
      beforeData: subject.before === null || subject.before === undefined ? null : JSON.stringify(subject.before),
      afterData: JSON.stringify(subject.after),
      changedFields: subject.before ? changedFields(JSON.parse(comparable(subject.before)), JSON.parse(comparable(subject.after))) : [],
      makerId: ctx.actor.userId,
      makerUsername: ctx.actor.username,
      makerFullName: ctx.actor.fullName,
    })
    .returning({ id: approvalRequests.id })
  if (!row) throw new Error('approval request not stored')
  await writeAudit(ctx.db, auditorOf(ctx), {
    eventType: 'SentForApproval',
    entityType: subject.entityType,
    entityId: subject.entityId,
    description: `${subject.summary} (approval request ${row.id})`,
    oldData: subject.before,
    newData: subject.after,
  })
  await approvalEvent(ctx, 'approval.requested', { id: row.id, ...subject, makerUsername: ctx.actor.username }, { status: 'Pending' })
  return row.id
}

/** An approval request's business event, in the decision's transaction: about the record it would change, with the request's id and maker. */
async function approvalEvent(
  ctx: RequestContext<OperationId>,
  type: BusinessEventType,
  request: { id: number; entityType: string; entityId: number | string | null; entityName: string | null; summary: string; makerUsername: string | null },
  data: BusinessEventData,
): Promise<void> {
  await recordEvent(ctx.db, {
    type,
    entityType: request.entityType,
    entityId: request.entityId,
    entityName: request.entityName,
    actor: ctx.actor.username,
    summary: `${type === 'approval.requested' ? 'Sent for approval' : type === 'approval.resubmitted' ? 'Resubmitted' : (data.status ?? '')} (approval request ${request.id}): ${request.summary}`,
    data: { approvalRequestId: request.id, ...(request.makerUsername ? { maker: request.makerUsername } : {}), ...data },
  })
}

export async function permissionIdOf(db: Executor, group: string, action: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.groupName, group), eq(permissions.shortName, action)))
  return row?.id
}

/**
 * Who decides each permission's requests, as SQL rows (permission_id, role_id), the one place of
 * this rule: the roles configured for it; with no enabled configuration, the roles holding it.
 */
const approvers = sql`select c.permission_id, cr.role_id from approval_configs c join approval_config_roles cr on cr.config_id = c.id where c.enabled
  union
  select rp.permission_id, rp.role_id from role_permissions rp
  where not exists (select 1 from approval_configs c join approval_config_roles cr on cr.config_id = c.id where c.enabled and c.permission_id = rp.permission_id)`

/** The permissions whose requests a user may decide, as a subquery (lists mark canDecide with it). */
export function decidablePermissionsOf(userId: number | null): SQL {
  return sql`select a.permission_id from (${approvers}) a join user_roles ur on ur.role_id = a.role_id where ur.user_id = ${userId}::int`
}

/** The roles whose members decide a permission's requests. */
export async function approverRoleIds(db: Executor, permissionId: number): Promise<number[]> {
  const result = (await db.execute(sql`select role_id from (${approvers}) a where permission_id = ${permissionId}::int order by role_id`)) as unknown as { rows: { role_id: number }[] }
  return result.rows.map((row) => Number(row.role_id))
}

export async function mayDecide(db: Executor, permissionId: number, userId: number | null): Promise<boolean> {
  if (userId === null) return false
  const result = (await db.execute(sql`select exists (select 1 from (${decidablePermissionsOf(userId)}) d where d.permission_id = ${permissionId}::int) as allowed`)) as unknown as {
    rows: { allowed: boolean }[]
  }
  return result.rows[0]?.allowed === true
}

interface DecideDeps {
  handlerOf(operationId: OperationId): Handler<OperationId> | undefined
  /** A context for replaying the stored request as its maker, in the checker's transaction. */
  replayContext(ctx: RequestContext<OperationId>, operationId: OperationId, input: StoredInput, maker: { userId: number | null; username: string; fullName: string }): RequestContext<OperationId>
}

type ApprovalRequestRow = typeof approvalRequests.$inferSelect

/** One step of a request's history after its sending (0022): a return to its maker, or their resubmission. */
export interface StoredHistoryEntry {
  event: 'Returned' | 'Resubmitted'
  at: string
  by: { userId: number | null; username: string; fullName: string }
  note?: string
  fields?: string[]
}

/** The pending request a checker acts on, locked; refused when decided (or returned), made by the checker, or not theirs to decide. */
async function pendingForChecker(ctx: RequestContext<OperationId>, id: number): Promise<ApprovalRequestRow> {
  const [request] = await ctx.db.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update')
  if (!request) throw noSuch('Approval request', id)
  if (request.status !== 'Pending') {
    // The first decider by name, as people are named on screen (not by their username).
    const [decider] = request.decidedById
      ? await ctx.db.select({ firstName: users.firstName, lastName: users.lastName, username: users.username }).from(users).where(eq(users.id, request.decidedById))
      : []
    const deciderName = decider ? `${decider.firstName} ${decider.lastName}`.trim() || decider.username : null
    const when = request.decidedAt ? lagosTime(request.decidedAt) : 'an earlier date'
    throw conflict('ALREADY_DECIDED', `This request was already ${request.status.toLowerCase()}${deciderName ? ` by ${deciderName}` : ''} on ${when} (Lagos time)`, undefined, {
      status: request.status,
      ...(deciderName ? { decidedBy: deciderName } : {}),
      ...(request.decidedAt ? { decidedAt: request.decidedAt.toISOString() } : {}),
    })
  }
  if (request.makerId !== null && request.makerId === ctx.actor.userId) throw forbidden('SELF_APPROVAL', 'You made this request; another user must decide it')
  if (!(await mayDecide(ctx.db, request.permissionId, ctx.actor.userId))) throw forbidden('NOT_AN_APPROVER', 'You hold no role configured to approve this permission')
  return request
}

const historyOf = (request: ApprovalRequestRow) => (Array.isArray(request.history) ? (request.history as StoredHistoryEntry[]) : [])
const byActor = (ctx: RequestContext<OperationId>) => ({ userId: ctx.actor.userId, username: ctx.actor.username, fullName: ctx.actor.fullName })

/**
 * A checker returns a pending request to its maker with a note and the fields to correct: the same
 * rules as a decision decide who may, nothing is applied, and the entity stays held by it (refuseWhilePending).
 */
export async function returnApprovalRequest(ctx: RequestContext<OperationId>, id: number, back: { note: string; fields: string[] }): Promise<number> {
  const request = await pendingForChecker(ctx, id)
  const now = new Date()
  const entry: StoredHistoryEntry = { event: 'Returned', at: now.toISOString(), by: byActor(ctx), note: back.note, fields: back.fields }
  await ctx.db
    .update(approvalRequests)
    .set({ status: 'Returned', decidedById: ctx.actor.userId, decidedAt: now, reason: back.note, history: [...historyOf(request), entry] })
    .where(eq(approvalRequests.id, id))
  await writeAudit(ctx.db, auditorOf(ctx), {
    eventType: 'Return',
    entityType: request.entityType,
    entityId: request.entityId,
    description: `Returned approval request ${id} to ${request.makerUsername} for correction: ${request.summary} (note: ${back.note})`,
    oldData: { status: 'Pending' },
    newData: { status: 'Returned', note: back.note, fields: back.fields },
  })
  await approvalEvent(ctx, 'approval.returned', request, { status: 'Returned', note: back.note })
  return id
}

interface ResubmitDeps {
  /** The stored operation's handler and its body's validation (the contract's, as when the request was sent); null when it is retired. */
  operationOf(operationId: OperationId): { handler: Handler<OperationId>; validateBody(body: unknown): void; authorise(ctx: RequestContext<OperationId>, path: Record<string, unknown>): void } | null
}

/**
 * The maker resubmits a returned request with the amended body: validated as the operation validates
 * it, described again (subject), and Pending again under the same id, its history kept.
 */
export async function resubmitApprovalRequest(ctx: RequestContext<OperationId>, id: number, body: unknown, deps: ResubmitDeps): Promise<number> {
  const [request] = await ctx.db.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update')
  if (!request) throw noSuch('Approval request', id)
  if (request.makerId === null || request.makerId !== ctx.actor.userId)
    throw forbidden('NOT_THE_MAKER', `Only ${request.makerUsername}, who made this request, may resubmit it`, { maker: request.makerUsername })
  if (request.status !== 'Returned')
    throw conflict('INVALID_STATE', `This request is ${request.status}; only a request returned for correction can be resubmitted`, undefined, { status: request.status })
  const operationId = request.operationId as OperationId
  const operation = deps.operationOf(operationId)
  if (!operation?.handler.subject) throw conflict('OPERATION_RETIRED', `The operation ${operationId} of this request no longer exists`)
  const stored = request.input as StoredInput
  operation.authorise(ctx, stored.path)
  operation.validateBody(body)
  const input: StoredInput = { path: stored.path, query: stored.query, body: body ?? null }
  const subject = await operation.handler.subject({ ...ctx, operationId, path: input.path as never, query: input.query as never, body: input.body as never, subject: undefined, resubmitting: id })
  await refuseWhilePending(ctx.db, subject, id)
  const entry: StoredHistoryEntry = { event: 'Resubmitted', at: new Date().toISOString(), by: byActor(ctx) }
  await ctx.db
    .update(approvalRequests)
    .set({
      input,
      entityId: subject.entityId,
      entityName: subject.entityName,
      summary: subject.summary,
      beforeData: subject.before === null || subject.before === undefined ? null : JSON.stringify(subject.before),
      afterData: JSON.stringify(subject.after),
      changedFields: subject.before ? changedFields(JSON.parse(comparable(subject.before)), JSON.parse(comparable(subject.after))) : [],
      status: 'Pending',
      decidedById: null,
      decidedAt: null,
      reason: null,
      history: [...historyOf(request), entry],
    })
    .where(eq(approvalRequests.id, id))
  await writeAudit(ctx.db, auditorOf(ctx), {
    eventType: 'Resubmit',
    entityType: subject.entityType,
    entityId: subject.entityId,
    description: `Resubmitted approval request ${id} after correction: ${subject.summary}`,
    oldData: request.afterData ? (JSON.parse(request.afterData) as unknown) : null,
    newData: subject.after,
  })
  await approvalEvent(ctx, 'approval.resubmitted', { ...subject, id, makerUsername: request.makerUsername }, { status: 'Pending' })
  return id
}

export async function decideApprovalRequest(ctx: RequestContext<OperationId>, id: number, decision: { approve: boolean; reason?: string }, deps: DecideDeps): Promise<number> {
  const request = await pendingForChecker(ctx, id)

  let createdId: number | null = null
  if (decision.approve) {
    const operationId = request.operationId as OperationId
    const handler = deps.handlerOf(operationId)
    if (!handler) throw conflict('OPERATION_RETIRED', `The operation ${operationId} of this request no longer exists`)
    const replay = deps.replayContext(ctx, operationId, request.input as StoredInput, {
      userId: request.makerId,
      username: request.makerUsername,
      fullName: request.makerFullName,
    })
    if (handler.subject) {
      const now = await handler.subject(replay)
      if (comparable(now.before ?? null) !== comparable(request.beforeData ? JSON.parse(request.beforeData) : null)) {
        throw conflict('ENTITY_CHANGED', `${request.entityName ?? request.entityType} changed after this request was made; ask the maker to submit it again`)
      }
      replay.subject = now
    }
    // The change is the maker's, applied by the checker's decision.
    const { change } = splitResult(await handler.handle(replay))
    if (change) await writeAudit(ctx.db, auditorOf(replay), { ...change, description: `${change.description} (approved by ${ctx.actor.username})` })
    // An approved creation records what it created, so the checker, the maker and an integrator reach it.
    if (request.entityId === null && change?.entityId !== null && change?.entityId !== undefined && change.entityType === request.entityType) createdId = Number(change.entityId)
  }
  const status = decision.approve ? 'Approved' : 'Rejected'
  await ctx.db
    .update(approvalRequests)
    .set({ status, decidedById: ctx.actor.userId, decidedAt: new Date(), reason: decision.reason ?? null, ...(createdId === null ? {} : { entityId: createdId }) })
    .where(eq(approvalRequests.id, id))
  await writeAudit(ctx.db, auditorOf(ctx), {
    eventType: decision.approve ? 'Approve' : 'Reject',
    entityType: request.entityType,
    entityId: createdId ?? request.entityId,
    description: `${status} approval request ${id}: ${request.summary}${decision.reason ? ` (reason: ${decision.reason})` : ''}`,
    oldData: { status: 'Pending' },
    newData: { status, reason: decision.reason ?? null },
  })
  await approvalEvent(
    ctx,
    decision.approve ? 'approval.approved' : 'approval.rejected',
    { ...request, entityId: createdId ?? request.entityId },
    { status, ...(decision.approve ? {} : { reason: decision.reason ?? null }) },
  )
  return id
}
