import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { apms } from '../../../api/clients'
import { approvalKeys, type ApprovalListFilters } from './approval-keys'

/** GET /apms/api/v1/Approval: one page of requests, newest first. */
export async function listApprovalRequests(filters: ApprovalListFilters, signal?: AbortSignal) {
  const { data } = await apms.GET('/apms/api/v1/Approval', {
    params: {
      query: {
        Status: filters.status,
        MadeBy: filters.madeBy,
        StartDate: filters.startDate,
        EndDate: filters.endDate,
        SortOrder: 'desc',
        PageNumber: filters.page,
        PageSize: filters.pageSize,
      },
    },
    signal,
  })
  if (!data) throw new Error('Empty answer for the approval requests')
  return data
}

export function approvalRequestsQueryOptions(filters: ApprovalListFilters) {
  return queryOptions({
    queryKey: approvalKeys.list(filters),
    queryFn: ({ signal }) => listApprovalRequests(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useApprovalRequests(filters: ApprovalListFilters) {
  return useQuery(approvalRequestsQueryOptions(filters))
}
