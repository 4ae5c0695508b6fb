import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { checkCursor, listPage, listPaging, listRead, listWindow, type ListKey } from '../../platform/keyset.ts'
import { countedTotal } from '../../platform/record-counts.ts'
import { alias } from 'drizzle-orm/pg-core'

import type { Executor } from '../../db/client.ts'
import { isoFromJson, isoOrNullFromJson, pageWithTotal, readJson } from '../../db/json-rows.ts'
import { approvalConfigRoles, approvalConfigs, approvalRequests, permissions, roles, users } from '../../db/schema.ts'
import { loadOperations } from '../../platform/contracts.ts'
import { changed } from '../../platform/audit.ts'
import { personalDataRevealed, type PersonalDataField } from '../../platform/personal-data.ts'
import { badRequest, fieldProblem, forbidden, invalidField, iso, isoOrNull, noSuch, ok, reader } from '../../platform/http.ts'
import { approverRoleIds, decidablePermissionsOf, type StoredHistoryEntry } from '../../platform/maker-checker.ts'
import { dayRange, withinRange } from '../../platform/period.ts'
import { documentFileOf, documentsOf, hintsOf, referencesOf } from './review.ts'
import { permissionKey, subjectOf, type DataOf, type Handlers, type Platform } from '../../platform/types.ts'

type Operation =
  | 'listApprovalRequests'
  | 'getApprovalRequest'
  | 'getApprovalDocumentFile'
  | 'revealApprovalPersonalData'
  | 'approveRequest'
  | 'rejectRequest'
  | 'returnRequest'
  | 'resubmitRequest'
  | 'decideApprovalRequests'
  | 'listApprovableRoles'
  | 'updateApprovablePermission'
  | 'listApprovalConfigurations'
  | 'listApprovalRules'
type ApprovalRequestView = DataOf<'getApprovalRequest'>
type ApprovalConfigurationView = DataOf<'updateApprovablePermission'>
type DecisionResult = DataOf<'decideApprovalRequests'>[number]

/** A single decision's answer (status and envelope, first or replayed) as an item of a batch. */
function decisionResult(item: { id: number; idempotencyKey: string }, answer: { status: number; body: unknown }): DecisionResult {
  const body = answer.body as { message?: string | null; errors?: string[] | null; code?: DecisionResult['code']; values?: DecisionResult['values']; data?: unknown } | null
  const applied = answer.status >= 200 && answer.status < 300
  return {
    id: item.id,
    idempotencyKey: item.idempotencyKey,
    status: answer.status,
    outcome: applied ? 'applied' : answer.status < 500 ? 'refused' : 'failed',
    message: body?.message ?? null,
    errors: applied ? null : (body?.errors ?? [`HTTP ${answer.status}`]),
    code: applied ? null : (body?.code ?? 'INTERNAL_ERROR'),
    ...(!applied && body?.values ? { values: body.values } : {}),
    request: applied ? ((body?.data ?? null) as DecisionResult['request']) : null,
  }
}

const checker = alias(users, 'checker')
const requestColumns = {
  request: approvalRequests,
  permission: { permissionId: permissions.id, groupName: permissions.groupName, shortName: permissions.shortName, description: permissions.description },
  checker: { userId: checker.id, username: checker.username, firstName: checker.firstName, lastName: checker.lastName },
}

/** Which of these permissions may the user decide? */
async function decidablePermissions(db: Executor, userId: number | null, permissionIds: number[]): Promise<Set<number>> {
  const wanted = [...new Set(permissionIds)]
  if (userId === null || !wanted.length) return new Set()
  const ids = await readJson<number[]>(
    db,
    sql`coalesce((select json_agg(permission_id) from (${decidablePermissionsOf(userId)}) d where permission_id in (${sql.join(
      wanted.map((id) => sql`${id}`),
      sql`, `,
    )})), '[]'::json)`,
  )
  return new Set(ids)
}

type Row = { request: typeof approvalRequests.$inferSelect; permission: ApprovalRequestView['permission']; checker: { userId: number; username: string; firstName: string; lastName: string } | null }

