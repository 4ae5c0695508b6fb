// Several decisions at once (a checker's selection in the approval list): one bulk decision
// online, each with its own Idempotency-Key made here, at the click. Without network each is kept
// in the device's outbox, like a single decision, and replayed in batches later with the same key.
import type { components } from '../../../api/schema/apms'
import { ApiError } from '../../../api/api-error'
import { apms } from '../../../api/clients'
import { tokenSubject } from '../../../lib/auth/access-token'
import { auth } from '../../../lib/auth/auth-context'
import { refusalMessage } from '../../../lib/error-messages'
import { offlineDb } from '../../../offline/db'
import { requestReplay } from '../../../offline/sw-bridge'
import type { ApprovalRequestDetail } from '../types'
import { queueOnThePage, type DecideApprovalInput } from './decide-approval'

type BulkResult = components['schemas']['ApprovalDecisionResult']
type BulkItem = components['schemas']['ApprovalDecisionItem']

export interface DecideApprovalsResult {
  requestId: number
  /** applied: decided now; queued: kept on this device until the network returns; refused: with the reason. */
  outcome: 'applied' | 'queued' | 'refused'
  message?: string
  request?: ApprovalRequestDetail
}

export interface KeyedDecision extends DecideApprovalInput {
  idempotencyKey: string
}

/** The bulk operation's maxItems: a larger selection goes in several calls, in order. */
export const BULK_DECISION_LIMIT = 100

/** One key per decision, made when the user clicked. */
export function withKeys(inputs: readonly DecideApprovalInput[], makeKey: () => string = () => crypto.randomUUID()): KeyedDecision[] {
  return inputs.map((input) => ({ ...input, idempotencyKey: makeKey() }))
}

export function batchesOf<T>(items: readonly T[], size = BULK_DECISION_LIMIT): T[][] {
  const batches: T[][] = []
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size))
  return batches
}

/** The bulk body: an approval has no reason (the platform refuses one); a return has its note and fields. */
export function bulkItems(batch: readonly KeyedDecision[]): BulkItem[] {
  return batch.map(({ requestId, decision, reason, fields, idempotencyKey }) =>
    decision === 'reject'
      ? { id: requestId, decision, reason: reason ?? '', idempotencyKey }
      : decision === 'return'
        ? { id: requestId, decision, note: reason ?? '', ...(fields?.length ? { fields } : {}), idempotencyKey }
        : { id: requestId, decision, idempotencyKey },
  )
}

/**
 * The bulk answer as one result per decision, in the order asked (matched by key). A decision the
 * platform failed on (5xx), or that the answer lacks, is to be sent again: listed in `retry`.
 */
export function resultsOf(batch: readonly KeyedDecision[], answer: readonly BulkResult[]): { results: (DecideApprovalsResult | null)[]; retry: KeyedDecision[] } {
  const byKey = new Map(answer.map((result) => [result.idempotencyKey, result]))
  const retry: KeyedDecision[] = []
  const results = batch.map((decision): DecideApprovalsResult | null => {
    const result = byKey.get(decision.idempotencyKey)
    if (!result || result.outcome === 'failed') {
      retry.push(decision)
      return null
    }
    if (result.outcome === 'applied')
      return { requestId: decision.requestId, outcome: 'applied', ...(result.message ? { message: result.message } : {}), ...(result.request ? { request: result.request } : {}) }
    return { requestId: decision.requestId, outcome: 'refused', message: refusalMessage(result.code, result.values, result.errors?.[0] ?? result.message ?? `Refused (${result.status})`) }
  })
  return { results, retry }
}

/** A whole batch refused (bad input, no permission): each decision refused with the reason. 401 and 5xx are not refusals. */
export function isBatchRefusal(error: ApiError): boolean {
  return error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 408 && error.status !== 429
}

async function queueAll(decisions: readonly KeyedDecision[]): Promise<DecideApprovalsResult[]> {
  for (const { idempotencyKey, ...input } of decisions) await queueOnThePage(input, idempotencyKey)
  if (decisions.length) void requestReplay()
  return decisions.map((decision) => ({ requestId: decision.requestId, outcome: 'queued' }))
}

/** Decisions of this user still waiting on the device: new ones queue behind them, to keep the order. */
async function othersWaiting(): Promise<boolean> {
  const subject = tokenSubject(auth.accessToken() ? `Bearer ${auth.accessToken()}` : null)
  if (!subject) return false
  return (
    (await offlineDb.decisions
      .where('userId')
      .equals(subject.userId)
      .filter((d) => d.status === 'queued' || d.status === 'sending')
      .count()) > 0
  )
}

/** Approves or rejects several requests; a result per request, in order. Throws ApiError when the session is gone. */
export async function decideApprovals(inputs: readonly DecideApprovalInput[]): Promise<DecideApprovalsResult[]> {
  const decisions = withKeys(inputs)
  if (!decisions.length) return []
  if (await othersWaiting()) return queueAll(decisions)
  const results: DecideApprovalsResult[] = []
  const batches = batchesOf(decisions)
  for (const [index, batch] of batches.entries()) {
    let answer: readonly BulkResult[]
    try {
      const { data } = await apms.POST('/apms/api/v1/Approval/BulkDecision', { body: { decisions: bulkItems(batch) } })
      answer = data?.data ?? []
    } catch (error) {
      if (error instanceof ApiError && isBatchRefusal(error)) {
        results.push(...batch.map((decision): DecideApprovalsResult => ({ requestId: decision.requestId, outcome: 'refused', message: error.firstError })))
        continue
      }
      if (error instanceof ApiError && error.status === 401 && !results.length) throw error
      // No answer (or a platform failure): the keys make a decision the platform already applied
      // answer its first result when the outbox sends it again.
      results.push(...(await queueAll(batches.slice(index).flat())))
      break
    }
    const { results: decided, retry } = resultsOf(batch, answer)
    const queued = new Map((await queueAll(retry)).map((result) => [result.requestId, result]))
    results.push(...decided.map((result, i) => result ?? queued.get(batch[i]!.requestId)!))
  }
  return results
}
