// The four reports and one transaction, read through the device's store of report pages: online
// they are fetched and kept, offline the page last seen with the same filters is answered with its age.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { reportms } from '../../../api/clients'
import { exportStream, type ExportFormat } from '../../../api/export-file'
import type { Locale } from '../../../lib/i18n'
import { loadReportPage } from '../../../offline/report-pages'
import type { AggregatorCommissionQuery, AgentReportQuery, MerchantCommissionQuery, TransactionReportQuery } from '../report-search'
import { platformQuery, platformFilters } from '../../../lib/search'

export type TransactionFilters = TransactionReportQuery

export const reportKeys = {
  all: ['reportms'] as const,
  transactions: (filters: TransactionFilters) => ['reportms', 'transactions', filters] as const,
  transaction: (id: number) => ['reportms', 'transaction', id] as const,
  merchantCommission: (filters: MerchantCommissionQuery) => ['reportms', 'merchantCommission', filters] as const,
  aggregatorCommission: (filters: AggregatorCommissionQuery) => ['reportms', 'aggregatorCommission', filters] as const,
  agentReport: (filters: AgentReportQuery) => ['reportms', 'agentReport', filters] as const,
}

/** A report page through the device's store; the previous page stays on screen while the next loads. */
function useReportPage<F, T extends object>(report: Exclude<keyof typeof reportKeys, 'all' | 'transaction'>, filters: F, fetcher: (filters: F, signal: AbortSignal) => Promise<T>) {
  return useQuery({
    // The same key as reportKeys[report](filters).
    queryKey: [...reportKeys.all, report, filters],
    queryFn: ({ signal }) => loadReportPage(report, filters, () => fetcher(filters, signal)),
    placeholderData: keepPreviousData,
    // Offline too: the query answers from the device.
    networkMode: 'always',
  })
}

function answer<T>(data: T | undefined, what: string): T {
  if (!data) throw new Error(`Empty answer for ${what}`)
  return data
}

// ---------- transactions

export async function listTransactions(f: TransactionFilters, signal?: AbortSignal) {
  const { data } = await reportms.GET('/reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging', {
    params: {
      query: { ...platformQuery(f), SortOrder: 'desc' },
    },
    signal,
  })
  return answer(data, 'the transactions')
}

export function useTransactionReport(filters: TransactionFilters) {
  return useReportPage('transactions', filters, listTransactions)
}

export function transactionQueryOptions(id: number) {
  return queryOptions({
    queryKey: reportKeys.transaction(id),
    queryFn: ({ signal }) =>
      loadReportPage('transaction', id, async () => {
        const { data } = await reportms.GET('/reportms/api/v1/TransactionReport/{id}', { params: { path: { id } }, signal })
        return answer(data, 'the transaction').data
      }),
    networkMode: 'always',
  })
}

export function useTransaction(id: number | undefined) {
  return useQuery({ ...transactionQueryOptions(id ?? 0), enabled: id !== undefined })
}

// ---------- commission by merchant

export async function listMerchantCommission(f: MerchantCommissionQuery, signal?: AbortSignal) {
  const { data } = await reportms.GET('/reportms/api/v1/CommissionReport/GetCommissionByMerchant', {
    params: { query: { ...platformQuery(f) } },
    signal,
  })
  return answer(data, 'the commission by merchant')
}

export function useMerchantCommission(filters: MerchantCommissionQuery) {
  return useReportPage('merchantCommission', filters, listMerchantCommission)
}

// ---------- aggregator commission

export async function listAggregatorCommission(f: AggregatorCommissionQuery, signal?: AbortSignal) {
  const { data } = await reportms.GET('/reportms/api/v1/CommissionReport/GetAggregatorCommission', {
    params: {
      query: { ...platformQuery(f) },
    },
    signal,
  })
  return answer(data, 'the aggregator commission')
}

export function useAggregatorCommission(filters: AggregatorCommissionQuery) {
  return useReportPage('aggregatorCommission', filters, listAggregatorCommission)
}

// ---------- agents

export async function listAgentReport(f: AgentReportQuery, signal?: AbortSignal) {
  const { data } = await reportms.GET('/reportms/api/v1/AgentReport/GetAgentReport', {
    params: {
      query: { ...platformQuery(f), SortOrder: 'desc' },
    },
    signal,
  })
  return answer(data, 'the agent report')
}

export function useAgentReport(filters: AgentReportQuery) {
  return useReportPage('agentReport', filters, listAgentReport)
}

// ---------- files (the whole filtered set, streamed by the platform)

type FileOptions = { format: ExportFormat; locale: Locale; signal: AbortSignal }

export function exportTransactions(f: TransactionFilters, { format, locale, signal }: FileOptions) {
  return exportStream(
    reportms.GET('/reportms/api/v1/TransactionReport/Export', {
      params: {
        query: { ...platformFilters(f), Format: format, Locale: locale },
      },
      parseAs: 'stream',
      signal,
    }),
  )
}

export function exportMerchantCommission(f: MerchantCommissionQuery, { format, locale, signal }: FileOptions) {
  return exportStream(
    reportms.GET('/reportms/api/v1/CommissionReport/ExportCommissionByMerchant', {
      params: { query: { ...platformFilters(f), Format: format, Locale: locale } },
      parseAs: 'stream',
      signal,
    }),
  )
}

export function exportAggregatorCommission(f: AggregatorCommissionQuery, { format, locale, signal }: FileOptions) {
  return exportStream(
    reportms.GET('/reportms/api/v1/CommissionReport/ExportAggregatorCommission', {
      params: {
        query: { ...platformFilters(f), Format: format, Locale: locale },
      },
      parseAs: 'stream',
      signal,
    }),
  )
}

export function exportAgentReport(f: AgentReportQuery, { format, locale, signal }: FileOptions) {
  return exportStream(
    reportms.GET('/reportms/api/v1/AgentReport/Export', {
      params: { query: { ...platformFilters(f), Format: format, Locale: locale } },
      parseAs: 'stream',
      signal,
    }),
  )
}
