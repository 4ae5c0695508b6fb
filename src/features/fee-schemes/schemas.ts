// The fee scheme form: its values (every kind's fields kept, so switching kind loses nothing), the
// checks made as the user types (the contract's bounds and the band rules the platform enforces),
// and the contract's rules built from valid values.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

import type { FeeRuleInput, FeeRuleType, FeeScheme } from '../../entities/fee-scheme'
import { bandProblems, firstBandStart, type BandProblem, type FeeRuleShape } from '../../lib/fees'
import { formatNaira, formatNumber } from '../../lib/format'
import type { Locale } from '../../lib/i18n'
import { withoutControlCharacters } from '../../lib/validation'

// The contract's bounds (openapi/mer.yaml FeeSchemeCreate, FeeRule, FeeAmount, FeePercent).
export const feeSchemeLimits = {
  name: { min: 2, max: 100 },
  description: 500,
  rules: 50,
  bands: 20,
  /** A fee in kobo: ₦100,000 at most. */
  fee: 10_000_000,
  /** Percent of the amount. */
  percent: 20,
  /** A transaction amount in kobo (a band's bounds). */
  amount: 100_000_000_000_000,
} as const

export interface FeeBandValues {
  from: number | null
  upTo: number | null
  amount: number | null
}

export interface FeeRuleValues {
  productId: number | null
  type: FeeRuleType
  amount: number | null
  percent: number | null
  minAmount: number | null
  capAmount: number | null
  bands: FeeBandValues[]
}

export interface FeeSchemeFormValues {
  name: string
  description: string
  status: 'Active' | 'Inactive'
  rules: FeeRuleValues[]
}

export const openBand = (from: number | null = firstBandStart): FeeBandValues => ({ from, upTo: null, amount: null })

export function emptyRule(productId: number | null = null): FeeRuleValues {
  return { productId, type: 'Flat', amount: null, percent: null, minAmount: null, capAmount: null, bands: [openBand()] }
}

function ruleValues(rule: FeeScheme['rules'][number]): FeeRuleValues {
  return ruleInputValues({ ...rule, productId: rule.product.id })
}

/** A rule's values from the contract's rule (a saved one, or one sent): every kind's fields kept. */
function ruleInputValues(rule: FeeRuleInput): FeeRuleValues {
  const base = { ...emptyRule(rule.productId), type: rule.type }
  switch (rule.type) {
    case 'Flat':
      return { ...base, amount: rule.amount }
    case 'Percentage':
      return { ...base, percent: rule.percent, minAmount: rule.minAmount, capAmount: rule.capAmount }
    case 'Banded':
      return { ...base, bands: rule.bands.map((band) => ({ from: band.from, upTo: band.upTo, amount: band.amount })) }
  }
}

export function valuesOf(scheme: FeeScheme | undefined): FeeSchemeFormValues {
  return {
    name: scheme?.name ?? '',
    description: scheme?.description ?? '',
    status: scheme?.status === 'Inactive' ? 'Inactive' : 'Active',
    rules: scheme ? scheme.rules.map(ruleValues) : [emptyRule()],
  }
}

/** The form's values from a body sent (a request returned for correction): the inverse of bodyOf. */
export function valuesFromBody(body: Record<string, unknown>): FeeSchemeFormValues {
  const rules = Array.isArray(body.rules) ? (body.rules as FeeRuleInput[]) : []
  return {
    name: typeof body.name === 'string' ? body.name : '',
    description: typeof body.description === 'string' ? body.description : '',
    status: body.status === 'Inactive' ? 'Inactive' : 'Active',
    rules: rules.length ? rules.map(ruleInputValues) : [emptyRule()],
  }
}

/** The body sent for valid values: a creation's, or an update's (with the scheme's id and status). */
export function bodyOf(value: FeeSchemeFormValues, id?: number) {
  const body = { name: value.name.trim(), description: value.description.trim() || null, rules: value.rules.map(toRuleInput) }
  return id === undefined ? body : { ...body, id, status: value.status }
}

type Key = string | number
interface RuleIssue {
  /** Inside the rule: ['amount'], ['bands', 1, 'from']. */
  path: Key[]
  message: string
}

const hundredths = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9

