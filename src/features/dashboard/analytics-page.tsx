import { Flex, Grid, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'

import { chartColor } from '../../components/charts/chart-colors'
import { ChartLegend, LazyLineChart } from '../../components/charts/lazy-charts'
import { DataTable, type DataColumn } from '../../components/data-table/data-table'
import { SelectFilter } from '../../components/data-table/filters'
import { ErrorBlock, LoadingBlock, StaleNotice } from '../../components/feedback/query-state'
import { formatNaira, formatNumber } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { daysIncluded, previousPeriod } from '../../lib/lagos-days'
import { analyticsGroupings, analyticsMetrics } from '../../lib/search'
import type { AnalyticsFilter } from './api/dashboard-keys'
import { useAnalyticsSeries } from './api/get-analytics-series'
import { groupLabel, periodLabel } from './chart-labels'
import { Card } from '../../components/card'
import { FilterBar, PeriodFilter, periodOf, presetPeriods } from './components/period-filter'
import { changeOf } from './components/stat-card'
import type { AnalyticsSearch } from './dashboard-search'

const CHARTED = 6

interface GroupRow {
  id: string
  label: string
  current: number
  previous: number
}

/** Analytics: a measure of the transactions by product, channel, status, state or super agent over a period, against the period before. */
export function AnalyticsPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const search = useSearch({ strict: false }) as AnalyticsSearch
  const navigate = useNavigate()
  const set = (next: Partial<AnalyticsSearch>) => void navigate({ to: '.', search: ((previous: AnalyticsSearch) => ({ ...previous, ...next })) as never, replace: true })
  const period = periodOf(search, presetPeriods().thirty)
  const groupBy = search.groupBy ?? 'Product'
  const metric = search.metric ?? 'Amount'
  const interval = search.interval ?? (daysIncluded(period.startDate, period.endDate) > 92 ? 'Week' : 'Day')
  const filter: AnalyticsFilter = { ...period, groupBy, metric, interval }
  const current = useAnalyticsSeries(filter)
  const previous = useAnalyticsSeries({ ...filter, ...previousPeriod(period.startDate, period.endDate) })

  const format = (value: number) => (metric === 'Count' ? formatNumber(value, locale) : formatNaira(value, locale))
  const compact = (value: number) => (metric === 'Count' ? formatNumber(value, locale, { notation: 'compact' }) : `₦${formatNumber(value / 100, locale, { notation: 'compact' })}`)
  const groupWords = { Product: t`Product`, Channel: t`Channel`, Status: t`Status`, State: t`State`, SuperAgent: t`Super agent` }
  const metricWords = { Count: t`Number of transactions`, Amount: t`Amount`, Fees: t`Fees` }
  const intervalWords = { Day: t`By day`, Week: t`By week`, Month: t`By month` }

  const series = current.data?.series ?? []
  const before = new Map((previous.data?.series ?? []).map((s) => [s.id, s.points.reduce((n, p) => n + p.value, 0)]))
  const rows: GroupRow[] = series.map((s) => ({ id: s.id, label: groupLabel(groupBy, s.id, s.label, i18n), current: s.points.reduce((n, p) => n + p.value, 0), previous: before.get(s.id) ?? 0 }))
  const lines = series
    .slice(0, CHARTED)
    .map((s, index) => ({ id: s.id, label: groupLabel(groupBy, s.id, s.label, i18n), color: chartColor(index), points: s.points.map((p) => ({ x: p.period, y: p.value })) }))

  const columns: DataColumn<GroupRow>[] = [
    { id: 'group', header: groupWords[groupBy], phoneLabel: false, cell: (row) => row.label },
    { id: 'current', header: t`This period`, align: 'end', cell: (row) => format(row.current) },
    { id: 'previous', header: t`Previous period`, align: 'end', cell: (row) => format(row.previous) },
    {
      id: 'change',
      header: t({ message: 'Change', context: 'difference from the previous period' }),
      align: 'end',
      cell: (row) => {
        const change = changeOf(row.current, row.previous)
        return change === null ? '—' : `${change > 0 ? '▲' : change < 0 ? '▼' : ''} ${formatNumber(Math.abs(change) / 100, locale, { style: 'percent', maximumFractionDigits: 1 })}`
      },
    },
  ]

  return (
    <Flex direction="column" gap="5">
      <FilterBar>
        <PeriodFilter period={period} onChange={(next) => set(next)} />
        <SelectFilter
          label={t`Group by`}
          name="groupBy"
          value={groupBy}
          allLabel={groupWords.Product}
          options={analyticsGroupings.filter((g) => g !== 'Product').map((g) => ({ value: g, label: groupWords[g] }))}
          onChange={(value) => set({ groupBy: value })}
        />
        <SelectFilter
          label={t`Measure`}
          name="metric"
          value={metric}
          allLabel={metricWords.Amount}
          options={analyticsMetrics.filter((m) => m !== 'Amount').map((m) => ({ value: m, label: metricWords[m] }))}
          onChange={(value) => set({ metric: value })}
        />
        <SelectFilter
          label={t`Points`}
          name="interval"
          value={search.interval}
          allLabel={t`Automatic`}
          options={(['Day', 'Week', 'Month'] as const).map((value) => ({ value, label: intervalWords[value] }))}
          onChange={(value) => set({ interval: value })}
        />
      </FilterBar>
      <StaleNotice query={current} />
      {current.isError && !current.data ? (
        <ErrorBlock error={current.error} onRetry={() => void current.refetch()} />
      ) : !current.data ? (
        <LoadingBlock />
      ) : (
        <Grid templateColumns="1fr" gap="4">
          <Card title={`${metricWords[metric]} · ${groupWords[groupBy]}`} testId="analytics-chart">
            {series.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                <Trans>No transaction in this period.</Trans>
              </Text>
            ) : (
              <>
                <LazyLineChart
                  series={lines}
                  label={t`${metricWords[metric]} from ${period.startDate} to ${period.endDate}`}
                  formatX={(x) => periodLabel(x, interval, locale)}
                  formatY={compact}
                  height={300}
                />
                <ChartLegend items={lines} />
                {series.length > CHARTED && (
                  <Text fontSize="xs" color="fg.muted" mt="2">
                    <Trans>The chart draws the {CHARTED} largest; the table below holds every one.</Trans>
                  </Text>
                )}
              </>
            )}
          </Card>
          <Card title={<Trans>Against the previous period</Trans>} testId="analytics-comparison">
            <DataTable
              label={t`Each group against the previous period`}
              testId="analytics-table"
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              status={current.status}
              isFetching={current.isFetching || previous.isFetching}
              error={current.error}
              onRetry={() => void current.refetch()}
              emptyMessage={<Trans>No transaction in this period.</Trans>}
            />
          </Card>
        </Grid>
      )}
    </Flex>
  )
}
