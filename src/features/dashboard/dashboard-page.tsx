import './components/live-figures.css'

import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { memo, useCallback, useDeferredValue, useMemo } from 'react'

import { chartColor, chartColors } from '../../components/charts/chart-colors'
import { ChartLegend, LazyLineChart, LazyPieChart } from '../../components/charts/lazy-charts'
import { ErrorBlock, LoadingBlock, StaleNotice } from '../../components/feedback/query-state'
import { productCategoryLabels } from '../../entities/product-group'
import { transactionStatusLabels } from '../../entities/transaction'
import { usePermission } from '../../lib/auth/use-permission'
import { formatNaira, formatNumber } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { daysIncluded } from '../../lib/lagos-days'
import { permission } from '../../lib/permissions'
import type { DashboardFilter, Interval } from './api/dashboard-keys'
import { useActivitySummary, type ActivitySummary } from './api/get-activity-summary'
import { useTransactionGraph, type GraphPoint } from './api/get-transaction-graph'
import { useTransactionSummary, type TransactionSummary } from './api/get-transaction-summary'
import { useApprovalsForMe, type ApprovalsForMe } from './api/list-approvals-for-me'
import { intervalFor, periodLabel } from './chart-labels'
import { Card } from '../../components/card'
import { FilterBar, PeriodFilter, periodOf, presetPeriods, SuperAgentSelect } from './components/period-filter'
import { FiguresAsOf } from './components/figures-as-of'
import { changeOf, StatCard } from './components/stat-card'
import { comparedWith } from './period-comparison'
import type { DashboardSearch } from './dashboard-search'

const statusColors = { Successful: chartColors[1], Failed: chartColors[3], Pending: chartColors[2], Reversed: chartColors[4] } as const

/** The dashboard: the period's figures against the period before (like for like while it runs), the transactions over time, and their mix. */
export function DashboardPage() {
  const search = useSearch({ strict: false }) as DashboardSearch
  const navigate = useNavigate()
  const set = useCallback((next: Partial<DashboardSearch>) => void navigate({ to: '.', search: ((previous: DashboardSearch) => ({ ...previous, ...next })) as never, replace: true }), [navigate])
  const period = periodOf(search, presetPeriods().today)
  const filter: DashboardFilter = { ...period, superAgentId: search.superAgentId }
  const interval = intervalFor(daysIncluded(period.startDate, period.endDate))
  const canSeeApprovals = usePermission(permission('Approval', 'View Approval'))

  const summary = useTransactionSummary(filter)
  const activity = useActivitySummary(filter)
  const graph = useTransactionGraph(filter, interval)
  const approvals = useApprovalsForMe(canSeeApprovals)

  // The five answers come one by one. Each is drawn in a transition (useDeferredValue), which React
  // renders in slices between the browser's other work: the cards and charts never hold the main
  // thread for long, and a tap on a filter is answered at once.
  const answers = useDeferredValue(
    useMemo<Answers>(
      () => ({
        summary: summary.data,
        summaryUpdatedAt: summary.dataUpdatedAt,
        summaryError: summary.isError ? summary.error : null,
        activity: activity.data,
        graph: graph.data,
        graphError: graph.isError ? graph.error : null,
        approvals: approvals.data,
      }),
      [summary.data, summary.dataUpdatedAt, summary.isError, summary.error, activity.data, graph.data, graph.isError, graph.error, approvals.data],
    ),
  )

  // The filters change only with the address: the same element at every live update, which React
  // does not draw again (the queries' fetching and answers re-render this page several times a second).
  const filters = useMemo(
    () => (
      <FilterBar>
        <PeriodFilter period={{ startDate: period.startDate, endDate: period.endDate }} onChange={(next) => set(next)} />
        <SuperAgentSelect value={search.superAgentId} onChange={(value) => set({ superAgentId: value })} />
      </FilterBar>
    ),
    [period.startDate, period.endDate, search.superAgentId, set],
  )

  return (
    <div className="dashboard">
      {filters}
      <StaleNotice query={summary} />
      {/* With the figures it dates: a live update is then one commit (one frame drawn), not two. */}
      <FiguresAsOf updatedAt={answers.summaryUpdatedAt} />
      <DashboardFigures
        answers={answers}
        startDate={period.startDate}
        endDate={period.endDate}
        interval={interval}
        mix={search.mix ?? 'product'}
        canSeeApprovals={canSeeApprovals}
        retrySummary={summary.refetch}
        retryGraph={graph.refetch}
        onSearch={set}
      />
    </div>
  )
}

