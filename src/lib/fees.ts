// Fee and commission arithmetic on the contract's rule shapes, all amounts in integer kobo. One
// implementation for the screens (previews, calculators) and the sandbox platform (seeded
// transactions), so what a screen shows is what a transaction is charged.

/** The parts of a fee rule the arithmetic reads: the contract's input and view shapes both fit. */
export type FeeRuleShape =
  | { type: 'Flat'; amount: number }
  | { type: 'Percentage'; percent: number; capAmount: number | null; minAmount: number | null }
  | { type: 'Banded'; bands: readonly { upTo: number | null; amount: number }[] }

export interface CommissionShares {
  agentSharePercent: number
  superAgentSharePercent: number
  platformSharePercent: number
}

/** Hundredths of a percent as an integer (0.5 → 50), so the arithmetic stays exact. */
export const basisPoints = (percent: number) => Math.round(percent * 100)

/**
 * The fee of one transaction under a rule:
 * - Flat: the rule's amount;
 * - Percentage: round(amount × percent / 100), raised to minAmount and lowered to capAmount when they are set;
 * - Banded: the amount of the first band whose upTo is null or ≥ the transaction amount (the last band's when none is).
 */
export function computeFee(rule: FeeRuleShape, amount: number): number {
  switch (rule.type) {
    case 'Flat':
      return rule.amount
    case 'Percentage': {
      let fee = Math.round((amount * basisPoints(rule.percent)) / 10000)
      if (rule.minAmount !== null && fee < rule.minAmount) fee = rule.minAmount
      if (rule.capAmount !== null && fee > rule.capAmount) fee = rule.capAmount
      return fee
    }
    case 'Banded': {
      const band = rule.bands.find((b) => b.upTo === null || b.upTo >= amount) ?? rule.bands[rule.bands.length - 1]
      return band?.amount ?? 0
    }
  }
}

/** A band as the editor and the contract's input write it: amounts from `from` to `upTo`, both inclusive, in kobo. */
export interface FeeBandShape {
  from: number
  upTo: number | null
  amount: number
}

/** Where a band breaks the rules: bands start at 1 kobo, follow each other without gap or overlap, and only the last is open. */
export type BandProblem =
  | { index: number; field: 'from'; kind: 'firstStart' }
  | { index: number; field: 'from'; kind: 'gap' | 'overlap'; expected: number }
  | { index: number; field: 'upTo'; kind: 'belowFrom' | 'openBeforeEnd' | 'closedEnd' }

/** The first band's lower bound: ₦0.01. */
export const firstBandStart = 1

/** The problems of a list of bands, first band first; empty when the bands cover every amount once. */
export function bandProblems(bands: readonly FeeBandShape[]): BandProblem[] {
  const problems: BandProblem[] = []
  const last = bands.length - 1
  bands.forEach((band, index) => {
    const previous = bands[index - 1]
    if (index === 0 && band.from !== firstBandStart) problems.push({ index, field: 'from', kind: 'firstStart' })
    if (previous && previous.upTo !== null) {
      const expected = previous.upTo + 1
      if (band.from > expected) problems.push({ index, field: 'from', kind: 'gap', expected })
      if (band.from < expected) problems.push({ index, field: 'from', kind: 'overlap', expected })
    }
    if (band.upTo !== null && band.upTo < band.from) problems.push({ index, field: 'upTo', kind: 'belowFrom' })
    if (index < last && band.upTo === null) problems.push({ index, field: 'upTo', kind: 'openBeforeEnd' })
    if (index === last && band.upTo !== null) problems.push({ index, field: 'upTo', kind: 'closedEnd' })
  })
  return problems
}

/** Stored bands (each up to its upTo) with their lower bounds: 1 kobo, then 1 kobo above the previous band's upTo. */
export function withBandStarts<T extends { upTo: number | null }>(bands: readonly T[]): (T & { from: number })[] {
  return bands.map((band, index) => {
    const previous = bands[index - 1]?.upTo
    // The start first: bands read from, up to, fee.
    return { from: index === 0 || previous === null || previous === undefined ? firstBandStart : previous + 1, ...band }
  })
}

export interface CommissionSplit {
  agentCommission: number
  superAgentCommission: number
  platformCommission: number
}

/**
 * Shares a fee between agent, super agent and platform: the agent's and super agent's parts are
 * rounded down, and the platform takes the rest, so the three always add up to the fee exactly.
 * Without a rule the platform keeps the whole fee.
 */
export function splitCommission(rule: CommissionShares | undefined, fee: number): CommissionSplit {
  if (!rule || fee <= 0) return { agentCommission: 0, superAgentCommission: 0, platformCommission: Math.max(fee, 0) }
  const agentCommission = Math.floor((fee * basisPoints(rule.agentSharePercent)) / 10000)
  const superAgentCommission = Math.min(fee - agentCommission, Math.floor((fee * basisPoints(rule.superAgentSharePercent)) / 10000))
  return { agentCommission, superAgentCommission, platformCommission: fee - agentCommission - superAgentCommission }
}
