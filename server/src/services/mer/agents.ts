// Agents: the outlets of a merchant.
import { changed } from '../../platform/audit.ts'
import { badRequest, conflict, ok, paged, paging } from '../../platform/http.ts'
import { subjectOf, type Handlers } from '../../platform/types.ts'
import * as agentRepo from './agent-repository.ts'
import * as repo from './repository.ts'
import { conflicts } from './messages.ts'

type Operation = 'listAgents' | 'getAgent' | 'createAgent' | 'enableDisableAgent'

export const agentHandlers: Handlers<Operation> = {
  listAgents: {
    async handle(ctx) {
      const q = ctx.query
      if (q.StartDate && q.EndDate && q.EndDate < q.StartDate) throw badRequest('EndDate: must not be before StartDate')
      const p = paging(q)
      const { rows, total } = await agentRepo.listAgents(
        ctx.db,
        {
          name: q.Name,
          merchantId: q.MerchantId,
          superAgentId: q.SuperAgentId,
          status: q.Status,
          enabled: q.Enabled,
          startDate: q.StartDate,
          endDate: q.EndDate,
          ascending: q.SortOrder === 'asc',
        },
        p,
      )
      return paged(rows, p, total)
    },
  },

  getAgent: {
    async handle(ctx) {
      return ok(await agentRepo.getAgent(ctx.db, ctx.path.id))
    },
  },

  createAgent: {
    async subject(ctx) {
      const body = ctx.body
      const merchant = await agentRepo.merchantForAgent(ctx.db, body.merchantId)
      const errors: string[] = []
      if (!merchant || merchant.status === 'Deleted') errors.push(`merchantId: unknown merchant ${body.merchantId}`)
      else if (merchant.status !== 'Active') errors.push(`merchantId: merchant ${merchant.businessName} is ${merchant.status}, not Active`)
      else if (!merchant.enabled) errors.push(`merchantId: merchant ${merchant.businessName} is disabled; enable it before adding agents`)
      if (!(await agentRepo.stateExists(ctx.db, body.address.stateId))) errors.push(`address.stateId: unknown state ${body.address.stateId}`)
      if (errors.length || !merchant) throw badRequest(...errors)
      const clashes = await agentRepo.agentClashes(ctx.db, { phoneNumber: body.phoneNumber, bvn: body.bvn, terminalId: body.terminalId ?? null })
      if (clashes.length) throw conflicts(clashes)
      const name = `${body.firstName} ${body.lastName}`
      return {
        entityType: 'Agent',
        entityId: null,
        entityName: `${name} (${body.businessName})`,
        summary: `Create agent ${name} (${body.businessName}) under merchant ${merchant.businessName}`,
        before: null,
        after: { ...body, bvn: repo.maskBvn(body.bvn), merchant: { id: merchant.id, businessName: merchant.businessName }, superAgentId: merchant.superAgentId },
      }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      const superAgentId = (subject.after as { superAgentId: number }).superAgentId
      const id = await agentRepo.insertAgent(ctx.db, ctx.body, superAgentId)
      const created = await agentRepo.getAgent(ctx.db, id)
      return changed(ok(created, 'Agent created'), { eventType: 'Create', entityType: 'Agent', entityId: id, description: `${subject.summary}: ${created.code}`, newData: created })
    },
  },

  enableDisableAgent: {
    async subject(ctx) {
      const agent = await agentRepo.getAgent(ctx.db, ctx.path.id)
      const wanted = ctx.body.enabled
      if (agent.enabled === wanted) throw conflict(`Agent ${agent.code} is already ${wanted ? 'enabled' : 'disabled'}`)
      if (wanted) {
        const merchant = await agentRepo.merchantForAgent(ctx.db, agent.merchant.id)
        if (merchant && !merchant.enabled) throw conflict(`Merchant ${merchant.businessName} is disabled; enable the merchant before its agents`)
      }
      return {
        entityType: 'Agent',
        entityId: agent.id,
        entityName: `${agent.code} ${agent.firstName} ${agent.lastName}`,
        summary: `${wanted ? 'Enable' : 'Disable'} agent ${agent.code} (${agent.businessName}): ${ctx.body.reason}`,
        before: agent,
        after: { ...agent, enabled: wanted },
      }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      await agentRepo.setAgentEnabled(ctx.db, ctx.path.id, ctx.body.enabled)
      return changed(ok(null, ctx.body.enabled ? 'Agent enabled' : 'Agent disabled'), {
        eventType: 'StatusChange',
        entityType: 'Agent',
        entityId: ctx.path.id,
        description: subject.summary,
        oldData: { enabled: !ctx.body.enabled },
        newData: { enabled: ctx.body.enabled, reason: ctx.body.reason },
      })
    },
  },
}
