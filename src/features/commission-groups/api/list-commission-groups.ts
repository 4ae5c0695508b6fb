import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { mer } from '../../../api/clients'
import { commissionGroupKeys, type CommissionGroupListFilters } from './commission-group-keys'

/** GET /mer/api/v1/MerchantCommissionGroup/GetWithPaging: one page, newest first. */
export async function listCommissionGroups(filters: CommissionGroupListFilters, signal?: AbortSignal) {
  const { data } = await mer.GET('/mer/api/v1/MerchantCommissionGroup/GetWithPaging', {
    params: { query: { Name: filters.name, Status: filters.status, PageNumber: filters.page, PageSize: filters.pageSize } },
    signal,
  })
  if (!data) throw new Error('Empty answer for the commission groups')
  return data
}

export function commissionGroupsQueryOptions(filters: CommissionGroupListFilters) {
  return queryOptions({
    queryKey: commissionGroupKeys.list(filters),
    queryFn: ({ signal }) => listCommissionGroups(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useCommissionGroups(filters: CommissionGroupListFilters) {
  return useQuery(commissionGroupsQueryOptions(filters))
}
