import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'

import { StatusBadge, type BadgeTone } from '../../../components/data-table/status-badge'
import type { ApprovalStatus } from '../types'

export const approvalStatusLabels = {
  Pending: msg`Pending`,
  Approved: msg`Approved`,
  Rejected: msg`Rejected`,
} as const

const tones: Record<ApprovalStatus, BadgeTone> = { Pending: 'warning', Approved: 'success', Rejected: 'danger' }

/** A decision made offline on this device, waiting to be sent. */
export function QueuedDecisionBadge({ decision }: { decision: 'approve' | 'reject' }) {
  const { i18n } = useLingui()
  return (
    <StatusBadge tone="info" testId="queued-decision">
      {i18n._(decision === 'approve' ? msg`Queued: approve` : msg`Queued: reject`)}
    </StatusBadge>
  )
}

export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  const { i18n } = useLingui()
  return (
    <StatusBadge tone={tones[status]} testId="approval-status">
      {i18n._(approvalStatusLabels[status])}
    </StatusBadge>
  )
}
