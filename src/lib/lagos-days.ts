// Calendar days as the platform counts them (Africa/Lagos), as yyyy-mm-dd text.

// Lagos keeps West Africa Time, UTC+01:00, all year (no daylight saving): a day by arithmetic. A
// formatter with a time zone cost the signed-in shell's start a task of its own on a tablet (the
// browser loads its time-zone data for it).
const watOffsetMs = 60 * 60_000

export function lagosToday(now: Date = new Date()): string {
  return new Date(now.getTime() + watOffsetMs).toISOString().slice(0, 10)
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Days from start to end, both included. */
export function daysIncluded(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1
}

/** The period of the same length just before (to compare with). */
export function previousPeriod(startDate: string, endDate: string): { startDate: string; endDate: string } {
  const length = daysIncluded(startDate, endDate)
  return { startDate: addDays(startDate, -length), endDate: addDays(startDate, -1) }
}

/** The first day of the month of a day. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`
}
