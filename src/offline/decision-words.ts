// A queued decision in words, for the banner and the outbox: by the request's title when the record has it,
// and its outcome in the reader's language (a refusal from its code and values, as every refusal is worded).
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import { refusalMessage } from '../lib/error-messages'
import type { QueuedDecision } from './db'

/** "Approve: Onboard merchant Ade Stores Ltd"; a record queued before titles were kept: "Approve request #21". */
export function decisionLabel(item: Pick<QueuedDecision, 'decision' | 'requestId' | 'title'>, i18n: I18n): string {
  const { title, requestId } = item
  if (title) return i18n._(item.decision === 'approve' ? msg`Approve: ${title}` : item.decision === 'return' ? msg`Return for correction: ${title}` : msg`Reject: ${title}`)
  return i18n._(item.decision === 'approve' ? msg`Approve request #${requestId}` : item.decision === 'return' ? msg`Return request #${requestId} for correction` : msg`Reject request #${requestId}`)
}

/**
 * Why a synced decision was refused, in the reader's language: worded from the refusal's code and
 * values kept in the outbox; the server's sentence only for a code this build does not word (or a
 * record kept before codes were).
 */
export function refusalWords(item: Pick<QueuedDecision, 'outcome' | 'code' | 'values'>): string {
  return refusalMessage(item.code, item.values ?? undefined, item.outcome ?? '')
}

/** A settled decision's outcome in words: "Your approval was applied.", "Your rejection was refused: <why>"... Null while it waits. */
export function decisionOutcome(item: Pick<QueuedDecision, 'decision' | 'status' | 'outcome' | 'code' | 'values'>, i18n: I18n): string | null {
  if (item.status === 'applied') {
    if (item.decision === 'return') return i18n._(msg`Your return for correction was sent: the request is back with its maker.`)
    return i18n._(item.decision === 'approve' ? msg`Your approval was sent and applied.` : msg`Your rejection was sent and applied.`)
  }
  if (item.status === 'refused') {
    const why = refusalWords(item)
    if (item.decision === 'return') return i18n._(msg`Your return for correction was refused: ${why}`)
    return i18n._(item.decision === 'approve' ? msg`Your approval was refused: ${why}` : msg`Your rejection was refused: ${why}`)
  }
  if (item.status === 'cancelled') return i18n._(msg`You cancelled this decision before it was sent.`)
  return null
}
