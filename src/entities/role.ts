// A role in the bank's words: a named set of permissions that back-office users hold. The approval
// comparison and the audit trail read a role's permissions by group (one line of actions per group).
import { msg } from '@lingui/core/macro'

import type { components } from '../api/schema/ums'
import type { FieldDictionary } from '../lib/field-dictionary'
import { recordFields, statusField } from './common'

export type Role = components['schemas']['Role']
export type RoleHolder = components['schemas']['RoleHolder']
export type PermissionEntry = components['schemas']['PermissionList'][number]

export const clientTypeLabels = {
  Admin: msg`Back office`,
  Merchant: msg`Merchant`,
  Agent: msg`Agent`,
} as const satisfies Record<Role['clientType'], unknown>

export const roleFields = {
  ...recordFields,
  name: { label: msg`Name` },
  description: { label: msg`Description` },
  status: statusField,
  clientType: { label: msg`Application`, kind: 'enum', values: clientTypeLabels },
  userCount: { label: msg`Users`, kind: 'number' },
  // On the record: a list of permissions; in approval and audit snapshots: { group: 'actions' }.
  permissions: { label: msg`Permissions`, kind: 'list', nameKey: 'shortName' },
  permissionIds: { label: msg`Permissions`, kind: 'list' },
} as const satisfies FieldDictionary

export const roleHolderFields = {
  id: recordFields.id,
  username: { label: msg`Username`, kind: 'code' },
  firstName: { label: msg`First name` },
  lastName: { label: msg`Last name` },
  status: statusField,
} as const satisfies FieldDictionary

/** Deleting a role, in the bank's words: a role users hold is refused. */
export const roleDeletion = (row: { name: string; userCount: number }) => ({
  title: msg`Delete the role ${row.name}?`,
  body:
    row.userCount > 0
      ? msg`${row.userCount} users hold this role: the platform refuses to delete it until they are given another role.`
      : msg`The role is marked Deleted and can no longer be given to users. No user holds it.`,
  deleted: msg`The role ${row.name} was deleted.`,
})
