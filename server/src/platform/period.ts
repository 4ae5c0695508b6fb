// Calendar days in Africa/Lagos (UTC+01:00 all year, no daylight saving) turned into timestamp
// bounds: the one place every list's StartDate/EndDate filter and every report period goes through.
import { gte, lt, type Column, type SQL } from 'drizzle-orm'

import { invalidField } from './http.ts'

const dayMs = 86_400_000
const lagosOffsetMs = 3_600_000

/** Midnight of an ISO day in Lagos, as an instant. */
export function lagosMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+01:00`)
}

/** The first instant after an ISO day in Lagos (midnight of the next day). */
export function lagosDayEnd(day: string): Date {
  return lagosMidnight(addDays(day, 1))
}

/** The ISO day (Lagos) of an instant. */
export function lagosDay(instant: Date | number): string {
  return new Date((typeof instant === 'number' ? instant : instant.getTime()) + lagosOffsetMs).toISOString().slice(0, 10)
}

/** Days since 1970-01-01 of an ISO day: the day columns the totals are held in (daily-totals.ts, report-totals.ts). */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / dayMs)

/** The ISO day of a day number. */
export const dayText = (n: number) => new Date(n * dayMs).toISOString().slice(0, 10)

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)
}

/** Days from start to end, both included. */
export function daysIncluded(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / dayMs) + 1
}

export interface InstantRange {
  /** Inclusive lower bound, or none. */
  from: Date | undefined
  /** Exclusive upper bound (midnight after the last day), or none. */
  to: Date | undefined
}

/** Both ends optional; 400 naming the end field when it is before the start. */
export function dayRange(start: string | undefined, end: string | undefined, names = { start: 'StartDate', end: 'EndDate' }): InstantRange {
  if (start && end && end < start) throw invalidField(names.end, 'RANGE_ORDER', `must not be before ${names.start}`)
  return { from: start ? lagosMidnight(start) : undefined, to: end ? lagosDayEnd(end) : undefined }
}

/** Conditions keeping a timestamp column inside the range (none for a missing end). */
export function withinRange(column: Column, range: InstantRange): SQL[] {
  return [range.from ? gte(column, range.from) : undefined, range.to ? lt(column, range.to) : undefined].filter((c): c is SQL => c !== undefined)
}

/** The filter's days, or the last `days` days up to today (Lagos) for the missing ends. */
export function daysOrRecent(start: string | undefined, end: string | undefined, days = 30): { startDate: string; endDate: string } {
  if (start && end && end < start) throw invalidField('EndDate', 'RANGE_ORDER', 'must not be before StartDate')
  const endDate = end ?? (start && start > lagosDay(Date.now()) ? start : lagosDay(Date.now()))
  const startDate = start ?? addDays(endDate, -(days - 1))
  return { startDate, endDate }
}
