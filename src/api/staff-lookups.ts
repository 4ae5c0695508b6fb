// Lookups of the staff side that several screens read (approvals, roles, users, system configuration):
// one query each, one cache entry each.
import { queryOptions, useQuery } from '@tanstack/react-query'

import { ums } from './clients'

export const staffLookupKeys = {
  roles: () => ['ums', 'roles', 'all', 'Admin'] as const,
  approvablePermissions: () => ['ums', 'roles', 'approvablePermissions', 'Admin'] as const,
}

/** GET /ums/api/v1/Roles/getAll?ClientType=Admin: the staff roles, for pickers (needs Role / View). */
export function staffRolesQueryOptions() {
  return queryOptions({
    queryKey: staffLookupKeys.roles(),
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/Roles/getAll', { params: { query: { ClientType: 'Admin' } }, signal })
      if (!data) throw new Error('Empty answer for the roles')
      return data.data
    },
    staleTime: 5 * 60_000,
  })
}

export function useStaffRoles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...staffRolesQueryOptions(), enabled })
}

/** GET /ums/api/v1/Roles/approvablePermissions?clientType=Admin: what can be put under maker-checker. */
export function approvablePermissionsQueryOptions() {
  return queryOptions({
    queryKey: staffLookupKeys.approvablePermissions(),
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/Roles/approvablePermissions', { params: { query: { clientType: 'Admin' } }, signal })
      if (!data) throw new Error('Empty answer for the approvable permissions')
      return data.data
    },
    staleTime: 5 * 60_000,
  })
}

export function useApprovablePermissions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...approvablePermissionsQueryOptions(), enabled })
}
