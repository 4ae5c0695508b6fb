// What a dashboard figure is compared with, and the tone of its change: a period still running is
// compared with the same elapsed span of the period before (the platform counts it so), and its
// change is news, not an alarm, until the period is over.
import type { TransactionSummary } from './api/get-transaction-summary'

/** The previous period in full, the same hours of yesterday (today so far), or the same span of a longer period so far. */
export type ComparedWith = 'previousPeriod' | 'sameHoursYesterday' | 'sameSpanBefore'

export function comparedWith(summary: Pick<TransactionSummary, 'partial' | 'previous'>): ComparedWith {
  if (!summary.partial) return 'previousPeriod'
  return summary.previous.startDate === summary.previous.endDate ? 'sameHoursYesterday' : 'sameSpanBefore'
}

export type ChangeTone = 'good' | 'bad' | 'neutral'

/** Green or red for a finished period's change; neutral for no change, nothing to compare with, or a period still running. */
export function changeTone(change: number | null | undefined, higherIsBetter: boolean, compared: ComparedWith): ChangeTone {
  if (change === null || change === undefined || change === 0 || compared !== 'previousPeriod') return 'neutral'
  return change > 0 === higherIsBetter ? 'good' : 'bad'
}
