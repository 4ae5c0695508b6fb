// The one way a decision reaches the platform. The Idempotency-Key is made here, at the click: when
// the network is gone the service worker keeps the request (answering 202 with x-offline-queued)
// and replays it later with the same key, so the platform applies it exactly once.
import { ApiError } from '../../../api/api-error'
import { apms } from '../../../api/clients'
import { tokenSubject } from '../../../lib/auth/access-token'
import { auth } from '../../../lib/auth/auth-context'
import { config } from '../../../lib/config'
import { offlineDb } from '../../../offline/db'
import { decisionRecord } from '../../../offline/decision-record'
import { enqueueDecision, titleDecision } from '../../../offline/outbox-store'
import { requestReplay } from '../../../offline/sw-bridge'
import type { ApprovalRequestDetail } from '../types'

export interface DecideApprovalInput {
  requestId: number
  decision: 'approve' | 'reject' | 'return'
  /** A rejection's reason, or a return's note. */
  reason?: string
  /** The fields a return names for correction. */
  fields?: string[]
  /** The request's title as the user saw it, kept with a decision queued offline (the outbox names it). */
  title?: string
}

/** 'applied' carries the decided request, or null when it could not be read back (network lost just after). */
export type DecideApprovalResult = { outcome: 'applied'; request: ApprovalRequestDetail | null } | { outcome: 'queued'; idempotencyKey: string }

/**
 * Where no service worker controls the page (first visit, unsupported browser), or a bulk decision
 * found no network: queue it here, in the same outbox the service worker replays.
 */
export async function queueOnThePage(input: DecideApprovalInput, idempotencyKey: string): Promise<void> {
  const subject = tokenSubject(auth.accessToken() ? `Bearer ${auth.accessToken()}` : null)
  if (!subject) throw new ApiError(401, ['Your session has expired, please login again'], 'Unauthorized', null, [], null, 'SESSION_EXPIRED')
  const action = actions[input.decision]
  await enqueueDecision(
    offlineDb,
    decisionRecord({
      idempotencyKey,
      requestId: input.requestId,
      title: input.title ?? null,
      decision: input.decision,
      reason: input.reason ?? null,
      fields: input.decision === 'return' ? (input.fields ?? []) : null,
      subject,
      url: `${config.apiBaseUrl}/apms/api/v1/Approval/${action}?id=${input.requestId}`,
      headers: { 'app-id': config.appId, 'app-key': config.appKey, channel: config.channel, 'content-type': 'application/json' },
      body: input.decision === 'approve' ? null : JSON.stringify(input.decision === 'reject' ? { reason: input.reason ?? '' } : returnBody(input)),
    }),
  )
}

const actions = { approve: 'Approve', reject: 'Reject', return: 'Return' } as const

/** A return's body: its note, and the fields only when it names some. */
const returnBody = (input: DecideApprovalInput) => ({ note: input.reason ?? '', ...(input.fields?.length ? { fields: input.fields } : {}) })

/** Approves, rejects or returns for correction; 'queued' when kept for later; throws ApiError when the platform refuses. */
export async function decideApproval(input: DecideApprovalInput): Promise<DecideApprovalResult> {
  const idempotencyKey = crypto.randomUUID()
  const params = { query: { id: input.requestId }, header: { 'Idempotency-Key': idempotencyKey } }
  let response: Response
  try {
    const result =
      input.decision === 'approve'
        ? await apms.PUT('/apms/api/v1/Approval/Approve', { params })
        : input.decision === 'reject'
          ? await apms.PUT('/apms/api/v1/Approval/Reject', { params, body: { reason: input.reason ?? '' } })
          : await apms.PUT('/apms/api/v1/Approval/Return', { params, body: returnBody(input) })
    response = result.response
  } catch (error) {
    if (error instanceof ApiError) throw error
    await queueOnThePage(input, idempotencyKey)
    void requestReplay()
    return { outcome: 'queued', idempotencyKey }
  }
  if (response.headers.get('x-offline-queued') === '1') {
    // The service worker kept it from the request alone: the page knows what the request was called.
    if (input.title) await titleDecision(offlineDb, idempotencyKey, input.title)
    return { outcome: 'queued', idempotencyKey }
  }
  // The decision is applied: failing to read it back must not make it look failed.
  try {
    const { data } = await apms.GET('/apms/api/v1/Approval/{id}', { params: { path: { id: input.requestId } } })
    return { outcome: 'applied', request: data?.data ?? null }
  } catch {
    return { outcome: 'applied', request: null }
  }
}
