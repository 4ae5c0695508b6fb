import { Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

import type { DataColumn } from '../../components/data-table/data-table'
import { fieldColumn } from '../../components/data-table/field-columns'
import { DateRangeFilter } from '../../components/data-table/filters'
import { ListView } from '../../components/data-table/list-view'
import { useListSearch } from '../../components/data-table/use-list-search'
import { aggregatorCommissionFields, type AggregatorCommission } from '../../entities/transaction'
import { formatDate, formatNaira, formatNumber } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { exportAggregatorCommission } from './api/export-aggregator-commission'
import { useAggregatorCommission } from './api/list-aggregator-commission'
import { AgentFilter, MerchantFilter, SuperAgentFilter } from './components/report-filters'
import { ReportSummary, totalItem } from './components/report-totals'
import { aggregatorCommissionList } from './report-search'

/** Aggregator commission: each super agent's share of the fees, narrowed by merchant or agent. */
export function AggregatorCommissionPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const list = useListSearch(aggregatorCommissionList)
  const filters = list.query
  const query = useAggregatorCommission(filters)
  const context = { i18n, locale }
  const summary = query.data?.summary
  const period = (row: AggregatorCommission) => `${formatDate(row.period.startDate, locale)} – ${formatDate(row.period.endDate, locale)}`

  const columns: DataColumn<AggregatorCommission>[] = [
    fieldColumn(aggregatorCommissionFields, 'superAgent', context, {
      hideable: false,
      phoneLabel: false,
      cell: (row) => (
        <Text as="span" fontWeight="medium">
          {row.superAgent.name}
        </Text>
      ),
    }),
    fieldColumn(aggregatorCommissionFields, 'period', context, { width: '13rem', cell: (row) => <bdi>{period(row)}</bdi>, exportValue: period }),
    fieldColumn(aggregatorCommissionFields, 'transactionCount', context, { align: 'end', width: '7rem', priority: 'key' }),
    fieldColumn(aggregatorCommissionFields, 'transactionAmount', context, { align: 'end', width: '9rem' }),
    fieldColumn(aggregatorCommissionFields, 'totalFees', context, { align: 'end', width: '8.5rem', priority: 'key' }),
    fieldColumn(aggregatorCommissionFields, 'superAgentCommission', context, { align: 'end', width: '9rem', priority: 'key' }),
  ]

  return (
    <ListView
      id="aggregator-commission"
      label={t`Aggregator commission`}
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.superAgent.id}
      rowAttributes={(row) => ({ 'data-super-agent-id': String(row.superAgent.id) })}
      filters={
        <>
          <DateRangeFilter {...list.dateRange()} />
          <SuperAgentFilter
            label={t`Aggregator`}
            name="aggregatorId"
            value={filters.aggregatorId ?? filters.superAgentId}
            onChange={(value) => list.setFilters({ aggregatorId: value, superAgentId: undefined })}
          />
          <MerchantFilter value={filters.merchantId} superAgentId={filters.aggregatorId ?? filters.superAgentId} onChange={(value) => list.setFilters({ merchantId: value })} />
          <AgentFilter value={filters.agentId} merchantId={filters.merchantId} superAgentId={filters.aggregatorId ?? filters.superAgentId} onChange={(value) => list.setFilters({ agentId: value })} />
        </>
      }
      summary={
        <ReportSummary
          datesChosen={Boolean(filters.startDate || filters.endDate)}
          label={t`Totals of the filtered aggregators`}
          items={
            summary && [
              totalItem('transactionCount', <Trans>Transactions</Trans>, formatNumber(summary.transactionCount, locale)),
              totalItem('transactionAmount', <Trans>Amount</Trans>, formatNaira(summary.transactionAmount, locale)),
              totalItem('totalFees', <Trans>Fees</Trans>, formatNaira(summary.totalFees, locale)),
              totalItem('superAgentCommission', <Trans>Super agents' commission</Trans>, formatNaira(summary.superAgentCommission, locale)),
            ]
          }
        />
      }
      exportFile={{ filename: 'aggregator-commission', open: (format, locale, signal) => exportAggregatorCommission(filters, { format, locale, signal }) }}
      emptyMessage={<Trans>No aggregator earned commission in this period.</Trans>}
      filteredEmptyMessage={<Trans>No aggregator matches these filters.</Trans>}
    />
  )
}
