// A webhook subscription in the bank's words: where the platform posts which business events. The
// approval review and the audit trail read a subscription's change field by field with these.
import { msg } from '@lingui/core/macro'

import type { components } from '../api/schema/admin'
import type { FieldDictionary } from '../lib/field-dictionary'

export type BusinessEventType = components['schemas']['BusinessEventType']
export type WebhookSubscription = components['schemas']['WebhookSubscription']

/** Each kind of business event, as a person reads it. */
export const businessEventTypeLabels = {
  'approval.requested': msg`Request sent for approval`,
  'approval.approved': msg`Request approved`,
  'approval.rejected': msg`Request rejected`,
  'approval.returned': msg`Request returned for correction`,
  'approval.resubmitted': msg`Request resubmitted`,
  'merchant.created': msg`Merchant onboarded`,
  'merchant.enabled': msg`Merchant enabled`,
  'merchant.disabled': msg`Merchant disabled`,
  'agent.created': msg`Agent added`,
  'agent.enabled': msg`Agent enabled`,
  'agent.disabled': msg`Agent disabled`,
  'fee_scheme.changed': msg`Fee scheme changed`,
  'commission_group.changed': msg`Commission group changed`,
  'case.opened': msg`Case opened`,
  'case.assigned': msg`Case assigned`,
  'case.resolved': msg`Case resolved`,
  'user.created': msg`User created`,
  'user.locked': msg`User locked`,
  'user.disabled': msg`User deactivated`,
} as const satisfies Record<BusinessEventType, unknown>

export const webhookSubscriptionStatusLabels = {
  Active: msg`Active`,
  Disabled: msg`Disabled`,
  Deleted: msg`Deleted`,
} as const satisfies Record<WebhookSubscription['status'], unknown>

export const webhookSubscriptionFields = {
  url: { label: msg`Address (URL)`, kind: 'code' },
  description: { label: msg`Description` },
  eventTypes: { label: msg`Events sent`, kind: 'enum', values: businessEventTypeLabels },
  status: { label: msg`Status`, kind: 'enum', values: webhookSubscriptionStatusLabels, tones: { Active: 'success', Disabled: 'neutral', Deleted: 'danger' } },
} as const satisfies FieldDictionary
