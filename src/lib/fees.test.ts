// The fee arithmetic shared by the screens' calculators and the sandbox platform (seeded
// transactions, the checker's impact figures): one implementation, tested once.
import { describe, expect, it } from 'vitest'

import { bandProblems, computeFee, splitCommission, withBandStarts } from './fees'
import { previewCharges } from './merchant-configuration'

// The CBN Guide to Charges' transfer bands (DOMAIN.md): ₦10 to ₦5,000, ₦25 to ₦50,000, ₦50 above.
const transferBands = {
  type: 'Banded',
  bands: [
    { from: 1, upTo: 500_000, amount: 1_000 },
    { from: 500_001, upTo: 5_000_000, amount: 2_500 },
    { from: 5_000_001, upTo: null, amount: 5_000 },
  ],
} as const

describe('computeFee', () => {
  it('charges a flat amount whatever the transaction amount', () => {
    expect(computeFee({ type: 'Flat', amount: 10_000 }, 0)).toBe(10_000)
    expect(computeFee({ type: 'Flat', amount: 10_000 }, 123_456_789)).toBe(10_000)
  })

  it('charges the band an amount falls in, both bounds included: ₦5,000.00, ₦5,000.01, ₦50,000 and ₦50,000.01', () => {
    expect(computeFee(transferBands, 1)).toBe(1_000)
    expect(computeFee(transferBands, 500_000)).toBe(1_000)
    expect(computeFee(transferBands, 500_001)).toBe(2_500)
    expect(computeFee(transferBands, 5_000_000)).toBe(2_500)
    expect(computeFee(transferBands, 5_000_001)).toBe(5_000)
    expect(computeFee(transferBands, 99_999_999_999)).toBe(5_000)
  })

  it('falls back to the last band when every band is bounded', () => {
    expect(
      computeFee(
        {
          type: 'Banded',
          bands: [
            { upTo: 100, amount: 5 },
            { upTo: 200, amount: 9 },
          ],
        },
        201,
      ),
    ).toBe(9)
  })

  it('rounds a percentage to the kobo, raises it to the minimum and caps it', () => {
    const rule = { type: 'Percentage', percent: 0.5, minAmount: 2_000, capAmount: 10_000 } as const
    expect(computeFee(rule, 1_000_000)).toBe(5_000) // ₦10,000 at 0.5% = ₦50
    expect(computeFee(rule, 100_000)).toBe(2_000) // ₦5 raised to the ₦20 minimum
    expect(computeFee(rule, 10_000_000)).toBe(10_000) // ₦500 capped at ₦100
    expect(computeFee(rule, 1_999_999)).toBe(10_000) // 9,999.995 rounds up to the cap
    const uncapped = { type: 'Percentage', percent: 0.75, minAmount: null, capAmount: null } as const
    expect(computeFee(uncapped, 1_000_001)).toBe(7_500) // 7,500.0075 rounds down
    expect(computeFee(uncapped, 100)).toBe(1) // 0.75 rounds up
    expect(computeFee(uncapped, 333)).toBe(2)
    expect(computeFee(uncapped, 0)).toBe(0)
  })

  it('reads percentages in whole hundredths, so 0.1 + 0.2 does not drift', () => {
    // 0.3 % of ₦1,000,000 is exactly ₦3,000, though 0.1 + 0.2 is 0.30000000000000004 as a float.
    expect(computeFee({ type: 'Percentage', percent: 0.1 + 0.2, minAmount: null, capAmount: null }, 100_000_000)).toBe(300_000)
    expect(computeFee({ type: 'Percentage', percent: 1.15, minAmount: null, capAmount: null }, 1_000_000)).toBe(11_500)
  })
})

