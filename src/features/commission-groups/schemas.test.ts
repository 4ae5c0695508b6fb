import { setupI18n } from '@lingui/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { bodyOf, commissionGroupSchema, shareTotal, valuesFromBody, type CommissionGroupFormValues } from './schemas'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const schema = commissionGroupSchema(i18n, 'en')

const group = (...shares: [number | null, number | null, number | null][]): CommissionGroupFormValues => ({
  name: 'Lagos outlets 50/30/20',
  description: '',
  status: 'Active',
  rules: shares.map(([agent, superAgent, platform], index) => ({ productId: index + 1, agentSharePercent: agent, superAgentSharePercent: superAgent, platformSharePercent: platform })),
})

const issuesOf = (values: CommissionGroupFormValues) => {
  const result = v.safeParse(schema, values)
  return result.success ? [] : result.issues.map((issue) => ({ path: v.getDotPath(issue), message: issue.message }))
}

describe('commission group schema', () => {
  it('refuses shares adding up to 99.99%, with the message on the rule’s platform share', () => {
    expect(issuesOf(group([50, 30, 20], [33.33, 33.33, 33.33]))).toEqual([{ path: 'rules.1.platformSharePercent', message: 'The shares add up to 99.99%; they must add up to exactly 100%' }])
  })

  it('accepts exactly 100%, and 33.33 + 33.33 + 33.34 exactly (no float drift)', () => {
    expect(issuesOf(group([50, 30, 20]))).toEqual([])
    expect(issuesOf(group([33.33, 33.33, 33.34]))).toEqual([])
    expect(issuesOf(group([0.1, 0.2, 99.7]))).toEqual([])
    expect(shareTotal({ agentSharePercent: 33.33, superAgentSharePercent: 33.33, platformSharePercent: 33.34 })).toBe(10_000)
  })

  it('refuses more than two decimals, out-of-range and missing shares on their own fields, and no rules at all', () => {
    expect(issuesOf(group([50.001, 30, 19.999]))).toEqual([
      { path: 'rules.0.agentSharePercent', message: 'Use at most two decimals' },
      { path: 'rules.0.platformSharePercent', message: 'Use at most two decimals' },
    ])
    expect(issuesOf(group([120, -10, -10])).map((issue) => issue.path)).toEqual(['rules.0.agentSharePercent', 'rules.0.superAgentSharePercent', 'rules.0.platformSharePercent'])
    expect(issuesOf(group([50, null, 50]))).toEqual([{ path: 'rules.0.superAgentSharePercent', message: 'Enter a share' }])
    expect(issuesOf(group())).toEqual([{ path: 'rules', message: 'Add a rule for at least one product' }])
  })

  it('says the total in the user’s number format', () => {
    const fr = setupI18n({ locale: 'fr', messages: { fr: {} } })
    const result = v.safeParse(commissionGroupSchema(fr, 'fr'), group([40, 40, 19.5]))
    expect(result.success).toBe(false)
    expect(result.issues?.[0]?.message).toContain('99,5')
  })
})

describe('commission group body sent and reopened', () => {
  it('reopens the shares sent and sends the same body again', () => {
    const sent = { id: 6, status: 'Active', name: 'Agents', description: null, rules: [{ productId: 2, agentSharePercent: 6_000, superAgentSharePercent: 2_550, platformSharePercent: 1_450 }] }
    const values = valuesFromBody(sent)
    expect(values.rules).toEqual([{ productId: 2, agentSharePercent: 6_000, superAgentSharePercent: 2_550, platformSharePercent: 1_450 }])
    expect(bodyOf(values, 6)).toEqual(sent)
    expect(bodyOf(valuesFromBody({ name: 'New', description: 'For all', rules: sent.rules }))).toEqual({ name: 'New', description: 'For all', rules: sent.rules })
  })
})
