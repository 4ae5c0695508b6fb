import { describe, expect, it } from 'vitest'

import { computeFee, splitCommission } from './fees'
import { previewCharges } from './merchant-configuration'

// The CBN Guide to Charges' transfer bands (DOMAIN.md): ₦10 to ₦5,000, ₦25 to ₦50,000, ₦50 above.
const transferBands = { type: 'Banded', bands: [{ upTo: 500_000, amount: 1_000 }, { upTo: 5_000_000, amount: 2_500 }, { upTo: null, amount: 5_000 }] } as const

describe('fees', () => {
  it('charges the band an amount falls in, bounds included', () => {
    expect(computeFee(transferBands, 500_000)).toBe(1_000)
    expect(computeFee(transferBands, 500_001)).toBe(2_500)
    expect(computeFee(transferBands, 5_000_000)).toBe(2_500)
    expect(computeFee(transferBands, 5_000_001)).toBe(5_000)
  })

  it('raises a percentage to its minimum and caps it, in whole kobo', () => {
    const rule = { type: 'Percentage', percent: 0.5, minAmount: 10_000, capAmount: 200_000 } as const
    expect(computeFee(rule, 500_000)).toBe(10_000)
    expect(computeFee(rule, 5_000_000)).toBe(25_000)
    expect(computeFee(rule, 100_000_000)).toBe(200_000)
    expect(computeFee({ type: 'Percentage', percent: 0.75, minAmount: null, capAmount: null }, 333)).toBe(2)
  })

  it('shares a fee so the three parts add up to it exactly', () => {
    const split = splitCommission({ agentSharePercent: 33.33, superAgentSharePercent: 33.33, platformSharePercent: 33.34 }, 1_001)
    expect(split).toEqual({ agentCommission: 333, superAgentCommission: 333, platformCommission: 335 })
    expect(splitCommission(undefined, 2_500)).toEqual({ agentCommission: 0, superAgentCommission: 0, platformCommission: 2_500 })
  })

  it('previews the sample withdrawals of a configuration, or says the scheme has no rule for the product', () => {
    const product = { id: 2, code: 'CASH_WITHDRAWAL_CARD', name: 'Cash withdrawal (card/POS)' }
    const scheme = { rules: [{ product, ...transferBands, bands: [...transferBands.bands] }] }
    const group = { rules: [{ product, agentSharePercent: 50, superAgentSharePercent: 30, platformSharePercent: 20 }] }
    expect(previewCharges(2, scheme, group)).toEqual([
      { amount: 500_000, fee: 1_000, split: { agentCommission: 500, superAgentCommission: 300, platformCommission: 200 } },
      { amount: 5_000_000, fee: 2_500, split: { agentCommission: 1_250, superAgentCommission: 750, platformCommission: 500 } },
    ])
    expect(previewCharges(9, scheme, group)).toBeNull()
  })
})
