// Agents: the outlets of a merchant, with the record the CBN's agent-banking guidelines require.
import { listPage, listPaging } from '../../platform/keyset.ts'
import { changed, enablingChange, subjectChange } from '../../platform/audit.ts'
import { personalDataRevealed } from '../../platform/personal-data.ts'
import { badRequest, conflict, fieldProblem, invalidField, noSuch, ok, type Problem, reader } from '../../platform/http.ts'
import { subjectOf, type BodyOf, type Handlers } from '../../platform/types.ts'
import type { Executor } from '../../db/client.ts'
import * as agentRepo from './agent-repository.ts'
import { conflicts } from './messages.ts'

type Operation = 'listAgents' | 'getAgent' | 'revealAgentPersonalData' | 'createAgent' | 'updateAgent' | 'enableDisableAgent'

/** Decimal degrees with at most 6 decimals (about 10 cm): finer figures are noise from the device. */
function hasAtMostSixDecimals(value: number): boolean {
  const scaled = value * 1e6
  return Math.abs(scaled - Math.round(scaled)) < 1e-6
}

/** What the contract cannot say: the state is Nigerian, the position has 6 decimals at most, the limit is under the cap. */
async function recordProblems(db: Executor, body: Pick<BodyOf<'updateAgent'>, 'address' | 'location' | 'dailyCashOutLimit'>): Promise<Problem[]> {
  const problems: Problem[] = []
  if (!(await agentRepo.nigerianState(db, body.address.stateId))) problems.push({ field: 'address.stateId', code: 'UNKNOWN_REFERENCE', message: `unknown Nigerian state ${body.address.stateId}` })
  for (const axis of ['latitude', 'longitude'] as const) {
    if (!hasAtMostSixDecimals(body.location[axis])) problems.push({ field: `location.${axis}`, code: 'OUT_OF_RANGE', message: 'must have at most 6 decimals' })
  }
  if (body.dailyCashOutLimit > agentRepo.AGENT_DAILY_CASH_OUT_CAP_KOBO) {
    problems.push({ field: 'dailyCashOutLimit', code: 'LIMIT_EXCEEDED', message: 'must not exceed the CBN cap of ₦1,200,000 a day' })
  }
  return problems
}

const masked = <T extends { bvn?: string | undefined; nin?: string | undefined }>(body: T) => ({
  ...body,
  ...(body.bvn ? { bvn: agentRepo.maskNin(body.bvn) } : {}),
  ...(body.nin ? { nin: agentRepo.maskNin(body.nin) } : {}),
})

