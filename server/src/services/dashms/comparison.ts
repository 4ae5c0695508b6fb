// Which period a dashboard period is compared with, like for like: a period still running is
// compared with the same elapsed span of the period before (today until 03:00 with yesterday until
// 03:00), so a morning does not read as a collapse against the whole of yesterday.
import { addDays, daysIncluded, lagosDayEnd, lagosMidnight } from '../../platform/period.ts'

export interface Comparison {
  /** The period has not ended yet (Lagos time): its figures are those so far. */
  partial: boolean
  /** The instant the period's figures run to: the end of its last day, or now while it runs. */
  countedUntil: Date
  /** The period before and the instant it is counted until (the same elapsed span). */
  previous: { startDate: string; endDate: string; from: Date; until: Date }
}

/** The last day of the month of a day. */
function monthEnd(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10)
}

/**
 * The days before a period: the same days of the previous month for a period that starts on the
 * 1st and ends in the same month ("this month"), otherwise as many days just before.
 */
export function previousDays(startDate: string, endDate: string): { startDate: string; endDate: string } {
  if (startDate.endsWith('-01') && startDate.slice(0, 7) === endDate.slice(0, 7)) {
    const start = `${addDays(startDate, -1).slice(0, 7)}-01`
    const sameDay = `${start.slice(0, 8)}${endDate.slice(8)}`
    const last = monthEnd(start)
    return { startDate: start, endDate: sameDay > last ? last : sameDay }
  }
  const length = daysIncluded(startDate, endDate)
  return { startDate: addDays(startDate, -length), endDate: addDays(startDate, -1) }
}

/** The comparison of a period at `now`: the period before, cut at the same elapsed time when the period still runs. */
export function comparisonOf(startDate: string, endDate: string, now: Date): Comparison {
  const from = lagosMidnight(startDate)
  const to = lagosDayEnd(endDate)
  const countedUntil = new Date(Math.min(Math.max(now.getTime(), from.getTime()), to.getTime()))
  const days = previousDays(startDate, endDate)
  const previousFrom = lagosMidnight(days.startDate)
  const elapsed = countedUntil.getTime() - from.getTime()
  const until = new Date(Math.min(previousFrom.getTime() + elapsed, lagosDayEnd(days.endDate).getTime()))
  return { partial: now < to, countedUntil, previous: { ...days, from: previousFrom, until } }
}
