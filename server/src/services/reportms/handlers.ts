import { noSuch, ok, paged, paging } from '../../platform/http.ts'
import type { Handlers } from '../../platform/types.ts'
import { dayRange, daysOrRecent } from '../../platform/period.ts'
import type { Executor } from '../../db/client.ts'
import { changeFeed, reportTotals, totalsOf } from '../../totals/change-feed.ts'
import * as repo from './repository.ts'
import { sharedAnswers } from '../../platform/shared-answers.ts'

// Totals are made at the version of the totals (change-feed.ts) and kept a minute at most, so
// paging through one filter counts once while no transaction changes. A page of rows (names that
// may be edited, statuses the core system moves) is kept 2 s: a burst of users on one screen costs
// one query, and a new transaction reaches the first page within that.
const totalsTtlMs = 60_000
const pageTtlMs = 2_000

type Operation = 'listTransactions' | 'getTransactionSummary' | 'getTransaction' | 'getCommissionByMerchant' | 'getAggregatorCommission' | 'getAgentReport'

/** The filtered set's totals and count per day, shared between requests while the totals stay at one version. */
async function transactionTotals(ctx: { db: Executor; env: object }, filter: repo.TransactionFilter, filters: object, startDate: string | undefined, endDate: string | undefined) {
  const totals = await totalsOf(ctx.env)
  const key = JSON.stringify(['transactions', filters, startDate ?? null, endDate ?? null])
  return sharedAnswers(ctx.db).get(key, totals.version, totalsTtlMs, () => repo.transactionTotals(ctx.db, filter, { memory: totals.daily, startDate, endDate }))
}

const emptyAggregatorSummary = { transactionCount: 0, transactionAmount: 0, totalFees: 0, superAgentCommission: 0 }

export const reportHandlers: Handlers<Operation> = {
  listTransactions: {
    async handle(ctx) {
      const { PageNumber: _n, PageSize: _s, SortOrder, StartDate, EndDate, Cursor, At, ...filters } = ctx.query
      const p = paging(ctx.query)
      const filter: repo.TransactionFilter = { ...filters, range: dayRange(StartDate, EndDate) }
      const totals = await transactionTotals(ctx, filter, filters, StartDate, EndDate)
      const ascending = SortOrder === 'asc'
      // Every page is found by key: a cursor names the row next to it; a page number or a date is
      // turned into a day and a skip within it from the totals' count per day.
      let pageNumber = p.pageNumber
      // null: past the last page.
      let seek: repo.Seek | null = { from: 'start' }
      if (Cursor) {
        seek = repo.cursorSeek(Cursor)
      } else {
        if (At) pageNumber = Math.floor(repo.rowsBeforeDay(totals.days, totals.summary.count, At, ascending) / p.pageSize) + 1
        const offset = (pageNumber - 1) * p.pageSize
        if (offset > 0) {
          const found = repo.locate(totals.days, totals.summary.count, offset, ascending)
          seek = found && { from: 'day', ...found }
        }
      }
      const page = { pageNumber, pageSize: p.pageSize }
      const key = JSON.stringify(['transactions', filters, StartDate ?? null, EndDate ?? null, ascending, p.pageSize, seek])
      const found = seek
      let rows = found ? await sharedAnswers(ctx.db).get(key, '', pageTtlMs, () => repo.transactionPage(ctx.db, filter, ascending, p.pageSize, found)) : []
      if (found?.from === 'before' && rows.length < p.pageSize) {
        // Read back to the top: the first page, whole.
        page.pageNumber = 1
        rows = await repo.transactionPage(ctx.db, filter, ascending, p.pageSize, { from: 'start' })
      }
      const first = rows[0]
      const last = rows[rows.length - 1]
      const more = rows.length === p.pageSize && page.pageNumber * p.pageSize < totals.summary.count
      return paged(rows, page, totals.summary.count, {
        summary: totals.summary,
        nextCursor: more && last ? `after:${last.id}` : null,
        previousCursor: page.pageNumber > 1 && first ? `before:${first.id}` : null,
      })
    },
  },

  getTransactionSummary: {
    async handle(ctx) {
      const { StartDate, EndDate, ...filters } = ctx.query
      const filter: repo.TransactionFilter = { ...filters, range: dayRange(StartDate, EndDate) }
      return ok((await transactionTotals(ctx, filter, filters, StartDate, EndDate)).summary)
    },
  },

  getTransaction: {
    async handle(ctx) {
      const transaction = await repo.getTransaction(ctx.db, ctx.path.id)
      if (!transaction) throw noSuch('Transaction', ctx.path.id, `Transaction ${ctx.path.id} does not exist`)
      return ok(transaction)
    },
  },

  getCommissionByMerchant: {
    async handle(ctx) {
      const q = ctx.query
      const p = paging(q)
      const period = daysOrRecent(q.StartDate, q.EndDate)
      const filter: repo.CommissionFilter = { range: dayRange(period.startDate, period.endDate), superAgentId: q.SuperAgentId, merchantId: q.MerchantId }
      const memory = await reportTotals(ctx.env)
      const key = JSON.stringify(['commission', filter])
      const [summary, { rows, total }] = await Promise.all([
        sharedAnswers(ctx.db).get(key, changeFeed(ctx.env).version, totalsTtlMs, () => repo.commissionSummary(ctx.db, filter, memory)),
        repo.commissionByMerchant(ctx.db, filter, p, memory),
      ])
      return paged(rows, p, total, { summary })
    },
  },

  getAggregatorCommission: {
    async handle(ctx) {
      const q = ctx.query
      const p = paging(q, { pageSize: 100 })
      const period = daysOrRecent(q.StartDate, q.EndDate)
      // AggregatorId and SuperAgentId name the same thing; two different ones match nothing.
      if (q.AggregatorId && q.SuperAgentId && q.AggregatorId !== q.SuperAgentId) return paged([], p, 0, { summary: emptyAggregatorSummary })
      const filter: repo.CommissionFilter = {
        range: dayRange(period.startDate, period.endDate),
        superAgentId: q.AggregatorId ?? q.SuperAgentId,
        merchantId: q.MerchantId,
        agentId: q.AgentId,
      }
      const memory = await reportTotals(ctx.env)
      const key = JSON.stringify(['commission', filter])
      const [totals, { rows, total }] = await Promise.all([
        sharedAnswers(ctx.db).get(key, changeFeed(ctx.env).version, totalsTtlMs, () => repo.commissionSummary(ctx.db, filter, memory)),
        repo.commissionByAggregator(ctx.db, filter, period, p, memory),
      ])
      const summary = { transactionCount: totals.transactionCount, transactionAmount: totals.transactionAmount, totalFees: totals.totalFees, superAgentCommission: totals.superAgentCommission }
      return paged(rows, p, total, { summary })
    },
  },

  getAgentReport: {
    async handle(ctx) {
      const q = ctx.query
      const p = paging(q)
      const period = daysOrRecent(q.StartDate, q.EndDate)
      const filter: repo.AgentReportFilter = {
        range: dayRange(period.startDate, period.endDate),
        superAgentId: q.SuperAgentId,
        merchantId: q.MerchantId,
        agentId: q.AgentId,
        status: q.Status,
      }
      const { rows, total, summary } = await repo.agentReport(ctx.db, filter, q.SortOrder === 'asc', p, await reportTotals(ctx.env))
      return paged(rows, p, total, { summary })
    },
  },
}
