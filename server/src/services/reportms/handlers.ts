import { notFound, ok, paged, paging } from '../../platform/http.ts'
import type { Handlers } from '../../platform/types.ts'
import { dayRange, daysOrRecent } from '../../platform/period.ts'
import { dailyTotalsMemory } from '../../db/daily-totals.ts'
import { reportTotalsMemory } from '../../db/report-totals.ts'
import * as repo from './repository.ts'
import { pageTtlMs, shared, totalsTtlMs } from './report-cache.ts'

type Operation = 'listTransactions' | 'getTransactionSummary' | 'getTransaction' | 'getCommissionByMerchant' | 'getAggregatorCommission' | 'getAgentReport'

const emptyAggregatorSummary = { transactionCount: 0, transactionAmount: 0, totalFees: 0, superAgentCommission: 0 }

export const reportHandlers: Handlers<Operation> = {
  listTransactions: {
    async handle(ctx) {
      const { PageNumber: _n, PageSize: _s, SortOrder, StartDate, EndDate, ...filters } = ctx.query
      const p = paging(ctx.query)
      const filter: repo.TransactionFilter = { ...filters, range: dayRange(StartDate, EndDate) }
      const key = JSON.stringify(['transactions', filters, StartDate ?? null, EndDate ?? null])
      const ascending = SortOrder === 'asc'
      const [summary, rows] = await Promise.all([
        shared(ctx.db, key, totalsTtlMs, () => repo.transactionSummary(ctx.db, filter, { memory: dailyTotalsMemory(ctx.env), startDate: StartDate, endDate: EndDate })),
        shared(ctx.db, JSON.stringify([key, ascending, p]), pageTtlMs, () => repo.transactionPage(ctx.db, filter, ascending, p)),
      ])
      return paged(rows, p, summary.count, { summary })
    },
  },

  getTransactionSummary: {
    async handle(ctx) {
      const { StartDate, EndDate, ...filters } = ctx.query
      const filter: repo.TransactionFilter = { ...filters, range: dayRange(StartDate, EndDate) }
      const key = JSON.stringify(['transactions', filters, StartDate ?? null, EndDate ?? null])
      return ok(await shared(ctx.db, key, totalsTtlMs, () => repo.transactionSummary(ctx.db, filter, { memory: dailyTotalsMemory(ctx.env), startDate: StartDate, endDate: EndDate })))
    },
  },

  getTransaction: {
    async handle(ctx) {
      const transaction = await repo.getTransaction(ctx.db, ctx.path.id)
      if (!transaction) throw notFound('NOT_FOUND', `Transaction ${ctx.path.id} does not exist`)
      return ok(transaction)
    },
  },

  getCommissionByMerchant: {
    async handle(ctx) {
      const q = ctx.query
      const p = paging(q)
      const period = daysOrRecent(q.StartDate, q.EndDate)
      const filter: repo.CommissionFilter = { range: dayRange(period.startDate, period.endDate), superAgentId: q.SuperAgentId, merchantId: q.MerchantId }
      const key = JSON.stringify(['commission', filter])
      const memory = reportTotalsMemory(ctx.env)
      const [summary, { rows, total }] = await Promise.all([
        shared(ctx.db, key, totalsTtlMs, () => repo.commissionSummary(ctx.db, filter, memory)),
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
      const key = JSON.stringify(['commission', filter])
      const memory = reportTotalsMemory(ctx.env)
      const [totals, { rows, total }] = await Promise.all([
        shared(ctx.db, key, totalsTtlMs, () => repo.commissionSummary(ctx.db, filter, memory)),
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
      const { rows, total, summary } = await repo.agentReport(ctx.db, filter, q.SortOrder === 'asc', p, reportTotalsMemory(ctx.env))
      return paged(rows, p, total, { summary })
    },
  },
}
