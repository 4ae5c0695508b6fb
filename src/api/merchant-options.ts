// The merchant dropdown of every screen that filters or picks a merchant (agents, reports).
import { queryOptions, useQuery } from '@tanstack/react-query'

import { mer } from './clients'

export const merchantOptionsKey = ['mer', 'merchant', 'options'] as const

/** GET /mer/api/v1/Merchant with empty filters, page 0, size 100: the merchant dropdown. */
export function merchantOptionsQueryOptions() {
  return queryOptions({
    queryKey: merchantOptionsKey,
    queryFn: async ({ signal }) => {
      const { data } = await mer.GET('/mer/api/v1/Merchant', { params: { query: { PageNumber: 0, PageSize: 100 } }, signal })
      if (!data) throw new Error('Empty answer for the merchants')
      return data.data
    },
    staleTime: 5 * 60_000,
  })
}

export function useMerchantOptions() {
  return useQuery(merchantOptionsQueryOptions())
}