function toView(row: Row, canDecide: boolean) {
  const r = row.request
  return {
    id: r.id,
    permission: row.permission,
    operation: r.operationId,
    entityType: r.entityType,
    entityId: r.entityId,
    entityName: r.entityName,
    summary: r.summary,
    status: r.status as ApprovalRequestView['status'],
    maker: { userId: r.makerId, username: r.makerUsername, fullName: r.makerFullName },
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    decidedBy: row.checker ? { userId: row.checker.userId, username: row.checker.username, fullName: `${row.checker.firstName} ${row.checker.lastName}` } : null,
    decidedAt: isoOrNull(r.decidedAt),
    reason: r.reason,
    canDecide: canDecide && r.status === 'Pending',
  }
}

/** An approval request as the list query gives it (json: snake_case columns, timestamps as text). */
interface ListedRequest {
  id: number
  permission_id: number
  group_name: string
  short_name: string
  description: string
  operation_id: string
  entity_type: string
  entity_id: number | null
  entity_name: string | null
  summary: string
  status: string
  maker_id: number | null
  maker_username: string
  maker_full_name: string
  created_at: string
  updated_at: string
  checker_id: number | null
  checker_username: string | null
  checker_first_name: string | null
  checker_last_name: string | null
  decided_at: string | null
  reason: string | null
  can_decide: boolean
}

function listedView(r: ListedRequest): DataOf<'listApprovalRequests'>[number] {
  return {
    id: r.id,
    permission: { permissionId: r.permission_id, groupName: r.group_name, shortName: r.short_name, description: r.description },
    operation: r.operation_id,
    entityType: r.entity_type,
    entityId: r.entity_id,
    entityName: r.entity_name,
    summary: r.summary,
    status: r.status as ApprovalRequestView['status'],
    maker: { userId: r.maker_id, username: r.maker_username, fullName: r.maker_full_name },
    createdAt: isoFromJson(r.created_at),
    updatedAt: isoFromJson(r.updated_at),
    decidedBy: r.checker_id === null ? null : { userId: r.checker_id, username: r.checker_username ?? '', fullName: `${r.checker_first_name} ${r.checker_last_name}` },
    decidedAt: isoOrNullFromJson(r.decided_at),
    reason: r.reason,
    canDecide: r.can_decide,
  }
}

function selectRequests(db: Executor) {
  return db.select(requestColumns).from(approvalRequests).innerJoin(permissions, eq(permissions.id, approvalRequests.permissionId)).leftJoin(checker, eq(checker.id, approvalRequests.decidedById))
}

async function detail(db: Executor, platform: Platform, id: number, userId: number | null, reader: ReadonlySet<string>): Promise<ApprovalRequestView> {
  const [row] = await selectRequests(db).where(eq(approvalRequests.id, id))
  if (!row) throw noSuch('Approval request', id)
  const decidable = await decidablePermissions(db, userId, [row.permission.permissionId])
  const roleIds = await approverRoleIds(db, row.permission.permissionId)
  const approverRoles = roleIds.length ? await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, roleIds)).orderBy(asc(roles.name)) : []
  const canDecide = decidable.has(row.permission.permissionId) && row.request.makerId !== userId
  const before = parsed(row.request.beforeData)
  const after = parsed(row.request.afterData)
  const impact = await platform.impactOf(db, row.request.operationId, { entityId: row.request.entityId, before, after })
  return {
    ...toView(row, canDecide),
    beforeData: row.request.beforeData,
    afterData: row.request.afterData,
    changedFields: row.request.changedFields as string[],
    approverRoles,
    impact,
    references: await referencesOf(db, before, after),
    hints: await hintsOf(db, row.request, reader),
    documents: await documentsOf(db, row.request),
    history: historyOf(row),
    // The form it came from opens filled with it: for its maker, while it waits for their correction.
    input: row.request.status === 'Returned' && userId !== null && row.request.makerId === userId ? bodyOf(row.request.input) : null,
  }
}

function bodyOf(input: unknown): Record<string, unknown> | null {
  const body = (input as { body?: unknown } | null)?.body
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null
}

type HistoryEntry = ApprovalRequestView['history'][number]

