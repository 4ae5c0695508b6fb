import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'

import { checkCursor, listRead, type ListPaging } from '../../platform/keyset.ts'
import type { Executor } from '../../db/client.ts'
import { containing } from '../../db/like.ts'
import { productGroupProducts, productGroups, products } from '../../db/schema.ts'
import { iso, noSuch } from '../../platform/http.ts'
import type { DataOf } from '../../platform/types.ts'

type ProductView = DataOf<'listProducts'>[number]
export type ProductGroupView = DataOf<'getProductGroup'>

const productColumns = { id: products.id, code: products.code, name: products.name, category: products.category, description: products.description, status: products.status }

function toProduct(row: { id: number; code: string; name: string; category: string; description: string | null; status: string }): ProductView {
  return { ...row, category: row.category as ProductView['category'], status: row.status as ProductView['status'] }
}

export async function listProducts(db: Executor, name: string | undefined, p: ListPaging) {
  const where = and(ne(products.status, 'Deleted'), name ? sql`lower(${products.name}) like ${containing(name)}` : undefined)
  // Products have no creation time: they are read in the order they were added (their id).
  const { key, window: w } = listRead({ table: products, id: products.id }, true, p)
  await checkCursor(db, key, p)
  const [rows, [total]] = await Promise.all([
    db.select(productColumns).from(products).where(and(where, w.where)).orderBy(w.order).limit(w.limit).offset(w.offset),
    db.select({ n: count() }).from(products).where(where),
  ])
  return { rows: rows.map(toProduct), total: total?.n ?? 0 }
}

export async function existingProductIds(db: Executor, ids: number[]): Promise<number[]> {
  if (!ids.length) return []
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), ne(products.status, 'Deleted')))
  return rows.map((r) => r.id)
}

async function productsOfGroups(db: Executor, groupIds: number[]) {
  if (!groupIds.length) return new Map<number, ProductView[]>()
  const rows = await db
    .select({ groupId: productGroupProducts.productGroupId, ...productColumns })
    .from(productGroupProducts)
    .innerJoin(products, eq(products.id, productGroupProducts.productId))
    .where(inArray(productGroupProducts.productGroupId, groupIds))
    .orderBy(asc(products.id))
  const byGroup = new Map<number, ProductView[]>()
  for (const { groupId, ...product } of rows) byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), toProduct(product)])
  return byGroup
}

type GroupRow = typeof productGroups.$inferSelect

function toGroup(row: GroupRow, groupProducts: ProductView[]): ProductGroupView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status as ProductGroupView['status'],
    products: groupProducts,
    createdAt: iso(row.createdAt),
    createdBy: row.createdBy,
    updatedAt: iso(row.updatedAt),
  }
}

export async function listProductGroups(db: Executor, filter: { name?: string; status?: string; ascending: boolean }, p: ListPaging) {
  const conditions: SQL[] = [filter.status ? eq(productGroups.status, filter.status) : ne(productGroups.status, 'Deleted')]
  if (filter.name) conditions.push(sql`lower(${productGroups.name}) like ${containing(filter.name)}`)
  const where = and(...conditions)
  const { key, window: w } = listRead({ table: productGroups, id: productGroups.id, createdAt: productGroups.createdAt }, filter.ascending, p)
  await checkCursor(db, key, p)
  const [rows, [total]] = await Promise.all([
    db.select().from(productGroups).where(and(where, w.where)).orderBy(w.order).limit(w.limit).offset(w.offset),
    db.select({ n: count() }).from(productGroups).where(where),
  ])
  const byGroup = await productsOfGroups(
    db,
    rows.map((r) => r.id),
  )
  return { rows: rows.map((r) => toGroup(r, byGroup.get(r.id) ?? [])), total: total?.n ?? 0 }
}

export async function findProductGroup(db: Executor, id: number): Promise<ProductGroupView | null> {
  const [row] = await db.select().from(productGroups).where(eq(productGroups.id, id))
  if (!row) return null
  const byGroup = await productsOfGroups(db, [id])
  return toGroup(row, byGroup.get(id) ?? [])
}

export async function getProductGroup(db: Executor, id: number, options: { includeDeleted?: boolean } = {}): Promise<ProductGroupView> {
  const group = await findProductGroup(db, id)
  if (!group || (group.status === 'Deleted' && !options.includeDeleted)) throw noSuch('Product group', id)
  return group
}

export async function productGroupNameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: productGroups.id })
    .from(productGroups)
    .where(and(sql`lower(${productGroups.name}) = lower(${name})`, ne(productGroups.status, 'Deleted'), exceptId ? ne(productGroups.id, exceptId) : undefined))
  return rows.length > 0
}

export async function insertProductGroup(db: Executor, values: { name: string; description: string | null; productIds: number[]; createdBy: string }): Promise<number> {
  const [row] = await db.insert(productGroups).values({ name: values.name, description: values.description, createdBy: values.createdBy }).returning({ id: productGroups.id })
  if (!row) throw new Error('product group not inserted')
  await db.insert(productGroupProducts).values(values.productIds.map((productId) => ({ productGroupId: row.id, productId })))
  return row.id
}

export async function updateProductGroup(db: Executor, id: number, values: { name: string; description: string | null; status: string; productIds: number[] }): Promise<void> {
  await db.update(productGroups).set({ name: values.name, description: values.description, status: values.status, updatedAt: new Date() }).where(eq(productGroups.id, id))
  await db.delete(productGroupProducts).where(eq(productGroupProducts.productGroupId, id))
  await db.insert(productGroupProducts).values(values.productIds.map((productId) => ({ productGroupId: id, productId })))
}

export async function softDeleteProductGroup(db: Executor, id: number): Promise<void> {
  await db.update(productGroups).set({ status: 'Deleted', updatedAt: new Date() }).where(eq(productGroups.id, id))
}
