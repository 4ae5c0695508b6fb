// Fee and commission arithmetic on the contract's rule shapes (all amounts in kobo, integers).
import type { components } from '../../../src/api/schema/mer.ts'

export type FeeRule = components['schemas']['FeeRule']
export type CommissionShareRule = components['schemas']['CommissionShareRuleInput']

/** Hundredths of a percent as an integer (0.5 → 50), so the arithmetic stays exact. */
const basisPoints = (percent: number) => Math.round(percent * 100)

/**
 * The fee of one transaction under a rule:
 * - Flat: the rule's amount;
 * - Percentage: round(amount × percent / 100), raised to minAmount and lowered to capAmount when they are set;
 * - Banded: the amount of the first band whose upTo is null or ≥ the transaction amount (the last band's when none is).
 */
export function computeFee(rule: FeeRule, amount: number): number {
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
export function splitCommission(rule: CommissionShareRule | undefined, fee: number): CommissionSplit {
  if (!rule || fee <= 0) return { agentCommission: 0, superAgentCommission: 0, platformCommission: Math.max(fee, 0) }
  const agentCommission = Math.floor((fee * basisPoints(rule.agentSharePercent)) / 10000)
  const superAgentCommission = Math.min(fee - agentCommission, Math.floor((fee * basisPoints(rule.superAgentSharePercent)) / 10000))
  return { agentCommission, superAgentCommission, platformCommission: fee - agentCommission - superAgentCommission }
}
