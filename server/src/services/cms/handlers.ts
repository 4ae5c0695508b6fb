import { changed } from '../../platform/audit.ts'
import { badRequest, conflict, notFound, ok, paged, paging } from '../../platform/http.ts'
import type { Handlers, RequestContext } from '../../platform/types.ts'
import { dayRange } from '../../platform/period.ts'
import * as repo from './repository.ts'

type Operation = 'listCases' | 'getCase' | 'addCaseComment' | 'assignCase' | 'resolveCase'

/** The signed-in user as a case participant; the platform's own accounts have a user id. */
function actorId(ctx: RequestContext<Operation>): number {
  if (ctx.actor.userId === null) throw badRequest('A case can only be changed by a signed-in user')
  return ctx.actor.userId
}

export const caseHandlers: Handlers<Operation> = {
  listCases: {
    async handle(ctx) {
      const q = ctx.query
      const p = paging(q)
      const { rows, total } = await repo.listCases(
        ctx.db,
        {
          status: q.Status,
          priority: q.Priority,
          assigneeUsername: q.AssigneeUsername,
          transactionReference: q.TransactionReference,
          range: dayRange(q.StartDate, q.EndDate),
          ascending: q.SortOrder === 'asc',
        },
        p,
      )
      return paged(rows, p, total)
    },
  },

  getCase: {
    async handle(ctx) {
      return ok(await repo.getCase(ctx.db, ctx.path.id))
    },
  },

  addCaseComment: {
    async handle(ctx) {
      const text = ctx.body.body.trim()
      if (!text) throw badRequest('body: must not be blank')
      const authorId = actorId(ctx)
      const row = await repo.lockCase(ctx.db, ctx.path.id)
      if (row.status === 'Closed') throw conflict(`Case ${row.caseNumber} is closed; it takes no more comments`)
      const at = new Date()
      await repo.addComment(ctx.db, row.id, authorId, text, at)
      await repo.addHistory(ctx.db, row.id, [{ action: 'Commented', fromValue: null, toValue: null, actor: ctx.actor.username, at }])
      await repo.updateCase(ctx.db, row.id, { updatedAt: at })
      return changed(ok(await repo.getCase(ctx.db, row.id), 'Comment added'), { eventType: 'Update', entityType: 'Case', entityId: row.id, description: `Commented on case ${row.caseNumber}`, newData: { caseNumber: row.caseNumber, comment: text } })
    },
  },

  assignCase: {
    async handle(ctx) {
      actorId(ctx)
      const row = await repo.lockCase(ctx.db, ctx.path.id)
      const assignee = await repo.findUser(ctx.db, ctx.body.assigneeUserId)
      if (!assignee || assignee.status === 'Deleted') throw notFound(`User ${ctx.body.assigneeUserId} was not found`)
      if (row.status === 'Resolved' || row.status === 'Closed') throw conflict(`Case ${row.caseNumber} is ${row.status.toLowerCase()}; it can no longer be assigned`)
      if (assignee.status !== 'Active') throw badRequest(`assigneeUserId: user ${assignee.username} is ${assignee.status.toLowerCase()}; assign the case to an active user`)
      const before = await repo.getCase(ctx.db, row.id)
      const at = new Date()
      const previous = await repo.usernameOf(ctx.db, row.assigneeId)
      const nextStatus: repo.CaseStatus = row.status === 'Open' ? 'InProgress' : (row.status as repo.CaseStatus)
      await repo.updateCase(ctx.db, row.id, { assigneeId: assignee.id, status: nextStatus, updatedAt: at })
      await repo.addHistory(ctx.db, row.id, [
        { action: 'Assigned', fromValue: previous, toValue: assignee.username, actor: ctx.actor.username, at },
        ...(nextStatus !== row.status ? [{ action: 'StatusChanged' as const, fromValue: row.status, toValue: nextStatus, actor: ctx.actor.username, at }] : []),
      ])
      const after = await repo.getCase(ctx.db, row.id)
      return changed(ok(after, 'Case assigned'), {
        eventType: 'Update',
        entityType: 'Case',
        entityId: row.id,
        description: `Assigned case ${row.caseNumber} to ${assignee.username}`,
        oldData: { assignee: before.assignee, status: before.status },
        newData: { assignee: after.assignee, status: after.status },
      })
    },
  },

  resolveCase: {
    async handle(ctx) {
      actorId(ctx)
      const resolution = ctx.body.resolution.trim()
      if (resolution.length < 5) throw badRequest('resolution: must have at least 5 characters')
      const row = await repo.lockCase(ctx.db, ctx.path.id)
      if (row.status === 'Resolved' || row.status === 'Closed') throw conflict(`Case ${row.caseNumber} is already ${row.status.toLowerCase()}`)
      const at = new Date()
      await repo.updateCase(ctx.db, row.id, { status: 'Resolved', resolution, outcome: ctx.body.outcome, resolvedAt: at, updatedAt: at })
      await repo.addHistory(ctx.db, row.id, [{ action: 'Resolved', fromValue: row.status, toValue: ctx.body.outcome, actor: ctx.actor.username, at }])
      return changed(ok(await repo.getCase(ctx.db, row.id), 'Case resolved'), {
        eventType: 'StatusChange',
        entityType: 'Case',
        entityId: row.id,
        description: `Resolved case ${row.caseNumber} (${ctx.body.outcome})`,
        oldData: { status: row.status, resolution: row.resolution, outcome: row.outcome },
        newData: { status: 'Resolved', resolution, outcome: ctx.body.outcome },
      })
    },
  },
}
