// The cases, a page at a time: all of them, or the open ones assigned to this user.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { cms } from '../../../api/clients'
import { caseKeys, type CaseFilters } from './case-keys'

/** GET /cms/api/v1/Case: one page, newest first. */
export async function listCases(f: CaseFilters, signal?: AbortSignal) {
  const { data } = await cms.GET('/cms/api/v1/Case', {
    params: {
      query: {
        Status: f.status,
        Category: f.category,
        OpenOnly: f.mine || undefined,
        Overdue: f.overdue,
        Search: f.search,
        TransactionReference: f.transactionReference,
        AssigneeUsername: f.mine ? f.assigneeUsername : undefined,
        StartDate: f.startDate,
        EndDate: f.endDate,
        SortOrder: 'desc',
        PageNumber: f.page,
        PageSize: f.pageSize,
        Cursor: f.cursor,
      },
    },
    signal,
  })
  if (!data) throw new Error('Empty answer for the cases')
  return data
}

export function useCases(filters: CaseFilters) {
  return useQuery(queryOptions({ queryKey: caseKeys.list(filters), queryFn: ({ signal }) => listCases(filters, signal), placeholderData: keepPreviousData }))
}
