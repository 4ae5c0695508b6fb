// Business events: what integrators are told (the feed, listEvents, and the webhooks). Each is
// written in the transaction of its change: a change's own event by writeAudit, from the operation
// that made it (changeEvent), an approval request's by maker-checker. Its place in the feed is
// given by the database in commit order (migration 0024).
import type { components } from '../../../src/api/schema/admin.ts'
import type { Executor } from '../db/client.ts'
import { businessEvents } from '../db/schema.ts'
import { permissionKey, type AuditEntry } from './types.ts'

export type BusinessEventType = components['schemas']['BusinessEventType']
export type BusinessEventData = components['schemas']['BusinessEventData']
export type BusinessEvent = components['schemas']['BusinessEvent']

export interface NewBusinessEvent {
  type: BusinessEventType
  entityType: string
  entityId: string | number | null | undefined
  entityName: string | null | undefined
  actor: string
  summary: string
  data: BusinessEventData
}

/** The permission a reader needs for each kind (the contract's BusinessEventType table). */
export const eventPermissions: Record<BusinessEventType, readonly [group: string, action: string]> = {
  'approval.requested': ['Approval', 'View Approval'],
  'approval.approved': ['Approval', 'View Approval'],
  'approval.rejected': ['Approval', 'View Approval'],
  'approval.returned': ['Approval', 'View Approval'],
  'approval.resubmitted': ['Approval', 'View Approval'],
  'merchant.created': ['Merchant', 'View Merchant'],
  'merchant.enabled': ['Merchant', 'View Merchant'],
  'merchant.disabled': ['Merchant', 'View Merchant'],
  'agent.created': ['Agent', 'View Agent'],
  'agent.enabled': ['Agent', 'View Agent'],
  'agent.disabled': ['Agent', 'View Agent'],
  'fee_scheme.changed': ['Fee Scheme', 'View'],
  'commission_group.changed': ['Commission Group', 'View'],
  'case.opened': ['Case', 'View Case'],
  'case.assigned': ['Case', 'View Case'],
  'case.resolved': ['Case', 'View Case'],
  'user.created': ['User', 'View'],
  'user.locked': ['User', 'View'],
  'user.disabled': ['User', 'View'],
}

export const eventTypes = Object.keys(eventPermissions) as BusinessEventType[]

/** The kinds of event a holder of these permissions may read. */
export function readableEventTypes(granted: ReadonlySet<string>): BusinessEventType[] {
  return eventTypes.filter((type) => granted.has(permissionKey(...eventPermissions[type])))
}

export async function recordEvent(db: Executor, event: NewBusinessEvent): Promise<void> {
  await db.insert(businessEvents).values({
    type: event.type,
    entityType: event.entityType,
    entityId: event.entityId === null || event.entityId === undefined ? null : String(event.entityId),
    entityName: event.entityName?.slice(0, 200) ?? null,
    actor: event.actor,
    summary: event.summary.slice(0, 1000),
    data: event.data,
  })
}

/** A business event as the feed answers it and a webhook posts it. */
export function eventBody(row: typeof businessEvents.$inferSelect): BusinessEvent {
  return {
    id: row.seq!,
    type: row.type as BusinessEventType,
    occurredAt: row.occurredAt.toISOString(),
    entity: { type: row.entityType, id: row.entityId, name: row.entityName },
    actor: row.actor,
    summary: row.summary,
    data: row.data as BusinessEventData,
  }
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined)

/** A record's name from what its change stored, when the change does not name it. */
function nameIn(data: Record<string, unknown>): string | null {
  const person = [text(data.firstName), text(data.lastName)].filter(Boolean).join(' ')
  return text(data.businessName) ?? text(data.name) ?? text(data.username) ?? text(data.caseNumber) ?? (person || null)
}

type Derive = (entry: AuditEntry, data: Record<string, unknown>) => Pick<NewBusinessEvent, 'type' | 'data'> | null

const schemeChange =
  (type: 'fee_scheme.changed' | 'commission_group.changed', change: 'created' | 'updated' | 'deleted'): Derive =>
  () => ({ type, data: { change } })
const enabling =
  (entity: 'merchant' | 'agent'): Derive =>
  (_entry, data) => ({ type: data.enabled === true ? `${entity}.enabled` : `${entity}.disabled`, data: { enabled: data.enabled === true, reason: text(data.reason) ?? null } })

/** The operations whose changes integrators are told of, and the event each change is. */
const byOperation: Record<string, Derive> = {
  createMerchant: () => ({ type: 'merchant.created', data: {} }),
  enableDisableMerchant: enabling('merchant'),
  createAgent: () => ({ type: 'agent.created', data: {} }),
  enableDisableAgent: enabling('agent'),
  createFeeScheme: schemeChange('fee_scheme.changed', 'created'),
  updateFeeScheme: schemeChange('fee_scheme.changed', 'updated'),
  deleteFeeScheme: schemeChange('fee_scheme.changed', 'deleted'),
  createCommissionGroup: schemeChange('commission_group.changed', 'created'),
  updateCommissionGroup: schemeChange('commission_group.changed', 'updated'),
  deleteCommissionGroup: schemeChange('commission_group.changed', 'deleted'),
  createCase: (_entry, data) => ({ type: 'case.opened', data: { status: 'Open', ...(text(data.caseNumber) ? { caseNumber: text(data.caseNumber) } : {}) } }),
  assignCase: (_entry, data) => ({
    type: 'case.assigned',
    data: { assignee: text(record(data.assignee).username) ?? text(data.assignee) ?? null, ...(text(data.status) ? { status: text(data.status) } : {}) },
  }),
  resolveCase: () => ({ type: 'case.resolved', data: { status: 'Resolved' } }),
  createUser: () => ({ type: 'user.created', data: { status: 'Active' } }),
  updateUserStatus: (_entry, data) => (data.status === 'Active' ? null : { type: 'user.disabled', data: { status: text(data.status) ?? 'Inactive' } }),
  deleteUser: () => ({ type: 'user.disabled', data: { status: 'Deleted' } }),
  // A failed sign-in that locked the account.
  login: (entry, data) => (entry.eventType === 'LoginFailed' && text(data.lockedUntil) ? { type: 'user.locked', data: { lockedUntil: text(data.lockedUntil)! } } : null),
}

/** Maker-checker's own records: their events are written by maker-checker, with the request's id. */
const approvalRecords = new Set(['SentForApproval', 'Approve', 'Reject', 'Return', 'Resubmit'])

/** The event a change is, from the operation that made it and its audit entry (null when integrators are not told of it). */
export function changeEvent(operationId: string | undefined, entry: AuditEntry, actor: string): NewBusinessEvent | null {
  if (!operationId || approvalRecords.has(entry.eventType)) return null
  const derive = byOperation[operationId]
  const newData = record(entry.newData)
  const event = derive?.(entry, newData)
  if (!event) return null
  return {
    ...event,
    entityType: entry.entityType,
    entityId: entry.entityId,
    entityName: entry.entityName ?? nameIn(newData) ?? nameIn(record(entry.oldData)),
    actor,
    summary: entry.description,
  }
}
