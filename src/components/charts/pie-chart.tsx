// A share chart (nivo pie; a donut with an inner radius), loaded on demand with nivo. Labels are
// left to the page's legend list (translated, mirrored in Arabic) so nothing overlaps on the arcs.
// Drawn on a canvas, as the line chart (line-chart.tsx says why).
import { PieCanvas } from '@nivo/pie'

import { tooltipStyle } from './chart-colors'
import { useWidth } from './use-width'

export interface PieSlice {
  id: string
  label: string
  value: number
  color: string
}

export interface PieChartProps {
  slices: readonly PieSlice[]
  label: string
  formatValue: (value: number) => string
  /** 0 for a pie, about 0.6 for a donut. */
  innerRadius?: number
  height?: number
}

export default function PieChart({ slices, label, formatValue, innerRadius = 0, height = 240 }: PieChartProps) {
  const [box, width] = useWidth<HTMLDivElement>()
  return (
    <div ref={box} dir="ltr" style={{ height }} role="img" aria-label={label} data-testid="pie-chart">
      {width !== undefined && width > 0 && (
        <PieCanvas
          width={width}
          height={height}
          data={slices.map((s) => ({ ...s }))}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
          innerRadius={innerRadius}
          padAngle={1}
          cornerRadius={2}
          colors={(d) => (d.data as PieSlice).color}
          enableArcLinkLabels={false}
          arcLabelsSkipAngle={18}
          arcLabel={(d) =>
            `${Math.round(
              (d.value /
                Math.max(
                  1,
                  slices.reduce((n, s) => n + s.value, 0),
                )) *
                100,
            )}%`
          }
          arcLabelsTextColor="#fff"
          tooltip={({ datum }) => (
            <div style={tooltipStyle}>
              {datum.label}: {formatValue(datum.value)}
            </div>
          )}
        />
      )}
    </div>
  )
}
