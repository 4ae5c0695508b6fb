import { Box, Button, Drawer, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'

import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog'
import { SideDrawer } from '../../../components/data-table/side-drawer'
import { DetailList } from '../../../components/detail-list'
import { QueryBlock } from '../../../components/feedback/query-state'
import { FormAlert } from '../../../components/form/form-alert'
import { entityTypeLabel } from '../../../entities/audit-record'
import { permissionLabel } from '../../../entities/permission-words'
import { usePermission } from '../../../lib/auth/use-permission'
import { entityLink } from '../../../lib/entity-links'
import { formatDateTime } from '../../../lib/format'
import { permission } from '../../../lib/permissions'
import { activeLocale } from '../../../lib/i18n'
import { errorMessage } from '../../../lib/validation'
import { decisionOutcome } from '../../../offline/decision-words'
import { useOutboxDecision, useQueuedDecisions } from '../../../offline/use-outbox'
import { useApprovalRequest } from '../api/get-approval-request'
import { useDecideApproval } from '../api/use-decide-approval'
import type { ApprovalRequestDetail } from '../types'
import { requestTitle } from '../request-title'
import { ApprovalDocuments } from './approval-documents'
import { ApprovalHints } from './approval-hints'
import { ApprovalIdentityNumbers } from './approval-identity-numbers'
import { ApprovalImpact } from './approval-impact'
import { useDecidedElsewhere } from '../use-live-approvals'
import { ApprovalStatusBadge, DecidedElsewhereNote, QueuedDecisionBadge } from './approval-status-badge'
import { DataComparisonTable } from '../../../components/data-comparison/data-comparison-table'
import { RejectDialog } from './reject-dialog'
import { ReturnDialog } from './return-dialog'
import { ApprovalHistory } from './approval-history'
import { correctionLink } from '../correction-link'
import { namedFieldsInWords, returnableFields } from '../returnable-fields'
import { auth } from '../../../lib/auth/auth-context'

interface ApprovalRequestDrawerProps {
  requestId: number | undefined
  onClose: () => void
}

/** One approval request in a side panel (its URL is shareable): who, what, before and after, decide. */
export function ApprovalRequestDrawer({ requestId, onClose }: ApprovalRequestDrawerProps) {
  return (
    <SideDrawer open={requestId !== undefined} onClose={onClose} testId="approval-request">
      {requestId !== undefined && <RequestPanel key={requestId} requestId={requestId} />}
    </SideDrawer>
  )
}

function RequestPanel({ requestId }: { requestId: number }) {
  const request = useApprovalRequest(requestId)
  // A failed refresh keeps showing what was loaded before (offline reading).
  if (request.data) return <RequestDetail request={request.data} />
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>
          <Trans>Request #{requestId}</Trans>
        </Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <QueryBlock query={request}>{() => null}</QueryBlock>
      </Drawer.Body>
    </>
  )
}

type Decision = 'approve' | 'reject' | 'return'

