// A time series chart (nivo line), loaded on demand with nivo by the routes that draw charts.
// Time runs left to right in every language; the legend is the page's own list, so it mirrors.
// Drawn on a canvas: nivo's SVG charts animate every line, point, tick and grid line with
// react-spring, even with animation off, in one task of up to 200 ms on a slow phone. The box
// is the image and carries the chart's name; the legend below says what it shows.
import { LineCanvas, type LineCanvasProps } from '@nivo/line'
import { computeXYScalesForSeries } from '@nivo/scales'
import { memo, useEffect, useRef } from 'react'

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

const margin = { top: 12, right: 20, bottom: 40, left: 64 }
const xScale = { type: 'point' } as const
const yScale = { type: 'linear', min: 0, max: 'auto' } as const

type Data = { id: string; color: string; data: { x: string; y: number }[] }[]

export default function LineChart({ series, label, formatX, formatY, height = 260 }: LineChartProps) {
  const [box, width] = useWidth<HTMLDivElement>()
  const data: Data = series.map((s) => ({ id: s.label, color: s.color, data: s.points.map((p) => ({ x: p.x, y: p.y })) }))
  const count = series[0]?.points.length ?? 0
  // Room for about six labels on the time axis whatever the number of points.
  const every = Math.max(1, Math.ceil(count / 6))
  const ticks = (series[0]?.points ?? []).filter((_, index) => index % every === 0).map((p) => p.x)
  // A hovered point tells the latest figure, also while the picture drawn is an earlier one within a pixel of it.
  const latest = useRef(data)
  useEffect(() => {
    latest.current = data
  })
  // The canvas has no points to read: the box names how many there are and the last one, for journeys.
  return (
    <div ref={box} dir="ltr" style={{ height }} role="img" aria-label={label} data-testid="line-chart" data-points={count} data-last-point={series[0]?.points.at(-1)?.x}>
      {width !== undefined && width > 0 && (
        <Drawing
          picture={pictureOf(data, width, height, ticks, formatX, formatY, count)}
          width={width}
          height={height}
          data={data}
          pointSize={count > 40 ? 0 : 5}
          axisBottom={{ tickValues: ticks, format: (value) => formatX(String(value)), tickRotation: 0 }}
          axisLeft={{ tickValues: 5, format: (value) => formatY(Number(value)) }}
          tooltip={({ point }) => {
            const y = latest.current.find((s) => s.id === point.seriesId)?.data[point.indexInSeries]?.y ?? Number(point.data.y)
            return (
              <div style={tooltipStyle}>
                {String(point.seriesId)} · {formatX(String(point.data.x))}: {formatY(y)}
              </div>
            )
          }}
        />
      )}
    </div>
  )
}

/**
 * What the canvas shows, to the pixel: each point's place, the axes' labels and places, the lines'
 * names and colours. A live update that moves nothing by a pixel (a few transactions more in the
 * current hour) leaves the picture as it is: nivo does not compute and draw it again.
 */
export function pictureOf(data: Data, width: number, height: number, ticks: string[], formatX: (x: string) => string, formatY: (y: number) => string, count: number): string {
  const scales = computeXYScalesForSeries<{ id: string; color: string }, { x: string; y: number }>(data, xScale, yScale, width - margin.left - margin.right, height - margin.top - margin.bottom)
  const y = scales.yScale as unknown as { (value: number): number; ticks: (count: number) => number[] }
  return JSON.stringify([
    width,
    height,
    count,
    ticks.map(formatX),
    y.ticks(5).map((tick) => [formatY(tick), Math.round(y(tick))]),
    scales.series.map((s) => [s.id, s.color, s.data.map((point) => [Math.round(point.position.x ?? -1), Math.round(point.position.y ?? -1)])]),
  ])
}

type DrawingProps = Pick<LineCanvasProps<Data[number]>, 'width' | 'height' | 'data' | 'pointSize' | 'axisBottom' | 'axisLeft' | 'tooltip'> & { picture: string }

/** nivo's canvas, drawn again only when the picture changes. */
const Drawing = memo(
  function Drawing({ picture: _picture, ...props }: DrawingProps) {
    return <LineCanvas {...props} margin={margin} xScale={xScale} yScale={yScale} colors={(d) => d.color} lineWidth={2} enableGridX={false} theme={chartTheme} />
  },
  (before, after) => before.picture === after.picture,
)
