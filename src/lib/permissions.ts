// The permission catalogue of the contracts, typed: a check that names a permission the platform
// does not have fails to compile. The server enforces every permission; these only shape the UI.
import type { permissionCatalogue } from '../api/permission-catalogue'
import type { StoredPermission } from './session'

export type PermissionGroup = keyof typeof permissionCatalogue
export type PermissionAction<G extends PermissionGroup = PermissionGroup> = (typeof permissionCatalogue)[G][number]

/** One permission of the catalogue: a group and one of its actions. */
export type Permission = { [G in PermissionGroup]: { group: G; action: PermissionAction<G> } }[PermissionGroup]

/** A menu entry's permission: a top-level entry needs its group, a sub-entry its group's action. */
export type PermissionRule = Permission | { group: PermissionGroup; action?: undefined }

/** Builds a typed permission: `permission('Product Group', 'Update')`. */
export function permission<G extends PermissionGroup>(group: G, action: PermissionAction<G>): Permission {
  return { group, action } as Permission
}

export function hasPermission(permissions: readonly StoredPermission[], rule: PermissionRule): boolean {
  return permissions.some((p) => p.groupName === rule.group && (rule.action === undefined || p.shortName === rule.action))
}

export function hasAnyGroup(permissions: readonly StoredPermission[], groups: readonly PermissionGroup[]): boolean {
  return groups.some((group) => hasPermission(permissions, { group }))
}

/** Refused by a route's guard: the access-denied page shows instead of the screen (not the 404). */
export class AccessDeniedError extends Error {
  readonly statusCode = 403
  readonly permission: Permission

  constructor(required: Permission) {
    super(`You do not have the permission ${required.group} / ${required.action}`)
    this.name = 'AccessDeniedError'
    this.permission = required
  }
}

export function isAccessDenied(error: unknown): error is AccessDeniedError {
  return error instanceof AccessDeniedError
}

/** A route's guard (beforeLoad): without the permission, the access-denied page. */
export function requirePermission(user: { permissions: readonly StoredPermission[] }, required: Permission): void {
  if (!hasPermission(user.permissions, required)) throw new AccessDeniedError(required)
}
