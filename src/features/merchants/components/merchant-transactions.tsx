import { Box, Button, Grid, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import type { components } from '../../../api/schema/reportms'
import { DataTable, type DataColumn } from '../../../components/data-table/data-table'
import { FieldValue } from '../../../components/field-value'
import { transactionFields } from '../../../entities/transaction'
import { formatDateTime, formatNaira, formatNumber } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { useMerchantTransactions } from '../api/list-merchant-transactions'
import { Card } from '../../../components/card'

type Transaction = components['schemas']['Transaction']

/** Today and 29 days before it, as calendar days in Lagos (the platform's day). */
export function last30Days(now = new Date()): { startDate: string; endDate: string } {
  const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
  return { startDate: day(new Date(now.getTime() - 29 * 86_400_000)), endDate: day(now) }
}

function Total({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="l2" p="3">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold">
        {children}
      </Text>
    </Box>
  )
}

/** The merchant's last 30 days: totals of the whole period, its newest transactions, and the report filtered on it. */
export function MerchantTransactions({ merchantId, canView }: { merchantId: number; canView: boolean }) {
  const { t } = useLingui()
  const locale = activeLocale()
  const { startDate, endDate } = last30Days()
  const transactions = useMerchantTransactions(merchantId, startDate, endDate, canView)
  const summary = transactions.data?.summary
  const columns: DataColumn<Transaction>[] = [
    { id: 'reference', header: t`Reference`, phoneLabel: false, cell: (row) => <bdi dir="ltr">{row.reference}</bdi> },
    { id: 'createdAt', header: t`Date`, width: '11rem', cell: (row) => formatDateTime(row.createdAt, locale) },
    { id: 'product', header: t`Product`, cell: (row) => row.product.name },
    { id: 'agent', header: t`Agent`, cell: (row) => row.agent.name },
    { id: 'amount', header: t`Amount`, align: 'end', width: '9rem', cell: (row) => formatNaira(row.amount, locale) },
    { id: 'fee', header: t`Fee`, align: 'end', width: '7rem', cell: (row) => formatNaira(row.fee, locale) },
    { id: 'status', header: t`Status`, width: '8rem', cell: (row) => <FieldValue definition={transactionFields.status} value={row.status} /> },
  ]
  return (
    <Card
      title={<Trans>Transactions of the last 30 days</Trans>}
      testId="merchant-transactions"
      actions={
        canView && (
          <Button asChild size="sm" variant="outline">
            <Link to="/manage-report/transaction" search={{ merchantId, startDate, endDate }} data-testid="transaction-report-link">
              <Trans>Open in the transaction report</Trans>
            </Link>
          </Button>
        )
      }
    >
      {!canView ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>You do not have the permission to view transactions.</Trans>
        </Text>
      ) : (
        <>
          {summary && (
            <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="3" mb="4" data-testid="transaction-totals">
              <Total label={<Trans>Transactions</Trans>}>{formatNumber(summary.count, locale)}</Total>
              <Total label={<Trans>Amount</Trans>}>{formatNaira(summary.amount, locale)}</Total>
              <Total label={<Trans>Fees</Trans>}>{formatNaira(summary.fee, locale)}</Total>
            </Grid>
          )}
          <DataTable
            label={t`Newest transactions of the merchant`}
            testId="merchant-transaction-list"
            columns={columns}
            rows={transactions.data?.data}
            rowKey={(row) => row.id}
            status={transactions.status}
            isFetching={transactions.isFetching}
            error={transactions.error}
            onRetry={() => void transactions.refetch()}
            emptyMessage={<Trans>No transaction in the last 30 days.</Trans>}
          />
        </>
      )}
    </Card>
  )
}
