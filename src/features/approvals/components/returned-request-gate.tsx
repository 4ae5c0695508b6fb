import { Button, Flex, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'

import { PendingBlock } from '../../../components/feedback/query-state'
import { FormAlert } from '../../../components/form/form-alert'
import type { ReturnedRequest } from '../../../lib/returned-request'
import { approvalKeys } from '../api/approval-keys'
import { useApprovalRequest } from '../api/get-approval-request'
import { resubmitRequest } from '../api/resubmit-request'
import { ReturnedNotice } from './returned-notice'

/**
 * Opens a form for a request returned to its maker: the form (children) once the request is read and
 * is theirs to correct (Returned, of this operation, with what they sent); otherwise why not.
 */
export function ReturnedRequestGate({ requestId, operation, children }: { requestId: number; operation: string; children: (returned: ReturnedRequest) => ReactNode }) {
  const request = useApprovalRequest(requestId)
  // Once the form is open it stays on what it opened with: resubmitting makes the request Pending again, and the form shows that it was sent.
  const [opened, setOpened] = useState<typeof request.data>(undefined)
  if (!request.data) return <PendingBlock queries={[request]} />
  const detail = opened ?? request.data
  if (!opened && detail.status === 'Returned' && detail.operation === operation && detail.input) setOpened(detail)
  if (detail.operation !== operation || detail.status !== 'Returned' || !detail.input) {
    return (
      <Stack gap="3" data-testid="returned-unavailable">
        <FormAlert status="info">
          <Trans>Request #{requestId} is not waiting for your correction (it may have been resubmitted or decided already).</Trans>
        </FormAlert>
        <Flex>
          <Button asChild size="sm" variant="outline">
            <Link to="/approval-management" search={{ madeBy: 'me', request: requestId }}>
              <Trans>Open the request</Trans>
            </Link>
          </Button>
        </Flex>
      </Stack>
    )
  }
  const fields = detail.history.findLast((entry) => entry.event === 'Returned')?.fields ?? []
  return children({
    requestId,
    input: detail.input,
    fields,
    notice: <ReturnedNotice request={detail} />,
    resubmit: (body, idempotencyKey) => resubmitRequest(requestId, body, idempotencyKey),
    invalidates: [approvalKeys.requests()],
  })
}