function RequestDetail({ request }: { request: ApprovalRequestDetail }) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const decide = useDecideApproval()
  const canOpenDocuments = usePermission(permission('Merchant', 'View Merchant'))
  const [confirming, setConfirming] = useState<Decision | null>(null)
  const waiting = useQueuedDecisions().get(request.id)
  const elsewhere = useDecidedElsewhere().get(request.id)
  // A decision already waiting on this device, or one another checker just made, must not be made twice.
  const decisionOpen = request.status === 'Pending' && request.canDecide && !waiting && !elsewhere

  const title = requestTitle(request, i18n)

  const send = (decision: Decision, reason?: string, fields?: string[]) => {
    decide.mutate({ requestId: request.id, decision, title, ...(reason === undefined ? {} : { reason }), ...(fields === undefined ? {} : { fields }) }, { onSettled: () => setConfirming(null) })
  }
  const fields = returnableFields(request.entityType, request.afterData, i18n)
  const correction = request.maker.userId !== null && request.maker.userId === auth.userId() ? correctionLink(request) : undefined
  const lastReturn = request.status === 'Returned' ? request.history.findLast((entry) => entry.event === 'Returned') : undefined

  const user = (ref: { fullName: string; username: string }) => (
    <>
      {ref.fullName}{' '}
      <Text as="span" color="fg.muted">
        ({ref.username})
      </Text>
    </>
  )
  const link = request.entityId === null ? undefined : entityLink(request.entityType, String(request.entityId))
  const entityWords = `${entityTypeLabel(request.entityType, i18n)}${request.entityName ? ` · ${request.entityName}` : ''}`
  const created = request.status === 'Approved' && request.operation.startsWith('create')

  const details = [
    { id: 'permission', label: <Trans>Permission</Trans>, value: permissionLabel(request.permission, i18n) },
    {
      id: 'entity',
      label: <Trans>Record</Trans>,
      value: link ? (
        <ChakraLink asChild color="brand.fg" textDecoration="underline" data-testid="request-entity-link">
          <Link {...link}>{created ? t`${entityWords} (created by this request)` : entityWords}</Link>
        </ChakraLink>
      ) : (
        entityWords
      ),
    },
    { id: 'maker', label: <Trans>Maker</Trans>, value: user(request.maker) },
    { id: 'createdAt', label: <Trans>Sent</Trans>, value: formatDateTime(request.createdAt, locale) },
    { id: 'approverRoles', label: <Trans>Approver roles</Trans>, value: request.approverRoles.map((role) => role.name).join(', ') || '—' },
    ...(request.decidedBy
      ? [
          {
            id: 'decidedBy',
            label: request.status === 'Rejected' ? <Trans>Rejected by</Trans> : request.status === 'Returned' ? <Trans>Returned by</Trans> : <Trans>Approved by</Trans>,
            value: user(request.decidedBy),
          },
        ]
      : []),
    ...(request.decidedAt ? [{ id: 'decidedAt', label: request.status === 'Returned' ? <Trans>Returned</Trans> : <Trans>Decided</Trans>, value: formatDateTime(request.decidedAt, locale) }] : []),
    ...(request.reason ? [{ id: 'reason', label: request.status === 'Returned' ? <Trans>Note to the maker</Trans> : <Trans>Reason</Trans>, value: request.reason }] : []),
    ...(lastReturn?.fields.length ? [{ id: 'returnedFields', label: <Trans>Fields to correct</Trans>, value: namedFieldsInWords(request.entityType, lastReturn.fields, i18n) }] : []),
  ]

  return (
    <>
      <Drawer.Header pe="12">
        <Stack gap="2">
          <Text fontSize="xs" color="fg.muted" fontWeight="medium">
            <Trans>Request #{request.id}</Trans>
          </Text>
          <Drawer.Title>{title}</Drawer.Title>
          <Flex gap="1" wrap="wrap" align="center">
            <ApprovalStatusBadge status={elsewhere?.status ?? request.status} />
            {waiting && request.status === 'Pending' && !elsewhere && <QueuedDecisionBadge decision={waiting.decision} />}
          </Flex>
        </Stack>
      </Drawer.Header>
      {/* A long request scrolls: the keyboard reaches it even when it holds no link or button. */}
      <Drawer.Body tabIndex={0} aria-label={t`Request #${request.id}`}>
        <Stack gap="6">
          <DecisionFeedback decide={decide} />
          <ApprovalHints hints={request.hints} />
          <DetailList items={details} testId="approval-request-details" />
          <ApprovalHistory request={request} />
          <ApprovalImpact impact={request.impact} />
          <ApprovalDocuments requestId={request.id} documents={request.documents} canOpen={canOpenDocuments} />
          <ApprovalIdentityNumbers request={request} />
          <DataComparisonTable
            entityType={request.entityType}
            beforeData={request.beforeData}
            afterData={request.afterData}
            changedFields={request.changedFields}
            references={request.references}
            omit={request.documents.length ? ['documents', 'document'] : undefined}
          />
        </Stack>
      </Drawer.Body>
      <Drawer.Footer borderTopWidth="1px" justifyContent="flex-start" flexWrap="wrap">
        {elsewhere ? (
          <Box role="status" aria-live="polite">
            <DecidedElsewhereNote decision={elsewhere} />
          </Box>
        ) : decisionOpen ? (
          <>
            <Button colorPalette="green" onClick={() => setConfirming('approve')} disabled={decide.isPending}>
              <Trans>Approve</Trans>
            </Button>
            <Button variant="outline" onClick={() => setConfirming('return')} disabled={decide.isPending} data-testid="return-request">
              <Trans>Return for correction</Trans>
            </Button>
            <Button colorPalette="red" variant="outline" onClick={() => setConfirming('reject')} disabled={decide.isPending}>
              <Trans>Reject</Trans>
            </Button>
          </>
        ) : correction ? (
          <Button asChild colorPalette="brand" data-testid="correct-and-resubmit">
            <Link {...correction}>
              <Trans>Correct and resubmit</Trans>
            </Link>
          </Button>
        ) : request.status === 'Returned' ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>This request was returned to its maker for correction; it comes back here once they resubmit it.</Trans>
          </Text>
        ) : waiting && request.status === 'Pending' ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>Your decision is saved on this device and will be sent when the connection returns.</Trans>
          </Text>
        ) : request.status === 'Pending' ? (
          <Text fontSize="sm" color="fg.muted" data-testid="cannot-decide">
            <Trans>Only a user who holds one of the approver roles, and who did not make this request, can approve or reject it.</Trans>
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            <Trans>This request has been decided.</Trans>
          </Text>
        )}
      </Drawer.Footer>
      <ConfirmDialog
        open={confirming === 'approve' && decisionOpen}
        testId="approve-dialog"
        title={<Trans>Approve request #{request.id}?</Trans>}
        confirmLabel={<Trans>Approve</Trans>}
        palette="green"
        pending={decide.isPending}
        onConfirm={() => send('approve')}
        onCancel={() => setConfirming(null)}
      >
        <Text>
          <Trans>Approving applies this change at once: {title}.</Trans>
        </Text>
      </ConfirmDialog>
      <RejectDialog
        open={confirming === 'reject' && decisionOpen}
        title={<Trans>Reject request #{request.id}</Trans>}
        pending={decide.isPending}
        onCancel={() => setConfirming(null)}
        onReject={(reason) => send('reject', reason)}
      />
      <ReturnDialog
        open={confirming === 'return' && decisionOpen}
        title={<Trans>Return request #{request.id} for correction</Trans>}
        pending={decide.isPending}
        fields={fields}
        onCancel={() => setConfirming(null)}
        onReturn={(note, named) => send('return', note, named)}
      />
      <Text srOnly aria-live="polite">
        {decide.isPending ? t`Sending your decision…` : ''}
      </Text>
    </>
  )
}

function DecisionFeedback({ decide }: { decide: ReturnType<typeof useDecideApproval> }) {
  if (decide.isError) {
    return (
      <Box data-testid="decision-error">
        <FormAlert status="error">{errorMessage(decide.error)}</FormAlert>
      </Box>
    )
  }
  if (!decide.isSuccess) return null
  const requestId = decide.variables.requestId
  return (
    <Box data-testid="decision-result">
      {decide.data.outcome === 'queued' ? (
        <QueuedFeedback requestId={requestId} idempotencyKey={decide.data.idempotencyKey} />
      ) : decide.variables.decision === 'return' ? (
        <FormAlert status="success">
          <Trans>Request #{requestId} returned to its maker for correction: nothing was changed.</Trans>
        </FormAlert>
      ) : decide.variables.decision === 'approve' ? (
        <FormAlert status="success">
          <Trans>Request #{requestId} approved: the change has been applied.</Trans>
        </FormAlert>
      ) : (
        <FormAlert status="success">
          <Trans>Request #{requestId} rejected: nothing was changed.</Trans>
        </FormAlert>
      )}
    </Box>
  )
}

/**
 * A decision kept on the device: the offline note while it waits, then its outcome in words as
 * soon as it syncs (applied, or refused with the reason in the reader's language).
 */
function QueuedFeedback({ requestId, idempotencyKey }: { requestId: number; idempotencyKey: string }) {
  const { i18n } = useLingui()
  const record = useOutboxDecision(idempotencyKey)
  const outcome = record ? decisionOutcome(record, i18n) : null
  if (record && outcome) {
    return (
      <Box data-testid="decision-synced" data-status={record.status}>
        <FormAlert status={record.status === 'applied' ? 'success' : record.status === 'refused' ? 'error' : 'info'}>{outcome}</FormAlert>
      </Box>
    )
  }
  return (
    <FormAlert status="info">
      <Trans>You are offline: your decision on request #{requestId} is saved on this device and will be sent when the connection returns.</Trans>
    </FormAlert>
  )
}
