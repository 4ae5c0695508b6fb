// A back-office user in the bank's words: who they are, how to reach them, the roles they hold and
// the state of their account (status, last sign-in, lockout, multi-factor sign-in).
import { msg } from '@lingui/core/macro'

import type { components } from '../api/schema/ums'
import type { FieldDictionary } from '../lib/field-dictionary'
import { recordFields, statusField } from './common'

export type User = components['schemas']['User']
export type AssignedRole = components['schemas']['AssignedRole']

export const assignedRoleFields = {
  id: recordFields.id,
  name: { label: msg`Role` },
} as const satisfies FieldDictionary

export const userFields = {
  ...recordFields,
  username: { label: msg`Username`, kind: 'code' },
  firstName: { label: msg`First name` },
  lastName: { label: msg`Last name` },
  email: { label: msg`Email` },
  phoneNumber: { label: msg`Phone number`, kind: 'code' },
  status: statusField,
  clientType: { label: msg`Kind of user` },
  multiFactorEnabled: { label: msg`Multi-factor sign-in`, kind: 'boolean' },
  roles: { label: msg`Roles`, kind: 'list', nameKey: 'name', fields: assignedRoleFields },
  // Approval requests and audit records store role ids.
  roleIds: { label: msg`Roles`, kind: 'list' },
  permissions: { label: msg`Permissions`, kind: 'list', nameKey: 'shortName' },
  lastLoginAt: { label: msg`Last sign-in`, kind: 'datetime', emptyLabel: msg`Never signed in` },
  lockedUntil: { label: msg`Locked until`, kind: 'datetime', emptyLabel: msg`Not locked` },
  failedLoginAttempts: { label: msg`Failed sign-in attempts`, kind: 'number' },
} as const satisfies FieldDictionary

/** Deleting a user, in the bank's words: one's own account is refused. */
export const userDeletion = (row: { username: string; firstName: string; lastName: string }, own: boolean) => ({
  title: msg`Delete the user ${row.username}?`,
  body: own
    ? msg`This is your own account: the platform refuses to let you delete it.`
    : msg`${row.firstName} ${row.lastName} can no longer sign in and their sessions end at once. The record stays, marked Deleted, for the audit trail.`,
  deleted: msg`The user ${row.username} was deleted.`,
})
