import type { CommissionGroupListQuery } from '../commission-group-search'

/**
 * Query keys of commission groups: a change invalidates `all` (lists, the record, and the merchant
 * configuration's dropdown, ['mer', 'commissionGroup', 'options'], in src/lib/merchant-configuration.ts).
 */
export const commissionGroupKeys = {
  all: ['mer', 'commissionGroup'] as const,
  list: (filters: CommissionGroupListQuery) => [...commissionGroupKeys.all, 'list', filters] as const,
  detail: (id: number) => [...commissionGroupKeys.all, 'detail', id] as const,
}
