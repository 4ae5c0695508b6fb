import { and, asc, count, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm'

import { checkCursor, listRead, type ListPaging } from '../../platform/keyset.ts'
import type { Executor } from '../../db/client.ts'
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema.ts'
import { loadOperations } from '../../platform/contracts.ts'
import { iso, noSuch } from '../../platform/http.ts'
import { permissionKey, type DataOf } from '../../platform/types.ts'
import { lagosDayEnd, lagosMidnight } from '../../platform/period.ts'
import { byCatalogueOrder, containsAnyCase } from './shared-repository.ts'

export type RoleView = DataOf<'getRole'>
type RoleOption = DataOf<'listAllRoles'>[number]
export type PermissionView = DataOf<'listPermissions'>[number]
type RoleRow = typeof roles.$inferSelect

const permissionColumns = { permissionId: permissions.id, groupName: permissions.groupName, shortName: permissions.shortName, description: permissions.description }

export async function listPermissions(db: Executor): Promise<PermissionView[]> {
  const rows = await db.select(permissionColumns).from(permissions)
  return rows.sort(byCatalogueOrder)
}

export async function existingPermissionIds(db: Executor, ids: number[]): Promise<number[]> {
  if (!ids.length) return []
  const rows = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, ids))
  return rows.map((r) => r.id)
}

/** The permissions named by the operations marked x-approvable in the contracts. */
export async function listApprovablePermissions(db: Executor): Promise<PermissionView[]> {
  const keys = new Map<string, { group: string; action: string }>()
  for (const op of loadOperations()) {
    if (op.approvable && typeof op.access === 'object') keys.set(permissionKey(op.access.group, op.access.action), op.access)
  }
  if (!keys.size) return []
  const rows = await db
    .select(permissionColumns)
    .from(permissions)
    .where(or(...[...keys.values()].map((k) => and(eq(permissions.groupName, k.group), eq(permissions.shortName, k.action)))))
  return rows.sort(byCatalogueOrder)
}

async function permissionsOfRoles(db: Executor, roleIds: number[]) {
  const byRole = new Map<number, PermissionView[]>()
  if (!roleIds.length) return byRole
  const rows = await db
    .select({ roleId: rolePermissions.roleId, ...permissionColumns })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, roleIds))
  for (const { roleId, ...permission } of rows) byRole.set(roleId, [...(byRole.get(roleId) ?? []), permission])
  for (const list of byRole.values()) list.sort(byCatalogueOrder)
  return byRole
}

/** How many users (not Deleted) hold each role. */
async function holdersOfRoles(db: Executor, roleIds: number[]) {
  const byRole = new Map<number, number>()
  if (!roleIds.length) return byRole
  const rows = await db
    .select({ roleId: userRoles.roleId, n: count() })
    .from(userRoles)
    .innerJoin(users, and(eq(users.id, userRoles.userId), ne(users.status, 'Deleted')))
    .where(inArray(userRoles.roleId, roleIds))
    .groupBy(userRoles.roleId)
  for (const r of rows) byRole.set(r.roleId, r.n)
  return byRole
}

function toRole(row: RoleRow, held: PermissionView[], userCount: number): RoleView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status as RoleView['status'],
    clientType: row.clientType as RoleView['clientType'],
    permissions: held,
    userCount,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }
}

async function toRoles(db: Executor, rows: RoleRow[]): Promise<RoleView[]> {
  const ids = rows.map((r) => r.id)
  const [held, holders] = await Promise.all([permissionsOfRoles(db, ids), holdersOfRoles(db, ids)])
  return rows.map((r) => toRole(r, held.get(r.id) ?? [], holders.get(r.id) ?? 0))
}

export interface RoleFilter {
  name?: string | undefined
  startDate?: string | undefined
  endDate?: string | undefined
  status?: string | undefined
  ascending: boolean
}

export async function listRoles(db: Executor, filter: RoleFilter, p: ListPaging) {
  const conditions: SQL[] = [filter.status ? eq(roles.status, filter.status) : ne(roles.status, 'Deleted')]
  if (filter.name) conditions.push(containsAnyCase(roles.name, filter.name))
  if (filter.startDate) conditions.push(gte(roles.createdAt, lagosMidnight(filter.startDate)))
  if (filter.endDate) conditions.push(lt(roles.createdAt, lagosDayEnd(filter.endDate)))
  const where = and(...conditions)
  const { key, window: w } = listRead({ table: roles, id: roles.id, createdAt: roles.createdAt }, filter.ascending, p)
  await checkCursor(db, key, p)
  const [rows, [total]] = await Promise.all([db.select().from(roles).where(and(where, w.where)).orderBy(w.order).limit(w.limit).offset(w.offset), db.select({ n: count() }).from(roles).where(where)])
  return { rows: await toRoles(db, rows), total: total?.n ?? 0 }
}

