// Running an operation's handler once its request has passed the checks: its context, a read at once, or a write with idempotency, maker-checker and audit.
import type { Executor } from '../db/client.ts'
import { normalise } from './answers.ts'
import { splitResult, writeAudit, type Auditor } from './audit.ts'
import type { CompiledOperation } from './compiled-operations.ts'
import { ok } from './http.ts'
import { applyOnce, requestHashOf, type StoredAnswer } from './idempotency.ts'
import { approverRolesFor, storeApprovalRequest } from './maker-checker.ts'
import type { Pipeline } from './pipeline-steps.ts'
import type { AuditEntry, OperationId, RequestContext, StoredInput } from './types.ts'

/** What a failed operation still writes after its rollback: effects, and the audit records of refused attempts. */
export interface Deferred {
  rollbackEffects: ((executor: Executor) => Promise<void>)[]
  refusals: { username: string; entry: AuditEntry }[]
}

/** The handler's context on a given executor (the database, or the operation's transaction); what must survive a rollback goes to `deferred`. */
export function contextFor(base: Omit<RequestContext<OperationId>, 'db' | 'onRollback' | 'auditRefusal'>, deferred: Deferred): (executor: Executor) => RequestContext<OperationId> {
  return (executor) => ({
    ...base,
    db: executor,
    onRollback: (effect) => {
      deferred.rollbackEffects.push(effect)
    },
    auditRefusal: (username, auditEntry) => {
      deferred.refusals.push({ username, entry: auditEntry })
    },
  })
}

/** Whether the operation runs at once outside a transaction: a read sent without an Idempotency-Key, or a bulk operation (each of its items runs in its own: perform). */
export function runsAtOnce(entry: CompiledOperation, idempotencyKey: unknown): boolean {
  const reads = (entry.op.method === 'get' && !entry.handler.mutating) || entry.handler.readOnly
  return (reads && !idempotencyKey) || entry.handler.bulk === true
}

/** Idempotency, the transaction, maker-checker, the handler and its audit record: one request's, or one item's of a bulk operation. */
export async function applyOperation(
  p: Pipeline,
  entry: CompiledOperation,
  input: StoredInput,
  idempotency: { key: string | undefined; userKey: string },
  makeContext: (executor: Executor) => RequestContext<OperationId>,
  auditor: Auditor,
  deferred: Deferred,
): Promise<StoredAnswer & { replayed: boolean }> {
  const { op } = entry
  const { key, userKey } = idempotency
  const scope = key ? { userKey, key, operationId: op.operationId, requestHash: requestHashOf(op.operationId, input.path, input.query, input.body) } : null
  return applyOnce(
    p.db,
    scope,
    async (tx) => {
      const ctx = makeContext(tx)
      const config = op.approvable && typeof op.access === 'object' ? await approverRolesFor(tx, op.access.group, op.access.action) : null
      if (config && !entry.handler.subject) throw new Error(`${op.operationId} is approvable but describes no subject`)
      // Once per request: it is what is sent for approval, or what handle() applies.
      if (entry.handler.subject) ctx.subject = await entry.handler.subject(ctx)
      if (config && ctx.subject) {
        const approvalRequestId = await storeApprovalRequest(ctx, op.operationId as OperationId, config.permissionId, ctx.subject, input)
        return { status: 202, body: ok({ approvalRequestId, status: 'Pending' }, 'Sent for approval') }
      }
      const { answer, change } = splitResult(await entry.handler.handle(ctx))
      if (change) await writeAudit(tx, auditor, change)
      return normalise(answer)
    },
    () => auditAfterRollback(p, auditor, deferred),
  )
}

/** After a rollback: the effects that must persist and the audit records of refused attempts, in a transaction of their own. */
async function auditAfterRollback(p: Pipeline, auditor: Auditor, deferred: Deferred): Promise<void> {
  if (!deferred.rollbackEffects.length && !deferred.refusals.length) return
  await p.db.transaction(async (tx) => {
    for (const effect of deferred.rollbackEffects) await effect(tx)
    for (const refusal of deferred.refusals) await writeAudit(tx, { ...auditor, username: refusal.username }, refusal.entry)
  })
}
