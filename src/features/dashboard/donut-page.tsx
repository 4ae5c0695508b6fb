import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'

import { chartColor } from '../../components/charts/chart-colors'
import { ChartLegend, LazyPieChart } from '../../components/charts/lazy-charts'
import { ErrorBlock, LoadingBlock, StaleNotice } from '../../components/feedback/query-state'
import { formatNumber } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { useAnalyticsSeries } from './api/get-analytics-series'
import { groupLabel } from './chart-labels'
import { Card } from '../../components/card'
import { FilterBar, PeriodFilter, periodOf, presetPeriods, SuperAgentSelect } from './components/period-filter'
import { mixDimensions, type DonutSearch, type MixDimension } from './dashboard-search'

const groupings = { product: 'Product', channel: 'Channel', status: 'Status' } as const

/** The transaction mix as a donut, split by product, channel or status. */
export function DonutPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const search = useSearch({ strict: false }) as DonutSearch
  const navigate = useNavigate()
  const set = (next: Partial<DonutSearch>) => void navigate({ to: '.', search: ((previous: DonutSearch) => ({ ...previous, ...next })) as never, replace: true })
  const period = periodOf(search, presetPeriods().thirty)
  const by: MixDimension = search.by ?? 'product'
  const groupBy = groupings[by]
  const query = useAnalyticsSeries({ ...period, superAgentId: search.superAgentId, groupBy, metric: 'Count', interval: 'Month' })
  const words = { product: t`Product`, channel: t`Channel`, status: t`Status` }

  const slices = (query.data?.series ?? []).map((s, index) => ({
    id: s.id,
    label: groupLabel(groupBy, s.id, s.label, i18n),
    value: s.points.reduce((n, p) => n + p.value, 0),
    color: chartColor(index),
  }))
  const total = slices.reduce((n, slice) => n + slice.value, 0)

  return (
    <Flex direction="column" gap="5">
      <FilterBar>
        <PeriodFilter period={period} onChange={(next) => set(next)} />
        <SuperAgentSelect value={search.superAgentId} onChange={(value) => set({ superAgentId: value })} />
      </FilterBar>
      <StaleNotice query={query} />
      <Card
        title={<Trans>Transaction mix</Trans>}
        testId="donut"
        actions={
          <Flex gap="1" role="group" aria-label={t`Split the mix by`}>
            {mixDimensions.map((dimension) => (
              <Button
                key={dimension}
                size="sm"
                variant={by === dimension ? 'solid' : 'outline'}
                aria-pressed={by === dimension}
                onClick={() => set({ by: dimension === 'product' ? undefined : dimension })}
              >
                {words[dimension]}
              </Button>
            ))}
          </Flex>
        }
      >
        {query.isError && !query.data ? (
          <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <LoadingBlock />
        ) : total === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>No transaction in this period.</Trans>
          </Text>
        ) : (
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6" alignItems="center">
            <Box position="relative">
              <LazyPieChart slices={slices} innerRadius={0.6} label={t`Transaction mix: ${words[by]}`} formatValue={(value) => formatNumber(value, locale)} height={300} />
              <Flex position="absolute" inset="0" direction="column" align="center" justify="center" pointerEvents="none">
                <Text fontSize="2xl" fontWeight="semibold" data-testid="donut-total">
                  {formatNumber(total, locale)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  <Trans>transactions</Trans>
                </Text>
              </Flex>
            </Box>
            <ChartLegend
              items={slices.map((slice) => ({
                ...slice,
                value: `${formatNumber(slice.value, locale)} (${formatNumber(slice.value / total, locale, { style: 'percent', maximumFractionDigits: 1 })})`,
              }))}
            />
          </Grid>
        )}
      </Card>
    </Flex>
  )
}
