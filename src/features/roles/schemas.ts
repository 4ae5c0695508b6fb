// The role form: its values, the contract's bounds (openapi/ums.yaml RoleCreate, RoleUpdate) checked
// as the user types, and the permission catalogue grouped for the matrix.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

import type { PermissionEntry, Role } from '../../entities/role'
import { withoutControlCharacters } from '../../lib/validation'

export const roleLimits = {
  name: { min: 2, max: 100 },
  description: 500,
  permissions: 500,
} as const

export interface RoleFormValues {
  name: string
  description: string
  status: 'Active' | 'Inactive'
  permissionIds: number[]
}

export function valuesOf(role: Role | undefined): RoleFormValues {
  return {
    name: role?.name ?? '',
    description: role?.description ?? '',
    status: role?.status === 'Inactive' ? 'Inactive' : 'Active',
    permissionIds: role ? role.permissions.map((p) => p.permissionId).sort((a, b) => a - b) : [],
  }
}

/** The form's values from a body sent (a request returned for correction): the inverse of bodyOf. */
export function valuesFromBody(body: Record<string, unknown>): RoleFormValues {
  return {
    name: typeof body.name === 'string' ? body.name : '',
    description: typeof body.description === 'string' ? body.description : '',
    status: body.status === 'Inactive' ? 'Inactive' : 'Active',
    permissionIds: Array.isArray(body.permissionIds) ? body.permissionIds.filter((id): id is number => typeof id === 'number') : [],
  }
}

/** The body sent for valid values: a creation's (an Admin role), or an update's (with the role's id and status). */
export function bodyOf(value: RoleFormValues): ReturnType<typeof createBody>
export function bodyOf(value: RoleFormValues, id: number): ReturnType<typeof updateBody>
export function bodyOf(value: RoleFormValues, id?: number): ReturnType<typeof createBody> | ReturnType<typeof updateBody>
export function bodyOf(value: RoleFormValues, id?: number) {
  return id === undefined ? createBody(value) : updateBody(value, id)
}

const createBody = (value: RoleFormValues) => ({ ...commonBody(value), clientType: 'Admin' as const })
const updateBody = (value: RoleFormValues, id: number) => ({ ...commonBody(value), id, status: value.status })

function commonBody(value: RoleFormValues) {
  return { name: value.name.trim(), description: value.description.trim() || null, permissionIds: value.permissionIds }
}

export function roleSchema(i18n: I18n) {
  const { name, description, permissions } = roleLimits
  return v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(i18n._(msg`Give the role a name`)),
      v.minLength(name.min, i18n._(msg`The name needs at least ${name.min} characters`)),
      v.maxLength(name.max, i18n._(msg`The name can have at most ${name.max} characters`)),
      v.check(withoutControlCharacters, i18n._(msg`The name cannot contain control characters`)),
    ),
    description: v.pipe(v.string(), v.maxLength(description, i18n._(msg`The description can have at most ${description} characters`))),
    status: v.picklist(['Active', 'Inactive'] as const, i18n._(msg`Choose a status`)),
    permissionIds: v.pipe(v.array(v.number()), v.minLength(1, i18n._(msg`Choose at least one permission`)), v.maxLength(permissions, i18n._(msg`At most ${permissions} permissions`))),
  })
}

export interface PermissionGroup {
  groupName: string
  permissions: PermissionEntry[]
}

/** The catalogue by group, in the platform's order (it lists each group's permissions together). */
export function groupPermissions(catalogue: readonly PermissionEntry[]): PermissionGroup[] {
  const groups = new Map<string, PermissionEntry[]>()
  for (const permission of catalogue) groups.set(permission.groupName, [...(groups.get(permission.groupName) ?? []), permission])
  return [...groups].map(([groupName, permissions]) => ({ groupName, permissions }))
}

export type GroupState = 'all' | 'some' | 'none'

export function groupState(group: PermissionGroup, chosen: ReadonlySet<number>): GroupState {
  const count = group.permissions.filter((p) => chosen.has(p.permissionId)).length
  return count === 0 ? 'none' : count === group.permissions.length ? 'all' : 'some'
}

/**
 * The group's checkbox: a group not wholly chosen becomes wholly chosen, a wholly chosen one empty;
 * only the permissions the user may change (`changeable`) move, the others stay as they are.
 */
export function toggleGroup(group: PermissionGroup, chosen: readonly number[], changeable: (id: number) => boolean): number[] {
  const ids = group.permissions.map((p) => p.permissionId).filter(changeable)
  const set = new Set(chosen)
  const whole = ids.every((id) => set.has(id))
  for (const id of ids) {
    if (whole) set.delete(id)
    else set.add(id)
  }
  return [...set].sort((a, b) => a - b)
}
