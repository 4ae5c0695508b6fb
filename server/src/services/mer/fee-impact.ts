// What a fee scheme change would cost the network: the last 30 days of successful transactions of
// the merchants on the scheme, charged under the current rules and under the proposed ones.
import { sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { readJson } from '../../db/json-rows.ts'
import { sharedAnswers } from '../../platform/shared-answers.ts'
import { computeFee, type FeeRuleShape } from '../../../../src/lib/fees.ts'
import type { ApprovalImpact, PendingChange } from '../../platform/types.ts'
import { usedBy } from './scheme-repository.ts'

export const impactDays = 30
const dayMs = 86_400_000
const hourMs = 3_600_000

type ProductRef = { id: number; code: string; name: string }
type RuleView = FeeRuleShape & { product: ProductRef }

function rulesOf(scheme: unknown): RuleView[] {
  const rules = (scheme as { rules?: unknown } | null)?.rules
  return Array.isArray(rules) ? (rules as RuleView[]).filter((rule) => typeof rule?.product?.id === 'number') : []
}

/** A rule without its product, for comparison: the same rule written twice is unchanged. */
const ruleText = (rule: RuleView | undefined) => (rule ? JSON.stringify({ ...rule, product: undefined }) : '')

type AmountGroups = [productId: number, amount: number, count: number][]

// The scheme's transactions grouped by product and amount, per scheme and hour: every checker reading
// a request in that hour gets the same figures without the database scanning a month again.
const groupTtlMs = 3_600_000

function amountGroups(db: Executor, schemeId: number, periodStart: Date, periodEnd: Date): Promise<AmountGroups> {
  const key = `fee-impact:${schemeId}:${periodEnd.toISOString()}`
  return sharedAnswers(db).get(key, '', groupTtlMs, () =>
    readJson<AmountGroups>(
      db,
      sql`(select coalesce(json_agg(json_build_array(g.product_id, g.amount, g.n)), '[]'::json) from (
      select t.product_id, t.amount, count(*) as n
      from transactions t join merchants m on m.id = t.merchant_id
      where m.fee_scheme_id = ${schemeId} and m.status <> 'Deleted' and t.status = 'Successful'
        and t.created_at >= ${periodStart.toISOString()} and t.created_at < ${periodEnd.toISOString()}
      group by t.product_id, t.amount) g)`,
    ),
  )
}

export async function feeSchemeImpact(db: Executor, change: PendingChange, now = new Date()): Promise<ApprovalImpact | null> {
  if (change.entityId === null) return null
  const before = new Map(rulesOf(change.before).map((rule) => [rule.product.id, rule]))
  const after = new Map(rulesOf(change.after).map((rule) => [rule.product.id, rule]))
  // The 30 days that end at the start of the current hour.
  const periodEnd = new Date(Math.floor(now.getTime() / hourMs) * hourMs)
  const periodStart = new Date(periodEnd.getTime() - impactDays * dayMs)
  const [merchantCount, groups] = await Promise.all([usedBy(db, 'fee', change.entityId), amountGroups(db, change.entityId, periodStart, periodEnd)])
  const byProduct = new Map<number, { transactionCount: number; feeBefore: number; feeAfter: number }>()
  for (const [productId, amount, n] of groups) {
    const totals = byProduct.get(productId) ?? { transactionCount: 0, feeBefore: 0, feeAfter: 0 }
    const old = before.get(productId)
    const proposed = after.get(productId)
    totals.transactionCount += n
    totals.feeBefore += old ? computeFee(old, amount) * n : 0
    totals.feeAfter += proposed ? computeFee(proposed, amount) * n : 0
    byProduct.set(productId, totals)
  }
  const products = [...new Map([...before.values(), ...after.values()].map((rule) => [rule.product.id, rule.product])).values()]
    .sort((a, b) => a.id - b.id)
    .map((product) => {
      const totals = byProduct.get(product.id) ?? { transactionCount: 0, feeBefore: 0, feeAfter: 0 }
      return { product, ruleChanged: ruleText(before.get(product.id)) !== ruleText(after.get(product.id)), ...totals }
    })
  const sum = (key: 'transactionCount' | 'feeBefore' | 'feeAfter') => products.reduce((total, product) => total + product[key], 0)
  return {
    kind: 'FeeScheme',
    merchantCount,
    periodStart: periodStart.toISOString(),
    periodEnd: periodEnd.toISOString(),
    transactionCount: sum('transactionCount'),
    feeBefore: sum('feeBefore'),
    feeAfter: sum('feeAfter'),
    products,
  }
}
