import { Link as ChakraLink, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import type { DataColumn } from '../../components/data-table/data-table'
import { fieldColumn } from '../../components/data-table/field-columns'
import { DateRangeFilter, MoreFilters, TextFilter } from '../../components/data-table/filters'
import { ListTotals } from '../../components/data-table/list-totals'
import { ListView } from '../../components/data-table/list-view'
import { useListSearch } from '../../components/data-table/use-list-search'
import { transactionFields, type Transaction } from '../../entities/transaction'
import { formatNaira, formatNumber } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { exportTransactions } from './api/export-transactions'
import { useTransactionReport } from './api/list-transactions'
import { AccountNumberFilter, AgentFilter, ChannelFilter, MerchantFilter, ProductFilter, SuperAgentFilter, TransactionStatusFilter } from './components/report-filters'
import { TransactionDrawer } from './components/transaction-drawer'
import { transactionReportList } from './report-search'

/** Transaction report: the eight filters of the platform, dates, product and channel in the URL; totals of the whole set; a row opens the transaction. */
export function TransactionReportPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const list = useListSearch(transactionReportList)
  const filters = list.query
  const { transaction } = list.search
  const query = useTransactionReport(filters)
  const context = { i18n, locale }
  const summary = query.data?.summary
  const moreSet = [filters.superAgentId, filters.agentId, filters.debitAccountNumber, filters.creditAccountNumber, filters.destinationBankCode].filter((value) => value !== undefined).length

  const columns: DataColumn<Transaction>[] = [
    fieldColumn(transactionFields, 'reference', context, {
      hideable: false,
      phoneLabel: false,
      cell: (row) => (
        <ChakraLink asChild fontWeight="medium" color="fg">
          <Link to="." search={(previous) => ({ ...previous, transaction: row.id })} onClick={(event) => event.stopPropagation()}>
            <bdi dir="ltr">{row.reference}</bdi>
          </Link>
        </ChakraLink>
      ),
    }),
    fieldColumn(transactionFields, 'createdAt', context, { width: '9.5rem', priority: 'key' }),
    fieldColumn(transactionFields, 'product', context, {
      cell: (row) => (
        <Text as="span" fontSize="sm" lineClamp={2} title={row.product.name}>
          {row.product.name}
        </Text>
      ),
    }),
    fieldColumn(transactionFields, 'channel', context, { width: '5.5rem' }),
    fieldColumn(transactionFields, 'merchant', context, {
      cell: (row) => (
        <Text as="span" fontSize="sm" lineClamp={2} title={row.merchant.businessName}>
          {row.merchant.businessName}
        </Text>
      ),
    }),
    fieldColumn(transactionFields, 'agent', context, {
      hiddenByDefault: true,
      cell: (row) => (
        <Text as="span" fontSize="sm">
          {row.agent.name}
        </Text>
      ),
    }),
    fieldColumn(transactionFields, 'debitAccountNumber', context, { width: '8rem', hiddenByDefault: true }),
    fieldColumn(transactionFields, 'creditAccountNumber', context, { width: '8rem', hiddenByDefault: true }),
    fieldColumn(transactionFields, 'amount', context, { align: 'end', width: '8.5rem', priority: 'key' }),
    fieldColumn(transactionFields, 'fee', context, { align: 'end', width: '6.5rem', priority: 'key' }),
    fieldColumn(transactionFields, 'status', context, { width: '7rem', priority: 'key' }),
  ]

  return (
    <>
      <ListView
        id="transaction-report"
        label={t`Transactions`}
        list={list}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-transaction-id': String(row.id), 'data-reference': row.reference })}
        onRowClick={(row) => list.setParams({ transaction: row.id })}
        selectedKey={transaction}
        filters={
          <>
            <DateRangeFilter {...list.dateRange()} />
            <TransactionStatusFilter value={filters.status} onChange={(value) => list.setFilters({ status: value })} />
            <TextFilter
              label={t`Reference`}
              name="transactionReference"
              value={filters.transactionReference}
              maxLength={40}
              pattern={/^[A-Za-z0-9_-]{1,40}$/}
              invalidMessage={t`Letters and digits only, as on the receipt`}
              onChange={(value) => list.setFilters({ transactionReference: value }, { replace: true })}
            />
            <MerchantFilter value={filters.merchantId} superAgentId={filters.superAgentId} onChange={(value) => list.setFilters({ merchantId: value })} />
            <ProductFilter value={filters.productId} onChange={(value) => list.setFilters({ productId: value })} />
            <ChannelFilter value={filters.channel} onChange={(value) => list.setFilters({ channel: value })} />
            <MoreFilters activeCount={moreSet}>
              <SuperAgentFilter value={filters.superAgentId} onChange={(value) => list.setFilters({ superAgentId: value })} />
              <AgentFilter value={filters.agentId} merchantId={filters.merchantId} superAgentId={filters.superAgentId} onChange={(value) => list.setFilters({ agentId: value })} />
              <AccountNumberFilter
                label={t`Debit account`}
                name="debitAccountNumber"
                value={filters.debitAccountNumber}
                onChange={(value) => list.setFilters({ debitAccountNumber: value }, { replace: true })}
              />
              <AccountNumberFilter
                label={t`Credit account`}
                name="creditAccountNumber"
                value={filters.creditAccountNumber}
                onChange={(value) => list.setFilters({ creditAccountNumber: value }, { replace: true })}
              />
              <TextFilter
                label={t`Receiving bank code`}
                name="destinationBankCode"
                value={filters.destinationBankCode}
                maxLength={6}
                inputMode="numeric"
                pattern={/^[0-9]{3,6}$/}
                invalidMessage={t`A CBN bank code has 3 to 6 digits, such as 058`}
                onChange={(value) => list.setFilters({ destinationBankCode: value }, { replace: true })}
              />
            </MoreFilters>
          </>
        }
        summary={
          summary && (
            <ListTotals
              label={t`Totals of the filtered transactions`}
              items={[
                { id: 'count', label: <Trans>Transactions</Trans>, value: formatNumber(summary.count, locale) },
                { id: 'amount', label: <Trans>Amount</Trans>, value: formatNaira(summary.amount, locale) },
                { id: 'fee', label: <Trans>Fees</Trans>, value: formatNaira(summary.fee, locale) },
              ]}
            />
          )
        }
        exportFile={{ filename: 'transactions', open: (format, locale, signal) => exportTransactions(filters, { format, locale, signal }) }}
        emptyMessage={<Trans>There are no transactions yet.</Trans>}
        filteredEmptyMessage={<Trans>No transaction matches these filters.</Trans>}
      />
      <TransactionDrawer transactionId={transaction} onClose={() => list.setParams({ transaction: undefined })} />
    </>
  )
}
