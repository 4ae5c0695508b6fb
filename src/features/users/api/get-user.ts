import { queryOptions, useQuery } from '@tanstack/react-query'

import { aud, ums } from '../../../api/clients'
import { userKeys } from './user-keys'

/** GET /ums/api/v1/User/{id}: the user with roles, permissions, last sign-in and lockout. */
export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { data } = await ums.GET('/ums/api/v1/User/{id}', { params: { path: { id } }, signal })
      if (!data) throw new Error('Empty answer for the user')
      return data.data
    },
  })
}

export function useUser(id: number) {
  return useQuery(userQueryOptions(id))
}

/** GET /aud/api/v1/AuditTrail?Username=…: the ten newest records of what this user did. */
export function useUserAudit(username: string, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.audit(username),
    enabled,
    queryFn: async ({ signal }) => {
      const { data } = await aud.GET('/aud/api/v1/AuditTrail', { params: { query: { Username: username, SortOrder: 'desc', PageNumber: 1, PageSize: 10 } }, signal })
      if (!data) throw new Error('Empty answer for the audit records')
      // Username matches a part of the name: keep this user's own records.
      return data.data.filter((record) => record.username.toLowerCase() === username.toLowerCase())
    },
  })
}
