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

type Decision = 'approve' | 'reject'

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

  const send = (decision: Decision, reason?: string) => {
    decide.mutate({ requestId: request.id, decision, title, ...(reason === undefined ? {} : { reason }) }, { onSettled: () => setConfirming(null) })
  }

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
    ...(request.decidedBy ? [{ id: 'decidedBy', label: request.status === 'Rejected' ? <Trans>Rejected by</Trans> : <Trans>Approved by</Trans>, value: user(request.decidedBy) }] : []),
    ...(request.decidedAt ? [{ id: 'decidedAt', label: <Trans>Decided</Trans>, value: formatDateTime(request.decidedAt, locale) }] : []),
    ...(request.reason ? [{ id: 'reason', label: <Trans>Reason</Trans>, value: request.reason }] : []),
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
            <Button colorPalette="red" variant="outline" onClick={() => setConfirming('reject')} disabled={decide.isPending}>
              <Trans>Reject</Trans>
            </Button>
          </>
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
