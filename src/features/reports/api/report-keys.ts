import type { AggregatorCommissionQuery, AgentReportQuery, MerchantCommissionQuery, TransactionReportQuery } from '../report-search'

export type TransactionFilters = TransactionReportQuery

/** Query keys of the reports; a report page's key is also its name in the device's store (report-page.ts). */
export const reportKeys = {
  all: ['reportms'] as const,
  transactions: (filters: TransactionFilters) => ['reportms', 'transactions', filters] as const,
  transaction: (id: number) => ['reportms', 'transaction', id] as const,
  merchantCommission: (filters: MerchantCommissionQuery) => ['reportms', 'merchantCommission', filters] as const,
  aggregatorCommission: (filters: AggregatorCommissionQuery) => ['reportms', 'aggregatorCommission', filters] as const,
  agentReport: (filters: AgentReportQuery) => ['reportms', 'agentReport', filters] as const,
}
