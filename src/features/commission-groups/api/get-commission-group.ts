import { queryOptions, useQuery } from '@tanstack/react-query'

import { mer } from '../../../api/clients'
import { commissionGroupKeys } from './commission-group-keys'

/** GET /mer/api/v1/MerchantCommissionGroup/{id}: the group with its rules and merchant count. */
export function commissionGroupQueryOptions(id: number) {
  return queryOptions({
    queryKey: commissionGroupKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { data } = await mer.GET('/mer/api/v1/MerchantCommissionGroup/{id}', { params: { path: { id } }, signal })
      if (!data) throw new Error('Empty answer for the commission group')
      return data.data
    },
  })
}

export function useCommissionGroup(id: number) {
  return useQuery(commissionGroupQueryOptions(id))
}
