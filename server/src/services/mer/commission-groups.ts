// Commission groups: how each product's fee is shared between agent, super agent and platform.
import { listPage, listPaging } from '../../platform/keyset.ts'
import { changed, subjectChange } from '../../platform/audit.ts'
import { ok, reader } from '../../platform/http.ts'
import { subjectOf, type Handlers } from '../../platform/types.ts'
import * as schemes from './scheme-repository.ts'
import { checkShareRules, shareRuleViews } from './scheme-checks.ts'
import { schemeCreateSubject, schemeDeleteSubject, schemeUpdateSubject } from './scheme-subjects.ts'

type Operation = 'listCommissionGroups' | 'getCommissionGroup' | 'createCommissionGroup' | 'updateCommissionGroup' | 'deleteCommissionGroup'

export const commissionGroupHandlers: Handlers<Operation> = {
  listCommissionGroups: {
    cached: true,
    async handle(ctx) {
      const p = listPaging(ctx.query)
      return listPage(p, await schemes.listSchemes(ctx.db, 'commission', { name: ctx.query.Name, status: ctx.query.Status }, p))
    },
  },

  getCommissionGroup: reader((ctx) => schemes.getScheme(ctx.db, 'commission', ctx.path.id)),

  createCommissionGroup: {
    async subject(ctx) {
      const body = ctx.body
      const byId = await checkShareRules(ctx.db, body.rules)
      return schemeCreateSubject(ctx.db, 'commission', body, shareRuleViews(body.rules, byId))
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      const body = ctx.body
      const id = await schemes.insertScheme(ctx.db, 'commission', {
        name: body.name,
        description: body.description ?? null,
        rules: body.rules.map(schemes.storedShareRule),
        createdBy: ctx.actor.username,
      })
      const created = await schemes.getScheme(ctx.db, 'commission', id)
      return changed(ok(created, 'Commission group created'), { eventType: 'Create', entityType: subject.entityType, entityId: id, description: subject.summary, newData: created })
    },
  },

  updateCommissionGroup: {
    async subject(ctx) {
      const body = ctx.body
      const current = await schemes.getScheme(ctx.db, 'commission', body.id)
      const byId = await checkShareRules(ctx.db, body.rules)
      return schemeUpdateSubject(ctx.db, 'commission', current, body, shareRuleViews(body.rules, byId))
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      const body = ctx.body
      await schemes.updateScheme(ctx.db, 'commission', body.id, { name: body.name, description: body.description ?? null, rules: body.rules.map(schemes.storedShareRule), status: body.status })
      const updated = await schemes.getScheme(ctx.db, 'commission', body.id)
      return changed(ok(updated, 'Commission group updated'), subjectChange(subject, 'Update', { entityId: body.id, newData: schemes.schemeSnapshot(updated) }))
    },
  },

  deleteCommissionGroup: {
    async subject(ctx) {
      return schemeDeleteSubject(ctx.db, 'commission', ctx.path.id)
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      await schemes.softDeleteScheme(ctx.db, 'commission', ctx.path.id)
      return changed(ok(null, 'Commission group deleted'), subjectChange(subject, 'Delete', { entityId: ctx.path.id }))
    },
  },
}
