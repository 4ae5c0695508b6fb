// A share chart (nivo pie; a donut with an inner radius), loaded on demand with nivo. Labels are
// left to the page's legend list (translated, mirrored in Arabic) so nothing overlaps on the arcs.
// Drawn on a canvas, as the line chart (line-chart.tsx says why).
import { PieCanvas, type PieCanvasProps } from '@nivo/pie'
import { memo, useEffect, useRef } from 'react'

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
  const total = Math.max(
    1,
    slices.reduce((n, s) => n + s.value, 0),
  )
  // A hovered slice tells the latest figure, also while the picture drawn is an earlier one within a pixel of it.
  const latest = useRef(slices)
  useEffect(() => {
    latest.current = slices
  })
  return (
    <div ref={box} dir="ltr" style={{ height }} role="img" aria-label={label} data-testid="pie-chart">
      {width !== undefined && width > 0 && (
        <Drawing
          picture={pictureOf(slices, total, width, height, innerRadius)}
          width={width}
          height={height}
          data={slices.map((s) => ({ ...s }))}
          innerRadius={innerRadius}
          arcLabel={(d) => `${Math.round((d.value / total) * 100)}%`}
          tooltip={({ datum }) => (
            <div style={tooltipStyle}>
              {datum.label}: {formatValue(latest.current.find((s) => s.id === datum.id)?.value ?? datum.value)}
            </div>
          )}
        />
      )}
    </div>
  )
}

/**
 * What the canvas shows, to the pixel: each slice's share to a fifth of a degree (under a pixel on
 * the arc of a tablet's pie), its label's whole percent, its name and colour. A live update that
 * moves no arc by a pixel leaves the picture as it is: nivo does not compute and draw it again.
 */
export function pictureOf(slices: readonly PieSlice[], total: number, width: number, height: number, innerRadius: number): string {
  return JSON.stringify([width, height, innerRadius, slices.map((s) => [s.id, s.label, s.color, Math.round((s.value / total) * 1800), Math.round((s.value / total) * 100)])])
}

type DrawingProps = Pick<PieCanvasProps<PieSlice>, 'width' | 'height' | 'data' | 'innerRadius' | 'arcLabel' | 'tooltip'> & { picture: string }

/** nivo's canvas, drawn again only when the picture changes. */
const Drawing = memo(
  function Drawing({ picture: _picture, ...props }: DrawingProps) {
    return (
      <PieCanvas
        {...props}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        padAngle={1}
        cornerRadius={2}
        colors={(d) => d.data.color}
        enableArcLinkLabels={false}
        arcLabelsSkipAngle={18}
        arcLabelsTextColor="#fff"
      />
    )
  },
  (before, after) => before.picture === after.picture,
)
