import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

import type { CommissionGroup } from '../../entities/commission-group'
import { basisPoints } from '../../lib/fees'
import { formatNumber } from '../../lib/format'
import type { Locale } from '../../lib/i18n'
import { withoutControlCharacters } from '../../lib/validation'

// The contract's bounds (openapi/mer.yaml CommissionGroupCreate / CommissionGroupUpdate / SharePercent).
export const commissionGroupLimits = { name: { min: 2, max: 100 }, description: 500, rules: 50, share: { min: 0, max: 100 } } as const

/** A whole split in hundredths of a percent: 100% is 10,000. */
export const wholeSplit = 10_000

export interface ShareValues {
  agentSharePercent: number | null
  superAgentSharePercent: number | null
  platformSharePercent: number | null
}

/** The three shares added in hundredths of a percent (never in floats); null while one is missing or not a number. */
export function shareTotal(rule: ShareValues): number | null {
  const shares = [rule.agentSharePercent, rule.superAgentSharePercent, rule.platformSharePercent]
  if (shares.some((share) => share === null || Number.isNaN(share))) return null
  return shares.reduce<number>((sum, share) => sum + basisPoints(share ?? 0), 0)
}

/** A percent with at most two decimals (the contract's multipleOf 0.01). */
const hasTwoDecimalsAtMost = (percent: number) => Math.abs(percent * 100 - basisPoints(percent)) < 1e-6

export function commissionGroupSchema(i18n: I18n, locale: Locale = 'en') {
  const { name, description, rules, share } = commissionGroupLimits
  const percent = () =>
    v.pipe(
      v.nullable(v.number()),
      v.check((value) => value !== null, i18n._(msg`Enter a share`)),
      v.check((value) => value === null || !Number.isNaN(value), i18n._(msg`Enter a number, such as 12.5`)),
      v.check((value) => value === null || (value >= share.min && value <= share.max), i18n._(msg`A share is between ${share.min}% and ${share.max}%`)),
      v.check((value) => value === null || hasTwoDecimalsAtMost(value), i18n._(msg`Use at most two decimals`)),
    )
  const rule = v.pipe(
    v.object({
      productId: v.pipe(
        v.nullable(v.number()),
        v.check((value) => value !== null, i18n._(msg`Choose a product`)),
      ),
      agentSharePercent: percent(),
      superAgentSharePercent: percent(),
      platformSharePercent: percent(),
    }),
    // The platform takes what the others leave: the sum's message goes on its share.
    v.forward(
      v.check(
        // A missing share has its own message; the sum is checked once all three are numbers.
        (value) => {
          const total = shareTotal(value)
          return total === null || total === wholeSplit
        },
        (issue) => {
          const total = shareTotal(issue.input as ShareValues) ?? 0
          const shown = formatNumber(total / 100, locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 })
          return i18n._(msg`The shares add up to ${shown}%; they must add up to exactly 100%`)
        },
      ),
      ['platformSharePercent'],
    ),
  )
  return v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(i18n._(msg`Give the commission group a name`)),
      v.minLength(name.min, i18n._(msg`The name needs at least ${name.min} characters`)),
      v.maxLength(name.max, i18n._(msg`The name can have at most ${name.max} characters`)),
      v.check(withoutControlCharacters, i18n._(msg`The name cannot contain control characters`)),
    ),
    description: v.pipe(v.string(), v.maxLength(description, i18n._(msg`The description can have at most ${description} characters`))),
    rules: v.pipe(v.array(rule), v.minLength(1, i18n._(msg`Add a rule for at least one product`)), v.maxLength(rules, i18n._(msg`A group can have at most ${rules} rules`))),
    status: v.picklist(['Active', 'Inactive'] as const, i18n._(msg`Choose a status`)),
  })
}

export type CommissionGroupFormValues = v.InferInput<ReturnType<typeof commissionGroupSchema>>
export type CommissionRuleValues = CommissionGroupFormValues['rules'][number]

export const emptyRule = (): CommissionRuleValues => ({ productId: null, agentSharePercent: null, superAgentSharePercent: null, platformSharePercent: null })

export function valuesOf(group: CommissionGroup | undefined): CommissionGroupFormValues {
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    rules: group?.rules.map((rule) => ({
      productId: rule.product.id,
      agentSharePercent: rule.agentSharePercent,
      superAgentSharePercent: rule.superAgentSharePercent,
      platformSharePercent: rule.platformSharePercent,
    })) ?? [emptyRule()],
    status: group?.status === 'Inactive' ? 'Inactive' : 'Active',
  }
}

/** The rules as the contract takes them (the schema has made sure nothing is missing). */
export const rulesBody = (rules: CommissionRuleValues[]) =>
  rules.map((rule) => ({
    productId: rule.productId ?? 0,
    agentSharePercent: rule.agentSharePercent ?? 0,
    superAgentSharePercent: rule.superAgentSharePercent ?? 0,
    platformSharePercent: rule.platformSharePercent ?? 0,
  }))

/** The form's values from a body sent (a request returned for correction): the inverse of bodyOf. */
export function valuesFromBody(body: Record<string, unknown>): CommissionGroupFormValues {
  const rules = Array.isArray(body.rules) ? (body.rules as Partial<Record<keyof CommissionRuleValues, unknown>>[]) : []
  const share = (value: unknown) => (typeof value === 'number' ? value : null)
  return {
    name: typeof body.name === 'string' ? body.name : '',
    description: typeof body.description === 'string' ? body.description : '',
    rules: rules.length
      ? rules.map((rule) => ({
          productId: share(rule.productId),
          agentSharePercent: share(rule.agentSharePercent),
          superAgentSharePercent: share(rule.superAgentSharePercent),
          platformSharePercent: share(rule.platformSharePercent),
        }))
      : [emptyRule()],
    status: body.status === 'Inactive' ? 'Inactive' : 'Active',
  }
}

/** The body sent for valid values: a creation's, or an update's (with the group's id and status). */
export function bodyOf(value: CommissionGroupFormValues, id?: number) {
  const body = { name: value.name.trim(), description: value.description.trim() || null, rules: rulesBody(value.rules) }
  return id === undefined ? body : { ...body, id, status: value.status }
}