/** Sent (createdAt), the returns and resubmissions stored in order, and the decision (decidedAt) once final. */
function historyOf(row: Row): HistoryEntry[] {
  const r = row.request
  const maker = { userId: r.makerId, username: r.makerUsername, fullName: r.makerFullName }
  const stored = (Array.isArray(r.history) ? (r.history as StoredHistoryEntry[]) : []).map((entry): HistoryEntry => ({
    event: entry.event,
    at: entry.at,
    by: entry.by,
    note: entry.note ?? null,
    fields: entry.fields ?? [],
  }))
  const decided: HistoryEntry[] =
    (r.status === 'Approved' || r.status === 'Rejected') && r.decidedAt
      ? [
          {
            event: r.status,
            at: iso(r.decidedAt),
            by: row.checker ? { userId: row.checker.userId, username: row.checker.username, fullName: `${row.checker.firstName} ${row.checker.lastName}` } : maker,
            note: r.status === 'Rejected' ? r.reason : null,
            fields: [],
          },
        ]
      : []
  return [{ event: 'Sent', at: iso(r.createdAt), by: maker, note: null, fields: [] }, ...stored, ...decided]
}

/** A BVN or NIN the maker entered: in the body (an agent), or in its personnel (a merchant's onboarding or change). */
function identityNumberOf(input: unknown, field: PersonalDataField): string | null {
  const body = (input as { body?: unknown } | null)?.body
  for (const holder of [body, (body as { personnel?: unknown } | null | undefined)?.personnel]) {
    const value = typeof holder === 'object' && holder !== null ? (holder as Record<string, unknown>)[field] : undefined
    if (typeof value === 'string' && /^[0-9]{11}$/.test(value)) return value
  }
  return null
}

