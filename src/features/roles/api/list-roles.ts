import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { ums } from '../../../api/clients'
import { roleKeys, type RoleListFilters } from './role-keys'

/** GET /ums/api/v1/Roles: one page, newest first, each role with its permissions and how many users hold it. */
export async function listRoles(filters: RoleListFilters, signal?: AbortSignal) {
  const { data } = await ums.GET('/ums/api/v1/Roles', {
    params: {
      query: { Name: filters.name, StartDate: filters.startDate, EndDate: filters.endDate, Status: filters.status, SortOrder: 'desc', PageNumber: filters.page, PageSize: filters.pageSize },
    },
    signal,
  })
  if (!data) throw new Error('Empty answer for the roles')
  return data
}

export function rolesQueryOptions(filters: RoleListFilters) {
  return queryOptions({
    queryKey: roleKeys.list(filters),
    queryFn: ({ signal }) => listRoles(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useRoles(filters: RoleListFilters) {
  return useQuery(rolesQueryOptions(filters))
}
