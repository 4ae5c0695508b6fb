// The fee a product charges against the transaction amount (nivo line), so a jump between bands,
// a minimum or a cap shows at a glance. Loaded on demand: the editor works before it arrives.
import { Line } from '@nivo/line'

import { chartTheme, tooltipStyle } from '../../../components/charts/chart-colors'
import { useWidth } from '../../../components/charts/use-width'
import { computeFee, type FeeRuleShape } from '../../../lib/fees'
import { formatNaira, formatNumber } from '../../../lib/format'
import type { Locale } from '../../../lib/i18n'

export interface FeeChartSeries {
  id: string
  rule: FeeRuleShape
  color: string
}

interface FeeChartProps {
  series: readonly FeeChartSeries[]
  /** The largest amount drawn, in kobo. */
  maxAmount: number
  locale: Locale
  label: string
}

/** Amounts where the fee may change: every band edge (both sides, so a jump is vertical) and a regular grid. */
export function chartAmounts(rules: readonly FeeRuleShape[], maxAmount: number): number[] {
  const points = new Set<number>([1, maxAmount])
  for (let step = 1; step <= 60; step++) points.add(Math.round((maxAmount * step) / 60))
  for (const rule of rules) {
    if (rule.type !== 'Banded') continue
    for (const band of rule.bands) {
      if (band.upTo !== null && band.upTo < maxAmount) {
        points.add(band.upTo)
        points.add(band.upTo + 1)
      }
    }
  }
  return [...points].sort((a, b) => a - b)
}

export default function FeeChart({ series, maxAmount, locale, label }: FeeChartProps) {
  const [box, width] = useWidth<HTMLDivElement>()
  const amounts = chartAmounts(
    series.map((s) => s.rule),
    maxAmount,
  )
  const data = series.map((s) => ({ id: s.id, color: s.color, data: amounts.map((amount) => ({ x: amount / 100, y: computeFee(s.rule, amount) / 100 })) }))
  const compact = (naira: number) => formatNumber(naira, locale, { notation: 'compact', maximumFractionDigits: 1 })
  return (
    // Amounts grow to the right in every language.
    <div ref={box} dir="ltr" style={{ height: 220 }}>
      {width !== undefined && width > 0 && (
        <Line
          width={width}
          height={220}
          data={data}
          role="img"
          ariaLabel={label}
          margin={{ top: 12, right: 16, bottom: 36, left: 52 }}
          xScale={{ type: 'linear', min: 0, max: maxAmount / 100 }}
          yScale={{ type: 'linear', min: 0, max: 'auto' }}
          curve="linear"
          colors={(d) => (d as { color: string }).color}
          lineWidth={2}
          enablePoints={false}
          enableGridX={false}
          useMesh
          animate={false}
          axisBottom={{ tickValues: 5, format: (value) => `₦${compact(Number(value))}` }}
          axisLeft={{ tickValues: 5, format: (value) => `₦${compact(Number(value))}` }}
          theme={chartTheme}
          tooltip={({ point }) => (
            <div style={tooltipStyle}>
              {formatNaira(Math.round(Number(point.data.x) * 100), locale)} → {formatNaira(Math.round(Number(point.data.y) * 100), locale)}
            </div>
          )}
        />
      )}
    </div>
  )
}
