import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { mer } from '../../../api/clients'
import type { FeeSchemeListQuery } from '../fee-scheme-search'
import { feeSchemeKeys } from './fee-scheme-keys'
import { platformQuery } from '../../../lib/search'

/** GET /mer/api/v1/MerchantFeeScheme/GetWithPaging: one page, newest first, with each scheme's merchant count. */
export async function listFeeSchemes(filters: FeeSchemeListQuery, signal?: AbortSignal) {
  const { data } = await mer.GET('/mer/api/v1/MerchantFeeScheme/GetWithPaging', {
    params: { query: platformQuery(filters) },
    signal,
  })
  if (!data) throw new Error('Empty answer for the fee schemes')
  return data
}

export function feeSchemesQueryOptions(filters: FeeSchemeListQuery) {
  return queryOptions({
    queryKey: feeSchemeKeys.list(filters),
    queryFn: ({ signal }) => listFeeSchemes(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useFeeSchemes(filters: FeeSchemeListQuery) {
  return useQuery(feeSchemesQueryOptions(filters))
}
