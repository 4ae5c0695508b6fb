import type { UserListQuery } from '../user-search'

/** Query keys of users: a change invalidates `all` (lists, the record, its audit records). */
export const userKeys = {
  all: ['ums', 'user'] as const,
  list: (filters: UserListQuery) => [...userKeys.all, 'list', filters] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  audit: (username: string) => [...userKeys.all, 'audit', username] as const,
}
