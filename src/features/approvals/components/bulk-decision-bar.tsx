import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog'
import { FormAlert } from '../../../components/form/form-alert'
import { formatNumber } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { errorMessage } from '../../../lib/validation'
import type { DecideApprovalsResult } from '../api/decide-approvals'
import { useDecideApprovals } from '../api/use-decide-approvals'
import { requestTitle } from '../request-title'
import type { ApprovalRequest } from '../types'
import { RejectDialog } from './reject-dialog'
import { ReturnDialog } from './return-dialog'

interface BulkDecisionBarProps {
  selected: readonly ApprovalRequest[]
  onDecided: () => void
  onClear: () => void
}

/** Approve, reject or return for correction the ticked requests at once; then what happened to each, applied or refused and why. */
export function BulkDecisionBar({ selected, onDecided, onClear }: BulkDecisionBarProps) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const decide = useDecideApprovals()
  // The requests as they were when the user asked: queuing them offline takes them out of the
  // page's selection one by one, and the dialog must not count down meanwhile.
  const [confirming, setConfirming] = useState<{ decision: 'approve' | 'reject' | 'return'; requests: readonly ApprovalRequest[] } | null>(null)
  const [results, setResults] = useState<{ results: DecideApprovalsResult[]; summaries: Map<number, string> } | null>(null)
  const count = formatNumber(selected.length, locale)
  const confirmingLength = confirming?.requests.length ?? selected.length
  const confirmingCount = formatNumber(confirmingLength, locale)

  const send = (requests: readonly ApprovalRequest[], decision: 'approve' | 'reject' | 'return', reason?: string) => {
    const summaries = new Map(requests.map((request) => [request.id, request.summary]))
    decide.mutate(
      requests.map((request) => ({ requestId: request.id, decision, title: requestTitle(request, i18n), ...(reason === undefined ? {} : { reason }) })),
      {
        onSuccess: (answer) => {
          setResults({ results: answer, summaries })
          onDecided()
        },
        onSettled: () => setConfirming(null),
      },
    )
  }

  return (
    <>
      {selected.length > 0 && (
        <Flex align="center" gap="3" wrap="wrap" p="3" borderRadius="l2" bg="brand.subtle" data-testid="bulk-bar">
          <Text fontWeight="medium">{selected.length === 1 ? <Trans>1 request selected</Trans> : <Trans>{count} requests selected</Trans>}</Text>
          <Button size="sm" colorPalette="green" onClick={() => setConfirming({ decision: 'approve', requests: selected })} disabled={decide.isPending}>
            <Trans>Approve selected</Trans>
          </Button>
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => setConfirming({ decision: 'reject', requests: selected })} disabled={decide.isPending}>
            <Trans>Reject selected</Trans>
          </Button>
          <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setConfirming({ decision: 'return', requests: selected })} disabled={decide.isPending}>
            <Trans>Return selected for correction</Trans>
          </Button>
          <Button size="sm" variant="ghost" onClick={onClear}>
            <Trans>Clear selection</Trans>
          </Button>
        </Flex>
      )}
      {decide.isError && <FormAlert status="error">{errorMessage(decide.error)}</FormAlert>}
      {results && <BulkResults results={results.results} summaries={results.summaries} onDismiss={() => setResults(null)} />}
      <ConfirmDialog
        open={confirming?.decision === 'approve'}
        testId="bulk-approve-dialog"
        title={confirmingLength === 1 ? <Trans>Approve 1 request?</Trans> : <Trans>Approve {confirmingCount} requests?</Trans>}
        confirmLabel={<Trans>Approve</Trans>}
        palette="green"
        pending={decide.isPending}
        onConfirm={() => confirming && send(confirming.requests, 'approve')}
        onCancel={() => setConfirming(null)}
      >
        <Trans>Each change is applied as its maker asked. A request decided meanwhile by someone else is refused and left as it is.</Trans>
      </ConfirmDialog>
      <RejectDialog
        open={confirming?.decision === 'reject'}
        title={confirmingLength === 1 ? <Trans>Reject 1 request</Trans> : <Trans>Reject {confirmingCount} requests</Trans>}
        pending={decide.isPending}
        onCancel={() => setConfirming(null)}
        onReject={(reason) => confirming && send(confirming.requests, 'reject', reason)}
      />
      {/* The drawer's return dialog: the same note, checked the same way; no fields to name across several requests. */}
      <ReturnDialog
        // A fresh note for every selection returned.
        key={confirming?.decision === 'return' ? 'returning' : 'closed'}
        open={confirming?.decision === 'return'}
        title={confirmingLength === 1 ? <Trans>Return 1 request for correction</Trans> : <Trans>Return {confirmingCount} requests for correction</Trans>}
        pending={decide.isPending}
        fields={[]}
        onCancel={() => setConfirming(null)}
        onReturn={(note) => confirming && send(confirming.requests, 'return', note)}
      />
      <Text srOnly aria-live="polite">
        {decide.isPending ? t`Sending your decisions…` : ''}
      </Text>
    </>
  )
}

function BulkResults({ results, summaries, onDismiss }: { results: DecideApprovalsResult[]; summaries: Map<number, string>; onDismiss: () => void }) {
  const locale = activeLocale()
  const applied = formatNumber(results.filter((r) => r.outcome === 'applied').length, locale)
  const queued = formatNumber(results.filter((r) => r.outcome === 'queued').length, locale)
  const refused = formatNumber(results.filter((r) => r.outcome === 'refused').length, locale)
  return (
    <Box borderWidth="1px" borderRadius="l2" p="3" data-testid="bulk-results" role="status">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="2">
        <Text fontWeight="semibold" data-testid="bulk-summary">
          <Trans>
            {applied} applied, {queued} waiting for the network, {refused} refused
          </Trans>
        </Text>
        <Button size="xs" variant="ghost" onClick={onDismiss}>
          <Trans>Dismiss</Trans>
        </Button>
      </Flex>
      <Box as="ul" listStyleType="none" m="0" p="0" fontSize="sm">
        {results.map((result) => (
          <Flex as="li" key={result.requestId} gap="2" py="1" borderTopWidth="1px" data-request-id={result.requestId} data-outcome={result.outcome}>
            <Text as="span" flexShrink={0} fontWeight="medium" color={result.outcome === 'refused' ? 'fg.error' : result.outcome === 'applied' ? 'green.fg' : 'fg.muted'}>
              {result.outcome === 'applied' ? <Trans>Applied</Trans> : result.outcome === 'queued' ? <Trans>Queued</Trans> : <Trans>Refused</Trans>}
            </Text>
            <Text as="span">
              #{result.requestId} {summaries.get(result.requestId)}
              {result.outcome === 'refused' && result.message ? `: ${result.message}` : ''}
            </Text>
          </Flex>
        ))}
      </Box>
    </Box>
  )
}
