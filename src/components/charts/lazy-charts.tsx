// The charts as the pages use them: nivo arrives with the first chart drawn, not with the route.
import './chart-legend.css'

import { Box } from '@chakra-ui/react'
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

/** The colour key of a chart as a list: translated, wrapped, mirrored in Arabic. Plain HTML (chart-legend.css): drawn again at each live update. */
export function ChartLegend({ items }: { items: readonly { id: string; label: string; color: string; value?: string }[] }) {
  return (
    <ul className="chart-legend" data-testid="chart-legend">
      {items.map((item) => (
        <li key={item.id} className="chart-legend__item">
          <span className="chart-legend__swatch" style={{ background: item.color }} aria-hidden />
          <span>{item.label}</span>
          {item.value && <span className="chart-legend__value">{item.value}</span>}
        </li>
      ))}
    </ul>
  )
}

export type { PieSlice }
