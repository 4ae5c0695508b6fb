import { queryOptions, useQuery } from '@tanstack/react-query'

import { mer } from '../../../api/clients'
import { merchantKeys } from './merchant-keys'

/** GET /mer/api/v1/Merchant/{id}: the merchant with its address, personnel, settlement and configuration. */
export function merchantQueryOptions(id: number) {
  return queryOptions({
    queryKey: merchantKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { data } = await mer.GET('/mer/api/v1/Merchant/{id}', { params: { path: { id } }, signal })
      if (!data) throw new Error('Empty answer for the merchant')
      return data.data
    },
  })
}

export function useMerchant(id: number) {
  return useQuery(merchantQueryOptions(id))
}
