import { queryOptions, useQuery } from '@tanstack/react-query'

import { ums } from '../../../api/clients'
import { approvalKeys } from './approval-keys'

/** GET /ums/api/v1/Roles/getAll?ClientType=Admin: the roles an approval configuration can name. */
export function adminRolesQueryOptions() {
  return queryOptions({
    queryKey: approvalKeys.adminRoles(),
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/Roles/getAll', { params: { query: { ClientType: 'Admin' } }, signal })
      if (!data) throw new Error('Empty answer for the roles')
      return data.data
    },
    staleTime: 5 * 60_000,
  })
}

export function useAdminRoles() {
  return useQuery(adminRolesQueryOptions())
}
