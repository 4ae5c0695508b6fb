import type { StoredPermission } from './session'

/** A menu entry's permission: a top-level entry needs its group, a sub-entry its group's action. */
export interface PermissionRule {
  group: string
  action?: string
}

export function hasPermission(permissions: readonly StoredPermission[], rule: PermissionRule): boolean {
  return permissions.some((p) => p.groupName === rule.group && (rule.action === undefined || p.shortName === rule.action))
}

export function hasAnyGroup(permissions: readonly StoredPermission[], groups: readonly string[]): boolean {
  return groups.some((group) => hasPermission(permissions, { group }))
}
