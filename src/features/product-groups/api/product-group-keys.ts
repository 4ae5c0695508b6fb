export interface ProductGroupListFilters {
  name?: string | undefined
  status?: 'Active' | 'Inactive' | 'Pending' | 'Deleted' | undefined
  page: number
  pageSize: number
}

/** Query keys of product groups: a change invalidates `all` (lists and the record). */
export const productGroupKeys = {
  all: ['pms', 'productGroup'] as const,
  list: (filters: ProductGroupListFilters) => [...productGroupKeys.all, 'list', filters] as const,
  detail: (id: number) => [...productGroupKeys.all, 'detail', id] as const,
}
