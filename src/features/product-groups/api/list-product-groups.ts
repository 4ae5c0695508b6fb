import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { pms } from '../../../api/clients'
import { productGroupKeys, type ProductGroupListFilters } from './product-group-keys'

/** GET /pms/api/v1/ProductGroup/GetWithPaging: one page, newest first. */
export async function listProductGroups(filters: ProductGroupListFilters, signal?: AbortSignal) {
  const { data } = await pms.GET('/pms/api/v1/ProductGroup/GetWithPaging', {
    params: { query: { Name: filters.name, Status: filters.status, SortOrder: 'desc', PageNumber: filters.page, PageSize: filters.pageSize } },
    signal,
  })
  if (!data) throw new Error('Empty answer for the product groups')
  return data
}

export function productGroupsQueryOptions(filters: ProductGroupListFilters) {
  return queryOptions({
    queryKey: productGroupKeys.list(filters),
    queryFn: ({ signal }) => listProductGroups(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useProductGroups(filters: ProductGroupListFilters) {
  return useQuery(productGroupsQueryOptions(filters))
}
