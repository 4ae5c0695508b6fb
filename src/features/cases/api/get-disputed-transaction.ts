// The transaction a case disputes, read from the transaction report.
import { useQuery } from '@tanstack/react-query'

import { reportms } from '../../../api/clients'
import { caseKeys } from './case-keys'

/**
 * GET /reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging, then GET /reportms/api/v1/TransactionReport/{id}:
 * the disputed transaction as the transaction report has it (status, reversal), when the user may read reports.
 */
export function useDisputedTransaction(reference: string | null, enabled: boolean) {
  return useQuery({
    queryKey: caseKeys.transaction(reference ?? ''),
    queryFn: async ({ signal }) => {
      const { data } = await reportms.GET('/reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging', { params: { query: { TransactionReference: reference ?? '', PageSize: 1 } }, signal })
      const listed = data?.data[0]
      if (!listed) return null
      const detail = await reportms.GET('/reportms/api/v1/TransactionReport/{id}', { params: { path: { id: listed.id } }, signal })
      return detail.data?.data ?? null
    },
    enabled: enabled && reference !== null,
  })
}
