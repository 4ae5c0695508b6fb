import { staffLookupKeys } from '../../../api/staff-lookups'
import type { RoleListQuery } from '../role-search'

/** Query keys of roles: a change invalidates `all` (lists, the record, its holders). */
export const roleKeys = {
  all: ['ums', 'role'] as const,
  list: (filters: RoleListQuery) => [...roleKeys.all, 'list', filters] as const,
  detail: (id: number) => [...roleKeys.all, 'detail', id] as const,
  holders: (id: number) => [...roleKeys.all, 'holders', id] as const,
  catalogue: () => ['ums', 'permissions', 'catalogue'] as const,
}

/** What a create, update or delete of a role invalidates: the roles, and the staff role picker's lookup. */
export const roleChangeKeys = () => [roleKeys.all, staffLookupKeys.roles()]