export const agentHandlers: Handlers<Operation> = {
  listAgents: {
    cached: true,
    async handle(ctx) {
      const q = ctx.query
      if (q.StartDate && q.EndDate && q.EndDate < q.StartDate) throw invalidField('EndDate', 'RANGE_ORDER', 'must not be before StartDate')
      const filter: agentRepo.AgentFilter = {
        name: q.Name,
        merchantId: q.MerchantId,
        superAgentId: q.SuperAgentId,
        stateId: q.StateId,
        status: q.Status,
        enabled: q.Enabled,
        startDate: q.StartDate,
        endDate: q.EndDate,
        ascending: q.SortOrder === 'asc',
      }
      const p = listPaging(q)
      return listPage(p, await agentRepo.listAgents(ctx.db, filter, p), (a) => a.updatedAt)
    },
  },

  getAgent: reader((ctx) => agentRepo.getAgentDetail(ctx.db, ctx.path.id)),

  revealAgentPersonalData: {
    async handle(ctx) {
      const { field } = ctx.path
      const agent = await agentRepo.identityNumbersOf(ctx.db, ctx.path.id)
      const value = agent[field]
      if (!value) throw noSuch('Agent', agent.id, `Agent ${agent.code} has no ${field.toUpperCase()} on record`, { field })
      return personalDataRevealed({ entityType: 'Agent', entityId: agent.id, entityName: `agent ${agent.code} ${agent.firstName} ${agent.lastName}`, field, value })
    },
  },

  createAgent: {
    async subject(ctx) {
      const body = ctx.body
      const merchant = await agentRepo.merchantForAgent(ctx.db, body.merchantId)
      const problems: Problem[] = []
      if (!merchant || merchant.status === 'Deleted') problems.push(fieldProblem(`merchantId: unknown merchant ${body.merchantId}`, 'UNKNOWN_REFERENCE'))
      else if (merchant.status !== 'Active') problems.push(fieldProblem(`merchantId: merchant ${merchant.businessName} is ${merchant.status}, not Active`, 'INACTIVE_REFERENCE'))
      else if (!merchant.enabled) problems.push(fieldProblem(`merchantId: merchant ${merchant.businessName} is disabled; enable it before adding agents`, 'INACTIVE_REFERENCE'))
      problems.push(...(await recordProblems(ctx.db, body)))
      if (problems.length || !merchant) throw badRequest(...problems)
      const clashes = await agentRepo.agentClashes(ctx.db, { merchantId: merchant.id, phoneNumber: body.phoneNumber, bvn: body.bvn, nin: body.nin, terminalId: body.terminalId })
      if (clashes.length) throw conflicts(clashes)
      const name = `${body.firstName} ${body.lastName}`
      return {
        entityType: 'Agent',
        entityId: null,
        entityName: `${name} (${body.businessName})`,
        summary: `Create agent ${name} (${body.businessName}) under merchant ${merchant.businessName}`,
        before: null,
        after: { ...masked(body), merchant: { id: merchant.id, businessName: merchant.businessName }, superAgentId: merchant.superAgentId },
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

  updateAgent: {
    async subject(ctx) {
      const body = ctx.body
      const agent = await agentRepo.getAgent(ctx.db, ctx.query.id)
      if (body.merchantId !== undefined && body.merchantId !== agent.merchant.id) {
        throw conflict('INVALID_STATE', `merchantId: agent ${agent.code} belongs to merchant ${agent.merchant.businessName}; an agent cannot move to another merchant`, {
          field: 'merchantId',
          code: 'INVALID',
        })
      }
      const problems = await recordProblems(ctx.db, body)
      if (problems.length) throw badRequest(...problems)
      const clashes = await agentRepo.agentClashes(ctx.db, {
        agentId: agent.id,
        merchantId: agent.merchant.id,
        phoneNumber: body.phoneNumber,
        bvn: body.bvn,
        nin: body.nin,
        terminalId: body.terminalId,
      })
      if (clashes.length) throw conflicts(clashes)
      return {
        entityType: 'Agent',
        entityId: agent.id,
        entityName: `${agent.code} ${agent.firstName} ${agent.lastName}`,
        summary: `Update agent ${agent.code} (${agent.businessName})`,
        before: agent,
        after: { ...agent, ...masked(body), merchant: agent.merchant },
      }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      await agentRepo.updateAgent(ctx.db, ctx.query.id, ctx.body)
      const updated = await agentRepo.getAgent(ctx.db, ctx.query.id)
      return changed(ok(updated, 'Agent updated'), subjectChange(subject, 'Update', { entityId: updated.id, newData: updated }))
    },
  },

  enableDisableAgent: {
    async subject(ctx) {
      const agent = await agentRepo.getAgent(ctx.db, ctx.path.id)
      const wanted = ctx.body.enabled
      if (agent.enabled === wanted) throw conflict('ALREADY_IN_STATE', `Agent ${agent.code} is already ${wanted ? 'enabled' : 'disabled'}`)
      if (wanted) {
        const merchant = await agentRepo.merchantForAgent(ctx.db, agent.merchant.id)
        if (merchant && !merchant.enabled) throw conflict('INVALID_STATE', `Merchant ${merchant.businessName} is disabled; enable the merchant before its agents`)
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
      return changed(ok(null, ctx.body.enabled ? 'Agent enabled' : 'Agent disabled'), enablingChange(subject, ctx.path.id, ctx.body))
    },
  },
}
