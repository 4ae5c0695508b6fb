import { changed } from '../../platform/audit.ts'
import { listPage, listPaging } from '../../platform/keyset.ts'
import { badRequest, conflict, invalidField, noSuch, ok, reader } from '../../platform/http.ts'
import type { Handlers, RequestContext } from '../../platform/types.ts'
import { dayRange } from '../../platform/period.ts'
import { now } from '../../platform/clock.ts'
import { dueAt, REOPEN_WINDOW_DAYS } from './deadlines.ts'
import { reasonFitsProduct, reasonsForProduct } from './dispute-reasons.ts'
import * as repo from './repository.ts'

type Operation = 'listCases' | 'getCase' | 'createCase' | 'addCaseComment' | 'assignCase' | 'resolveCase' | 'reopenCase' | 'listCaseAssignees'

/** The signed-in user as a case participant; the platform's own accounts have a user id. */
function actorId(ctx: RequestContext<Operation>): number {
  if (ctx.actor.userId === null) throw badRequest('A case can only be changed by a signed-in user')
  return ctx.actor.userId
}

export const caseHandlers: Handlers<Operation> = {
  listCases: {
    cached: true,
    async handle(ctx) {
      const q = ctx.query
      const p = listPaging(q)
      return listPage(
        p,
        await repo.listCases(
          ctx.db,
          {
            status: q.Status,
            category: q.Category,
            openOnly: q.OpenOnly,
            overdue: q.Overdue,
            search: q.Search?.trim() || undefined,
            priority: q.Priority,
            assigneeUsername: q.AssigneeUsername,
            transactionReference: q.TransactionReference,
            range: dayRange(q.StartDate, q.EndDate),
            ascending: q.SortOrder === 'asc',
          },
          p,
        ),
        (c) => c.updatedAt,
      )
    },
  },

  getCase: reader((ctx) => repo.getCase(ctx.db, ctx.path.id)),

  createCase: {
    async handle(ctx) {
      const authorId = actorId(ctx)
      const body = ctx.body
      const reference = body.transactionReference.trim().toUpperCase()
      const transaction = await repo.findTransaction(ctx.db, reference)
      if (!transaction) throw noSuch('Transaction', reference, `No transaction has the reference ${reference}`)
      if (!reasonFitsProduct(body.category, transaction.productCategory))
        throw invalidField(
          'category',
          'REASON_NOT_FOR_PRODUCT',
          `${body.category} does not fit a ${transaction.productName} transaction; choose one of ${reasonsForProduct(transaction.productCategory).join(', ')}`,
          {
            category: body.category,
            product: transaction.productName,
            allowed: reasonsForProduct(transaction.productCategory).join(', '),
          },
        )
      const open = await repo.openCaseFor(ctx.db, reference)
      if (open)
        throw conflict('CASE_ALREADY_OPEN', `Case ${open.caseNumber} is already open for the transaction ${reference} (${open.status}); add to it instead of raising another`, undefined, {
          caseNumber: open.caseNumber,
          reference,
        })
      const at = now()
      const id = await repo.insertCase(ctx.db, {
        caseNumber: await repo.nextCaseNumber(ctx.db, at.getUTCFullYear()),
        title: body.title.trim(),
        description: body.description.trim(),
        category: body.category,
        priority: body.priority ?? 'Medium',
        status: 'Open',
        transactionReference: reference,
        amount: transaction.amount,
        merchantId: transaction.merchantId,
        agentId: transaction.agentId,
        customerName: body.customerName.trim(),
        customerPhone: body.customerPhone,
        assigneeId: null,
        createdBy: ctx.actor.username,
        createdAt: at,
        updatedAt: at,
        dueAt: dueAt(at, transaction.channel),
      })
      await repo.addHistory(ctx.db, id, [{ action: 'Created', fromValue: null, toValue: 'Open', actor: ctx.actor.username, at }])
      void authorId
      const created = await repo.getCase(ctx.db, id)
      return changed(ok(created, 'Case raised'), {
        eventType: 'Create',
        entityType: 'Case',
        entityId: id,
        entityName: created.caseNumber,
        description: `Raised case ${created.caseNumber} on transaction ${reference}`,
        newData: { caseNumber: created.caseNumber, category: created.category, transactionReference: reference, dueAt: created.dueAt },
      })
    },
  },

  reopenCase: {
    async handle(ctx) {
      const authorId = actorId(ctx)
      const reason = ctx.body.reason.trim()
      if (reason.length < 5) throw invalidField('reason', 'TOO_SHORT', 'must have at least 5 characters')
      const row = await repo.lockCase(ctx.db, ctx.path.id)
      if (row.status !== 'Resolved') throw conflict('INVALID_STATE', `Case ${row.caseNumber} is ${row.status}; only a resolved case can be reopened`)
      const at = now()
      const resolvedAt = row.resolvedAt ?? row.updatedAt
      if (at.getTime() - resolvedAt.getTime() > REOPEN_WINDOW_DAYS * 86_400_000) {
        throw conflict('INVALID_STATE', `Case ${row.caseNumber} was resolved more than ${REOPEN_WINDOW_DAYS} days ago; raise a new case instead`)
      }
      await repo.updateCase(ctx.db, row.id, { status: 'InProgress', resolvedAt: null, resolution: null, outcome: null, updatedAt: at })
      await repo.addComment(ctx.db, row.id, authorId, `Reopened: ${reason}`, at)
      await repo.addHistory(ctx.db, row.id, [{ action: 'Reopened', fromValue: 'Resolved', toValue: 'InProgress', actor: ctx.actor.username, at }])
      return changed(ok(await repo.getCase(ctx.db, row.id), 'Case reopened'), {
        eventType: 'StatusChange',
        entityType: 'Case',
        entityId: row.id,
        entityName: row.caseNumber,
        description: `Reopened case ${row.caseNumber}`,
        oldData: { status: row.status, resolution: row.resolution, outcome: row.outcome },
        newData: { status: 'InProgress', reason },
      })
    },
  },

  listCaseAssignees: reader((ctx) => repo.assignableUsers(ctx.db)),

  addCaseComment: {
    async handle(ctx) {
      const text = ctx.body.body.trim()
      if (!text) throw invalidField('body', 'REQUIRED', 'must not be blank')
      const authorId = actorId(ctx)
      const row = await repo.lockCase(ctx.db, ctx.path.id)
      if (row.status === 'Closed') throw conflict('INVALID_STATE', `Case ${row.caseNumber} is closed; it takes no more comments`)
      const at = now()
      await repo.addComment(ctx.db, row.id, authorId, text, at)
      await repo.addHistory(ctx.db, row.id, [{ action: 'Commented', fromValue: null, toValue: null, actor: ctx.actor.username, at }])
      await repo.updateCase(ctx.db, row.id, { updatedAt: at })
      return changed(ok(await repo.getCase(ctx.db, row.id), 'Comment added'), {
        eventType: 'Update',
        entityType: 'Case',
        entityId: row.id,
        entityName: row.caseNumber,
        description: `Commented on case ${row.caseNumber}`,
        newData: { caseNumber: row.caseNumber, comment: text },
      })
    },
  },

  assignCase: {
    async handle(ctx) {
      actorId(ctx)
      const row = await repo.lockCase(ctx.db, ctx.path.id)
      const assignee = await repo.findUser(ctx.db, ctx.body.assigneeUserId)
      if (!assignee || assignee.status === 'Deleted') throw noSuch('User', ctx.body.assigneeUserId)
      if (row.status === 'Resolved' || row.status === 'Closed') throw conflict('INVALID_STATE', `Case ${row.caseNumber} is ${row.status.toLowerCase()}; it can no longer be assigned`)
      if (assignee.status !== 'Active') throw invalidField('assigneeUserId', 'INACTIVE_REFERENCE', `user ${assignee.username} is ${assignee.status.toLowerCase()}; assign the case to an active user`)
      const before = await repo.getCase(ctx.db, row.id)
      const at = now()
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
        entityName: row.caseNumber,
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
      if (resolution.length < 5) throw invalidField('resolution', 'TOO_SHORT', 'must have at least 5 characters')
      const row = await repo.lockCase(ctx.db, ctx.path.id)
      if (row.status === 'Resolved' || row.status === 'Closed') throw conflict('ALREADY_IN_STATE', `Case ${row.caseNumber} is already ${row.status.toLowerCase()}`)
      const at = now()
      await repo.updateCase(ctx.db, row.id, { status: 'Resolved', resolution, outcome: ctx.body.outcome, resolvedAt: at, updatedAt: at })
      await repo.addHistory(ctx.db, row.id, [{ action: 'Resolved', fromValue: row.status, toValue: ctx.body.outcome, actor: ctx.actor.username, at }])
      return changed(ok(await repo.getCase(ctx.db, row.id), 'Case resolved'), {
        eventType: 'StatusChange',
        entityType: 'Case',
        entityId: row.id,
        entityName: row.caseNumber,
        description: `Resolved case ${row.caseNumber} (${ctx.body.outcome})`,
        oldData: { status: row.status, resolution: row.resolution, outcome: row.outcome },
        newData: { status: 'Resolved', resolution, outcome: ctx.body.outcome },
      })
    },
  },
}
