// The four reports and one transaction, read through the device's store of report pages: online
// they are fetched and kept, offline the page last seen with the same filters is answered with its age.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { reportms } from '../../../api/clients'
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
  return useQuery(
    queryOptions({
      queryKey: reportKeys.transactions(filters),
      queryFn: ({ signal }) => loadReportPage('transactions', filters, () => listTransactions(filters, signal)),
      placeholderData: keepPreviousData,
      networkMode: 'always',
    }),
  )
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
  return useQuery({
    queryKey: reportKeys.merchantCommission(filters),
    queryFn: ({ signal }) => loadReportPage('merchantCommission', filters, () => listMerchantCommission(filters, signal)),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  })
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
  return useQuery({
    queryKey: reportKeys.aggregatorCommission(filters),
    queryFn: ({ signal }) => loadReportPage('aggregatorCommission', filters, () => listAggregatorCommission(filters, signal)),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  })
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
  return useQuery({
    queryKey: reportKeys.agentReport(filters),
    queryFn: ({ signal }) => loadReportPage('agentReport', filters, () => listAgentReport(filters, signal)),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  })
}
