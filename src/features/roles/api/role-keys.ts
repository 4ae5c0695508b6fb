import type { RoleListQuery } from '../role-search'

/** Query keys of roles: a change invalidates `all` (lists, the record, its holders). */
export const roleKeys = {
  all: ['ums', 'role'] as const,
  list: (filters: RoleListQuery) => [...roleKeys.all, 'list', filters] as const,
  detail: (id: number) => [...roleKeys.all, 'detail', id] as const,
  holders: (id: number) => [...roleKeys.all, 'holders', id] as const,
  catalogue: () => ['ums', 'permissions', 'catalogue'] as const,
}
