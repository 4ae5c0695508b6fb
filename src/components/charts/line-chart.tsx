// A time series chart (nivo line), loaded on demand with nivo by the routes that draw charts.
// Time runs left to right in every language; the legend is the page's own list, so it mirrors.
// Drawn on a canvas: nivo's SVG charts animate every line, point, tick and grid line with
// react-spring, even with animation off, in one task of up to 200 ms on a slow phone. The box
// is the image and carries the chart's name; the legend below says what it shows.
import { LineCanvas } from '@nivo/line'

import { chartTheme, tooltipStyle } from './chart-colors'
import { useWidth } from './use-width'

export interface LineSeries {
  id: string
  label: string
  color: string
  points: readonly { x: string; y: number }[]
}

export interface LineChartProps {
  series: readonly LineSeries[]
  /** Accessible description of the chart. */
  label: string
  /** A point's x as a short axis label (a day, an hour). */
  formatX: (x: string) => string
  formatY: (y: number) => string
  height?: number
}

export default function LineChart({ series, label, formatX, formatY, height = 260 }: LineChartProps) {
  const [box, width] = useWidth<HTMLDivElement>()
  const data = series.map((s) => ({ id: s.label, color: s.color, data: s.points.map((p) => ({ x: p.x, y: p.y })) }))
  const count = series[0]?.points.length ?? 0
  // Room for about six labels on the time axis whatever the number of points.
  const every = Math.max(1, Math.ceil(count / 6))
  const ticks = (series[0]?.points ?? []).filter((_, index) => index % every === 0).map((p) => p.x)
  // The canvas has no points to read: the box names how many there are and the last one, for journeys.
  return (
    <div ref={box} dir="ltr" style={{ height }} role="img" aria-label={label} data-testid="line-chart" data-points={count} data-last-point={series[0]?.points.at(-1)?.x}>
      {width !== undefined && width > 0 && (
        <LineCanvas
          width={width}
          height={height}
          data={data}
          margin={{ top: 12, right: 20, bottom: 40, left: 64 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: 'auto' }}
          colors={(d) => (d as { color: string }).color}
          lineWidth={2}
          pointSize={count > 40 ? 0 : 5}
          enableGridX={false}
          axisBottom={{ tickValues: ticks, format: (value) => formatX(String(value)), tickRotation: 0 }}
          axisLeft={{ tickValues: 5, format: (value) => formatY(Number(value)) }}
          theme={chartTheme}
          tooltip={({ point }) => (
            <div style={tooltipStyle}>
              {String(point.seriesId)} · {formatX(String(point.data.x))}: {formatY(Number(point.data.y))}
            </div>
          )}
        />
      )}
    </div>
  )
}
