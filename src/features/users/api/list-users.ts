import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { ums } from '../../../api/clients'
import type { UserListQuery } from '../user-search'
import { userKeys } from './user-keys'
import { platformQuery } from '../../../lib/search'

/** GET /ums/api/v1/User: one page, newest first; Deleted users only when asked for by status. */
export async function listUsers(filters: UserListQuery, signal?: AbortSignal) {
  const { data } = await ums.GET('/ums/api/v1/User', {
    params: {
      query: { ...platformQuery(filters), SortOrder: 'desc' },
    },
    signal,
  })
  if (!data) throw new Error('Empty answer for the users')
  return data
}

export function usersQueryOptions(filters: UserListQuery) {
  return queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) => listUsers(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useUsers(filters: UserListQuery) {
  return useQuery(usersQueryOptions(filters))
}
