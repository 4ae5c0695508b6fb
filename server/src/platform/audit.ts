// The audit trail. Handlers return what they changed (changed()); the pipeline writes it, once per
// mutating operation, in the operation's transaction. Maker-checker writes its own events here too
// (SentForApproval, Approve, Reject, and the change an approval applies, under the maker's name).
import type { Executor } from '../db/client.ts'
import { auditRecords } from '../db/schema.ts'
import { changeEvent, recordEvent } from './business-events.ts'
import type { Answer, AuditEntry, Changed, OperationId, RequestContext, Subject } from './types.ts'

export interface Auditor {
  username: string
  ip: string
  userAgent: string | null
  /** The operation whose change this is: it says which business event the change is, if any. */
  operationId?: string
}

const json = (value: unknown) => (value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value))

/** The user a request without a session is recorded under, unless its change names one. */
export const ANONYMOUS = 'anonymous'

/** The audit record of a change, and its business event when integrators are told of it: both in the change's transaction. */
export async function writeAudit(db: Executor, who: Auditor, entry: AuditEntry): Promise<void> {
  // A signed-in caller is always the record's user; a public operation (a sign-in) names who it was about.
  const username = who.username === ANONYMOUS && entry.username ? entry.username : who.username
  await db.insert(auditRecords).values({
    username,
    eventType: entry.eventType,
    entityType: entry.entityType,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    description: entry.description,
    oldData: json(entry.oldData),
    newData: json(entry.newData),
    ipAddress: who.ip,
    userAgent: who.userAgent?.slice(0, 300) ?? null,
  })
  const event = changeEvent(who.operationId, entry, username)
  if (event) await recordEvent(db, event)
}

/** Who a request's records are written under: its signed-in user, from its address. */
export const auditorOf = (ctx: RequestContext<OperationId>): Auditor => ({ username: ctx.actor.username, ip: ctx.ip, userAgent: ctx.userAgent, operationId: ctx.operationId })

/** A handler's answer with what it changed. */
export function changed<K extends OperationId>(answer: Answer<K>, change: AuditEntry): Changed<K> {
  return { kind: 'changed', answer, change }
}

/** The change an approvable action made, as its subject describes it; overrides name what the subject cannot know (a new id, the stored result). */
export function subjectChange(subject: Subject, eventType: string, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    eventType,
    entityType: subject.entityType,
    entityId: subject.entityId,
    entityName: subject.entityName,
    description: subject.summary,
    oldData: subject.before,
    newData: subject.after,
    ...overrides,
  }
}

/** The change of enabling or disabling a record (an agent, a merchant): the flag before and after, with the reason given. */
export function enablingChange(subject: Subject, entityId: number, body: { enabled: boolean; reason?: unknown }): AuditEntry {
  return subjectChange(subject, 'StatusChange', { entityId, oldData: { enabled: !body.enabled }, newData: { enabled: body.enabled, reason: body.reason } })
}

export function isChanged(result: unknown): result is Changed<OperationId> {
  return typeof result === 'object' && result !== null && (result as { kind?: unknown }).kind === 'changed' && 'change' in result && 'answer' in result
}

/** A handler's result split into its answer and its change (null when it changed nothing). */
export function splitResult(result: unknown): { answer: unknown; change: AuditEntry | null } {
  return isChanged(result) ? { answer: result.answer, change: result.change } : { answer: result, change: null }
}
