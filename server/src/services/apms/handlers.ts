import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'

import type { Executor } from '../../db/client.ts'
import { approvalConfigRoles, approvalConfigs, approvalRequests, permissions, rolePermissions, roles, userRoles, users } from '../../db/schema.ts'
import { loadOperations } from '../../platform/contracts.ts'
import { badRequest, iso, isoOrNull, notFound, ok, offsetOf, paged, paging } from '../../platform/http.ts'
import { approverRoleIds } from '../../platform/maker-checker.ts'
import type { DataOf, Handlers } from '../../platform/types.ts'

type Operation = 'listApprovalRequests' | 'getApprovalRequest' | 'approveRequest' | 'rejectRequest' | 'listApprovableRoles' | 'updateApprovablePermission' | 'listApprovalConfigurations'
type ApprovalRequestView = DataOf<'getApprovalRequest'>
type ApprovalConfigurationView = DataOf<'updateApprovablePermission'>

const checker = alias(users, 'checker')
const requestColumns = {
  request: approvalRequests,
  permission: { permissionId: permissions.id, groupName: permissions.groupName, shortName: permissions.shortName, description: permissions.description },
  checker: { userId: checker.id, username: checker.username, firstName: checker.firstName, lastName: checker.lastName },
}

/** Africa/Lagos calendar days, inclusive: [start 00:00, end + 1 day 00:00). */
function dayRange(column: typeof approvalRequests.createdAt, start?: string, end?: string): SQL[] {
  const conditions: SQL[] = []
  if (start) conditions.push(gte(column, new Date(`${start}T00:00:00+01:00`)))
  if (end) conditions.push(lt(column, new Date(new Date(`${end}T00:00:00+01:00`).getTime() + 86_400_000)))
  return conditions
}

/** Which of these permissions may the user decide? Three queries for a whole page. */
async function decidablePermissions(db: Executor, userId: number | null, permissionIds: number[]): Promise<Set<number>> {
  const wanted = [...new Set(permissionIds)]
  if (userId === null || !wanted.length) return new Set()
  const [held, configured, holders] = await Promise.all([
    db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId)),
    db
      .select({ permissionId: approvalConfigs.permissionId, roleId: approvalConfigRoles.roleId })
      .from(approvalConfigs)
      .innerJoin(approvalConfigRoles, eq(approvalConfigRoles.configId, approvalConfigs.id))
      .where(and(inArray(approvalConfigs.permissionId, wanted), eq(approvalConfigs.enabled, true))),
    db.select({ permissionId: rolePermissions.permissionId, roleId: rolePermissions.roleId }).from(rolePermissions).where(inArray(rolePermissions.permissionId, wanted)),
  ])
  const mine = new Set(held.map((r) => r.roleId))
  const result = new Set<number>()
  for (const permissionId of wanted) {
    // As in approverRoleIds: the configured roles decide; with none configured, the holders do.
    const configuredRoles = configured.filter((r) => r.permissionId === permissionId)
    const roles = configuredRoles.length ? configuredRoles : holders.filter((r) => r.permissionId === permissionId)
    if (roles.some((r) => mine.has(r.roleId))) result.add(permissionId)
  }
  return result
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
    decidedBy: row.checker ? { userId: row.checker.userId, username: row.checker.username, fullName: `${row.checker.firstName} ${row.checker.lastName}` } : null,
    decidedAt: isoOrNull(r.decidedAt),
    reason: r.reason,
    canDecide: canDecide && r.status === 'Pending',
  }
}

function selectRequests(db: Executor) {
  return db
    .select(requestColumns)
    .from(approvalRequests)
    .innerJoin(permissions, eq(permissions.id, approvalRequests.permissionId))
    .leftJoin(checker, eq(checker.id, approvalRequests.decidedById))
}

