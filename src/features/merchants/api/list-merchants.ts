import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { mer } from '../../../api/clients'
import { merchantKeys, type MerchantListFilters } from './merchant-keys'

/** GET /mer/api/v1/Merchant: one page, newest first. */
export async function listMerchants(filters: MerchantListFilters, signal?: AbortSignal) {
  const { data } = await mer.GET('/mer/api/v1/Merchant', {
    params: {
      query: {
        BusinessName: filters.businessName,
        Status: filters.status,
        SuperAgentId: filters.superAgentId,
        SortOrder: 'desc',
        PageNumber: filters.page,
        PageSize: filters.pageSize,
      },
    },
    signal,
  })
  if (!data) throw new Error('Empty answer for the merchants')
  return data
}

export function merchantsQueryOptions(filters: MerchantListFilters) {
  return queryOptions({
    queryKey: merchantKeys.list(filters),
    queryFn: ({ signal }) => listMerchants(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useMerchants(filters: MerchantListFilters) {
  return useQuery(merchantsQueryOptions(filters))
}