interface Answers {
  summary: TransactionSummary | undefined
  summaryUpdatedAt: number
  summaryError: Error | null
  activity: ActivitySummary | undefined
  graph: GraphPoint[] | undefined
  graphError: Error | null
  approvals: ApprovalsForMe | undefined
}

interface DashboardFiguresProps {
  answers: Answers
  startDate: string
  endDate: string
  interval: Interval
  mix: 'product' | 'status'
  canSeeApprovals: boolean
  retrySummary: () => unknown
  retryGraph: () => unknown
  onSearch: (next: Partial<DashboardSearch>) => void
}

/** The cards and the charts, drawn again only when an answer or the period changed. */
const DashboardFigures = memo(function DashboardFigures({ answers, startDate, endDate, interval, mix, canSeeApprovals, retrySummary, retryGraph, onSearch: set }: DashboardFiguresProps) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const period = { startDate, endDate }
  const { summary: s, activity: a } = answers
  // The platform counts the period before like for like: while this one runs, over the same elapsed span.
  const p = s?.previous
  const compared = s ? comparedWith(s) : 'previousPeriod'

  const slices =
    s === undefined
      ? []
      : mix === 'product'
        ? s.byProduct.map((entry, index) => ({ id: entry.category, label: i18n._(productCategoryLabels[entry.category]), value: entry.count, color: chartColor(index) }))
        : s.byStatus
            .filter((entry) => entry.count > 0)
            .map((entry) => ({ id: entry.status, label: i18n._(transactionStatusLabels[entry.status]), value: entry.count, color: statusColors[entry.status] }))
  const totalSlices = slices.reduce((n, slice) => n + slice.value, 0)
  const points = answers.graph ?? []
  const lines = [
    { id: 'all', label: t`All transactions`, color: chartColors[0], points: points.map((point) => ({ x: point.period, y: point.count })) },
    { id: 'failed', label: t`Failed`, color: chartColors[3], points: points.map((point) => ({ x: point.period, y: point.failedCount })) },
  ]

  // The same elements at every update, so that a card whose figure did not move is not drawn again.
  const cardLabels = useMemo(
    () => ({
      value: <Trans>Value of transactions</Trans>,
      'success-rate': <Trans>Success rate</Trans>,
      failed: <Trans>Failed and reversed</Trans>,
      fees: <Trans>Fees earned</Trans>,
      agents: <Trans>Agents transacting</Trans>,
      approvals: <Trans>Approvals waiting for you</Trans>,
    }),
    [],
  )
  // The same element at every update: the buttons are drawn again only when the choice changes.
  const mixChoice = useMemo(
    () => (
      <Flex gap="1" role="group" aria-label={t`Split the mix by`}>
        <Button size="xs" variant={mix === 'product' ? 'solid' : 'outline'} aria-pressed={mix === 'product'} onClick={() => set({ mix: undefined })}>
          <Trans>Product</Trans>
        </Button>
        <Button size="xs" variant={mix === 'status' ? 'solid' : 'outline'} aria-pressed={mix === 'status'} onClick={() => set({ mix: 'status' })}>
          <Trans>Status</Trans>
        </Button>
      </Flex>
    ),
    [mix, set, t],
  )

  return (
    <>
      {answers.summaryError && !s ? (
        <ErrorBlock error={answers.summaryError} onRetry={() => void retrySummary()} />
      ) : !s ? (
        // The cards' places while the figures load: the charts below do not move when they come.
        <div className="dashboard-cards" aria-busy="true" data-testid="dashboard-cards-loading">
          {(Object.keys(cardLabels) as (keyof typeof cardLabels)[])
            .filter((id) => id !== 'approvals' || canSeeApprovals)
            .map((id) => (
              <StatCard key={id} id={id} label={cardLabels[id]} value="…" loading />
            ))}
        </div>
      ) : (
        <div className="dashboard-cards" data-testid="dashboard-cards">
          <StatCard
            id="value"
            label={cardLabels.value}
            value={formatNaira(s.totalAmount, locale)}
            detail={t`${formatNumber(s.totalCount, locale)} transactions`}
            change={changeOf(s.totalAmount, p?.totalAmount)}
            comparedWith={compared}
          />
          <StatCard
            id="success-rate"
            label={cardLabels['success-rate']}
            value={formatNumber(s.successRate / 100, locale, { style: 'percent', maximumFractionDigits: 2 })}
            detail={t`${formatNumber(s.successfulCount, locale)} successful`}
            change={changeOf(s.successRate, p?.successRate)}
            comparedWith={compared}
          />
          <StatCard
            id="failed"
            label={cardLabels.failed}
            value={formatNumber(s.failedCount + s.reversedCount, locale)}
            detail={t`${formatNumber(s.failedCount, locale)} failed · ${formatNumber(s.reversedCount, locale)} reversed · ${formatNumber(s.pendingCount, locale)} pending`}
            change={changeOf(s.failedCount + s.reversedCount, p === undefined ? undefined : p.failedCount + p.reversedCount)}
            comparedWith={compared}
            higherIsBetter={false}
          />
          <StatCard id="fees" label={cardLabels.fees} value={formatNaira(s.totalFees, locale)} change={changeOf(s.totalFees, p?.totalFees)} comparedWith={compared} />
          <StatCard
            id="agents"
            label={cardLabels.agents}
            value={a ? formatNumber(a.agents.transactingInPeriod, locale) : '…'}
            detail={a && t`of ${formatNumber(a.agents.active, locale)} active agents · ${formatNumber(a.merchants.active, locale)} active merchants`}
          />
          {canSeeApprovals && (
            <StatCard
              id="approvals"
              label={cardLabels.approvals}
              value={answers.approvals ? formatNumber(answers.approvals.forMe, locale) : '…'}
              detail={answers.approvals && t`${formatNumber(answers.approvals.pending, locale)} pending in all`}
            />
          )}
        </div>
      )}

      <div className="dashboard-charts">
        <Card
          title={interval === 'Hour' ? <Trans>Transactions by the hour</Trans> : interval === 'Day' ? <Trans>Transactions by day</Trans> : <Trans>Transactions by week</Trans>}
          testId="transaction-chart"
        >
          {answers.graph ? (
            <>
              <LazyLineChart
                series={lines}
                label={t`Transactions from ${period.startDate} to ${period.endDate}`}
                formatX={(x) => periodLabel(x, interval, locale)}
                formatY={(y) => formatNumber(y, locale, { notation: 'compact' })}
              />
              <ChartLegend items={lines.map((line) => ({ id: line.id, label: line.label, color: line.color }))} />
            </>
          ) : answers.graphError ? (
            <ErrorBlock error={answers.graphError} onRetry={() => void retryGraph()} />
          ) : (
            // The chart's height while it loads: what follows does not move when it comes.
            <Flex h="260px" align="center" justify="center">
              <LoadingBlock />
            </Flex>
          )}
        </Card>
        <Card title={mix === 'product' ? <Trans>Mix by product</Trans> : <Trans>Mix by status</Trans>} testId="mix-chart" actions={mixChoice}>
          {totalSlices === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              <Trans>No transaction in this period.</Trans>
            </Text>
          ) : (
            <>
              <LazyPieChart slices={slices} label={mix === 'product' ? t`Transactions by product` : t`Transactions by status`} formatValue={(value) => formatNumber(value, locale)} height={220} />
              <div className="dashboard-mix-legend">
                <ChartLegend
                  items={slices.map((slice) => ({
                    ...slice,
                    value: `${formatNumber(slice.value, locale)} (${formatNumber(slice.value / totalSlices, locale, { style: 'percent', maximumFractionDigits: 1 })})`,
                  }))}
                />
              </div>
            </>
          )}
        </Card>
      </div>
    </>
  )
})

/** The landing page of a user whose role has no dashboard. */
export function WelcomePage({ name }: { name: string }) {
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="l3" shadow="xs" p={{ base: '4', md: '6' }} data-testid="welcome">
      <Text fontSize="lg" fontWeight="semibold" mb="2">
        <Trans>Welcome, {name}.</Trans>
      </Text>
      <Text color="fg.muted">
        <Trans>Your role does not include the dashboard. The menu holds the screens you work with.</Trans>
      </Text>
    </Box>
  )
}
