import type { FeeSchemeListQuery } from '../fee-scheme-search'

/** Query keys of fee schemes: a change invalidates `all` (lists, the record and the merchants' dropdown options). */
export const feeSchemeKeys = {
  all: ['mer', 'feeScheme'] as const,
  list: (filters: FeeSchemeListQuery) => [...feeSchemeKeys.all, 'list', filters] as const,
  detail: (id: number) => [...feeSchemeKeys.all, 'detail', id] as const,
}
