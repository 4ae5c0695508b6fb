export interface RoleListFilters {
  name?: string | undefined
  startDate?: string | undefined
  endDate?: string | undefined
  status?: 'Active' | 'Inactive' | 'Pending' | 'Deleted' | undefined
  page: number
  pageSize: number
}

/** Query keys of roles: a change invalidates `all` (lists, the record, its holders). */
export const roleKeys = {
  all: ['ums', 'role'] as const,
  list: (filters: RoleListFilters) => [...roleKeys.all, 'list', filters] as const,
  detail: (id: number) => [...roleKeys.all, 'detail', id] as const,
  holders: (id: number) => [...roleKeys.all, 'holders', id] as const,
  catalogue: () => ['ums', 'permissions', 'catalogue'] as const,
}