/** Active and Inactive roles of a client type, by name (the contract's dropdown list). */
export async function listRoleOptions(db: Executor, clientType: string): Promise<Omit<RoleOption, 'grantable'>[]> {
  const rows = await db
    .select({ id: roles.id, name: roles.name, clientType: roles.clientType, status: roles.status })
    .from(roles)
    .where(and(eq(roles.clientType, clientType), inArray(roles.status, ['Active', 'Inactive'])))
    .orderBy(sql`lower(${roles.name})`, asc(roles.id))
  return rows.map((r) => ({ ...r, clientType: r.clientType as RoleOption['clientType'], status: r.status as RoleOption['status'] }))
}

export async function getRole(db: Executor, id: number): Promise<RoleView> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id))
  if (!row || row.status === 'Deleted') throw noSuch('Role', id)
  const [view] = await toRoles(db, [row])
  if (!view) throw noSuch('Role', id)
  return view
}

/**
 * What maker-checker stores and compares, and the audit trail keeps: the role's own fields and its
 * permissions by group (one line of action names per group), so a checker reads which groups change.
 */
export function roleSnapshot(role: RoleView) {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    status: role.status,
    clientType: role.clientType,
    permissions: permissionsByGroup(role.permissions),
  }
}

export type RoleSnapshot = ReturnType<typeof roleSnapshot>

/** { Merchant: 'Create Merchant, View Merchant', … } in catalogue order. */
export function permissionsByGroup(held: readonly PermissionView[]): Record<string, string> {
  const groups = new Map<string, string[]>()
  for (const p of [...held].sort(byCatalogueOrder)) groups.set(p.groupName, [...(groups.get(p.groupName) ?? []), p.shortName])
  return Object.fromEntries([...groups].map(([group, actions]) => [group, actions.join(', ')]))
}

/** The permission ids a snapshot's groups name (unknown names are left out). */
export function idsOfSnapshot(catalogue: readonly PermissionView[], grouped: unknown): number[] {
  if (typeof grouped !== 'object' || grouped === null) return []
  const wanted = new Set<string>()
  for (const [group, actions] of Object.entries(grouped as Record<string, unknown>)) {
    if (typeof actions === 'string') for (const action of actions.split(', ')) wanted.add(permissionKey(group, action))
  }
  return catalogue.filter((p) => wanted.has(permissionKey(p.groupName, p.shortName))).map((p) => p.permissionId)
}

/** Role names are unique in any case over every role (the database index says so). */
export async function roleNameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId ? ne(roles.id, exceptId) : undefined))
  return rows.length > 0
}

export async function insertRole(db: Executor, values: { name: string; description: string | null; clientType: string; permissionIds: number[] }): Promise<number> {
  const [row] = await db.insert(roles).values({ name: values.name, description: values.description, clientType: values.clientType, status: 'Active' }).returning({ id: roles.id })
  if (!row) throw new Error('role not inserted')
  await db.insert(rolePermissions).values(values.permissionIds.map((permissionId) => ({ roleId: row.id, permissionId })))
  return row.id
}

export async function updateRole(db: Executor, id: number, values: { name: string; description: string | null; status: string; permissionIds: number[] }): Promise<void> {
  await db.update(roles).set({ name: values.name, description: values.description, status: values.status, updatedAt: new Date() }).where(eq(roles.id, id))
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, id))
  await db.insert(rolePermissions).values(values.permissionIds.map((permissionId) => ({ roleId: id, permissionId })))
}

export async function softDeleteRole(db: Executor, id: number): Promise<void> {
  await db.update(roles).set({ status: 'Deleted', updatedAt: new Date() }).where(eq(roles.id, id))
}

export type RoleHolder = DataOf<'listRoleUsers'>[number]

/** The users (not Deleted) holding a role, by username. */
export async function listRoleHolders(db: Executor, roleId: number): Promise<RoleHolder[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, status: users.status })
    .from(userRoles)
    .innerJoin(users, and(eq(users.id, userRoles.userId), ne(users.status, 'Deleted')))
    .where(eq(userRoles.roleId, roleId))
    .orderBy(sql`lower(${users.username})`, asc(users.id))
  return rows.map((r) => ({ ...r, status: r.status as RoleHolder['status'] }))
}

/** Per user, the permission ids their other Active roles give (not the role being changed). */
export async function permissionsFromOtherRoles(db: Executor, userIds: number[], exceptRoleId: number): Promise<Map<number, Set<number>>> {
  const byUser = new Map<number, Set<number>>()
  if (!userIds.length) return byUser
  const rows = await db
    .selectDistinct({ userId: userRoles.userId, permissionId: rolePermissions.permissionId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'Active'), ne(roles.id, exceptRoleId)))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(inArray(userRoles.userId, userIds))
  for (const r of rows) byUser.set(r.userId, (byUser.get(r.userId) ?? new Set()).add(r.permissionId))
  return byUser
}

export async function permissionsByIds(db: Executor, ids: number[]): Promise<PermissionView[]> {
  if (!ids.length) return []
  const rows = await db.select(permissionColumns).from(permissions).where(inArray(permissions.id, ids))
  return rows.sort(byCatalogueOrder)
}
