import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'

import { StatusBadge } from '../../../components/data-table/status-badge'
import { approvalStatusLabels, approvalStatusTones, type ApprovalStatus } from '../../../entities/approval-request'

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
    <StatusBadge tone={approvalStatusTones[status]} testId="approval-status">
      {i18n._(approvalStatusLabels[status])}
    </StatusBadge>
  )
}
