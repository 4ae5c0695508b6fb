import { Link as ChakraLink, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import type { DataColumn } from '../../components/data-table/data-table'
import { fieldColumn } from '../../components/data-table/field-columns'
import { DateRangeFilter } from '../../components/data-table/filters'
import { ListView } from '../../components/data-table/list-view'
import { useListSearch } from '../../components/data-table/use-list-search'
import { merchantCommissionFields, type MerchantCommission } from '../../entities/transaction'
import { formatNaira, formatNumber } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { exportMerchantCommission } from './api/export-merchant-commission'
import { useMerchantCommission } from './api/list-merchant-commission'
import { MerchantFilter, SuperAgentFilter } from './components/report-filters'
import { ReportSummary, totalItem } from './components/report-totals'
import { merchantCommissionList } from './report-search'

/** Commission by merchant: how each merchant's fees were shared between agent, super agent and platform. */
export function MerchantCommissionPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const list = useListSearch(merchantCommissionList)
  const filters = list.query
  const query = useMerchantCommission(filters)
  const context = { i18n, locale }
  const summary = query.data?.summary
  const money = (key: 'transactionAmount' | 'totalFees' | 'agentCommission' | 'superAgentCommission' | 'platformCommission') =>
    fieldColumn(merchantCommissionFields, key, context, { align: 'end', width: '8.5rem' })

  const columns: DataColumn<MerchantCommission>[] = [
    fieldColumn(merchantCommissionFields, 'merchant', context, {
      hideable: false,
      phoneLabel: false,
      cell: (row) => (
        <ChakraLink asChild fontWeight="medium" color="fg">
          <Link to="/onboarding/$id" params={{ id: String(row.merchant.id) }}>
            {row.merchant.businessName}
          </Link>
        </ChakraLink>
      ),
    }),
    fieldColumn(merchantCommissionFields, 'superAgent', context, {
      hiddenByDefault: true,
      cell: (row) => (
        <Text as="span" fontSize="sm" lineClamp={2}>
          {row.superAgent.name}
        </Text>
      ),
    }),
    fieldColumn(merchantCommissionFields, 'transactionCount', context, { align: 'end', width: '7rem', priority: 'key' }),
    money('transactionAmount'),
    { ...money('totalFees'), priority: 'key' },
    { ...money('agentCommission'), priority: 'key' },
    money('superAgentCommission'),
    money('platformCommission'),
  ]

  return (
    <ListView
      id="merchant-commission"
      label={t`Commission by merchant`}
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.merchant.id}
      rowAttributes={(row) => ({ 'data-merchant-id': String(row.merchant.id) })}
      filters={
        <>
          <DateRangeFilter {...list.dateRange()} />
          <SuperAgentFilter value={filters.superAgentId} onChange={(value) => list.setFilters({ superAgentId: value })} />
          <MerchantFilter value={filters.merchantId} onChange={(value) => list.setFilters({ merchantId: value })} />
        </>
      }
      summary={
        <ReportSummary
          datesChosen={Boolean(filters.startDate || filters.endDate)}
          label={t`Totals of the filtered merchants`}
          items={
            summary && [
              totalItem('transactionCount', <Trans>Transactions</Trans>, formatNumber(summary.transactionCount, locale)),
              totalItem('transactionAmount', <Trans>Amount</Trans>, formatNaira(summary.transactionAmount, locale)),
              totalItem('totalFees', <Trans>Fees</Trans>, formatNaira(summary.totalFees, locale)),
              totalItem('agentCommission', <Trans>Agents</Trans>, formatNaira(summary.agentCommission, locale)),
              totalItem('superAgentCommission', <Trans>Super agents</Trans>, formatNaira(summary.superAgentCommission, locale)),
              totalItem('platformCommission', <Trans>Platform</Trans>, formatNaira(summary.platformCommission, locale)),
            ]
          }
        />
      }
      exportFile={{ filename: 'commission-by-merchant', open: (format, locale, signal) => exportMerchantCommission(filters, { format, locale, signal }) }}
      emptyMessage={<Trans>No merchant earned commission in this period.</Trans>}
      filteredEmptyMessage={<Trans>No merchant matches these filters.</Trans>}
    />
  )
}
