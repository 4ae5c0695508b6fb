// The charts' palette: the accent first, then colours that stay apart for colour-blind readers.
import { fontStack } from '../../lib/fonts'

export const chartColors = ['#6143be', '#0f9d8a', '#e07b00', '#d43f6b', '#2b7bd6', '#7a8b00', '#8c5a3c', '#5f6b7a'] as const

export function chartColor(index: number): string {
  return chartColors[index % chartColors.length]!
}

/** Text, grid and tooltip in the theme's colours (light and dark) and typeface (a canvas has no CSS of its own). */
export const chartTheme = {
  text: { fill: 'currentColor', fontSize: 11, fontFamily: fontStack },
  axis: { ticks: { text: { fill: 'currentColor' } }, legend: { text: { fill: 'currentColor' } } },
  grid: { line: { stroke: 'rgba(127,127,127,0.2)' } },
}

export const tooltipStyle = {
  background: 'var(--chakra-colors-bg-panel, #fff)',
  color: 'var(--chakra-colors-fg, #111)',
  border: '1px solid var(--chakra-colors-border, #ddd)',
  borderRadius: 4,
  padding: '4px 8px',
  fontSize: 12,
} as const
