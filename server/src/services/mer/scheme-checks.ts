// Checks shared by fee schemes and commission groups: their rules' products, names and use.
import type { Executor } from '../../db/client.ts'
import { badRequest, conflict, fieldProblem, type Problem } from '../../platform/http.ts'
import * as schemes from './scheme-repository.ts'
import { plural } from './messages.ts'
import { bandProblems, type BandProblem, type FeeBandShape } from '../../../../src/lib/fees.ts'

type ProductMap = Awaited<ReturnType<typeof schemes.productsByIds>>

/** 400 messages for rules naming unknown products or repeating one. */
export function productErrors(rules: { productId: number }[], byId: ProductMap): Problem[] {
  const errors: Problem[] = []
  const first = new Map<number, number>()
  rules.forEach((rule, i) => {
    const product = byId.get(rule.productId)
    if (!product || product.status === 'Deleted') errors.push(fieldProblem(`rules[${i}].productId: unknown product ${rule.productId}`, 'UNKNOWN_REFERENCE'))
    const earlier = first.get(rule.productId)
    if (earlier !== undefined) errors.push(fieldProblem(`rules[${i}].productId: product ${product?.code ?? rule.productId} already has a rule (rules[${earlier}]); one rule per product`, 'DUPLICATE'))
    else first.set(rule.productId, i)
  })
  return errors
}

const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** The English message of a band problem (the screens say the same in the user's language). */
function bandProblemMessage(problem: BandProblem, bands: readonly FeeBandShape[]): string {
  switch (problem.kind) {
    case 'firstStart':
      return `the first band must start at 1 kobo (₦0.01) so that every amount has a fee`
    case 'gap':
      return `leaves a gap after the previous band: amounts from ${naira(problem.expected)} to ${naira((bands[problem.index]?.from ?? problem.expected) - 1)} would have no fee; start at ${problem.expected} kobo`
    case 'overlap':
      return `overlaps the previous band, which ends at ${naira(problem.expected - 1)}; start at ${problem.expected} kobo`
    case 'belowFrom':
      return `must not be below the band's start (${bands[problem.index]?.from ?? 0} kobo)`
    case 'openBeforeEnd':
      return `only the last band may be open-ended (null)`
    case 'closedEnd':
      return `the last band must be open-ended (null) so that every amount has a fee`
  }
}

export async function checkFeeRules(db: Executor, rules: schemes.FeeRuleInput[]): Promise<ProductMap> {
  const byId = await schemes.productsByIds(
    db,
    rules.map((r) => r.productId),
  )
  const errors = productErrors(rules, byId)
  rules.forEach((rule, i) => {
    if (rule.type === 'Percentage' && rule.capAmount !== null && rule.minAmount !== null && rule.capAmount < rule.minAmount) {
      errors.push(fieldProblem(`rules[${i}].capAmount: must not be below minAmount (${rule.minAmount} kobo)`, 'OUT_OF_RANGE'))
    }
    if (rule.type === 'Banded') {
      for (const problem of bandProblems(rule.bands)) errors.push(fieldProblem(`rules[${i}].bands[${problem.index}].${problem.field}: ${bandProblemMessage(problem, rule.bands)}`, 'INVALID'))
    }
  })
  if (errors.length) throw badRequest(...errors)
  return byId
}

export async function checkShareRules(db: Executor, rules: schemes.ShareRuleInput[]): Promise<ProductMap> {
  const byId = await schemes.productsByIds(
    db,
    rules.map((r) => r.productId),
  )
  const errors = productErrors(rules, byId)
  rules.forEach((rule, i) => {
    const hundredths = Math.round(rule.agentSharePercent * 100) + Math.round(rule.superAgentSharePercent * 100) + Math.round(rule.platformSharePercent * 100)
    // Named on the platform's share, the one that balances a split, so the form shows it on a field of the rule.
    if (hundredths !== 10000) errors.push(fieldProblem(`rules[${i}].platformSharePercent: the shares add up to ${(hundredths / 100).toFixed(2)}%; they must add up to exactly 100%`, 'INVALID'))
  })
  if (errors.length) throw badRequest(...errors)
  return byId
}

export const feeRuleViews = (rules: schemes.FeeRuleInput[], byId: ProductMap) => rules.map((r) => schemes.toFeeRuleView(schemes.storedFeeRule(r), byId))
export const shareRuleViews = (rules: schemes.ShareRuleInput[], byId: ProductMap) => rules.map((r) => schemes.toShareRuleView(schemes.storedShareRule(r), byId))

export async function checkNameFree(db: Executor, kind: schemes.SchemeKind, name: string, exceptId?: number) {
  if (await schemes.nameTaken(db, kind, name, exceptId))
    throw conflict('DUPLICATE_NAME', `name: a ${schemes.kindName(kind).toLowerCase()} named ${name} already exists`, { field: 'name', code: 'TAKEN' }, { name })
}

export async function checkNotInUse(db: Executor, kind: schemes.SchemeKind, view: { id: number; name: string }, action: 'delete' | 'deactivate') {
  const used = await schemes.usedBy(db, kind, view.id)
  if (used > 0) {
    throw conflict(
      'IN_USE',
      `${schemes.kindName(kind)} ${view.name} is configured for ${plural(used, 'merchant')}; move them to another ${schemes.kindName(kind).toLowerCase()} before ${action === 'delete' ? 'deleting it' : 'making it Inactive'}`,
      undefined,
      { kind, scheme: view.name, merchants: used, action },
    )
  }
}
