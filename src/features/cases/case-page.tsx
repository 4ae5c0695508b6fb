import { Box, Button, Flex, Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'

import { Card } from '../../components/card'
import { fieldDetails } from '../../components/data-table/field-columns'
import { StatusBadge } from '../../components/data-table/status-badge'
import { DetailList } from '../../components/detail-list'
import { ReasonDialog } from '../../components/dialogs/reason-dialog'
import { FieldValue } from '../../components/field-value'
import { QueryBlock } from '../../components/feedback/query-state'
import { FormAlert } from '../../components/form/form-alert'
import { caseFields, caseHistoryChange, caseHistoryLabels, type CaseDetail } from '../../entities/case'
import { transactionFields } from '../../entities/transaction'
import { usePermission } from '../../lib/auth/use-permission'
import { formatDateTime, formatNaira } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { permission } from '../../lib/permissions'
import { useCase } from './api/get-case'
import { useDisputedTransaction } from './api/get-disputed-transaction'
import { useReopenCase } from './api/reopen-case'
import { AssignForm, CommentForm, ResolveForm } from './components/case-forms'
import { Deadline } from './components/deadline'

/** /Case-Management/view-case without ?id=: say how to open one. */
export function NoCaseChosen() {
  return (
    <Card title={<Trans>No case chosen</Trans>} testId="no-case">
      <Text fontSize="sm">
        <Trans>
          Open a case from the{' '}
          <ChakraLink asChild color="brand.fg">
            <Link to="/Case-Management">list of cases</Link>
          </ChakraLink>
          , or search it there by its tracking number.
        </Trans>
      </Text>
    </Card>
  )
}

/** One case: the dispute and its deadline, the transaction, comments, assignment, resolution and history. */
export function CasePage({ caseId }: { caseId: number }) {
  const query = useCase(caseId)
  return (
    <QueryBlock query={query} testId="case">
      {(item) => <CaseView item={item} />}
    </QueryBlock>
  )
}

function CaseView({ item }: { item: CaseDetail }) {
  const { t, i18n } = useLingui()
  const canManage = usePermission(permission('Case', 'Manage Case'))
  const canReadTransactions = usePermission(permission('Report', 'View Transaction Report'))
  const open = item.status === 'Open' || item.status === 'InProgress'
  const [reopening, setReopening] = useState(false)
  const reopen = useReopenCase()
  const details = fieldDetails(
    caseFields,
    item,
    ['caseNumber', 'category', 'priority', 'status', 'customerName', 'customerPhone', 'amount', 'merchant', 'agent', 'assignee', 'createdBy', 'createdAt', 'dueAt'],
    i18n,
  )

  return (
    <Stack gap="5" data-testid="case-page" data-status={item.status}>
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h2" size="md" minW="0" overflowWrap="anywhere">
          <bdi dir="ltr">{item.caseNumber}</bdi> · <bdi>{item.title}</bdi>
        </Heading>
        <FieldValue definition={caseFields.status} value={item.status} />
        <Deadline item={item} />
      </Flex>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="5" alignItems="start">
        <Stack gap="5" minW="0">
          <Card title={<Trans>The dispute</Trans>} testId="case-details">
            <Text fontSize="sm" mb="3" whiteSpace="pre-wrap" dir="auto">
              {item.description}
            </Text>
            <DetailList items={details} />
          </Card>
          <Comments item={item} canComment={canManage && item.status !== 'Closed'} />
          <History item={item} />
        </Stack>
        <Stack gap="5" minW="0">
          {item.transactionReference && <DisputedTransaction reference={item.transactionReference} canRead={canReadTransactions} />}
          {canManage && open && (
            <Card title={item.assignee ? <Trans>Reassign</Trans> : <Trans>Assign</Trans>} testId="case-assign">
              <AssignForm item={item} />
            </Card>
          )}
          {canManage && open && (
            <Card title={<Trans>Resolve</Trans>} testId="case-resolve">
              <ResolveForm item={item} />
            </Card>
          )}
          {item.status === 'Resolved' && (
            <Card
              title={<Trans>Resolution</Trans>}
              testId="case-resolution"
              actions={
                canManage && (
                  <Button size="sm" variant="outline" onClick={() => setReopening(true)}>
                    <Trans>Reopen</Trans>
                  </Button>
                )
              }
            >
              <DetailList items={fieldDetails(caseFields, item, ['outcome', 'resolution', 'resolvedAt'], i18n)} />
            </Card>
          )}
        </Stack>
      </Grid>
      <ReasonDialog
        open={reopening}
        title={<Trans>Reopen case {item.caseNumber}?</Trans>}
        body={<Trans>The case goes back to in progress, with your reason as a comment. A case can be reopened within 14 days of its resolution.</Trans>}
        confirmLabel={<Trans>Reopen</Trans>}
        tone="brand"
        keptIn={t`Kept in the case's comments.`}
        pending={reopen.isPending}
        error={reopen.error}
        testId="reopen-case"
        onSubmit={async (reason, form) => Boolean(await reopen.submit({ id: item.id, reason }, { form }))}
        onClose={() => setReopening(false)}
      />
    </Stack>
  )
}

function DisputedTransaction({ reference, canRead }: { reference: string; canRead: boolean }) {
  const { i18n } = useLingui()
  const locale = activeLocale()
  const transaction = useDisputedTransaction(reference, canRead)
  return (
    <Card title={<Trans>The transaction</Trans>} testId="case-transaction">
      {!canRead ? (
        <Text fontSize="sm">
          <bdi dir="ltr">{reference}</bdi>
        </Text>
      ) : (
        <QueryBlock query={transaction}>
          {(tx) =>
            tx === null ? (
              <Text fontSize="sm" color="fg.muted">
                <Trans>The transaction {reference} is not in the report.</Trans>
              </Text>
            ) : (
              <Stack gap="3">
                <DetailList
                  items={[
                    { id: 'reference', label: i18n._(transactionFields.reference.label), value: <bdi dir="ltr">{tx.reference}</bdi> },
                    { id: 'status', label: i18n._(transactionFields.status.label), value: <FieldValue definition={transactionFields.status} value={tx.status} /> },
                    { id: 'amount', label: i18n._(transactionFields.amount.label), value: formatNaira(tx.amount, locale) },
                    { id: 'product', label: i18n._(transactionFields.product.label), value: tx.product.name },
                    { id: 'channel', label: i18n._(transactionFields.channel.label), value: <FieldValue definition={transactionFields.channel} value={tx.channel} /> },
                    { id: 'createdAt', label: i18n._(transactionFields.createdAt.label), value: formatDateTime(tx.createdAt, locale) },
                  ]}
                />
                {tx.reversal && (
                  <FormAlert status="info">
                    <Trans>
                      Reversed on {formatDateTime(tx.reversal.reversedAt, locale)}: {formatNaira(tx.reversal.amount, locale)} put back on the customer's account.
                    </Trans>
                  </FormAlert>
                )}
                <ChakraLink asChild color="brand.fg" fontSize="sm">
                  <Link to="/manage-report/transaction" search={{ transactionReference: tx.reference, transaction: tx.id }}>
                    <Trans>Open in the transaction report</Trans>
                  </Link>
                </ChakraLink>
              </Stack>
            )
          }
        </QueryBlock>
      )}
    </Card>
  )
}

function Comments({ item, canComment }: { item: CaseDetail; canComment: boolean }) {
  const locale = activeLocale()
  return (
    <Card title={<Trans>Comments</Trans>} testId="case-comments">
      <Stack as="ol" gap="3" listStyleType="none" mb={canComment ? '4' : '0'}>
        {item.comments.length === 0 && (
          <Text as="li" fontSize="sm" color="fg.muted">
            <Trans>No comment yet.</Trans>
          </Text>
        )}
        {item.comments.map((entry) => (
          <Box as="li" key={entry.id} borderStartWidth="3px" borderColor="brand.solid" ps="3" data-testid="case-comment">
            <Text fontSize="xs" color="fg.muted">
              {entry.author.fullName} ({entry.author.username}) · {formatDateTime(entry.createdAt, locale)}
            </Text>
            <Text fontSize="sm" whiteSpace="pre-wrap" dir="auto">
              {entry.body}
            </Text>
          </Box>
        ))}
      </Stack>
      {canComment && <CommentForm item={item} />}
    </Card>
  )
}

function History({ item }: { item: CaseDetail }) {
  const { i18n } = useLingui()
  const locale = activeLocale()
  return (
    <Card title={<Trans>History</Trans>} testId="case-history">
      <Stack as="ol" gap="2" listStyleType="none">
        {item.history.map((entry) => (
          <Flex as="li" key={entry.id} gap="2" wrap="wrap" align="center" fontSize="sm" data-action={entry.action}>
            <StatusBadge tone="neutral">{i18n._(caseHistoryLabels[entry.action])}</StatusBadge>
            <Text as="span" data-testid="case-history-change">
              {caseHistoryChange(entry, i18n)}
            </Text>
            <Text as="span" color="fg.muted">
              {entry.actor} · {formatDateTime(entry.createdAt, locale)}
            </Text>
          </Flex>
        ))}
      </Stack>
    </Card>
  )
}
