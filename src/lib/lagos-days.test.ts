import { describe, expect, it } from 'vitest'

import { addDays, daysIncluded, lagosToday, monthStart, previousPeriod } from './lagos-days'

describe('Lagos days', () => {
  it('counts the day in Lagos (UTC+1), not in UTC', () => {
    expect(lagosToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24')
    expect(lagosToday(new Date('2026-11-24T22:59:00Z'))).toBe('2026-11-24')
  })

  it('moves across months and years, and compares with the period just before', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(daysIncluded('2026-11-01', '2026-11-30')).toBe(30)
    expect(previousPeriod('2026-11-01', '2026-11-30')).toEqual({ startDate: '2026-10-02', endDate: '2026-10-31' })
    expect(previousPeriod('2026-11-24', '2026-11-24')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' })
    expect(monthStart('2026-11-24')).toBe('2026-11-01')
  })
})
