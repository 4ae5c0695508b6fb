// Calendar days as the platform counts them (Africa/Lagos), as yyyy-mm-dd text.

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' })

export function lagosToday(now: Date = new Date()): string {
  return dayFormat.format(now)
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
