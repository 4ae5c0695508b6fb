import { describe, expect, it } from 'vitest'

import { ApiError } from '../../../api/api-error'
import type { components } from '../../../api/schema/apms'
import { batchesOf, bulkItems, isBatchRefusal, resultsOf, withKeys, type KeyedDecision } from './decide-approvals'

type BulkResult = components['schemas']['ApprovalDecisionResult']

const keyed: KeyedDecision[] = [
  { requestId: 118, decision: 'approve', idempotencyKey: 'k-118' },
  { requestId: 117, decision: 'reject', reason: 'Wrong settlement account', idempotencyKey: 'k-117' },
  { requestId: 116, decision: 'approve', idempotencyKey: 'k-116' },
  { requestId: 115, decision: 'approve', idempotencyKey: 'k-115' },
]

function result(decision: KeyedDecision, outcome: BulkResult['outcome'], extra: Partial<BulkResult> = {}): BulkResult {
  const status = { applied: 200, refused: 409, failed: 500 }[outcome]
  return {
    id: decision.requestId,
    idempotencyKey: decision.idempotencyKey,
    status,
    outcome,
    message: outcome === 'applied' ? 'Approved and applied' : 'Conflict',
    errors: null,
    code: null,
    request: null,
    ...extra,
  }
}

describe('decideApprovals, the pure parts', () => {
  it('makes one key per decision, at the click', () => {
    let n = 0
    const decisions = withKeys(
      [
        { requestId: 1, decision: 'approve' },
        { requestId: 2, decision: 'reject', reason: 'No' },
      ],
      () => `key-${++n}`,
    )
    expect(decisions).toEqual([
      { requestId: 1, decision: 'approve', idempotencyKey: 'key-1' },
      { requestId: 2, decision: 'reject', reason: 'No', idempotencyKey: 'key-2' },
    ])
    const real = withKeys([
      { requestId: 1, decision: 'approve' },
      { requestId: 2, decision: 'approve' },
    ])
    expect(new Set(real.map((d) => d.idempotencyKey)).size).toBe(2)
    expect(real[0]?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
  })

  it('splits a large selection into calls the platform accepts, in order', () => {
    const ids = Array.from({ length: 230 }, (_, i) => i)
    const batches = batchesOf(ids)
    expect(batches.map((b) => b.length)).toEqual([100, 100, 30])
    expect(batches.flat()).toEqual(ids)
  })

  it('sends a reason only with a rejection', () => {
    expect(bulkItems([{ requestId: 5, decision: 'approve', reason: 'ignored', idempotencyKey: 'k-5' }, keyed[1]!])).toEqual([
      { id: 5, decision: 'approve', idempotencyKey: 'k-5' },
      { id: 117, decision: 'reject', reason: 'Wrong settlement account', idempotencyKey: 'k-117' },
    ])
  })

  it('answers a result per decision in the order asked, matched by key; failed or missing ones are sent again', () => {
    const request = { id: 118, status: 'Approved' } as unknown as BulkResult['request']
    const answer = [
      result(keyed[1]!, 'refused', { errors: ['This request was already rejected by checker2 on 2 Nov 2026, 11:04 (Lagos time)'] }),
      result(keyed[0]!, 'applied', { request }),
      result(keyed[2]!, 'failed', { errors: ['Something went wrong on our side'] }),
    ]
    const { results, retry } = resultsOf(keyed, answer)
    expect(results).toEqual([
      { requestId: 118, outcome: 'applied', message: 'Approved and applied', request },
      { requestId: 117, outcome: 'refused', message: 'This request was already rejected by checker2 on 2 Nov 2026, 11:04 (Lagos time)' },
      null,
      null,
    ])
    expect(retry.map((d) => d.idempotencyKey)).toEqual(['k-116', 'k-115'])
  })

  it('tells a whole batch refused from a session or platform problem', () => {
    expect(isBatchRefusal(new ApiError(400, ['decisions.0.reason: is required'], 'Request validation failed', null))).toBe(true)
    expect(isBatchRefusal(new ApiError(403, ['You do not have the permission Approval / Approve Request'], 'Forbidden', null))).toBe(true)
    for (const status of [401, 408, 429, 500, 503]) expect(isBatchRefusal(new ApiError(status, [], 'x', null))).toBe(false)
  })
})
