import { queryOptions, useQuery } from '@tanstack/react-query'

import { ums } from '../../../api/clients'
import { roleKeys } from './role-keys'

/** GET /ums/api/v1/Roles/users/{id}: who holds the role, by username. */
export function roleHoldersQueryOptions(id: number) {
  return queryOptions({
    queryKey: roleKeys.holders(id),
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/Roles/users/{id}', { params: { path: { id } }, signal })
      if (!data) throw new Error('Empty answer for the role holders')
      return data.data
    },
  })
}

export function useRoleHolders(id: number) {
  return useQuery(roleHoldersQueryOptions(id))
}
