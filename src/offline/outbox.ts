// Queueing a decision made without network: the service worker recognises an Approve/Reject/Return request, keeps it and answers 202.
import { tokenSubject } from '../lib/auth/access-token'
import type { QueuedDecision } from './db'
import { decisionRecord } from './decision-record'

const decisionPath = /\/apms\/api\/v1\/Approval\/(Approve|Reject|Return)$/
const decisionOf = { Approve: 'approve', Reject: 'reject', Return: 'return' } as const

/** A queued decision from an Approve/Reject request; null when it is not one or lacks a key. */
export async function decisionFromRequest(request: Request): Promise<Omit<QueuedDecision, 'id'> | null> {
  const url = new URL(request.url)
  const match = decisionPath.exec(url.pathname)
  const key = request.headers.get('Idempotency-Key')
  const requestId = Number(url.searchParams.get('id'))
  const subject = tokenSubject(request.headers.get('Authorization'))
  if (request.method !== 'PUT' || !match || !key || !Number.isInteger(requestId) || !subject) return null
  const body = await request.clone().text()
  // A rejection's reason, or a return's note and fields.
  let reason: string | null = null
  let fields: string[] | null = null
  try {
    const parsed = body ? (JSON.parse(body) as { reason?: string; note?: string; fields?: string[] }) : null
    reason = parsed?.reason ?? parsed?.note ?? null
    fields = Array.isArray(parsed?.fields) ? parsed.fields : null
  } catch {
    // Not JSON: kept as sent, without a reason or fields.
  }
  const headers: Record<string, string> = {}
  for (const name of ['app-id', 'app-key', 'channel', 'content-type']) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  return decisionRecord({
    idempotencyKey: key,
    requestId,
    decision: decisionOf[match[1] as keyof typeof decisionOf],
    reason,
    fields,
    subject,
    url: url.pathname + url.search,
    headers,
    body: body || null,
  })
}

/** Whether a request is an Approve/Reject/Return decision (PUT), which the worker keeps when the network is gone. */
export function isDecisionRequest(url: URL, method: string): boolean {
  return method === 'PUT' && decisionPath.test(url.pathname)
}

/** The synthetic answer for a queued decision: 202 with a header the page recognises. */
export function queuedResponse(idempotencyKey: string): Response {
  const body = { succeeded: true, message: 'Queued until the network returns', errors: null, data: { queued: true, idempotencyKey } }
  return new Response(JSON.stringify(body), { status: 202, headers: { 'content-type': 'application/json', 'x-offline-queued': '1' } })
}

/** The Background Sync tag that wakes the worker to replay the outbox. */
export const OUTBOX_SYNC_TAG = 'approval-outbox'
