import { queryOptions, useQuery } from '@tanstack/react-query'

import { pms } from '../../../api/clients'
import { productGroupKeys } from './product-group-keys'

/** GET /pms/api/v1/ProductGroup/{id}: the group with its products. */
export function productGroupQueryOptions(id: number) {
  return queryOptions({
    queryKey: productGroupKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { data } = await pms.GET('/pms/api/v1/ProductGroup/{id}', { params: { path: { id } }, signal })
      if (!data) throw new Error('Empty answer for the product group')
      return data.data
    },
  })
}

export function useProductGroup(id: number) {
  return useQuery(productGroupQueryOptions(id))
}
