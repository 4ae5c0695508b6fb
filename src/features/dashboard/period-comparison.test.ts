import { describe, expect, it } from 'vitest'

import { changeTone, comparedWith } from './period-comparison'

const previous = (startDate: string, endDate: string) => ({ startDate, endDate, comparedUntil: `${endDate}T02:00:00.000Z` }) as never

describe('comparedWith', () => {
  it('names the same hours of yesterday for today so far, the same span for a longer period so far, the previous period once over', () => {
    expect(comparedWith({ partial: true, previous: previous('2026-11-25', '2026-11-25') })).toBe('sameHoursYesterday')
    expect(comparedWith({ partial: true, previous: previous('2026-11-13', '2026-11-19') })).toBe('sameSpanBefore')
    expect(comparedWith({ partial: true, previous: previous('2026-10-01', '2026-10-26') })).toBe('sameSpanBefore')
    expect(comparedWith({ partial: false, previous: previous('2026-11-24', '2026-11-24') })).toBe('previousPeriod')
  })
})

describe('changeTone', () => {
  it('colours a finished period by whether higher is better', () => {
    expect(changeTone(12, true, 'previousPeriod')).toBe('good')
    expect(changeTone(-100, true, 'previousPeriod')).toBe('bad')
    expect(changeTone(12, false, 'previousPeriod')).toBe('bad')
    expect(changeTone(-5, false, 'previousPeriod')).toBe('good')
  })

  it('keeps a running period, no change and no earlier figure neutral', () => {
    expect(changeTone(-100, true, 'sameHoursYesterday')).toBe('neutral')
    expect(changeTone(40, false, 'sameSpanBefore')).toBe('neutral')
    expect(changeTone(0, true, 'previousPeriod')).toBe('neutral')
    expect(changeTone(null, true, 'previousPeriod')).toBe('neutral')
    expect(changeTone(undefined, true, 'previousPeriod')).toBe('neutral')
  })
})
