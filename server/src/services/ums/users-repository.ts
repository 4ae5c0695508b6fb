import { and, asc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema.ts'
import { iso, isoOrNull, noSuch } from '../../platform/http.ts'
import { checkCursor, listRead, type ListPaging } from '../../platform/keyset.ts'
import { countedTotal, readTotal, statusOrNotDeleted } from '../../platform/record-counts.ts'
import type { DataOf } from '../../platform/types.ts'
import { lagosDayEnd, lagosMidnight } from '../../platform/period.ts'
import { byCatalogueOrder, containsAnyCase } from './shared-repository.ts'

export type UserView = DataOf<'getUser'>
type AssignedRole = UserView['roles'][number]
type PermissionView = UserView['permissions'][number]
type UserRow = typeof users.$inferSelect

async function rolesOfUsers(db: Executor, userIds: number[]) {
  const byUser = new Map<number, AssignedRole[]>()
  if (!userIds.length) return byUser
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.id))
  for (const { userId, ...role } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), role])
  return byUser
}

/** The distinct permissions each user's Active roles give, in catalogue order. */
async function permissionsOfUsers(db: Executor, userIds: number[]) {
  const byUser = new Map<number, PermissionView[]>()
  if (!userIds.length) return byUser
  const rows = await db
    .selectDistinct({ userId: userRoles.userId, permissionId: permissions.id, groupName: permissions.groupName, shortName: permissions.shortName, description: permissions.description })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'Active')))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(userRoles.userId, userIds))
  for (const { userId, ...permission } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), permission])
  for (const list of byUser.values()) list.sort(byCatalogueOrder)
  return byUser
}

function toUser(row: UserRow, assigned: AssignedRole[], granted: PermissionView[]): UserView {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    status: row.status as UserView['status'],
    clientType: 'Admin',
    multiFactorEnabled: row.multiFactorEnabled,
    roles: assigned,
    permissions: granted,
    lastLoginAt: isoOrNull(row.lastLoginAt),
    // A lockout that has run out is no lockout: the next sign-in is allowed.
    lockedUntil: row.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil.toISOString() : null,
    failedLoginAttempts: row.failedLogins,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }
}

async function toUsers(db: Executor, rows: UserRow[]): Promise<UserView[]> {
  const ids = rows.map((r) => r.id)
  const [assigned, granted] = await Promise.all([rolesOfUsers(db, ids), permissionsOfUsers(db, ids)])
  return rows.map((r) => toUser(r, assigned.get(r.id) ?? [], granted.get(r.id) ?? []))
}

export interface UserFilter {
  username?: string | undefined
  firstName?: string | undefined
  lastName?: string | undefined
  startDate?: string | undefined
  endDate?: string | undefined
  status?: string | undefined
  ascending: boolean
}

export async function listUsers(db: Executor, filter: UserFilter, p: ListPaging) {
  const conditions: SQL[] = [filter.status ? eq(users.status, filter.status) : ne(users.status, 'Deleted')]
  if (filter.username) conditions.push(containsAnyCase(users.username, filter.username))
  if (filter.firstName) conditions.push(containsAnyCase(users.firstName, filter.firstName))
  if (filter.lastName) conditions.push(containsAnyCase(users.lastName, filter.lastName))
  if (filter.startDate) conditions.push(gte(users.createdAt, lagosMidnight(filter.startDate)))
  if (filter.endDate) conditions.push(lt(users.createdAt, lagosDayEnd(filter.endDate)))
  const read = listRead({ table: users, id: users.id, createdAt: users.createdAt, updatedAt: users.updatedAt }, filter.ascending, p)
  if (read.since) conditions.push(read.since)
  await checkCursor(db, read.key, p)
  const where = and(...conditions)
  const w = read.window
  // Asked for by status alone: the kept counts (0028); any other filter counts its matches.
  const { status: _status, ascending: _ascending, ...others } = filter
  const statusOnly = !read.since && Object.values(others).every((value) => value === undefined || value === '')
  const [rows, total] = await Promise.all([
    db.select().from(users).where(and(where, w.where)).orderBy(w.order).limit(w.limit).offset(w.offset),
    readTotal(db, statusOnly ? countedTotal('users', statusOrNotDeleted(filter.status)) : sql`select count(*) from ${users} where ${where}`),
  ])
  return { rows: await toUsers(db, rows), total }
}

export async function findUser(db: Executor, id: number): Promise<UserView | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  if (!row) return null
  const [view] = await toUsers(db, [row])
  return view ?? null
}

/** A user, Deleted ones included only when asked (getUser shows them; changes refuse them). */
export async function getUser(db: Executor, id: number, options: { includeDeleted?: boolean } = {}): Promise<UserView> {
  const user = await findUser(db, id)
  if (!user || (user.status === 'Deleted' && !options.includeDeleted)) throw noSuch('User', id)
  return user
}