function moneyIssue(value: number | null, i18n: I18n, locale: Locale, { required, max, missing }: { required: boolean; max: number; missing: string }): string | null {
  if (value === null) return required ? missing : null
  if (Number.isNaN(value)) return i18n._(msg`Type an amount in naira, like 1,250.50`)
  if (value > max) return i18n._(msg`At most ${formatNaira(max, locale)}`)
  return null
}

function bandMessage(problem: BandProblem, bands: readonly FeeBandValues[], i18n: I18n, locale: Locale): string {
  switch (problem.kind) {
    case 'firstStart':
      return i18n._(msg`The first band starts at ${formatNaira(firstBandStart, locale)}, so that every amount has a fee`)
    case 'gap': {
      const start = formatNaira(problem.expected, locale)
      const end = formatNaira((bands[problem.index]?.from ?? problem.expected) - 1, locale)
      return i18n._(msg`Leaves a gap: amounts from ${start} to ${end} would have no fee. Start at ${start}.`)
    }
    case 'overlap': {
      const end = formatNaira(problem.expected - 1, locale)
      const start = formatNaira(problem.expected, locale)
      return i18n._(msg`Overlaps the band before, which ends at ${end}. Start at ${start}.`)
    }
    case 'belowFrom':
      return i18n._(msg`Cannot be below where the band starts`)
    case 'openBeforeEnd':
      return i18n._(msg`Give an upper bound: only the last band is open-ended`)
    case 'closedEnd':
      return i18n._(msg`Leave the last band without an upper bound, so that every amount has a fee`)
  }
}

/** What is wrong with one rule as typed, each problem on its field; empty when the rule can be saved. */
export function ruleIssues(rule: FeeRuleValues, i18n: I18n, locale: Locale): RuleIssue[] {
  const issues: RuleIssue[] = []
  const add = (path: Key[], message: string | null) => {
    if (message) issues.push({ path, message })
  }
  const { fee, percent, bands: maxBands, amount: maxAmount } = feeSchemeLimits
  if (rule.productId === null) add(['productId'], i18n._(msg`Choose a product`))
  switch (rule.type) {
    case 'Flat':
      add(['amount'], moneyIssue(rule.amount, i18n, locale, { required: true, max: fee, missing: i18n._(msg`Give the fee in naira (0 for free)`) }))
      break
    case 'Percentage': {
      const value = rule.percent
      if (value === null) add(['percent'], i18n._(msg`Give the percent of the amount`))
      else if (Number.isNaN(value)) add(['percent'], i18n._(msg`Type a percent, like 0.5`))
      else if (value > percent) add(['percent'], i18n._(msg`At most ${formatNumber(percent, locale)}% of the amount`))
      else if (!hundredths(value)) add(['percent'], i18n._(msg`Use at most two decimals`))
      add(['minAmount'], moneyIssue(rule.minAmount, i18n, locale, { required: false, max: fee, missing: '' }))
      const capIssue = moneyIssue(rule.capAmount, i18n, locale, { required: false, max: fee, missing: '' })
      add(['capAmount'], capIssue)
      const { minAmount, capAmount } = rule
      if (!capIssue && capAmount !== null && minAmount !== null && !Number.isNaN(minAmount) && capAmount < minAmount) {
        add(['capAmount'], i18n._(msg`The cap cannot be below the minimum fee (${formatNaira(minAmount, locale)})`))
      }
      break
    }
    case 'Banded': {
      if (rule.bands.length === 0) add(['bands'], i18n._(msg`Add at least one band`))
      if (rule.bands.length > maxBands) add(['bands'], i18n._(msg`At most ${maxBands} bands`))
      const fieldIssues = new Set<string>()
      rule.bands.forEach((band, index) => {
        const from = band.from === null ? i18n._(msg`Give where the band starts`) : moneyIssue(band.from, i18n, locale, { required: true, max: maxAmount, missing: '' })
        const upTo = moneyIssue(band.upTo, i18n, locale, { required: false, max: maxAmount, missing: '' })
        const amount = moneyIssue(band.amount, i18n, locale, { required: true, max: fee, missing: i18n._(msg`Give the band's fee (0 for free)`) })
        if (from) fieldIssues.add(`${index}.from`)
        if (upTo) fieldIssues.add(`${index}.upTo`)
        add(['bands', index, 'from'], from)
        add(['bands', index, 'upTo'], upTo)
        add(['bands', index, 'amount'], amount)
      })
      // The band rules, once every bound is a number: the same check the platform makes (src/lib/fees.ts).
      if (fieldIssues.size === 0) {
        const typed = rule.bands.map((band) => ({ from: band.from ?? 0, upTo: band.upTo, amount: band.amount ?? 0 }))
        for (const problem of bandProblems(typed)) add(['bands', problem.index, problem.field], bandMessage(problem, rule.bands, i18n, locale))
      }
      break
    }
  }
  return issues
}

