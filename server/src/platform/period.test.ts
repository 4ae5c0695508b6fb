// The one date-period helper: Lagos calendar days (UTC+01:00 all year) as instant bounds.
import { describe, expect, it } from 'vitest'

import { HttpError } from './http.ts'
import { addDays, dayRange, daysIncluded, daysOrRecent, lagosDay, lagosDayEnd, lagosMidnight } from './period.ts'

describe('period', () => {
  it('turns a Lagos day into its first instant and the first instant after it', () => {
    expect(lagosMidnight('2026-03-01').toISOString()).toBe('2026-02-28T23:00:00.000Z')
    expect(lagosDayEnd('2026-02-28').toISOString()).toBe('2026-02-28T23:00:00.000Z')
    expect(lagosDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z')
  })

  it('names the Lagos day of an instant, which is the next UTC day from 23:00 UTC', () => {
    expect(lagosDay(new Date('2026-05-10T22:59:59Z'))).toBe('2026-05-10')
    expect(lagosDay(new Date('2026-05-10T23:00:00Z'))).toBe('2026-05-11')
  })

  it('adds days across months and leap years, and counts days with both ends included', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(daysIncluded('2026-01-01', '2026-01-01')).toBe(1)
    expect(daysIncluded('2026-01-01', '2026-12-31')).toBe(365)
  })

  it('makes a half-open range with optional ends, and refuses an end before the start naming the field', () => {
    expect(dayRange(undefined, undefined)).toEqual({ from: undefined, to: undefined })
    const range = dayRange('2026-01-01', '2026-01-31')
    expect(range.from?.toISOString()).toBe('2025-12-31T23:00:00.000Z')
    expect(range.to?.toISOString()).toBe('2026-01-31T23:00:00.000Z')
    expect(dayRange(undefined, '2026-01-31').from).toBeUndefined()
    expect(() => dayRange('2026-02-01', '2026-01-31')).toThrow(HttpError)
    try {
      dayRange('2026-02-01', '2026-01-31', { start: 'startDate', end: 'endDate' })
      expect.unreachable()
    } catch (error) {
      expect((error as HttpError).errors).toEqual(['endDate: must not be before startDate'])
    }
  })

  it('fills missing ends with the recent days up to today', () => {
    expect(daysOrRecent('2026-01-01', '2026-01-07')).toEqual({ startDate: '2026-01-01', endDate: '2026-01-07' })
    const recent = daysOrRecent(undefined, undefined, 30)
    expect(recent.endDate).toBe(lagosDay(Date.now()))
    expect(daysIncluded(recent.startDate, recent.endDate)).toBe(30)
  })
})
