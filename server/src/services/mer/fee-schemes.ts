// Fee schemes: the fee of each product (flat, percentage with cap, or banded).
import { changed } from '../../platform/audit.ts'
import { ok, paged, paging } from '../../platform/http.ts'
import { subjectOf, type Handlers } from '../../platform/types.ts'
import * as schemes from './scheme-repository.ts'
import { feeSchemeImpact } from './fee-impact.ts'
import { checkFeeRules, checkNameFree, checkNotInUse, feeRuleViews } from './scheme-checks.ts'

type Operation = 'listFeeSchemes' | 'getFeeScheme' | 'createFeeScheme' | 'updateFeeScheme' | 'deleteFeeScheme'

export const feeSchemeHandlers: Handlers<Operation> = {
  listFeeSchemes: {
    cached: true,
    async handle(ctx) {
      const p = paging(ctx.query)
      const { rows, total } = await schemes.listSchemes(ctx.db, 'fee', { name: ctx.query.Name, status: ctx.query.Status }, p)
      return paged(rows, p, total)
    },
  },

  getFeeScheme: {
    async handle(ctx) {
      return ok(await schemes.getScheme(ctx.db, 'fee', ctx.path.id))
    },
  },

  createFeeScheme: {
    async subject(ctx) {
      const body = ctx.body
      const byId = await checkFeeRules(ctx.db, body.rules)
      await checkNameFree(ctx.db, 'fee', body.name)
      const after = { name: body.name, description: body.description ?? null, status: 'Active', rules: feeRuleViews(body.rules, byId) }
      return { entityType: 'FeeScheme', entityId: null, entityName: body.name, summary: `Create fee scheme ${body.name}`, before: null, after }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      const body = ctx.body
      const id = await schemes.insertScheme(ctx.db, 'fee', { name: body.name, description: body.description ?? null, rules: body.rules.map(schemes.storedFeeRule), createdBy: ctx.actor.username })
      const created = await schemes.getScheme(ctx.db, 'fee', id)
      return changed(ok(created, 'Fee scheme created'), { eventType: 'Create', entityType: subject.entityType, entityId: id, description: subject.summary, newData: created })
    },
  },

  updateFeeScheme: {
    impact: (db, change) => feeSchemeImpact(db, change),
    async subject(ctx) {
      const body = ctx.body
      const current = await schemes.getScheme(ctx.db, 'fee', body.id)
      const byId = await checkFeeRules(ctx.db, body.rules)
      await checkNameFree(ctx.db, 'fee', body.name, body.id)
      if (body.status === 'Inactive' && current.status !== 'Inactive') await checkNotInUse(ctx.db, 'fee', current, 'making it Inactive')
      const before = schemes.schemeSnapshot(current)
      const after = { ...before, name: body.name, description: body.description ?? null, status: body.status, rules: feeRuleViews(body.rules, byId) }
      return { entityType: 'FeeScheme', entityId: current.id, entityName: current.name, summary: `Update fee scheme ${current.name}`, before, after }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      const body = ctx.body
      await schemes.updateScheme(ctx.db, 'fee', body.id, { name: body.name, description: body.description ?? null, rules: body.rules.map(schemes.storedFeeRule), status: body.status })
      const updated = await schemes.getScheme(ctx.db, 'fee', body.id)
      return changed(ok(updated, 'Fee scheme updated'), {
        eventType: 'Update',
        entityType: subject.entityType,
        entityId: body.id,
        description: subject.summary,
        oldData: subject.before,
        newData: schemes.schemeSnapshot(updated),
      })
    },
  },

  deleteFeeScheme: {
    async subject(ctx) {
      const current = await schemes.getScheme(ctx.db, 'fee', ctx.path.id)
      await checkNotInUse(ctx.db, 'fee', current, 'deleting it')
      const before = schemes.schemeSnapshot(current)
      return { entityType: 'FeeScheme', entityId: current.id, entityName: current.name, summary: `Delete fee scheme ${current.name}`, before, after: { ...before, status: 'Deleted' } }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      await schemes.softDeleteScheme(ctx.db, 'fee', ctx.path.id)
      return changed(ok(null, 'Fee scheme deleted'), {
        eventType: 'Delete',
        entityType: subject.entityType,
        entityId: ctx.path.id,
        description: subject.summary,
        oldData: subject.before,
        newData: subject.after,
      })
    },
  },
}
