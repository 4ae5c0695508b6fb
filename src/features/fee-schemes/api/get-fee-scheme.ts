import { queryOptions, useQuery } from '@tanstack/react-query'

import { mer } from '../../../api/clients'
import { feeSchemeKeys } from './fee-scheme-keys'

/** GET /mer/api/v1/MerchantFeeScheme/{id}: the scheme with its rules and merchant count. */
export function feeSchemeQueryOptions(id: number) {
  return queryOptions({
    queryKey: feeSchemeKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { data } = await mer.GET('/mer/api/v1/MerchantFeeScheme/{id}', { params: { path: { id } }, signal })
      if (!data) throw new Error('Empty answer for the fee scheme')
      return data.data
    },
  })
}

export function useFeeScheme(id: number) {
  return useQuery(feeSchemeQueryOptions(id))
}
