import { Box, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { formatDate, formatNaira, formatNumber } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import type { ApprovalRequestDetail } from '../types'

type FeeSchemeImpact = NonNullable<ApprovalRequestDetail['impact']>

/** What approving would change beyond the record, as the platform computed it for this request. */
export function ApprovalImpact({ impact }: { impact: ApprovalRequestDetail['impact'] }) {
  if (!impact) return null
  switch (impact.kind) {
    case 'FeeScheme':
      return <FeeSchemeImpactPanel impact={impact} />
  }
}

function Difference({ before, after }: { before: number; after: number }) {
  const locale = activeLocale()
  const change = after - before
  if (change === 0) return <Text as="span">{formatNaira(0, locale)}</Text>
  const sign = change > 0 ? '+' : '−'
  const percent = before > 0 ? ` (${sign}${formatNumber(Math.abs(change) / before, locale, { style: 'percent', maximumFractionDigits: 1 })})` : ''
  return (
    <Text as="span" color={change > 0 ? 'fg.error' : 'fg.success'} fontWeight="semibold">
      {sign}
      {formatNaira(Math.abs(change), locale)}
      {percent}
    </Text>
  )
}

function FeeSchemeImpactPanel({ impact }: { impact: FeeSchemeImpact }) {
  const { t } = useLingui()
  const locale = activeLocale()
  const merchants = formatNumber(impact.merchantCount, locale)
  const transactions = formatNumber(impact.transactionCount, locale)
  const start = formatDate(impact.periodStart, locale)
  const end = formatDate(impact.periodEnd, locale)
  const shown = impact.products.filter((product) => product.ruleChanged || product.transactionCount > 0)
  const figure = (label: string, value: ReactNode, testId: string) => (
    <Box flex="1" minW="9rem" borderWidth="1px" borderRadius="l2" p="3" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg">{value}</Text>
    </Box>
  )
  return (
    <Box as="section" aria-labelledby="approval-impact-heading" data-testid="approval-impact">
      <Stack gap="3">
        <Heading as="h3" size="sm" id="approval-impact-heading">
          <Trans>What this change costs the network</Trans>
        </Heading>
        <Text fontSize="sm">
          {impact.merchantCount === 0 ? (
            <Trans>No merchant uses this fee scheme: approving changes no merchant's fees today.</Trans>
          ) : (
            <Trans>
              {merchants} merchants use this fee scheme. Their {transactions} successful transactions from {start} to {end}, charged under the current fees and under the new ones:
            </Trans>
          )}
        </Text>
        {impact.merchantCount > 0 && (
          <>
            <Flex gap="3" wrap="wrap">
              {figure(t`Fees now`, formatNaira(impact.feeBefore, locale), 'impact-fee-before')}
              {figure(t`With the change`, formatNaira(impact.feeAfter, locale), 'impact-fee-after')}
              {figure(t`Difference`, <Difference before={impact.feeBefore} after={impact.feeAfter} />, 'impact-difference')}
            </Flex>
            <Box overflowX="auto">
              <Table.Root size="sm" data-testid="impact-products">
                <Table.Caption srOnly>{t`Fees by product over the period`}</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Trans>Product</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>Transactions</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>Now</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>After</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>Difference</Trans>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {shown.map((row) => (
                    <Table.Row key={row.product.id} bg={row.ruleChanged ? 'bg.warning' : undefined} data-changed={row.ruleChanged ? 'true' : undefined} data-product-id={row.product.id}>
                      <Table.Cell>
                        {row.product.name}
                        {row.ruleChanged && (
                          <Text as="span" display="block" fontSize="xs" color="fg.muted">
                            <Trans>fee changed</Trans>
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{formatNumber(row.transactionCount, locale)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatNaira(row.feeBefore, locale)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatNaira(row.feeAfter, locale)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <Difference before={row.feeBefore} after={row.feeAfter} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </>
        )}
      </Stack>
    </Box>
  )
}
