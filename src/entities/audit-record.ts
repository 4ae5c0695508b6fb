// Words of the audit trail: what each event type reads as on screen (the user's activity, the audit log).
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { components } from '../api/schema/aud'
import type { FieldDictionary } from '../lib/field-dictionary'
import type { auditEventTypes } from '../lib/search'

type AuditEventType = (typeof auditEventTypes)[number]
export type AuditRecord = components['schemas']['AuditRecord']
export type AuditRecordDetail = components['schemas']['AuditRecordDetail']

export const auditEventTypeLabels = {
  Create: msg({ message: 'Created', context: 'audit event' }),
  Update: msg`Changed`,
  Delete: msg`Deleted`,
  StatusChange: msg`Status changed`,
  Login: msg`Signed in`,
  LoginFailed: msg`Failed sign-in`,
  Logout: msg`Signed out`,
  Approve: msg`Approved`,
  Reject: msg`Rejected`,
  SentForApproval: msg`Sent for approval`,
  Return: msg`Returned for correction`,
  Resubmit: msg`Resubmitted`,
  PasswordChange: msg`Password changed`,
  PasswordReset: msg`Password reset`,
  TokenRefresh: msg`Session extended`,
  ConfigurationChange: msg`Configuration changed`,
  PersonalDataRevealed: msg`Personal data revealed`,
  Verify: msg`Trail verified`,
  WebhookSecretRevealed: msg`Webhook secret revealed`,
  WebhookRedelivered: msg`Webhook sent again`,
  WebhookTest: msg`Webhook test sent`,
} as const satisfies Record<AuditEventType, unknown>

/** How the audit chain can break (verifyAuditTrail): what the first bad record tells. */
export const auditChainBreakLabels = {
  Changed: msg`the record was changed`,
  Removed: msg`records before it were removed`,
  OutOfOrder: msg`the record was inserted out of order`,
} as const satisfies Record<NonNullable<components['schemas']['AuditVerification']['break']>['kind'], unknown>

/** The kinds of record the trail speaks of, in the user's words. */
export const entityTypeLabels: Readonly<Record<string, ReturnType<typeof msg>>> = {
  Merchant: msg`Merchant`,
  Agent: msg`Agent`,
  FeeScheme: msg`Fee scheme`,
  CommissionGroup: msg`Commission group`,
  ProductGroup: msg`Product group`,
  Role: msg`Role`,
  User: msg`User`,
  ApprovalRequest: msg`Approval request`,
  ApprovalConfiguration: msg`Approval configuration`,
  SystemConfiguration: msg`System configuration`,
  SecurityQuestion: msg`Security question`,
  Case: msg`Case`,
  AuditTrail: msg`Audit trail`,
  WebhookSubscription: msg`Webhook subscription`,
}

/** An entity type in the user's language (the platform's name for a type this list lacks). */
export function entityTypeLabel(entityType: string, i18n: I18n): string {
  const label = entityTypeLabels[entityType]
  return label ? i18n._(label) : entityType
}

/** The badge colour of each event type: creations green, deletions and refusals red, status changes orange. */
export const auditEventTypeTones = {
  Create: 'success',
  Update: 'neutral',
  Delete: 'danger',
  StatusChange: 'warning',
  Login: 'neutral',
  LoginFailed: 'danger',
  Logout: 'neutral',
  Approve: 'success',
  Reject: 'danger',
  SentForApproval: 'info',
  Return: 'warning',
  Resubmit: 'info',
  PasswordChange: 'neutral',
  PasswordReset: 'warning',
  TokenRefresh: 'neutral',
  ConfigurationChange: 'warning',
  PersonalDataRevealed: 'info',
  Verify: 'info',
  WebhookSecretRevealed: 'info',
  WebhookRedelivered: 'neutral',
  WebhookTest: 'neutral',
} as const satisfies Record<AuditEventType, 'success' | 'danger' | 'warning' | 'info' | 'neutral'>

export const auditRecordFields = {
  id: { label: msg`Id`, kind: 'code' },
  createdAt: { label: msg`Date`, kind: 'datetime' },
  username: { label: msg`Username` },
  eventType: { label: msg`Event`, kind: 'enum', values: auditEventTypeLabels, tones: auditEventTypeTones },
  entityType: { label: msg`Entity`, kind: 'enum', values: entityTypeLabels },
  entityId: { label: msg`Entity id`, kind: 'code' },
  description: { label: msg`Description` },
  ipAddress: { label: msg`IP address`, kind: 'code' },
  userAgent: { label: msg`Device` },
} as const satisfies FieldDictionary
