import type { ProductGroupListQuery } from '../product-group-search'

/** Query keys of product groups: a change invalidates `all` (lists and the record). */
export const productGroupKeys = {
  all: ['pms', 'productGroup'] as const,
  list: (filters: ProductGroupListQuery) => [...productGroupKeys.all, 'list', filters] as const,
  detail: (id: number) => [...productGroupKeys.all, 'detail', id] as const,
}
