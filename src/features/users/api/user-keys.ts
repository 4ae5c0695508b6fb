export interface UserListFilters {
  username?: string | undefined
  firstName?: string | undefined
  lastName?: string | undefined
  startDate?: string | undefined
  endDate?: string | undefined
  status?: 'Active' | 'Inactive' | 'Pending' | 'Deleted' | undefined
  page: number
  pageSize: number
}

/** Query keys of users: a change invalidates `all` (lists, the record, its audit records). */
export const userKeys = {
  all: ['ums', 'user'] as const,
  list: (filters: UserListFilters) => [...userKeys.all, 'list', filters] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  audit: (username: string) => [...userKeys.all, 'audit', username] as const,
}
