// Fee schemes and commission groups: both keep their per-product rules in a jsonb column, in the
// contract's request shapes (FeeRule, CommissionShareRuleInput), and are soft deleted.
import { checkCursor, listRead, type ListPaging } from '../../platform/keyset.ts'
import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { commissionGroups, feeSchemes, merchants, products } from '../../db/schema.ts'
import { iso, noSuch } from '../../platform/http.ts'
import type { BodyOf, DataOf } from '../../platform/types.ts'
import { containing } from '../../db/like.ts'
import { withBandStarts } from '../../../../src/lib/fees.ts'

export type FeeSchemeView = DataOf<'getFeeScheme'>
export type CommissionGroupView = DataOf<'getCommissionGroup'>
export type FeeRuleInput = BodyOf<'createFeeScheme'>['rules'][number]
export type ShareRuleInput = BodyOf<'createCommissionGroup'>['rules'][number]
type FeeRuleView = FeeSchemeView['rules'][number]
type StoredFeeRule = Exclude<FeeRuleInput, { type: 'Banded' }> | { productId: number; type: 'Banded'; bands: { upTo: number | null; amount: number }[] }
type ProductRef = { id: number; code: string; name: string }

export type SchemeKind = 'fee' | 'commission'
const tableOf = (kind: SchemeKind) => (kind === 'fee' ? feeSchemes : commissionGroups)
const usageColumn = (kind: SchemeKind) => (kind === 'fee' ? merchants.feeSchemeId : merchants.commissionGroupId)
export const kindName = (kind: SchemeKind) => (kind === 'fee' ? 'Fee scheme' : 'Commission group')

// ---------- products referred to by rules

export async function productsByIds(db: Executor, ids: number[]): Promise<Map<number, ProductRef & { status: string }>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const rows = await db.select({ id: products.id, code: products.code, name: products.name, status: products.status }).from(products).where(inArray(products.id, unique))
  return new Map(rows.map((r) => [r.id, r]))
}

const rulesOf = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? (value as Record<string, unknown>[]) : [])
const productOf = (byId: Map<number, ProductRef>, id: number): ProductRef => {
  const p = byId.get(id)
  return p ? { id: p.id, code: p.code, name: p.name } : { id, code: 'UNKNOWN', name: `Product ${id}` }
}
const nullableNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v))

export function toFeeRuleView(rule: Record<string, unknown>, byId: Map<number, ProductRef>): FeeRuleView {
  const product = productOf(byId, Number(rule.productId))
  if (rule.type === 'Percentage') {
    return { product, type: 'Percentage', percent: Number(rule.percent), capAmount: nullableNumber(rule.capAmount), minAmount: nullableNumber(rule.minAmount) }
  }
  if (rule.type === 'Banded') {
    const bands = withBandStarts(rulesOf(rule.bands).map((b) => ({ upTo: nullableNumber(b.upTo), amount: Number(b.amount) })))
    return { product, type: 'Banded', bands }
  }
  return { product, type: 'Flat', amount: Number(rule.amount) }
}

export function toShareRuleView(rule: Record<string, unknown>, byId: Map<number, ProductRef>): CommissionGroupView['rules'][number] {
  return {
    product: productOf(byId, Number(rule.productId)),
    agentSharePercent: Number(rule.agentSharePercent),
    superAgentSharePercent: Number(rule.superAgentSharePercent),
    platformSharePercent: Number(rule.platformSharePercent),
  }
}

/**
 * The stored form of a fee rule: the contract's fields in a fixed order. A band is stored by its
 * upper bound only: once checked, its start is the previous band's upTo plus 1 kobo (withBandStarts).
 */
export function storedFeeRule(rule: FeeRuleInput): StoredFeeRule {
  if (rule.type === 'Percentage') return { productId: rule.productId, type: 'Percentage', percent: rule.percent, capAmount: rule.capAmount, minAmount: rule.minAmount }
  if (rule.type === 'Banded') return { productId: rule.productId, type: 'Banded', bands: rule.bands.map((b) => ({ upTo: b.upTo, amount: b.amount })) }
  return { productId: rule.productId, type: 'Flat', amount: rule.amount }
}

export function storedShareRule(rule: ShareRuleInput): ShareRuleInput {
  return { productId: rule.productId, agentSharePercent: rule.agentSharePercent, superAgentSharePercent: rule.superAgentSharePercent, platformSharePercent: rule.platformSharePercent }
}

// ---------- reading

type Row = typeof feeSchemes.$inferSelect

