import { Link as ChakraLink, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import type { DataColumn } from '../../components/data-table/data-table'
import { fieldColumn } from '../../components/data-table/field-columns'
import { DateRangeFilter, StatusFilter } from '../../components/data-table/filters'
import { ListView } from '../../components/data-table/list-view'
import { useListSearch } from '../../components/data-table/use-list-search'
import { agentReportFields, type AgentReportRow } from '../../entities/transaction'
import { formatNaira, formatNumber } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { exportAgentReport } from './api/export-agent-report'
import { useAgentReport } from './api/list-agent-report'
import { AgentFilter, MerchantFilter, SuperAgentFilter } from './components/report-filters'
import { ReportSummary, totalItem } from './components/report-totals'
import { agentReportList } from './report-search'

/** Agent report: each agent's transactions, successes and failures, amount, fees and commission in the period. */
export function AgentReportPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const list = useListSearch(agentReportList)
  const filters = list.query
  const query = useAgentReport(filters)
  const context = { i18n, locale }
  const summary = query.data?.summary
  const count = (key: 'transactionCount' | 'successfulCount' | 'failedCount') => fieldColumn(agentReportFields, key, context, { align: 'end', width: '6.5rem' })
  const money = (key: 'transactionAmount' | 'fees' | 'commission') => fieldColumn(agentReportFields, key, context, { align: 'end', width: '8.5rem' })

  const columns: DataColumn<AgentReportRow>[] = [
    fieldColumn(agentReportFields, 'agent', context, {
      hideable: false,
      phoneLabel: false,
      cell: (row) => (
        <>
          <ChakraLink asChild fontWeight="medium" color="fg">
            <Link to="/agent-management/$id" params={{ id: String(row.agent.id) }}>
              {row.agent.name}
            </Link>
          </ChakraLink>
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            <bdi dir="ltr">{row.agent.code}</bdi>
          </Text>
        </>
      ),
    }),
    fieldColumn(agentReportFields, 'agentStatus', context, { width: '6.5rem' }),
    fieldColumn(agentReportFields, 'merchant', context, {
      cell: (row) => (
        <Text as="span" fontSize="sm" lineClamp={2}>
          {row.merchant.businessName}
        </Text>
      ),
    }),
    { ...count('transactionCount'), priority: 'key' },
    { ...count('successfulCount'), hiddenByDefault: true },
    count('failedCount'),
    { ...money('transactionAmount'), priority: 'key' },
    { ...money('fees'), hiddenByDefault: true },
    { ...money('commission'), priority: 'key' },
    fieldColumn(agentReportFields, 'lastTransactionAt', context, { width: '10.5rem', hiddenByDefault: true }),
  ]

  return (
    <ListView
      id="agent-report"
      label={t`Agents`}
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.agent.id}
      rowAttributes={(row) => ({ 'data-agent-id': String(row.agent.id) })}
      filters={
        <>
          <DateRangeFilter {...list.dateRange()} />
          <SuperAgentFilter value={filters.superAgentId} onChange={(value) => list.setFilters({ superAgentId: value })} />
          <MerchantFilter value={filters.merchantId} superAgentId={filters.superAgentId} onChange={(value) => list.setFilters({ merchantId: value })} />
          <AgentFilter value={filters.agentId} merchantId={filters.merchantId} superAgentId={filters.superAgentId} onChange={(value) => list.setFilters({ agentId: value })} />
          <StatusFilter value={filters.status} onChange={(value) => list.setFilters({ status: value })} />
        </>
      }
      summary={
        <ReportSummary
          datesChosen={Boolean(filters.startDate || filters.endDate)}
          label={t`Totals of the filtered agents`}
          items={
            summary && [
              totalItem('transactionCount', <Trans>Transactions</Trans>, formatNumber(summary.transactionCount, locale)),
              totalItem('successfulCount', <Trans>Successful</Trans>, formatNumber(summary.successfulCount, locale)),
              totalItem('failedCount', <Trans>Failed</Trans>, formatNumber(summary.failedCount, locale)),
              totalItem('transactionAmount', <Trans>Amount</Trans>, formatNaira(summary.transactionAmount, locale)),
              totalItem('fees', <Trans>Fees</Trans>, formatNaira(summary.fees, locale)),
              totalItem('commission', <Trans>Agents' commission</Trans>, formatNaira(summary.commission, locale)),
            ]
          }
        />
      }
      exportFile={{ filename: 'agent-report', open: (format, locale, signal) => exportAgentReport(filters, { format, locale, signal }) }}
      emptyMessage={<Trans>There are no agents yet.</Trans>}
      filteredEmptyMessage={<Trans>No agent matches these filters.</Trans>}
    />
  )
}
