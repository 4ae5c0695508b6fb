// Permissions in the bank's words, in the user's language: the contracts' catalogue (group and action,
// in English on the wire) read as the menu reads. A permission the catalogue gains and this file
// lacks does not compile.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { PermissionAction, PermissionGroup } from '../lib/permissions'

export const permissionGroupLabels = {
  Dashboard: msg`Dashboard`,
  Analytics: msg`Analytics`,
  Merchant: msg`Merchants`,
  Agent: msg`Agents`,
  'Product Group': msg`Product groups`,
  Approval: msg`Approvals`,
  'Fee Scheme': msg`Fee schemes`,
  'Commission Group': msg`Commission groups`,
  User: msg`Users`,
  Role: msg`Roles`,
  Audit: msg`Audit trail`,
  Report: msg`Reports`,
  'System Configuration': msg`System configuration`,
  'Security Question': msg`Security questions`,
  Case: msg`Dispute cases`,
  'Personal Data': msg`Personal data`,
  Webhook: msg`Webhooks`,
} as const satisfies Record<PermissionGroup, MessageDescriptor>

export const permissionActionLabels = {
  'View Dashboard': msg`View the dashboard`,
  'View Analytics': msg`View analytics`,
  'Create Merchant': msg`Onboard merchants`,
  'View Merchant': msg`View merchants`,
  'Update Merchant': msg`Change merchants`,
  'Delete Merchant': msg`Delete merchants`,
  'Enable/Disable Merchant': msg`Enable or disable merchants`,
  'Create Agent': msg`Add agents`,
  'View Agent': msg`View agents`,
  'Update Agent': msg`Change agents`,
  'Enable/Disable Agent': msg`Enable or disable agents`,
  Create: msg`Create`,
  View: msg`View`,
  Update: msg({ message: 'Change', context: 'permission action: to update records' }),
  Delete: msg`Delete`,
  'View Approval': msg`View approval requests`,
  'Approve Request': msg`Approve or reject requests`,
  'Update Approvable Permission': msg`Choose what needs approval`,
  'View Approvable Permission': msg`View what needs approval`,
  'Change Status': msg`Activate or deactivate users`,
  'View Audit': msg`View the audit trail`,
  'View Commission Report': msg`View commission reports`,
  'View Transaction Report': msg`View transaction reports`,
  'View Agent Report': msg`View agent reports`,
  'View System Configuration': msg`View the system configuration`,
  'Update System Configuration': msg`Change the system configuration`,
  'Create Security Question': msg`Add security questions`,
  'Reset Security Question': msg`Reset security answers`,
  'View Case': msg`View dispute cases`,
  'Manage Case': msg`Handle dispute cases`,
  'View Personal Data': msg`View personal data`,
  'View Webhook': msg`View webhook subscriptions and deliveries`,
  'Manage Webhook': msg`Manage webhook subscriptions`,
} as const satisfies Record<PermissionAction, MessageDescriptor>

/** A group's name in the user's language (the English name when the catalogue has a newer one). */
export function permissionGroupLabel(group: string, i18n: I18n): string {
  const label = (permissionGroupLabels as Record<string, MessageDescriptor | undefined>)[group]
  return label ? i18n._(label) : group
}

/** An action's name in the user's language. */
export function permissionActionLabel(action: string, i18n: I18n): string {
  const label = (permissionActionLabels as Record<string, MessageDescriptor | undefined>)[action]
  return label ? i18n._(label) : action
}

/** "Fee schemes › Change": one permission in words. */
export function permissionLabel(permission: { groupName: string; shortName: string }, i18n: I18n): string {
  return `${permissionGroupLabel(permission.groupName, i18n)} › ${permissionActionLabel(permission.shortName, i18n)}`
}

/** "Fee Scheme / Update" as the platform's hints and snapshots write it, in words. */
export function permissionTextLabel(text: string, i18n: I18n): string {
  const [group, action] = text.split(' / ')
  return group && action ? permissionLabel({ groupName: group, shortName: action }, i18n) : text
}
