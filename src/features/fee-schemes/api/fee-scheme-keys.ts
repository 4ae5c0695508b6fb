export interface FeeSchemeListFilters {
  name?: string | undefined
  status?: 'Active' | 'Inactive' | 'Pending' | 'Deleted' | undefined
  page: number
  pageSize: number
}

/** Query keys of fee schemes: a change invalidates `all` (lists, the record and the merchants' dropdown options). */
export const feeSchemeKeys = {
  all: ['mer', 'feeScheme'] as const,
  list: (filters: FeeSchemeListFilters) => [...feeSchemeKeys.all, 'list', filters] as const,
  detail: (id: number) => [...feeSchemeKeys.all, 'detail', id] as const,
}