async function merchantCounts(db: Executor, kind: SchemeKind, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map()
  const column = usageColumn(kind)
  const rows = await db
    .select({ id: column, n: count() })
    .from(merchants)
    .where(and(inArray(column, ids), ne(merchants.status, 'Deleted')))
    .groupBy(column)
  return new Map(rows.map((r) => [Number(r.id), r.n]))
}

async function toViews<K extends SchemeKind>(db: Executor, kind: K, rows: Row[]): Promise<(K extends 'fee' ? FeeSchemeView : CommissionGroupView)[]> {
  const productIds = rows.flatMap((r) => rulesOf(r.rules).map((rule) => Number(rule.productId)))
  const [byProduct, counts] = await Promise.all([
    productsByIds(db, productIds),
    merchantCounts(
      db,
      kind,
      rows.map((r) => r.id),
    ),
  ])
  return rows.map((r) => {
    const rules = rulesOf(r.rules).map((rule) => (kind === 'fee' ? toFeeRuleView(rule, byProduct) : toShareRuleView(rule, byProduct)))
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      status: r.status as FeeSchemeView['status'],
      rules,
      merchantCount: counts.get(r.id) ?? 0,
      createdAt: iso(r.createdAt),
      createdBy: r.createdBy,
      updatedAt: iso(r.updatedAt),
    } as K extends 'fee' ? FeeSchemeView : CommissionGroupView
  })
}

export async function listSchemes<K extends SchemeKind>(db: Executor, kind: K, filter: { name?: string | undefined; status?: string | undefined }, p: ListPaging) {
  const table = tableOf(kind)
  const conditions: SQL[] = [filter.status ? eq(table.status, filter.status) : ne(table.status, 'Deleted')]
  if (filter.name) conditions.push(sql`lower(${table.name}) like ${containing(filter.name)}`)
  const where = and(...conditions)
  const { key, window: w } = listRead({ table, id: table.id, createdAt: table.createdAt }, false, p)
  await checkCursor(db, key, p)
  const [rows, [total]] = await Promise.all([db.select().from(table).where(and(where, w.where)).orderBy(w.order).limit(w.limit).offset(w.offset), db.select({ n: count() }).from(table).where(where)])
  return { rows: await toViews(db, kind, rows), total: total?.n ?? 0 }
}

export async function getScheme<K extends SchemeKind>(db: Executor, kind: K, id: number) {
  const table = tableOf(kind)
  const [row] = await db.select().from(table).where(eq(table.id, id))
  if (!row || row.status === 'Deleted') throw noSuch(kindName(kind), id)
  const [view] = await toViews(db, kind, [row])
  if (!view) throw noSuch(kindName(kind), id)
  return view
}

/** The scheme as compared by maker-checker: without the merchant count, which changes on its own. */
export function schemeSnapshot<T extends { merchantCount: number }>(view: T): Omit<T, 'merchantCount'> {
  const { merchantCount: _merchantCount, ...rest } = view
  return rest
}

export async function nameTaken(db: Executor, kind: SchemeKind, name: string, exceptId?: number): Promise<boolean> {
  const table = tableOf(kind)
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(sql`lower(${table.name}) = ${name.toLowerCase()}`, ne(table.status, 'Deleted'), exceptId ? ne(table.id, exceptId) : undefined))
    .limit(1)
  return rows.length > 0
}

/** Merchants (not Deleted) configured with the scheme. */
export async function usedBy(db: Executor, kind: SchemeKind, id: number): Promise<number> {
  return (await merchantCounts(db, kind, [id])).get(id) ?? 0
}

// ---------- writing

export async function insertScheme(db: Executor, kind: SchemeKind, values: { name: string; description: string | null; rules: unknown[]; createdBy: string }): Promise<number> {
  const table = tableOf(kind)
  const [row] = await db
    .insert(table)
    .values({ ...values, status: 'Active' })
    .returning({ id: table.id })
  if (!row) throw new Error(`${kind} scheme not inserted`)
  return row.id
}

export async function updateScheme(db: Executor, kind: SchemeKind, id: number, values: { name: string; description: string | null; rules: unknown[]; status: string }): Promise<void> {
  const table = tableOf(kind)
  await db
    .update(table)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(table.id, id))
}

export async function softDeleteScheme(db: Executor, kind: SchemeKind, id: number): Promise<void> {
  const table = tableOf(kind)
  await db.update(table).set({ status: 'Deleted', updatedAt: new Date() }).where(eq(table.id, id))
}
