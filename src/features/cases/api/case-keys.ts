import type { CaseListQuery } from '../case-search'

export type CaseFilters = CaseListQuery & { mine: boolean; assigneeUsername: string }

/** Query keys of cases: a change invalidates `all` (lists, the case, the assignees, the disputed transaction). */
export const caseKeys = {
  all: ['cms'] as const,
  list: (filters: CaseFilters) => ['cms', 'list', filters] as const,
  detail: (id: number) => ['cms', 'case', id] as const,
  assignees: () => ['cms', 'assignees'] as const,
  transaction: (reference: string) => ['cms', 'transaction', reference] as const,
}
