// The four reports and one transaction, read through the device's store of report pages: online
// they are fetched and kept, offline the page last seen with the same filters is answered with its age.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { reportms } from '../../../api/clients'
import { exportStream, type ExportFormat } from '../../../api/export-file'
import type { Locale } from '../../../lib/i18n'
import { loadReportPage } from '../../../offline/report-pages'
import type { AggregatorCommissionSearch, AgentReportSearch, MerchantCommissionSearch, TransactionReportSearch } from '../report-search'

export type TransactionFilters = Omit<TransactionReportSearch, 'transaction'>

export const reportKeys = {
  all: ['reportms'] as const,
  transactions: (filters: TransactionFilters) => ['reportms', 'transactions', filters] as const,
  transaction: (id: number) => ['reportms', 'transaction', id] as const,
  merchantCommission: (filters: MerchantCommissionSearch) => ['reportms', 'merchantCommission', filters] as const,
  aggregatorCommission: (filters: AggregatorCommissionSearch) => ['reportms', 'aggregatorCommission', filters] as const,
  agentReport: (filters: AgentReportSearch) => ['reportms', 'agentReport', filters] as const,
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
      query: {
        Status: f.status,
        TransactionReference: f.transactionReference,
        SuperAgentId: f.superAgentId,
        AgentId: f.agentId,
        MerchantId: f.merchantId,
        DebitAccountNumber: f.debitAccountNumber,
        CreditAccountNumber: f.creditAccountNumber,
        DestinationBankCode: f.destinationBankCode,
        ProductId: f.productId,
        Channel: f.channel,
        StartDate: f.startDate,
        EndDate: f.endDate,
        SortOrder: 'desc',
        PageNumber: f.page,
        PageSize: f.pageSize,
      },
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

export async function listMerchantCommission(f: MerchantCommissionSearch, signal?: AbortSignal) {
  const { data } = await reportms.GET('/reportms/api/v1/CommissionReport/GetCommissionByMerchant', {
    params: { query: { SuperAgentId: f.superAgentId, MerchantId: f.merchantId, StartDate: f.startDate, EndDate: f.endDate, PageNumber: f.page, PageSize: f.pageSize } },
    signal,
  })
  return answer(data, 'the commission by merchant')
}

export function useMerchantCommission(filters: MerchantCommissionSearch) {
  return useReportPage('merchantCommission', filters, listMerchantCommission)
}

// ---------- aggregator commission

export async function listAggregatorCommission(f: AggregatorCommissionSearch, signal?: AbortSignal) {
  const { data } = await reportms.GET('/reportms/api/v1/CommissionReport/GetAggregatorCommission', {
    params: {
      query: {
        AggregatorId: f.aggregatorId,
        SuperAgentId: f.superAgentId,
        AgentId: f.agentId,
        MerchantId: f.merchantId,
        StartDate: f.startDate,
        EndDate: f.endDate,
        PageNumber: f.page,
        PageSize: f.pageSize,
      },
    },
    signal,
  })
  return answer(data, 'the aggregator commission')
}

export function useAggregatorCommission(filters: AggregatorCommissionSearch) {
  return useReportPage('aggregatorCommission', filters, listAggregatorCommission)
}

// ---------- agents

export async function listAgentReport(f: AgentReportSearch, signal?: AbortSignal) {
  const { data } = await reportms.GET('/reportms/api/v1/AgentReport/GetAgentReport', {
    params: {
      query: {
        SuperAgentId: f.superAgentId,
        MerchantId: f.merchantId,
        AgentId: f.agentId,
        Status: f.status,
        StartDate: f.startDate,
        EndDate: f.endDate,
        SortOrder: 'desc',
        PageNumber: f.page,
        PageSize: f.pageSize,
      },
    },
    signal,
  })
  return answer(data, 'the agent report')
}

export function useAgentReport(filters: AgentReportSearch) {
  return useReportPage('agentReport', filters, listAgentReport)
}

// ---------- files (the whole filtered set, streamed by the platform)

type FileOptions = { format: ExportFormat; locale: Locale; signal: AbortSignal }

export function exportTransactions(f: TransactionFilters, { format, locale, signal }: FileOptions) {
  return exportStream(
    reportms.GET('/reportms/api/v1/TransactionReport/Export', {
      params: {
        query: {
          Status: f.status,
          TransactionReference: f.transactionReference,
          SuperAgentId: f.superAgentId,
          AgentId: f.agentId,
          MerchantId: f.merchantId,
          DebitAccountNumber: f.debitAccountNumber,
          CreditAccountNumber: f.creditAccountNumber,
          DestinationBankCode: f.destinationBankCode,
          ProductId: f.productId,
          Channel: f.channel,
          StartDate: f.startDate,
          EndDate: f.endDate,
          Format: format,
          Locale: locale,
        },
      },
      parseAs: 'stream',
      signal,
    }),
  )
}

export function exportMerchantCommission(f: MerchantCommissionSearch, { format, locale, signal }: FileOptions) {
  return exportStream(
    reportms.GET('/reportms/api/v1/CommissionReport/ExportCommissionByMerchant', {
      params: { query: { SuperAgentId: f.superAgentId, MerchantId: f.merchantId, StartDate: f.startDate, EndDate: f.endDate, Format: format, Locale: locale } },
      parseAs: 'stream',
      signal,
    }),
  )
}

export function exportAggregatorCommission(f: AggregatorCommissionSearch, { format, locale, signal }: FileOptions) {
  return exportStream(
    reportms.GET('/reportms/api/v1/CommissionReport/ExportAggregatorCommission', {
      params: {
        query: { AggregatorId: f.aggregatorId, SuperAgentId: f.superAgentId, AgentId: f.agentId, MerchantId: f.merchantId, StartDate: f.startDate, EndDate: f.endDate, Format: format, Locale: locale },
      },
      parseAs: 'stream',
      signal,
    }),
  )
}

export function exportAgentReport(f: AgentReportSearch, { format, locale, signal }: FileOptions) {
  return exportStream(
    reportms.GET('/reportms/api/v1/AgentReport/Export', {
      params: { query: { SuperAgentId: f.superAgentId, MerchantId: f.merchantId, AgentId: f.agentId, Status: f.status, StartDate: f.startDate, EndDate: f.endDate, Format: format, Locale: locale } },
      parseAs: 'stream',
      signal,
    }),
  )
}
