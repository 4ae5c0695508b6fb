// The charts as the pages use them: nivo arrives with the first chart drawn, not with the route.
import { Box, Flex, Text } from '@chakra-ui/react'
import { lazy, Suspense } from 'react'

import type { LineChartProps } from './line-chart'
import type { PieChartProps, PieSlice } from './pie-chart'

const Line = lazy(() => import('./line-chart'))
const Pie = lazy(() => import('./pie-chart'))

export function LazyLineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<Box h={`${props.height ?? 260}px`} />}>
      <Line {...props} />
    </Suspense>
  )
}

export function LazyPieChart(props: PieChartProps) {
  return (
    <Suspense fallback={<Box h={`${props.height ?? 240}px`} />}>
      <Pie {...props} />
    </Suspense>
  )
}

/** The colour key of a chart as a list: translated, wrapped, mirrored in Arabic. */
export function ChartLegend({ items }: { items: readonly { id: string; label: string; color: string; value?: string }[] }) {
  return (
    <Flex as="ul" wrap="wrap" gap="3" listStyleType="none" fontSize="sm" data-testid="chart-legend">
      {items.map((item) => (
        <Flex as="li" key={item.id} align="center" gap="1.5">
          <Box w="2.5" h="2.5" borderRadius="full" bg={item.color} flexShrink="0" aria-hidden />
          <Text as="span">{item.label}</Text>
          {item.value && (
            <Text as="span" color="fg.muted">
              {item.value}
            </Text>
          )}
        </Flex>
      ))}
    </Flex>
  )
}

export type { PieSlice }
