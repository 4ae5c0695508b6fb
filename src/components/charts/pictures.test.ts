// The charts draw again only when what they show moves by a pixel: a live update of a few
// transactions leaves the canvas as it is, a visible change, another language or size does not.
import { describe, expect, it } from 'vitest'

import { pictureOf as linePicture } from './line-chart'
import { pictureOf as piePicture } from './pie-chart'

const hours = Array.from({ length: 24 }, (_, hour) => `2026-11-29T${String(hour).padStart(2, '0')}:00`)
const day = (last: number) => [
  { id: 'All transactions', color: '#6143be', data: hours.map((x, hour) => ({ x, y: hour === 23 ? last : 400 + hour * 20 })) },
  { id: 'Failed', color: '#e5484d', data: hours.map((x) => ({ x, y: 12 })) },
]
const ticks = hours.filter((_, index) => index % 4 === 0)
const formatX = (x: string) => x.slice(11)
const formatY = (y: number) => new Intl.NumberFormat('en', { notation: 'compact' }).format(y)
const line = (last: number, width = 600, format = formatX) => linePicture(day(last), width, 260, ticks, format, formatY, 24)

describe('the line chart’s picture', () => {
  it('is drawn again about once a pixel as the current hour gains transaction after transaction', () => {
    // The highest point is 840 (the scale's top 900): 208 px of plot, about 4.3 transactions a pixel.
    const pictures = new Set(Array.from({ length: 100 }, (_, added) => line(300 + added)))
    expect(pictures.size).toBeGreaterThanOrEqual(20)
    expect(pictures.size).toBeLessThanOrEqual(26)
  })

  it('changes when a point moves by a pixel or more, the size or the labels change', () => {
    expect(line(300)).not.toBe(line(340))
    expect(line(300)).not.toBe(line(300, 601))
    expect(line(300)).not.toBe(line(300, 600, (x) => `${x.slice(11)}h`))
  })

  it('changes when the scale does: a new highest point moves every line', () => {
    expect(line(860)).not.toBe(line(1200))
  })
})

describe('the pie chart’s picture', () => {
  const slices = (deposits: number) => [
    { id: 'CashIn', label: 'Deposits', color: '#6143be', value: deposits },
    { id: 'CashOut', label: 'Withdrawals', color: '#e5484d', value: 6_000 },
    { id: 'Transfer', label: 'Transfers', color: '#30a46c', value: 4_000 },
  ]
  const pie = (deposits: number, width = 400) => piePicture(slices(deposits), deposits + 10_000, width, 220, 0.6)

  it('is drawn again only when a slice grows by a fifth of a degree', () => {
    // Each deposit more grows its slice by about a hundredth of a degree, and shrinks the others' shares:
    // over 100 deposits the three slices cross 4.5, 2.7 and 1.8 fifths of a degree.
    const pictures = new Set(Array.from({ length: 100 }, (_, added) => pie(10_000 + added)))
    expect(pictures.size).toBeGreaterThanOrEqual(7)
    expect(pictures.size).toBeLessThanOrEqual(12)
  })

  it('changes when an arc moves, the size or a name changes', () => {
    expect(pie(10_000)).not.toBe(pie(10_200))
    expect(pie(10_000)).not.toBe(pie(10_000, 390))
    const renamed = slices(10_000).map((slice) => (slice.id === 'CashIn' ? { ...slice, label: 'Dépôts' } : slice))
    expect(pie(10_000)).not.toBe(piePicture(renamed, 20_000, 400, 220, 0.6))
  })
})
