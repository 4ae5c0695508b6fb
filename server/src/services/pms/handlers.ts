import { changed, subjectChange } from '../../platform/audit.ts'
import { listPage, listPaging } from '../../platform/keyset.ts'
import { conflict, invalidField, ok, reader } from '../../platform/http.ts'
import { subjectOf, type Handlers, type RequestContext } from '../../platform/types.ts'
import * as repo from './repository.ts'

type Operation = 'listProducts' | 'listProductGroups' | 'getProductGroup' | 'createProductGroup' | 'updateProductGroup' | 'deleteProductGroup'

async function checkProducts(ctx: RequestContext<'createProductGroup' | 'updateProductGroup'>, productIds: number[]) {
  const found = await repo.existingProductIds(ctx.db, productIds)
  const unknown = productIds.filter((id) => !found.includes(id))
  if (unknown.length) throw invalidField('productIds', 'UNKNOWN_REFERENCE', `unknown product ${unknown.join(', ')}`)
}

export const productHandlers: Handlers<Operation> = {
  listProducts: {
    async handle(ctx) {
      const p = listPaging(ctx.query)
      return listPage(p, await repo.listProducts(ctx.db, ctx.query.Name, p))
    },
  },

  listProductGroups: {
    cached: true,
    async handle(ctx) {
      const p = listPaging(ctx.query)
      return listPage(p, await repo.listProductGroups(ctx.db, { name: ctx.query.Name, status: ctx.query.Status, ascending: ctx.query.SortOrder === 'asc' }, p))
    },
  },

  getProductGroup: reader((ctx) => repo.getProductGroup(ctx.db, ctx.path.id)),

  createProductGroup: {
    async subject(ctx) {
      const body = ctx.body
      await checkProducts(ctx, body.productIds)
      if (await repo.productGroupNameTaken(ctx.db, body.name))
        throw conflict('DUPLICATE_NAME', `A product group named ${body.name} already exists`, { field: 'name', code: 'TAKEN' }, { name: body.name })
      return { entityType: 'ProductGroup', entityId: null, entityName: body.name, summary: `Create product group ${body.name}`, before: null, after: body }
    },
    async handle(ctx) {
      const id = await repo.insertProductGroup(ctx.db, { name: ctx.body.name, description: ctx.body.description ?? null, productIds: ctx.body.productIds, createdBy: ctx.actor.username })
      const created = await repo.getProductGroup(ctx.db, id)
      return changed(ok(created, 'Product group created'), subjectChange(subjectOf(ctx), 'Create', { entityId: id, oldData: null, newData: created }))
    },
  },

  updateProductGroup: {
    async subject(ctx) {
      const body = ctx.body
      const before = await repo.getProductGroup(ctx.db, body.id)
      await checkProducts(ctx, body.productIds)
      if (await repo.productGroupNameTaken(ctx.db, body.name, body.id))
        throw conflict('DUPLICATE_NAME', `A product group named ${body.name} already exists`, { field: 'name', code: 'TAKEN' }, { name: body.name })
      const after = {
        ...before,
        name: body.name,
        description: body.description ?? null,
        status: body.status,
        products: body.productIds.map((id) => before.products.find((p) => p.id === id) ?? { id }),
      }
      return { entityType: 'ProductGroup', entityId: before.id, entityName: before.name, summary: `Update product group ${before.name}`, before, after }
    },
    async handle(ctx) {
      const body = ctx.body
      await repo.updateProductGroup(ctx.db, body.id, { name: body.name, description: body.description ?? null, status: body.status, productIds: body.productIds })
      const updated = await repo.getProductGroup(ctx.db, body.id)
      return changed(ok(updated, 'Product group updated'), subjectChange(subjectOf(ctx), 'Update', { entityId: body.id, newData: updated }))
    },
  },

  deleteProductGroup: {
    async subject(ctx) {
      const before = await repo.getProductGroup(ctx.db, ctx.path.id)
      return { entityType: 'ProductGroup', entityId: before.id, entityName: before.name, summary: `Delete product group ${before.name}`, before, after: { ...before, status: 'Deleted' } }
    },
    async handle(ctx) {
      await repo.softDeleteProductGroup(ctx.db, ctx.path.id)
      return changed(ok(null, 'Product group deleted'), subjectChange(subjectOf(ctx), 'Delete'))
    },
  },
}
