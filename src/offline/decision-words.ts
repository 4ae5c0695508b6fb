// A queued decision in words, for the banner and the outbox: by the request's title when the record has it.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { QueuedDecision } from './db'

/** "Approve: Onboard merchant Ade Stores Ltd"; a record queued before titles were kept: "Approve request #21". */
export function decisionLabel(item: Pick<QueuedDecision, 'decision' | 'requestId' | 'title'>, i18n: I18n): string {
  const { title, requestId } = item
  if (title) return i18n._(item.decision === 'approve' ? msg`Approve: ${title}` : item.decision === 'return' ? msg`Return for correction: ${title}` : msg`Reject: ${title}`)
  return i18n._(item.decision === 'approve' ? msg`Approve request #${requestId}` : item.decision === 'return' ? msg`Return request #${requestId} for correction` : msg`Reject request #${requestId}`)
}
