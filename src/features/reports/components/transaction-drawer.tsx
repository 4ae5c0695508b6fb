import { Box, Button, Drawer, Flex, Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import { SideDrawer } from '../../../components/data-table/side-drawer'
import { DetailList } from '../../../components/detail-list'
import { FieldValue } from '../../../components/field-value'
import { QueryBlock, StaleNotice } from '../../../components/feedback/query-state'
import { FormAlert } from '../../../components/form/form-alert'
import { responseCodeLabels, transactionEventLabels, transactionFields, type TransactionDetail } from '../../../entities/transaction'
import { usePermission } from '../../../lib/auth/use-permission'
import { formatDateTime, formatNaira } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { permission } from '../../../lib/permissions'
import { useTransaction } from '../api/get-transaction'

/** One transaction beside the report, with its own URL (?transaction=id). */
export function TransactionDrawer({ transactionId, onClose }: { transactionId: number | undefined; onClose: () => void }) {
  return (
    <SideDrawer open={transactionId !== undefined} onClose={onClose} testId="transaction-detail">
      {transactionId !== undefined && <TransactionPanel key={transactionId} transactionId={transactionId} />}
    </SideDrawer>
  )
}

function TransactionPanel({ transactionId }: { transactionId: number }) {
  const query = useTransaction(transactionId)
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>
          {query.data ? (
            <Trans>
              Transaction <bdi dir="ltr">{query.data.reference}</bdi>
            </Trans>
          ) : (
            <Trans>Transaction #{transactionId}</Trans>
          )}
        </Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <StaleNotice query={query} />
        <QueryBlock query={query} testId="transaction">
          {(transaction) => <TransactionBody transaction={transaction} />}
        </QueryBlock>
      </Drawer.Body>
    </>
  )
}

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Box as="section" data-testid={testId}>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  )
}

function TransactionBody({ transaction: tx }: { transaction: TransactionDetail }) {
  const { i18n } = useLingui()
  const locale = activeLocale()
  const canRaise = usePermission(permission('Case', 'Manage Case'))
  const responseLabel = responseCodeLabels[tx.responseCode]
  const response = responseLabel ? i18n._(responseLabel) : tx.responseMessage
  const value = (key: keyof typeof transactionFields) => <FieldValue definition={transactionFields[key]} value={tx[key]} />
  const item = (key: keyof typeof transactionFields, shown: ReactNode = value(key)) => ({ id: key, label: i18n._(transactionFields[key].label), value: shown })
  const bank = tx.destinationBankCode ? (
    <>
      {tx.destinationBankName ?? <Trans>Unknown bank</Trans>}{' '}
      <Text as="span" color="fg.muted">
        (<bdi dir="ltr">{tx.destinationBankCode}</bdi>)
      </Text>
    </>
  ) : null

  return (
    <Stack gap="6">
      <Flex gap="3" align="center" wrap="wrap">
        {value('status')}
        <Text fontSize="2xl" fontWeight="semibold">
          {formatNaira(tx.amount, locale)}
        </Text>
        <Text color="fg.muted">
          <Trans>
            Response <bdi dir="ltr">{tx.responseCode}</bdi>: {response}
          </Trans>
        </Text>
      </Flex>

      {canRaise && (
        <Button asChild size="sm" variant="outline" alignSelf="flex-start">
          <Link to="/Case-Management" search={{ raise: tx.reference }} data-testid="raise-case-link">
            <Trans>Raise a case on this transaction</Trans>
          </Link>
        </Button>
      )}

      {tx.reversal && (
        <Box data-testid="transaction-reversal">
          <FormAlert status="info">
            <Trans>
              Reversed on {formatDateTime(tx.reversal.reversedAt, locale)}: {formatNaira(tx.reversal.amount, locale)} put back on the customer's account ({response}).
            </Trans>
          </FormAlert>
        </Box>
      )}

      <Section title={<Trans>Transaction</Trans>}>
        <DetailList items={[item('reference'), item('sessionId'), item('product', tx.product.name), item('channel'), item('createdAt'), item('completedAt'), item('narration')]} />
      </Section>

      <Section title={<Trans>Parties</Trans>}>
        <DetailList
          items={[
            item('superAgent', tx.superAgent.name),
            item(
              'merchant',
              <ChakraLink asChild color="brand.fg">
                <Link to="/onboarding/$id" params={{ id: String(tx.merchant.id) }}>
                  {tx.merchant.businessName}
                </Link>
              </ChakraLink>,
            ),
            item(
              'agent',
              <ChakraLink asChild color="brand.fg">
                <Link to="/agent-management/$id" params={{ id: String(tx.agent.id) }}>
                  {tx.agent.name} (<bdi dir="ltr">{tx.agent.code}</bdi>)
                </Link>
              </ChakraLink>,
            ),
            item('agentPhoneNumber'),
            item('agentState'),
          ]}
        />
      </Section>

      <Section title={<Trans>Accounts</Trans>}>
        <DetailList items={[item('debitAccountNumber'), item('creditAccountNumber'), item('destinationBankName', bank)]} />
      </Section>

      <Section title={<Trans>Fee and its split</Trans>} testId="transaction-fee">
        <DetailList
          items={[
            item('fee'),
            { id: 'agentShare', label: <Trans>Agent</Trans>, value: formatNaira(tx.commission.agent, locale) },
            { id: 'superAgentShare', label: <Trans>Super agent</Trans>, value: formatNaira(tx.commission.superAgent, locale) },
            { id: 'platformShare', label: <Trans>Platform</Trans>, value: formatNaira(tx.commission.platform, locale) },
          ]}
        />
      </Section>

      <Section title={<Trans>Timeline</Trans>} testId="transaction-timeline">
        <List.Root as="ol" gap="2" ps="5">
          {tx.timeline.map((event) => (
            <List.Item key={`${event.event}-${event.at}`} fontSize="sm">
              <Text as="span" fontWeight="medium">
                {i18n._(transactionEventLabels[event.event])}
              </Text>{' '}
              <Text as="span" color="fg.muted">
                {formatDateTime(event.at, locale)}
                {event.responseCode && (
                  <>
                    {' · '}
                    <bdi dir="ltr">{event.responseCode}</bdi>
                  </>
                )}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </Section>
    </Stack>
  )
}
