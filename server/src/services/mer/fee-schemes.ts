// Fee schemes: the fee of each product (flat, percentage with cap, or banded).
import { listPage, listPaging } from '../../platform/keyset.ts'
import { changed, subjectChange } from '../../platform/audit.ts'
import { ok, reader } from '../../platform/http.ts'
import { subjectOf, type Handlers } from '../../platform/types.ts'
import * as schemes from './scheme-repository.ts'
import { feeSchemeImpact } from './fee-impact.ts'
import { checkFeeRules, feeRuleViews } from './scheme-checks.ts'
import { schemeCreateSubject, schemeDeleteSubject, schemeUpdateSubject } from './scheme-subjects.ts'

type Operation = 'listFeeSchemes' | 'getFeeScheme' | 'createFeeScheme' | 'updateFeeScheme' | 'deleteFeeScheme'

export const feeSchemeHandlers: Handlers<Operation> = {
  listFeeSchemes: {
    cached: true,
    async handle(ctx) {
      const p = listPaging(ctx.query)
      return listPage(p, await schemes.listSchemes(ctx.db, 'fee', { name: ctx.query.Name, status: ctx.query.Status }, p))
    },
  },

  getFeeScheme: reader((ctx) => schemes.getScheme(ctx.db, 'fee', ctx.path.id)),

  createFeeScheme: {
    async subject(ctx) {
      const body = ctx.body
      const byId = await checkFeeRules(ctx.db, body.rules)
      return schemeCreateSubject(ctx.db, 'fee', body, feeRuleViews(body.rules, byId))
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
      return schemeUpdateSubject(ctx.db, 'fee', current, body, feeRuleViews(body.rules, byId))
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      const body = ctx.body
      await schemes.updateScheme(ctx.db, 'fee', body.id, { name: body.name, description: body.description ?? null, rules: body.rules.map(schemes.storedFeeRule), status: body.status })
      const updated = await schemes.getScheme(ctx.db, 'fee', body.id)
      return changed(ok(updated, 'Fee scheme updated'), subjectChange(subject, 'Update', { entityId: body.id, newData: schemes.schemeSnapshot(updated) }))
    },
  },

  deleteFeeScheme: {
    async subject(ctx) {
      return schemeDeleteSubject(ctx.db, 'fee', ctx.path.id)
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      await schemes.softDeleteScheme(ctx.db, 'fee', ctx.path.id)
      return changed(ok(null, 'Fee scheme deleted'), subjectChange(subject, 'Delete', { entityId: ctx.path.id }))
    },
  },
}