async function detail(db: Executor, id: number, userId: number | null): Promise<ApprovalRequestView> {
  const [row] = await selectRequests(db).where(eq(approvalRequests.id, id))
  if (!row) throw notFound(`Approval request ${id} was not found`)
  const decidable = await decidablePermissions(db, userId, [row.permission.permissionId])
  const roleIds = await approverRoleIds(db, row.permission.permissionId)
  const approverRoles = roleIds.length ? await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, roleIds)).orderBy(asc(roles.name)) : []
  const canDecide = decidable.has(row.permission.permissionId) && row.request.makerId !== userId
  return {
    ...toView(row, canDecide),
    beforeData: row.request.beforeData,
    afterData: row.request.afterData,
    changedFields: row.request.changedFields as string[],
    approverRoles,
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

export const approvalHandlers: Handlers<Operation> = {
  listApprovalRequests: {
    async handle(ctx) {
      const p = paging(ctx.query)
      const q = ctx.query
      const where = and(q.Status ? eq(approvalRequests.status, q.Status) : undefined, ...dayRange(approvalRequests.createdAt, q.StartDate, q.EndDate))
      const order = q.SortOrder === 'asc' ? [asc(approvalRequests.createdAt), asc(approvalRequests.id)] : [desc(approvalRequests.createdAt), desc(approvalRequests.id)]
      const [rows, [total]] = await Promise.all([
        selectRequests(ctx.db).where(where).orderBy(...order).limit(p.pageSize).offset(offsetOf(p)),
        ctx.db.select({ n: count() }).from(approvalRequests).where(where),
      ])
      const decidable = await decidablePermissions(ctx.db, ctx.actor.userId, rows.map((r) => r.permission.permissionId))
      return paged(rows.map((r) => toView(r, decidable.has(r.permission.permissionId) && r.request.makerId !== ctx.actor.userId)), p, total?.n ?? 0)
    },
  },

  getApprovalRequest: {
    async handle(ctx) {
      return ok(await detail(ctx.db, ctx.path.id, ctx.actor.userId))
    },
  },

  approveRequest: {
    async handle(ctx) {
      await ctx.platform.decideApproval(ctx, ctx.query.id, { approve: true })
      ctx.platform.invalidateAuthorization()
      const decided = await detail(ctx.db, ctx.query.id, ctx.actor.userId)
      return ok(decided, 'Approved and applied')
    },
  },

  rejectRequest: {
    async handle(ctx) {
      await ctx.platform.decideApproval(ctx, ctx.query.id, { approve: false, reason: ctx.body.reason.trim() })
      const decided = await detail(ctx.db, ctx.query.id, ctx.actor.userId)
      return ok(decided, 'Rejected')
    },
  },

  listApprovableRoles: {
    async handle(ctx) {
      const [permission] = await ctx.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.id, ctx.path.permissionId))
      if (!permission) throw notFound(`Permission ${ctx.path.permissionId} was not found`)
      const config = await configuration(ctx.db, permission.id)
      return ok(config?.enabled ? config.roles : [])
    },
  },

  updateApprovablePermission: {
    async handle(ctx) {
      const body = ctx.body
      const [permission] = await ctx.db.select().from(permissions).where(eq(permissions.id, body.permissionId))
      if (!permission) throw notFound(`Permission ${body.permissionId} was not found`)
      if (!approvablePermissionKeys().has(`${permission.groupName}/${permission.shortName}`)) {
        throw badRequest(`permissionId: ${permission.groupName} / ${permission.shortName} cannot be put under maker-checker`)
      }
      const found = body.roleIds.length ? await ctx.db.select({ id: roles.id }).from(roles).where(and(inArray(roles.id, body.roleIds), eq(roles.status, 'Active'))) : []
      const unknown = body.roleIds.filter((id) => !found.some((r) => r.id === id))
      if (unknown.length) throw notFound(`roleIds: no active role ${unknown.join(', ')}`)
      const before = await configuration(ctx.db, permission.id)
      const [config] = await ctx.db
        .insert(approvalConfigs)
        .values({ permissionId: permission.id, enabled: body.enabled, updatedBy: ctx.actor.username })
        .onConflictDoUpdate({ target: approvalConfigs.permissionId, set: { enabled: body.enabled, updatedBy: ctx.actor.username, updatedAt: new Date() } })
        .returning({ id: approvalConfigs.id })
      if (!config) throw new Error('approval configuration not stored')
      await ctx.db.delete(approvalConfigRoles).where(eq(approvalConfigRoles.configId, config.id))
      if (body.roleIds.length) await ctx.db.insert(approvalConfigRoles).values(body.roleIds.map((roleId) => ({ configId: config.id, roleId })))
      const after = await configuration(ctx.db, permission.id)
      if (!after) throw new Error('approval configuration not readable')
      await ctx.audit({
        eventType: 'ConfigurationChange',
        entityType: 'ApprovalConfiguration',
        entityId: after.id,
        description: `Maker-checker for ${permission.groupName} / ${permission.shortName}: ${body.enabled && body.roleIds.length ? `approved by ${after.roles.map((r) => r.name).join(', ')}` : 'off'}`,
        oldData: before,
        newData: after,
      })
      return ok(after, 'Approval configuration saved')
    },
  },

  listApprovalConfigurations: {
    async handle(ctx) {
      const p = paging(ctx.query)
      const where = ctx.query.PermissionId ? eq(approvalConfigs.permissionId, ctx.query.PermissionId) : undefined
      const order = ctx.query.SortOrder === 'asc' ? asc(approvalConfigs.updatedAt) : desc(approvalConfigs.updatedAt)
      const [rows, [total]] = await Promise.all([
        ctx.db.select({ permissionId: approvalConfigs.permissionId }).from(approvalConfigs).where(where).orderBy(order, desc(approvalConfigs.id)).limit(p.pageSize).offset(offsetOf(p)),
        ctx.db.select({ n: count() }).from(approvalConfigs).where(where),
      ])
      const views = (await Promise.all(rows.map((r) => configuration(ctx.db, r.permissionId)))).filter((v): v is ApprovalConfigurationView => v !== null)
      return paged(views, p, total?.n ?? 0)
    },
  },
}