/**
 * What maker-checker stores and compares: the user's own fields and role ids, without times, the
 * last sign-in or derived permissions (which change without the user being changed).
 */
export function userSnapshot(user: UserView) {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    status: user.status,
    multiFactorEnabled: user.multiFactorEnabled,
    roleIds: user.roles.map((r) => r.id).sort((a, b) => a - b),
  }
}
export type UserSnapshot = ReturnType<typeof userSnapshot>

export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
  return rows.length > 0
}

/** Emails are unique over every user, Deleted ones included (the database index says so). */
export async function emailTaken(db: Executor, email: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptId ? ne(users.id, exceptId) : undefined))
  return rows.length > 0
}

/** Phone numbers are unique among users that are not Deleted. */
export async function phoneTaken(db: Executor, phoneNumber: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber), ne(users.status, 'Deleted'), exceptId ? ne(users.id, exceptId) : undefined))
  return rows.length > 0
}

/** The ids among `ids` that are Active roles of client type Admin. */
export async function assignableRoleIds(db: Executor, ids: number[]): Promise<number[]> {
  if (!ids.length) return []
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, ids), eq(roles.status, 'Active'), eq(roles.clientType, 'Admin')))
  return rows.map((r) => r.id)
}

export interface UserValues {
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  multiFactorEnabled: boolean
  roleIds: number[]
}

export async function insertUser(db: Executor, values: UserValues & { username: string }): Promise<number> {
  const { roleIds, ...fields } = values
  const [row] = await db
    .insert(users)
    .values({ ...fields, status: 'Active', clientType: 'Admin', passwordHash: null })
    .returning({ id: users.id })
  if (!row) throw new Error('user not inserted')
  await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })))
  return row.id
}

export async function updateUser(db: Executor, id: number, values: UserValues): Promise<void> {
  const { roleIds, ...fields } = values
  await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, id))
  await db.delete(userRoles).where(eq(userRoles.userId, id))
  await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })))
}

export async function updatePersonnel(db: Executor, id: number, values: { firstName: string; lastName: string; phoneNumber: string }): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
}

export async function setUserStatus(db: Executor, id: number, status: 'Active' | 'Inactive' | 'Deleted'): Promise<void> {
  await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id))
}

/** The stored password hash (for re-authentication); never leaves the service. */
export async function passwordHashOf(db: Executor, id: number): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id))
  return row?.passwordHash ?? null
}

export async function findUserIdByUsername(db: Executor, username: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, ne(users.status, 'Deleted')))
  return row?.id ?? null
}

/** Ends a lockout: sign-in is allowed at once and failed attempts count from zero. */
export async function unlockUser(db: Executor, id: number): Promise<void> {
  await db.update(users).set({ lockedUntil: null, failedLogins: 0, updatedAt: new Date() }).where(eq(users.id, id))
}

/** The permission that makes a user able to manage users: who holds it can give any role back. */
export const USER_MANAGER_PERMISSION = { group: 'User', action: 'Update' } as const

/** Active users (other than `exceptId`) whose Active roles give User / Update. */
export async function otherUserManagers(db: Executor, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${users.id})::int` })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'Active')))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .innerJoin(permissions, and(eq(permissions.id, rolePermissions.permissionId), eq(permissions.groupName, USER_MANAGER_PERMISSION.group), eq(permissions.shortName, USER_MANAGER_PERMISSION.action)))
    .where(and(eq(users.status, 'Active'), ne(users.id, exceptId)))
  return Number(row?.n ?? 0)
}

/** Whether these roles (the Active ones among them) give User / Update. */
export async function rolesManageUsers(db: Executor, roleIds: number[]): Promise<boolean> {
  if (!roleIds.length) return false
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .innerJoin(permissions, and(eq(permissions.id, rolePermissions.permissionId), eq(permissions.groupName, USER_MANAGER_PERMISSION.group), eq(permissions.shortName, USER_MANAGER_PERMISSION.action)))
    .where(and(inArray(roles.id, roleIds), eq(roles.status, 'Active')))
    .limit(1)
  return rows.length > 0
}

/** Each role's permissions as "Group/Action" keys (the form the platform checks them in). */
export async function permissionKeysOfRoles(db: Executor, roleIds: number[]): Promise<Map<number, { name: string; keys: string[] }>> {
  const byRole = new Map<number, { name: string; keys: string[] }>()
  if (!roleIds.length) return byRole
  const rows = await db
    .select({ roleId: roles.id, name: roles.name, groupName: permissions.groupName, shortName: permissions.shortName })
    .from(roles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(roles.id, roleIds))
    .orderBy(asc(permissions.id))
  for (const row of rows) {
    const entry = byRole.get(row.roleId) ?? { name: row.name, keys: [] }
    entry.keys.push(`${row.groupName}/${row.shortName}`)
    byRole.set(row.roleId, entry)
  }
  return byRole
}
