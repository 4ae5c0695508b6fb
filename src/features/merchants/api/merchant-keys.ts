import type { MerchantListQuery } from '../merchant-search'

/** Query keys of merchants: a change invalidates `all` (lists, the record and what hangs off it). */
export const merchantKeys = {
  all: ['mer', 'merchant'] as const,
  list: (filters: MerchantListQuery) => [...merchantKeys.all, 'list', filters] as const,
  detail: (id: number) => [...merchantKeys.all, 'detail', id] as const,
  documents: (id: number) => [...merchantKeys.all, 'documents', id] as const,
  agents: (id: number) => [...merchantKeys.all, 'agents', id] as const,
  history: (id: number, page: number) => [...merchantKeys.all, 'history', id, page] as const,
  transactions: (id: number, startDate: string, endDate: string) => [...merchantKeys.all, 'transactions', id, startDate, endDate] as const,
}