function parsed(text: string | null): unknown {
  if (text === null) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

async function configuration(db: Executor, permissionId: number): Promise<ApprovalConfigurationView | null> {
  const [row] = await db
    .select({ config: approvalConfigs, permission: requestColumns.permission })
    .from(approvalConfigs)
    .innerJoin(permissions, eq(permissions.id, approvalConfigs.permissionId))
    .where(eq(approvalConfigs.permissionId, permissionId))
  if (!row) return null
  const configRoles = await db
    .select({ id: roles.id, name: roles.name })
    .from(approvalConfigRoles)
    .innerJoin(roles, eq(roles.id, approvalConfigRoles.roleId))
    .where(eq(approvalConfigRoles.configId, row.config.id))
    .orderBy(asc(roles.name))
  return { id: row.config.id, permission: row.permission, roles: configRoles, enabled: row.config.enabled, updatedAt: iso(row.config.updatedAt), updatedBy: row.config.updatedBy }
}

/** Permissions that maker-checker can apply to: those of operations marked x-approvable. */
function approvablePermissionKeys(): Set<string> {
  return new Set(loadOperations().flatMap((op) => (op.approvable && typeof op.access === 'object' ? [`${op.access.group}/${op.access.action}`] : [])))
}

/** For each approvable action the caller may perform: whether maker-checker applies now, and who approves it. */
async function approvalRulesOf(db: Executor, held: ReadonlySet<string>): Promise<DataOf<'listApprovalRules'>> {
  const mine = loadOperations().flatMap((op) => (op.approvable && typeof op.access === 'object' && held.has(permissionKey(op.access.group, op.access.action)) ? [{ op, access: op.access }] : []))
  const rows = await db
    .select({
      permissionId: permissions.id,
      groupName: permissions.groupName,
      shortName: permissions.shortName,
      description: permissions.description,
      enabled: approvalConfigs.enabled,
      roleId: roles.id,
      roleName: roles.name,
    })
    .from(permissions)
    .leftJoin(approvalConfigs, eq(approvalConfigs.permissionId, permissions.id))
    .leftJoin(approvalConfigRoles, eq(approvalConfigRoles.configId, approvalConfigs.id))
    .leftJoin(roles, eq(roles.id, approvalConfigRoles.roleId))
    .orderBy(asc(roles.name))
  const byPermission = new Map<string, { permission: DataOf<'listApprovalRules'>[number]['permission']; approverRoles: { id: number; name: string }[] }>()
  for (const row of rows) {
    const key = permissionKey(row.groupName, row.shortName)
    const entry = byPermission.get(key) ?? { permission: { permissionId: row.permissionId, groupName: row.groupName, shortName: row.shortName, description: row.description }, approverRoles: [] }
    if (row.enabled && row.roleId !== null && row.roleName !== null) entry.approverRoles.push({ id: row.roleId, name: row.roleName })
    byPermission.set(key, entry)
  }
  return mine.flatMap(({ op, access }) => {
    const rule = byPermission.get(permissionKey(access.group, access.action))
    if (!rule) return []
    return [{ operationId: op.operationId, summary: op.summary ?? op.operationId, permission: rule.permission, approvalRequired: rule.approverRoles.length > 0, approverRoles: rule.approverRoles }]
  })
}

export const approvalHandlers: Handlers<Operation> = {
  listApprovalRules: reader((ctx) => approvalRulesOf(ctx.db, ctx.permissions)),

  listApprovalRequests: {
    cached: true,
    async handle(ctx) {
      const p = listPaging(ctx.query)
      const q = ctx.query
      const where =
        and(
          q.Status ? eq(approvalRequests.status, q.Status) : undefined,
          q.MadeBy === 'me' ? (ctx.actor.userId === null ? sql`false` : eq(approvalRequests.makerId, ctx.actor.userId)) : undefined,
          q.EntityType ? eq(approvalRequests.entityType, q.EntityType) : undefined,
          q.EntityId !== undefined ? eq(approvalRequests.entityId, q.EntityId) : undefined,
          ...withinRange(approvalRequests.createdAt, dayRange(q.StartDate, q.EndDate)),
        ) ?? sql`true`
      const read = listRead({ table: approvalRequests, id: approvalRequests.id, createdAt: approvalRequests.createdAt, updatedAt: approvalRequests.updatedAt }, q.SortOrder === 'asc', p)
      await checkCursor(ctx.db, read.key, p)
      const w = read.window
      const at = sql.raw(p.changedSince !== undefined ? 'updated_at' : 'created_at')
      const userId = ctx.actor.userId
      // One statement: the page without its stored input and data, names joined, canDecide and the total.
      const { rows, total } = await pageWithTotal<ListedRequest>(ctx.db, {
        // Asked for by status alone: the kept counts (0028); any other filter counts its matches.
        total:
          !read.since && !q.MadeBy && !q.EntityType && q.EntityId === undefined && !q.StartDate && !q.EndDate
            ? countedTotal('approval_requests', q.Status ? { only: [q.Status] } : 'all')
            : sql`select count(*) from ${approvalRequests} where ${and(where, read.since)}`,
        rows: sql`
          select r.id, r.permission_id, p.group_name, p.short_name, p.description, r.operation_id, r.entity_type, r.entity_id, r.entity_name, r.summary,
            r.status, r.maker_id, r.maker_username, r.maker_full_name, r.created_at, r.updated_at, c.id as checker_id, c.username as checker_username,
            c.first_name as checker_first_name, c.last_name as checker_last_name, r.decided_at, r.reason,
            coalesce(r.status = 'Pending' and r.maker_id is distinct from ${userId}::int and r.permission_id in (${decidablePermissionsOf(userId)}), false) as can_decide
          from (select id, permission_id, operation_id, entity_type, entity_id, entity_name, summary, status, maker_id, maker_username, maker_full_name,
                  decided_by_id, decided_at, reason, created_at, updated_at
                from ${approvalRequests} where ${and(where, read.since, w.where)}
                order by ${w.order} limit ${w.limit} offset ${w.offset}) r
          join permissions p on p.id = r.permission_id
          left join users c on c.id = r.decided_by_id`,
        orderBy: sql`q.${at} ${w.direction}, q.id ${w.direction}`,
      })
      return listPage(p, { rows: rows.map(listedView), total }, (r) => r.updatedAt)
    },
  },

  getApprovalRequest: reader((ctx) => detail(ctx.db, ctx.platform, ctx.path.id, ctx.actor.userId, ctx.permissions)),

  revealApprovalPersonalData: {
    async handle(ctx) {
      const { id, field } = ctx.path
      const [request] = await ctx.db
        .select({ input: approvalRequests.input, entityName: approvalRequests.entityName, entityType: approvalRequests.entityType })
        .from(approvalRequests)
        .where(eq(approvalRequests.id, id))
      if (!request) throw noSuch('Approval request', id)
      const value = identityNumberOf(request.input, field)
      if (!value) throw noSuch('Approval request', id, `Approval request ${id} holds no ${field.toUpperCase()}`, { field })
      return personalDataRevealed({ entityType: 'ApprovalRequest', entityId: id, entityName: `approval request ${id} (${request.entityName ?? request.entityType})`, field, value })
    },
  },

  getApprovalDocumentFile: {
    async handle(ctx) {
      // A merchant's documents are read with View Merchant; a request's also need View Approval.
      if (!ctx.permissions.has(permissionKey('Approval', 'View Approval')))
        throw forbidden('PERMISSION_DENIED', 'You do not have the permission Approval / View Approval', { group: 'Approval', action: 'View Approval' })
      const [request] = await ctx.db.select().from(approvalRequests).where(eq(approvalRequests.id, ctx.path.id))
      if (!request) throw noSuch('Approval request', ctx.path.id)
      return ok(await documentFileOf(ctx.db, request, ctx.path.index))
    },
  },

  approveRequest: {
    async handle(ctx) {
      await ctx.platform.decideApproval(ctx, ctx.query.id, { approve: true })
      ctx.platform.invalidateAuthorization()
      const decided = await detail(ctx.db, ctx.platform, ctx.query.id, ctx.actor.userId, ctx.permissions)
      return ok(decided, 'Approved and applied')
    },
  },

  rejectRequest: {
    async handle(ctx) {
      await ctx.platform.decideApproval(ctx, ctx.query.id, { approve: false, reason: ctx.body.reason.trim() })
      const decided = await detail(ctx.db, ctx.platform, ctx.query.id, ctx.actor.userId, ctx.permissions)
      return ok(decided, 'Rejected')
    },
  },

  returnRequest: {
    async handle(ctx) {
      await ctx.platform.returnApproval(ctx, ctx.query.id, { note: ctx.body.note.trim(), fields: ctx.body.fields ?? [] })
      const returned = await detail(ctx.db, ctx.platform, ctx.query.id, ctx.actor.userId, ctx.permissions)
      return ok(returned, 'Returned for correction')
    },
  },

  resubmitRequest: {
    async handle(ctx) {
      await ctx.platform.resubmitApproval(ctx, ctx.query.id, ctx.body.body)
      const resubmitted = await detail(ctx.db, ctx.platform, ctx.query.id, ctx.actor.userId, ctx.permissions)
      return ok(resubmitted, 'Resubmitted for approval')
    },
  },

  decideApprovalRequests: {
    // Each decision in its own transaction, exactly as the single Approve, Reject or Return with its key.
    bulk: true,
    async handle(ctx) {
      const { decisions } = ctx.body
      // A rejection needs its reason, a return its note (and only it names fields), an approval neither, as the single operations.
      const problems = decisions.flatMap((d, i) => [
        ...(d.decision === 'reject' && d.reason === undefined ? [`decisions.${i}.reason: is required`] : []),
        ...(d.decision !== 'reject' && d.reason !== undefined ? [`decisions.${i}.reason: only a rejection has a reason`] : []),
        ...(d.decision === 'return' && d.note === undefined ? [`decisions.${i}.note: is required`] : []),
        ...(d.decision !== 'return' && d.note !== undefined ? [`decisions.${i}.note: only a return has a note`] : []),
        ...(d.decision !== 'return' && d.fields !== undefined ? [`decisions.${i}.fields: only a return names fields`] : []),
      ])
      if (problems.length) throw badRequest(...problems.map((line) => fieldProblem(line, line.endsWith('is required') ? 'REQUIRED' : 'NOT_ALLOWED_FIELD')))
      const results: DecisionResult[] = []
      for (const item of decisions) {
        const query = { id: item.id }
        const answer =
          item.decision === 'approve'
            ? await ctx.platform.perform(ctx, 'approveRequest', { path: {}, query, body: null }, item.idempotencyKey)
            : item.decision === 'reject'
              ? await ctx.platform.perform(ctx, 'rejectRequest', { path: {}, query, body: { reason: item.reason } }, item.idempotencyKey)
              : await ctx.platform.perform(ctx, 'returnRequest', { path: {}, query, body: { note: item.note, ...(item.fields ? { fields: item.fields } : {}) } }, item.idempotencyKey)
        results.push(decisionResult(item, answer))
      }
      const count = (outcome: DecisionResult['outcome']) => results.filter((r) => r.outcome === outcome).length
      const summary = [`${count('applied')} applied`, `${count('refused')} refused`, ...(count('failed') ? [`${count('failed')} failed`] : [])]
      return ok(results, summary.join(', '))
    },
  },

  listApprovableRoles: {
    async handle(ctx) {
      const [permission] = await ctx.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.id, ctx.path.permissionId))
      if (!permission) throw noSuch('Permission', ctx.path.permissionId)
      const config = await configuration(ctx.db, permission.id)
      return ok(config?.enabled ? config.roles : [])
    },
  },

  updateApprovablePermission: {
    // Four eyes on the four-eyes configuration: switching approval off for an action is itself approved.
    async subject(ctx) {
      const body = ctx.body
      const [permission] = await ctx.db.select().from(permissions).where(eq(permissions.id, body.permissionId))
      if (!permission) throw noSuch('Permission', body.permissionId)
      if (!approvablePermissionKeys().has(`${permission.groupName}/${permission.shortName}`)) {
        throw invalidField('permissionId', 'NOT_ALLOWED_VALUE', `${permission.groupName} / ${permission.shortName} cannot be put under maker-checker`)
      }
      const roleIds = [...new Set(body.roleIds)].sort((a, b) => a - b)
      const found = roleIds.length
        ? await ctx.db
            .select({ id: roles.id, name: roles.name })
            .from(roles)
            .where(and(inArray(roles.id, roleIds), eq(roles.status, 'Active')))
            .orderBy(asc(roles.name))
        : []
      const unknown = roleIds.filter((id) => !found.some((r) => r.id === id))
      if (unknown.length) throw noSuch('Role', unknown.join(', '), `roleIds: no active role ${unknown.join(', ')}`)
      const before = await configuration(ctx.db, permission.id)
      const label = `${permission.groupName} / ${permission.shortName}`
      const on = body.enabled && found.length > 0
      return {
        entityType: 'ApprovalConfiguration',
        entityId: before?.id ?? null,
        entityName: label,
        summary: on ? `Require approval of ${label} by ${found.map((r) => r.name).join(', ')}` : `Turn approval off for ${label}`,
        before: before ? { permission: before.permission, enabled: before.enabled, roles: before.roles } : null,
        after: {
          permission: before?.permission ?? { permissionId: permission.id, groupName: permission.groupName, shortName: permission.shortName, description: permission.description },
          enabled: body.enabled,
          roles: found,
        },
      }
    },
    async handle(ctx) {
      const body = ctx.body
      const subject = subjectOf(ctx)
      const permissionId = body.permissionId
      const before = await configuration(ctx.db, permissionId)
      const [config] = await ctx.db
        .insert(approvalConfigs)
        .values({ permissionId, enabled: body.enabled, updatedBy: ctx.actor.username })
        .onConflictDoUpdate({ target: approvalConfigs.permissionId, set: { enabled: body.enabled, updatedBy: ctx.actor.username, updatedAt: new Date() } })
        .returning({ id: approvalConfigs.id })
      if (!config) throw new Error('approval configuration not stored')
      await ctx.db.delete(approvalConfigRoles).where(eq(approvalConfigRoles.configId, config.id))
      const roleIds = [...new Set(body.roleIds)]
      if (roleIds.length) await ctx.db.insert(approvalConfigRoles).values(roleIds.map((roleId) => ({ configId: config.id, roleId })))
      const after = await configuration(ctx.db, permissionId)
      if (!after) throw new Error('approval configuration not readable')
      return changed(ok(after, 'Approval configuration saved'), {
        eventType: 'ConfigurationChange',
        entityType: 'ApprovalConfiguration',
        entityId: after.id,
        description: `Maker-checker for ${subject.entityName}: ${body.enabled && body.roleIds.length ? `approved by ${after.roles.map((r) => r.name).join(', ')}` : 'off'}`,
        oldData: before,
        newData: after,
      })
    },
  },

  listApprovalConfigurations: {
    async handle(ctx) {
      const p = listPaging(ctx.query)
      const where = ctx.query.PermissionId ? eq(approvalConfigs.permissionId, ctx.query.PermissionId) : undefined
      // Read by last change, which moves: the cursor carries its time (whole milliseconds, 0027).
      const key: ListKey = { table: approvalConfigs, at: approvalConfigs.updatedAt, id: approvalConfigs.id, moving: true }
      await checkCursor(ctx.db, key, p)
      const w = listWindow(key, ctx.query.SortOrder === 'asc', p)
      const [rows, [total]] = await Promise.all([
        ctx.db.select({ permissionId: approvalConfigs.permissionId }).from(approvalConfigs).where(and(where, w.where)).orderBy(w.order).limit(w.limit).offset(w.offset),
        ctx.db.select({ n: count() }).from(approvalConfigs).where(where),
      ])
      const views = (await Promise.all(rows.map((r) => configuration(ctx.db, r.permissionId)))).filter((v): v is ApprovalConfigurationView => v !== null)
      return listPage(p, { rows: views, total: total?.n ?? 0 }, (view) => view.updatedAt)
    },
  },
}
