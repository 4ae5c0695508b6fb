import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { ums } from '../../../api/clients'
import { userKeys, type UserListFilters } from './user-keys'

/** GET /ums/api/v1/User: one page, newest first; Deleted users only when asked for by status. */
export async function listUsers(filters: UserListFilters, signal?: AbortSignal) {
  const { data } = await ums.GET('/ums/api/v1/User', {
    params: {
      query: {
        Username: filters.username,
        FirstName: filters.firstName,
        LastName: filters.lastName,
        StartDate: filters.startDate,
        EndDate: filters.endDate,
        Status: filters.status,
        SortOrder: 'desc',
        PageNumber: filters.page,
        PageSize: filters.pageSize,
      },
    },
    signal,
  })
  if (!data) throw new Error('Empty answer for the users')
  return data
}

export function usersQueryOptions(filters: UserListFilters) {
  return queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) => listUsers(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useUsers(filters: UserListFilters) {
  return useQuery(usersQueryOptions(filters))
}
