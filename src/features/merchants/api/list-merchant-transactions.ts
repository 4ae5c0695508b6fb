import { queryOptions, useQuery } from '@tanstack/react-query'

import { reportms } from '../../../api/clients'
import { merchantKeys } from './merchant-keys'

export const merchantTransactionsShown = 20

/** GET TransactionReport/GetAllTransactionsWithPaging with MerchantId and the dates: the newest rows and the totals of the whole period. */
export function merchantTransactionsQueryOptions(merchantId: number, startDate: string, endDate: string) {
  return queryOptions({
    queryKey: merchantKeys.transactions(merchantId, startDate, endDate),
    queryFn: async ({ signal }) => {
      const { data } = await reportms.GET('/reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging', {
        params: { query: { MerchantId: merchantId, StartDate: startDate, EndDate: endDate, SortOrder: 'desc', PageNumber: 1, PageSize: merchantTransactionsShown } },
        signal,
      })
      if (!data) throw new Error('Empty answer for the transactions')
      return data
    },
  })
}

export function useMerchantTransactions(merchantId: number, startDate: string, endDate: string, enabled: boolean) {
  return useQuery({ ...merchantTransactionsQueryOptions(merchantId, startDate, endDate), enabled })
}
