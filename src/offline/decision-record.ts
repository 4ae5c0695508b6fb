// The outbox record of one approve/reject/return decision, built the same way by the service worker and by the page.
import type { TokenSubject } from '../lib/auth/access-token'
import type { QueuedDecision } from './db'

/** A decision as it will be sent again (same key, platform, headers and body), and the user who made it. */
export interface DecisionRecordInput extends Pick<QueuedDecision, 'idempotencyKey' | 'requestId' | 'decision' | 'reason' | 'fields' | 'url' | 'headers' | 'body'> {
  subject: TokenSubject
  /** Known to the page, not to the service worker (the page adds it after, by key: see titleDecision). */
  title?: string | null
}

/** A new outbox record: queued now, not attempted yet, with no outcome. */
export function decisionRecord(input: DecisionRecordInput): Omit<QueuedDecision, 'id'> {
  return {
    idempotencyKey: input.idempotencyKey,
    requestId: input.requestId,
    title: input.title ?? null,
    decision: input.decision,
    reason: input.reason,
    ...(input.fields ? { fields: input.fields } : {}),
    userId: input.subject.userId,
    username: input.subject.username,
    url: input.url,
    headers: input.headers,
    body: input.body,
    createdAt: new Date().toISOString(),
    status: 'queued',
    attempts: 0,
    lastAttemptAt: null,
    settledAt: null,
    outcome: null,
  }
}
