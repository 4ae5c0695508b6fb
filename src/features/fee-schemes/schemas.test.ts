import { setupI18n } from '@lingui/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { bodyOf, emptyRule, feeSchemeSchema, ruleShapeOf, toRuleInput, valuesFromBody, valuesOf, type FeeRuleValues, type FeeSchemeFormValues } from './schemas'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const schema = feeSchemeSchema(i18n, 'en')

/** The form's errors by field name, as TanStack Form reads the issues' paths. */
function errorsOf(values: FeeSchemeFormValues): Record<string, string> {
  const result = v.safeParse(schema, values)
  if (result.success) return {}
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]))
}

const banded = (bands: FeeRuleValues['bands']): FeeSchemeFormValues => ({ ...valuesOf(undefined), name: 'Transfers', rules: [{ ...emptyRule(3), type: 'Banded', bands }] })
const cbn = [
  { from: 1, upTo: 500_000, amount: 1_000 },
  { from: 500_001, upTo: 5_000_000, amount: 2_500 },
  { from: 5_000_001, upTo: null, amount: 5_000 },
]

describe('fee scheme form', () => {
  it('accepts the CBN transfer bands and builds the contract rule of their kind only', () => {
    expect(errorsOf(banded(cbn))).toEqual({})
    expect(toRuleInput({ ...emptyRule(3), type: 'Banded', amount: 700, bands: cbn })).toEqual({ productId: 3, type: 'Banded', bands: cbn })
  })

  it('puts a gap, an overlap and a closed last band on the band bound at fault', () => {
    const gapped = errorsOf(banded([cbn[0]!, { ...cbn[1]!, from: 600_000 }, cbn[2]!]))
    expect(gapped['rules.0.bands.1.from']).toBe('Leaves a gap: amounts from ₦5,000.01 to ₦5,999.99 would have no fee. Start at ₦5,000.01.')
    const overlapping = errorsOf(banded([cbn[0]!, { ...cbn[1]!, from: 400_000 }, cbn[2]!]))
    expect(overlapping['rules.0.bands.1.from']).toBe('Overlaps the band before, which ends at ₦5,000.00. Start at ₦5,000.01.')
    expect(errorsOf(banded([cbn[0]!, { ...cbn[1]!, upTo: 5_000_000 }]))['rules.0.bands.1.upTo']).toMatch(/Leave the last band without an upper bound/)
    expect(errorsOf(banded([{ ...cbn[0]!, from: 100 }, cbn[1]!, cbn[2]!]))['rules.0.bands.0.from']).toMatch(/The first band starts at ₦0.01/)
  })

  it('refuses a missing, unreadable or absurd amount on its field', () => {
    const flat = (amount: number | null): FeeSchemeFormValues => ({ ...valuesOf(undefined), name: 'Bills', rules: [{ ...emptyRule(4), amount }] })
    expect(errorsOf(flat(null))['rules.0.amount']).toBe('Give the fee in naira (0 for free)')
    expect(errorsOf(flat(Number.NaN))['rules.0.amount']).toBe('Type an amount in naira, like 1,250.50')
    expect(errorsOf(flat(10_000_001))['rules.0.amount']).toBe('At most ₦100,000.00')
    expect(errorsOf(flat(0))).toEqual({})
  })

  it('checks a percentage: two decimals, at most 20%, a cap not below the minimum', () => {
    const percent = (rule: Partial<FeeRuleValues>): FeeSchemeFormValues => ({ ...valuesOf(undefined), name: 'Cash', rules: [{ ...emptyRule(2), type: 'Percentage', percent: 0.5, ...rule }] })
    expect(errorsOf(percent({}))).toEqual({})
    expect(errorsOf(percent({ percent: 0.125 }))['rules.0.percent']).toBe('Use at most two decimals')
    expect(errorsOf(percent({ percent: 25 }))['rules.0.percent']).toBe('At most 20% of the amount')
    expect(errorsOf(percent({ minAmount: 5_000, capAmount: 2_000 }))['rules.0.capAmount']).toBe('The cap cannot be below the minimum fee (₦50.00)')
  })

  it('allows one rule per product, and a calculator rule only once the rule is whole', () => {
    const twice: FeeSchemeFormValues = {
      ...valuesOf(undefined),
      name: 'Twice',
      rules: [
        { ...emptyRule(4), amount: 100 },
        { ...emptyRule(4), amount: 200 },
      ],
    }
    expect(errorsOf(twice)['rules.1.productId']).toBe('This product already has a fee above: one fee per product')
    expect(ruleShapeOf({ ...emptyRule(4), amount: null }, i18n, 'en')).toBeNull()
    expect(ruleShapeOf({ ...emptyRule(4), amount: 10_000 }, i18n, 'en')).toEqual({ productId: 4, type: 'Flat', amount: 10_000 })
  })
})

describe('fee scheme body sent and reopened', () => {
  it('reopens rules in kobo as the same form values and sends the same kobo again', () => {
    const sent = {
      name: 'Retail',
      description: null,
      rules: [
        { productId: 1, type: 'Flat' as const, amount: 2_550 },
        { productId: 2, type: 'Percentage' as const, percent: 1.25, minAmount: 1_000, capAmount: null },
        { productId: 3, type: 'Banded' as const, bands: cbn },
      ],
    }
    const values = valuesFromBody(sent)
    expect(values.rules[0]).toEqual({ ...emptyRule(1), amount: 2_550 })
    expect(values.rules[2]?.bands).toEqual(cbn)
    expect(errorsOf(values)).toEqual({})
    expect(bodyOf(values)).toEqual(sent)
  })

  it('keeps an update’s record id and status', () => {
    const sent = { id: 4, status: 'Inactive', name: 'Retail', description: 'Shops', rules: [{ productId: 1, type: 'Flat', amount: 100 }] }
    expect(bodyOf(valuesFromBody(sent), 4)).toEqual(sent)
  })
})
