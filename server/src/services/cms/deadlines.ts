// How long the bank has to resolve a dispute (CBN letter of 29 May 2020, in force 8 June 2020):
// a failed on-us ATM withdrawal within 24 hours, a not-on-us one within 48 hours, a disputed POS or
// web transaction within 72 hours. The platform's channels (POS, Web, Mobile, USSD) take the POS and
// web rule; complaints without a transaction (an agent's conduct) take the 14 days of
// account-management complaints. ATM rows are kept for the day the network's ATMs join it.

type Channel = 'POS' | 'Web' | 'Mobile' | 'USSD' | 'ATM'

const HOUR = 3_600_000

export const deadlineRules: readonly { channel: Channel; onUs?: boolean; hours: number }[] = [
  { channel: 'ATM', onUs: true, hours: 24 },
  { channel: 'ATM', onUs: false, hours: 48 },
  { channel: 'POS', hours: 72 },
  { channel: 'Web', hours: 72 },
  { channel: 'Mobile', hours: 72 },
  { channel: 'USSD', hours: 72 },
]

export const NO_TRANSACTION_HOURS = 14 * 24

/** How many hours a case has, from the disputed transaction's channel (none: no transaction). */
export function deadlineHours(channel: string | null, onUs = false): number {
  if (channel === null) return NO_TRANSACTION_HOURS
  const rule = deadlineRules.find((r) => r.channel === channel && (r.onUs === undefined || r.onUs === onUs))
  return rule?.hours ?? 72
}

export function dueAt(raisedAt: Date, channel: string | null, onUs = false): Date {
  return new Date(raisedAt.getTime() + deadlineHours(channel, onUs) * HOUR)
}

/** A resolved case may be reopened this long after its resolution. */
export const REOPEN_WINDOW_DAYS = 14
