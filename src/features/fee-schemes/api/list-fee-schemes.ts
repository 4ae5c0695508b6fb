import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { mer } from '../../../api/clients'
import { feeSchemeKeys, type FeeSchemeListFilters } from './fee-scheme-keys'

/** GET /mer/api/v1/MerchantFeeScheme/GetWithPaging: one page, newest first, with each scheme's merchant count. */
export async function listFeeSchemes(filters: FeeSchemeListFilters, signal?: AbortSignal) {
  const { data } = await mer.GET('/mer/api/v1/MerchantFeeScheme/GetWithPaging', {
    params: { query: { Name: filters.name, Status: filters.status, SortOrder: 'desc', PageNumber: filters.page, PageSize: filters.pageSize } },
    signal,
  })
  if (!data) throw new Error('Empty answer for the fee schemes')
  return data
}

export function feeSchemesQueryOptions(filters: FeeSchemeListFilters) {
  return queryOptions({
    queryKey: feeSchemeKeys.list(filters),
    queryFn: ({ signal }) => listFeeSchemes(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useFeeSchemes(filters: FeeSchemeListFilters) {
  return useQuery(feeSchemesQueryOptions(filters))
}
