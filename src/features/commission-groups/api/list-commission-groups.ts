import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { mer } from '../../../api/clients'
import type { CommissionGroupListQuery } from '../commission-group-search'
import { commissionGroupKeys } from './commission-group-keys'
import { platformQuery } from '../../../lib/search'

/** GET /mer/api/v1/MerchantCommissionGroup/GetWithPaging: one page, newest first. */
export async function listCommissionGroups(filters: CommissionGroupListQuery, signal?: AbortSignal) {
  const { data } = await mer.GET('/mer/api/v1/MerchantCommissionGroup/GetWithPaging', {
    params: { query: { ...platformQuery(filters) } },
    signal,
  })
  if (!data) throw new Error('Empty answer for the commission groups')
  return data
}

export function commissionGroupsQueryOptions(filters: CommissionGroupListQuery) {
  return queryOptions({
    queryKey: commissionGroupKeys.list(filters),
    queryFn: ({ signal }) => listCommissionGroups(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useCommissionGroups(filters: CommissionGroupListQuery) {
  return useQuery(commissionGroupsQueryOptions(filters))
}
