import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { mer } from '../../../api/clients'
import { platformQuery } from '../../../lib/search'
import type { MerchantListQuery } from '../merchant-search'
import { merchantKeys } from './merchant-keys'

/** GET /mer/api/v1/Merchant: one page, newest first. */
export async function listMerchants(filters: MerchantListQuery, signal?: AbortSignal) {
  const { data } = await mer.GET('/mer/api/v1/Merchant', {
    params: { query: { ...platformQuery(filters), SortOrder: 'desc' } },
    signal,
  })
  if (!data) throw new Error('Empty answer for the merchants')
  return data
}

export function merchantsQueryOptions(filters: MerchantListQuery) {
  return queryOptions({
    queryKey: merchantKeys.list(filters),
    queryFn: ({ signal }) => listMerchants(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useMerchants(filters: MerchantListQuery) {
  return useQuery(merchantsQueryOptions(filters))
}
