import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { pms } from '../../../api/clients'
import type { ProductGroupListQuery } from '../product-group-search'
import { productGroupKeys } from './product-group-keys'
import { platformQuery } from '../../../lib/search'

/** GET /pms/api/v1/ProductGroup/GetWithPaging: one page, newest first. */
export async function listProductGroups(filters: ProductGroupListQuery, signal?: AbortSignal) {
  const { data } = await pms.GET('/pms/api/v1/ProductGroup/GetWithPaging', {
    params: { query: { ...platformQuery(filters), SortOrder: 'desc' } },
    signal,
  })
  if (!data) throw new Error('Empty answer for the product groups')
  return data
}

export function productGroupsQueryOptions(filters: ProductGroupListQuery) {
  return queryOptions({
    queryKey: productGroupKeys.list(filters),
    queryFn: ({ signal }) => listProductGroups(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useProductGroups(filters: ProductGroupListQuery) {
  return useQuery(productGroupsQueryOptions(filters))
}
