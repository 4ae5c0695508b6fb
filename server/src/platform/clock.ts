// The platform's "now" for rules that depend on time passing (a case's deadline): one place a test
// can move forward, instead of waiting three days.
let offsetMs = 0

export function now(): Date {
  return new Date(Date.now() + offsetMs)
}

/** The offset in force (part of the key of answers that depend on the time). */
export function clockOffset(): number {
  return offsetMs
}

/** Tests only: moves the clock by this much from the real time (0 puts it back). */
export function setClockOffset(ms: number): void {
  offsetMs = ms
}