/** valibot's path items for a problem found by a raw check, from the checked value down. */
function pathItems(input: unknown, keys: readonly Key[]) {
  const items: v.IssuePathItem[] = []
  let current = input as Record<Key, unknown>
  for (const key of keys) {
    const value = current[key]
    items.push(Array.isArray(current) ? { type: 'array', origin: 'value', input: current, key: key as number, value } : { type: 'object', origin: 'value', input: current, key: String(key), value })
    current = value as Record<Key, unknown>
  }
  return items
}

export function feeSchemeSchema(i18n: I18n, locale: Locale) {
  const { name, description, rules } = feeSchemeLimits
  // NaN is what a field holds while its text is not a number: ruleIssues says so on the field.
  const money = v.nullable(v.custom<number>((input) => typeof input === 'number'))
  const rule = v.pipe(
    v.object({
      productId: v.nullable(v.number()),
      type: v.picklist(['Flat', 'Percentage', 'Banded'] as const),
      amount: money,
      percent: money,
      minAmount: money,
      capAmount: money,
      bands: v.array(v.object({ from: money, upTo: money, amount: money })),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      for (const issue of ruleIssues(dataset.value, i18n, locale)) addIssue({ message: issue.message, path: pathItems(dataset.value, issue.path) as [v.IssuePathItem, ...v.IssuePathItem[]] })
    }),
  )
  return v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(i18n._(msg`Give the fee scheme a name`)),
      v.minLength(name.min, i18n._(msg`The name needs at least ${name.min} characters`)),
      v.maxLength(name.max, i18n._(msg`The name can have at most ${name.max} characters`)),
      v.check(withoutControlCharacters, i18n._(msg`The name cannot contain control characters`)),
    ),
    description: v.pipe(v.string(), v.maxLength(description, i18n._(msg`The description can have at most ${description} characters`))),
    status: v.picklist(['Active', 'Inactive'] as const, i18n._(msg`Choose a status`)),
    rules: v.pipe(
      v.array(rule),
      v.minLength(1, i18n._(msg`Add a fee for at least one product`)),
      v.maxLength(rules, i18n._(msg`At most ${rules} products`)),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return
        const seen = new Set<number>()
        dataset.value.forEach((item, index) => {
          if (item.productId === null) return
          if (seen.has(item.productId))
            addIssue({
              message: i18n._(msg`This product already has a fee above: one fee per product`),
              path: pathItems(dataset.value, [index, 'productId']) as [v.IssuePathItem, ...v.IssuePathItem[]],
            })
          seen.add(item.productId)
        })
      }),
    ),
  })
}

/**
 * The rule the arithmetic reads, from form values: null while the rule is incomplete or breaks a
 * rule (the calculator then says so rather than showing a fee that would not be saved).
 */
export function ruleShapeOf(rule: FeeRuleValues, i18n: I18n, locale: Locale): FeeRuleShape | null {
  if (ruleIssues({ ...rule, productId: rule.productId ?? 0 }, i18n, locale).length > 0) return null
  return toRuleInput({ ...rule, productId: rule.productId ?? 0 })
}

/** The contract's rule of valid form values: only the fields of its kind. */
export function toRuleInput(rule: FeeRuleValues): FeeRuleInput {
  const productId = rule.productId ?? 0
  switch (rule.type) {
    case 'Flat':
      return { productId, type: 'Flat', amount: rule.amount ?? 0 }
    case 'Percentage':
      return { productId, type: 'Percentage', percent: Math.round((rule.percent ?? 0) * 100) / 100, minAmount: rule.minAmount, capAmount: rule.capAmount }
    case 'Banded':
      return { productId, type: 'Banded', bands: rule.bands.map((band) => ({ from: band.from ?? firstBandStart, upTo: band.upTo, amount: band.amount ?? 0 })) }
  }
}
