// A webhook subscription in the bank's words: where the platform posts which business events. The
// approval review and the audit trail read a subscription's change field by field with these.
import { msg } from '@lingui/core/macro'

import type { components } from '../api/schema/admin'
import type { FieldDictionary } from '../lib/field-dictionary'
import { recordFields } from './common'

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
  createdBy: recordFields.createdBy,
  createdAt: recordFields.createdAt,
  updatedAt: recordFields.updatedAt,
} as const satisfies FieldDictionary

export type WebhookDelivery = components['schemas']['WebhookDelivery']

/** How a delivery stands: waiting for its next attempt, answered with a 2xx, or given up after 24 hours. */
export const webhookDeliveryStatusLabels = {
  Pending: msg`Pending`,
  Succeeded: msg`Succeeded`,
  Failed: msg`Failed`,
} as const satisfies Record<WebhookDelivery['status'], unknown>

/** The kinds a delivery can carry: every business event, and the test event a subscriber asks for. */
export const webhookDeliveryEventLabels = { ...businessEventTypeLabels, 'webhook.test': msg`Test event` } as const

export const webhookDeliveryFields = {
  eventType: { label: msg`Event`, kind: 'enum', values: webhookDeliveryEventLabels },
  status: { label: msg`Status`, kind: 'enum', values: webhookDeliveryStatusLabels, tones: { Pending: 'warning', Succeeded: 'success', Failed: 'danger' } },
  createdAt: recordFields.createdAt,
  nextAttemptAt: { label: msg`Next attempt`, kind: 'datetime' },
} as const satisfies FieldDictionary

/** The kinds of event grouped by what they are about, for choosing them. */
export const businessEventGroups = [
  { id: 'approvals', label: msg`Approvals`, types: ['approval.requested', 'approval.approved', 'approval.rejected', 'approval.returned', 'approval.resubmitted'] },
  { id: 'merchants', label: msg`Merchants`, types: ['merchant.created', 'merchant.enabled', 'merchant.disabled'] },
  { id: 'agents', label: msg`Agents`, types: ['agent.created', 'agent.enabled', 'agent.disabled'] },
  { id: 'fees', label: msg`Fee schemes and commission groups`, types: ['fee_scheme.changed', 'commission_group.changed'] },
  { id: 'cases', label: msg`Cases`, types: ['case.opened', 'case.assigned', 'case.resolved'] },
  { id: 'users', label: msg`Users`, types: ['user.created', 'user.locked', 'user.disabled'] },
] as const satisfies readonly { id: string; label: unknown; types: readonly BusinessEventType[] }[]

export const webhookSubscriptionDeletion = (row: { url: string }) => ({
  title: msg`Delete the webhook subscription of ${row.url}?`,
  body: msg`No more events are sent to this address. Its delivery log stays readable.`,
  deleted: msg`The webhook subscription of ${row.url} was deleted.`,
})

export type WebhookAttempt = WebhookDelivery['attempts'][number]

/** Why an attempt got no usable answer: the receiver's silence told by kind, never by the platform's English text. */
export type WebhookFailureKind = 'timeout' | 'redirect' | 'addressNotAllowed' | 'refused' | 'notFound' | 'dropped' | 'certificate' | 'network'

export const webhookFailureLabels = {
  timeout: msg`No answer in time`,
  redirect: msg`Redirected elsewhere (not followed)`,
  addressNotAllowed: msg`Address not allowed`,
  refused: msg`Connection refused`,
  notFound: msg`Address not found`,
  dropped: msg`Connection dropped`,
  certificate: msg`Secure connection failed`,
  network: msg`No answer (network error)`,
} as const satisfies Record<WebhookFailureKind, unknown>

// What the dispatcher (server/src/platform/webhooks.ts attempt()) and the network stack write as an attempt's error.
const failurePatterns: readonly (readonly [RegExp, WebhookFailureKind])[] = [
  [/^No answer in \d+ seconds|ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT|timed? ?out/i, 'timeout'],
  [/^Redirected to /, 'redirect'],
  [/^The URL /, 'addressNotAllowed'],
  [/ECONNREFUSED/, 'refused'],
  [/ENOTFOUND|EAI_AGAIN|getaddrinfo/, 'notFound'],
  [/ECONNRESET|EPIPE|socket hang up|other side closed|UND_ERR_SOCKET/i, 'dropped'],
  [/certificate|CERT_|SSL|TLS/i, 'certificate'],
]

/** The kind of an attempt's failure to get an answer (null when the receiver answered, redirects aside). */
export function webhookFailureKind(attempt: Pick<WebhookAttempt, 'statusCode' | 'error'>): WebhookFailureKind | null {
  if (attempt.error === null) return attempt.statusCode === null ? 'network' : null
  for (const [pattern, kind] of failurePatterns) if (pattern.test(attempt.error)) return kind
  return attempt.statusCode === null ? 'network' : null
}
