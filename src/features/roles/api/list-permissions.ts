import { queryOptions, useQuery } from '@tanstack/react-query'

import { ums } from '../../../api/clients'
import { roleKeys } from './role-keys'

/** GET /ums/api/v1/Roles/getPermissions: the whole catalogue, group by group, each with what it allows. */
export function permissionCatalogueQueryOptions() {
  return queryOptions({
    queryKey: roleKeys.catalogue(),
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/Roles/getPermissions', { signal })
      if (!data) throw new Error('Empty answer for the permissions')
      return data.data
    },
    staleTime: 5 * 60_000,
  })
}

export function usePermissionCatalogue() {
  return useQuery(permissionCatalogueQueryOptions())
}
