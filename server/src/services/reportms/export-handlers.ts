// The reports as files: the whole filtered set of each report, streamed (platform/export.ts).
import { sql } from 'drizzle-orm'

import { exportResponse, pagesOf, type ExportColumn } from '../../platform/export.ts'
import { paging } from '../../platform/http.ts'
import { dayRange, daysOrRecent } from '../../platform/period.ts'
import type { DataOf, Handlers } from '../../platform/types.ts'
import { reportTotals, totalsOf } from '../../totals/change-feed.ts'
import * as repo from './repository.ts'

type Operation = 'exportTransactions' | 'exportCommissionByMerchant' | 'exportAggregatorCommission' | 'exportAgentReport'
type TransactionRow = DataOf<'listTransactions'>[number]
type MerchantCommissionRow = DataOf<'getCommissionByMerchant'>[number]
type AggregatorCommissionRow = DataOf<'getAggregatorCommission'>[number]
type AgentRow = DataOf<'getAgentReport'>[number]

// Headers and words are the back office's own msgids, so the files read in the user's language.
const channelWords: Record<string, string> = { POS: 'POS', USSD: 'USSD', Mobile: 'Mobile app', Web: 'Web' }

const statusWords: Record<TransactionRow['status'], string> = { Successful: 'Successful', Failed: 'Failed', Pending: 'Pending', Reversed: 'Reversed' }

// Each column also in SQL, for the files PostgreSQL writes itself (COPY): the same value, formatted by the platform.
const f = repo.transactionSql
export const transactionColumns: ExportColumn<TransactionRow>[] = [
  { header: 'Reference', value: (t) => t.reference, sql: f.reference },
  { header: 'Date', value: (t) => t.createdAt, kind: 'datetime', sql: f.created_at },
  { header: 'Product', value: (t) => t.product.name, sql: f.product_name },
  { header: 'Channel', value: (t) => t.channel, kind: 'label', words: channelWords, sql: f.channel },
  { header: 'Super agent', value: (t) => t.superAgent.name, sql: f.super_agent_name },
  { header: 'Merchant', value: (t) => t.merchant.businessName, sql: f.business_name },
  { header: 'Agent', value: (t) => `${t.agent.name} (${t.agent.code})`, sql: sql`${f.agent_name} || ' (' || ${f.agent_code} || ')'` },
  { header: 'Debit account', value: (t) => t.debitAccountNumber, sql: f.debit_account_number },
  { header: 'Credit account', value: (t) => t.creditAccountNumber, sql: f.credit_account_number },
  { header: 'Receiving bank', value: (t) => t.destinationBankName, sql: repo.destinationBankNameSql },
  { header: 'Amount', value: (t) => t.amount, kind: 'money', sql: f.amount },
  { header: 'Fee', value: (t) => t.fee, kind: 'money', sql: f.fee },
  { header: 'Status', value: (t) => t.status, kind: 'label', words: statusWords, sql: f.status },
  { header: 'Response code', value: (t) => t.responseCode, sql: f.response_code },
  { header: 'Narration', value: (t) => t.narration, sql: f.narration },
]

const commissionMoney = <Row extends Record<K, number>, K extends string>(header: string, key: K): ExportColumn<Row> => ({ header, value: (row) => row[key], kind: 'money' })

const merchantCommissionColumns: ExportColumn<MerchantCommissionRow>[] = [
  { header: 'Merchant', value: (r) => r.merchant.businessName },
  { header: 'Super agent', value: (r) => r.superAgent.name },
  { header: 'Transactions', value: (r) => r.transactionCount, kind: 'number' },
  commissionMoney('Amount', 'transactionAmount'),
  commissionMoney('Fees', 'totalFees'),
  commissionMoney('Agent commission', 'agentCommission'),
  commissionMoney('Super agent commission', 'superAgentCommission'),
  commissionMoney('Platform commission', 'platformCommission'),
]

const aggregatorColumns: ExportColumn<AggregatorCommissionRow>[] = [
  { header: 'Super agent', value: (r) => r.superAgent.name },
  { header: 'From', value: (r) => r.period.startDate },
  { header: 'To', value: (r) => r.period.endDate },
  { header: 'Transactions', value: (r) => r.transactionCount, kind: 'number' },
  commissionMoney('Amount', 'transactionAmount'),
  commissionMoney('Fees', 'totalFees'),
  commissionMoney('Super agent commission', 'superAgentCommission'),
]

