import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { ums } from '../../../api/clients'
import type { RoleListQuery } from '../role-search'
import { roleKeys } from './role-keys'
import { platformQuery } from '../../../lib/search'

/** GET /ums/api/v1/Roles: one page, newest first, each role with its permissions and how many users hold it. */
export async function listRoles(filters: RoleListQuery, signal?: AbortSignal) {
  const { data } = await ums.GET('/ums/api/v1/Roles', {
    params: {
      query: { ...platformQuery(filters), SortOrder: 'desc' },
    },
    signal,
  })
  if (!data) throw new Error('Empty answer for the roles')
  return data
}

export function rolesQueryOptions(filters: RoleListQuery) {
  return queryOptions({
    queryKey: roleKeys.list(filters),
    queryFn: ({ signal }) => listRoles(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useRoles(filters: RoleListQuery) {
  return useQuery(rolesQueryOptions(filters))
}
