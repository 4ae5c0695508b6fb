// The transaction report, a page at a time, through the device's store of report pages.
import { reportms } from '../../../api/clients'
import type { TransactionFilters } from './report-keys'
import { answer, useReportPage } from './report-page'
import { platformQuery } from '../../../lib/search'

/** GET /reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging: one page, newest first. */
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