describe('bands', () => {
  it('accepts bands from ₦0.01 without gap or overlap, ending open', () => {
    expect(bandProblems(transferBands.bands)).toEqual([])
    expect(bandProblems([{ from: 1, upTo: null, amount: 0 }])).toEqual([])
  })

  it('names the band and the bound that break the rules', () => {
    expect(bandProblems([{ from: 100, upTo: null, amount: 0 }])).toEqual([{ index: 0, field: 'from', kind: 'firstStart' }])
    const gapped = [
      { from: 1, upTo: 500_000, amount: 1_000 },
      { from: 600_000, upTo: null, amount: 2_500 },
    ]
    expect(bandProblems(gapped)).toEqual([{ index: 1, field: 'from', kind: 'gap', expected: 500_001 }])
    const overlapping = [
      { from: 1, upTo: 500_000, amount: 1_000 },
      { from: 400_000, upTo: null, amount: 2_500 },
    ]
    expect(bandProblems(overlapping)).toEqual([{ index: 1, field: 'from', kind: 'overlap', expected: 500_001 }])
    const closed = [
      { from: 1, upTo: 500_000, amount: 1_000 },
      { from: 500_001, upTo: 900_000, amount: 2_500 },
    ]
    expect(bandProblems(closed)).toEqual([{ index: 1, field: 'upTo', kind: 'closedEnd' }])
    const openEarly = [
      { from: 1, upTo: null, amount: 1_000 },
      { from: 500_001, upTo: null, amount: 2_500 },
    ]
    expect(bandProblems(openEarly)).toEqual([{ index: 0, field: 'upTo', kind: 'openBeforeEnd' }])
    const inverted = [
      { from: 1, upTo: 500_000, amount: 1_000 },
      { from: 500_001, upTo: 400_000, amount: 2_500 },
      { from: 400_001, upTo: null, amount: 5_000 },
    ]
    expect(bandProblems(inverted)).toEqual([{ index: 1, field: 'upTo', kind: 'belowFrom' }])
  })

  it('gives stored bands their starts: 1 kobo, then 1 kobo above the previous upper bound', () => {
    const stored = transferBands.bands.map(({ upTo, amount }) => ({ upTo, amount }))
    expect(withBandStarts(stored)).toEqual(transferBands.bands)
  })
})

describe('splitCommission', () => {
  it('shares a fee so the three parts add up to it exactly, the platform taking what rounding leaves', () => {
    expect(splitCommission({ agentSharePercent: 50, superAgentSharePercent: 30, platformSharePercent: 20 }, 1_000)).toEqual({
      agentCommission: 500,
      superAgentCommission: 300,
      platformCommission: 200,
    })
    expect(splitCommission({ agentSharePercent: 33.33, superAgentSharePercent: 33.33, platformSharePercent: 33.34 }, 1_001)).toEqual({
      agentCommission: 333,
      superAgentCommission: 333,
      platformCommission: 335,
    })
    expect(splitCommission({ agentSharePercent: 50, superAgentSharePercent: 30, platformSharePercent: 20 }, 1)).toEqual({ agentCommission: 0, superAgentCommission: 0, platformCommission: 1 })
    expect(splitCommission(undefined, 2_500)).toEqual({ agentCommission: 0, superAgentCommission: 0, platformCommission: 2_500 })
  })

  it('never loses or invents a kobo, whatever the shares and the fee', () => {
    const odd = { agentSharePercent: 47.55, superAgentSharePercent: 32.45, platformSharePercent: 20 }
    for (const fee of [0, 1, 3, 7, 999, 1_001, 2_688, 10_000, 300_000, 9_999_999]) {
      const split = splitCommission(odd, fee)
      expect(split.agentCommission + split.superAgentCommission + split.platformCommission).toBe(fee)
      expect(Math.min(split.agentCommission, split.superAgentCommission, split.platformCommission)).toBeGreaterThanOrEqual(0)
    }
  })
})

describe('previewCharges', () => {
  it('previews the sample withdrawals of a configuration, or says the scheme has no rule for the product', () => {
    const product = { id: 2, code: 'CASH_WITHDRAWAL_CARD', name: 'Cash withdrawal (card/POS)' }
    const scheme = { rules: [{ product, type: 'Banded' as const, bands: [...transferBands.bands] }] }
    const group = { rules: [{ product, agentSharePercent: 50, superAgentSharePercent: 30, platformSharePercent: 20 }] }
    expect(previewCharges(2, scheme, group)).toEqual([
      { amount: 500_000, fee: 1_000, split: { agentCommission: 500, superAgentCommission: 300, platformCommission: 200 } },
      { amount: 5_000_000, fee: 2_500, split: { agentCommission: 1_250, superAgentCommission: 750, platformCommission: 500 } },
    ])
    expect(previewCharges(9, scheme, group)).toBeNull()
  })
})
