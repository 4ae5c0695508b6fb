import { queryOptions, useQuery } from '@tanstack/react-query'

import { ums } from '../../../api/clients'
import { roleKeys } from './role-keys'

/** GET /ums/api/v1/Roles/get/{id}: the role with its permissions and holder count. */
export function roleQueryOptions(id: number) {
  return queryOptions({
    queryKey: roleKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/Roles/get/{id}', { params: { path: { id } }, signal })
      if (!data) throw new Error('Empty answer for the role')
      return data.data
    },
  })
}

export function useRole(id: number) {
  return useQuery(roleQueryOptions(id))
}
