import { Text } from '@chakra-ui/react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useLingui as useLinguiMacro } from '@lingui/react/macro'

import { StatusBadge } from '../../../components/data-table/status-badge'
import { approvalStatusLabels, approvalStatusTones, type ApprovalStatus } from '../../../entities/approval-request'
import type { DecidedElsewhere } from '../use-live-approvals'

/** A decision made offline on this device, waiting to be sent. */
export function QueuedDecisionBadge({ decision }: { decision: 'approve' | 'reject' | 'return' }) {
  const { i18n } = useLingui()
  return (
    <StatusBadge tone="info" testId="queued-decision">
      {i18n._(decision === 'approve' ? msg`Queued: approve` : decision === 'return' ? msg`Queued: return` : msg`Queued: reject`)}
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

/** A decision another user just made (from the event stream), shown before the list is read again. */
export function DecidedElsewhereNote({ decision }: { decision: DecidedElsewhere }) {
  const { t } = useLinguiMacro()
  const name = decision.decidedBy.fullName
  return (
    <Text
      as="span"
      display="block"
      fontSize="xs"
      fontWeight="medium"
      color={decision.status === 'Approved' ? { base: 'green.700', _dark: 'green.300' } : { base: 'red.700', _dark: 'red.300' }}
      data-testid="decided-elsewhere"
    >
      {decision.status === 'Rejected' ? t`Rejected by ${name} just now` : decision.status === 'Returned' ? t`Returned to its maker by ${name} just now` : t`Approved by ${name} just now`}
    </Text>
  )
}