const agentColumns: ExportColumn<AgentRow>[] = [
  { header: 'Agent', value: (r) => r.agent.name },
  { header: 'Agent id', value: (r) => r.agent.code },
  { header: 'Agent status', value: (r) => r.agentStatus, kind: 'label' },
  { header: 'Merchant', value: (r) => r.merchant.businessName },
  { header: 'Super agent', value: (r) => r.superAgent.name },
  { header: 'Transactions', value: (r) => r.transactionCount, kind: 'number' },
  { header: 'Successful', value: (r) => r.successfulCount, kind: 'number' },
  { header: 'Failed', value: (r) => r.failedCount, kind: 'number' },
  commissionMoney('Amount', 'transactionAmount'),
  commissionMoney('Fees', 'fees'),
  commissionMoney('Commission', 'commission'),
  { header: 'Last transaction', value: (r) => r.lastTransactionAt, kind: 'datetime' },
]

const fileOptions = (q: { Format?: 'csv' | 'xlsx' | undefined; Locale?: 'en' | 'fr' | 'es' | 'zh' | 'ar' | undefined }) => ({ format: q.Format ?? 'csv', locale: q.Locale ?? 'en' })

export const reportExportHandlers: Handlers<Operation> = {
  exportTransactions: {
    async handle(ctx) {
      const { Format, Locale, StartDate, EndDate, ...filters } = ctx.query
      const filter: repo.TransactionFilter = { ...filters, range: dayRange(StartDate, EndDate) }
      const { count } = await repo.transactionSummary(ctx.db, filter, { memory: (await totalsOf(ctx.env)).daily, startDate: StartDate, endDate: EndDate })
      return exportResponse({
        ...fileOptions({ Format, Locale }),
        filename: 'transactions',
        columns: transactionColumns,
        total: count,
        db: ctx.db,
        batches: () => repo.transactionBatches(ctx.db, filter),
        copy: repo.transactionCopySource(filter),
      })
    },
  },

  exportCommissionByMerchant: {
    async handle(ctx) {
      const q = ctx.query
      const period = daysOrRecent(q.StartDate, q.EndDate)
      const filter: repo.CommissionFilter = { range: dayRange(period.startDate, period.endDate), superAgentId: q.SuperAgentId, merchantId: q.MerchantId }
      const memory = await reportTotals(ctx.env)
      const first = await repo.commissionByMerchant(ctx.db, filter, paging({ PageNumber: 1, PageSize: 1 }), memory)
      return exportResponse({
        ...fileOptions(q),
        filename: 'commission-by-merchant',
        columns: merchantCommissionColumns,
        total: first.total,
        batches: () => pagesOf(async (page, size) => (await repo.commissionByMerchant(ctx.db, filter, paging({ PageNumber: page, PageSize: size }), memory)).rows),
      })
    },
  },

  exportAggregatorCommission: {
    async handle(ctx) {
      const q = ctx.query
      const period = daysOrRecent(q.StartDate, q.EndDate)
      const mismatch = q.AggregatorId && q.SuperAgentId && q.AggregatorId !== q.SuperAgentId
      const filter: repo.CommissionFilter = { range: dayRange(period.startDate, period.endDate), superAgentId: q.AggregatorId ?? q.SuperAgentId, merchantId: q.MerchantId, agentId: q.AgentId }
      const memory = await reportTotals(ctx.env)
      const read = async (page: number, size: number) => (mismatch ? { rows: [], total: 0 } : repo.commissionByAggregator(ctx.db, filter, period, paging({ PageNumber: page, PageSize: size }), memory))
      return exportResponse({
        ...fileOptions(q),
        filename: 'aggregator-commission',
        columns: aggregatorColumns,
        total: (await read(1, 1)).total,
        batches: () => pagesOf(async (page, size) => (await read(page, size)).rows),
      })
    },
  },

  exportAgentReport: {
    async handle(ctx) {
      const q = ctx.query
      const period = daysOrRecent(q.StartDate, q.EndDate)
      const filter: repo.AgentReportFilter = { range: dayRange(period.startDate, period.endDate), superAgentId: q.SuperAgentId, merchantId: q.MerchantId, agentId: q.AgentId, status: q.Status }
      const memory = await reportTotals(ctx.env)
      const read = (page: number, size: number) => repo.agentReport(ctx.db, filter, false, paging({ PageNumber: page, PageSize: size }), memory)
      return exportResponse({
        ...fileOptions(q),
        filename: 'agent-report',
        columns: agentColumns,
        total: (await read(1, 1)).total,
        batches: () => pagesOf(async (page, size) => (await read(page, size)).rows),
      })
    },
  },
}
