import { queryOptions, useQuery } from '@tanstack/react-query'

import { ums } from '../../../api/clients'
import { approvalKeys } from './approval-keys'

/** GET /ums/api/v1/Roles/approvablePermissions?clientType=Admin: what can be put under maker-checker. */
export function approvablePermissionsQueryOptions() {
  return queryOptions({
    queryKey: approvalKeys.approvablePermissions(),
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/Roles/approvablePermissions', { params: { query: { clientType: 'Admin' } }, signal })
      if (!data) throw new Error('Empty answer for the approvable permissions')
      return data.data
    },
    staleTime: 5 * 60_000,
  })
}

export function useApprovablePermissions() {
  return useQuery(approvablePermissionsQueryOptions())
}
