import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { apms } from '../../../api/clients'
import type { ApprovalListQuery } from '../approval-search'
import { approvalKeys } from './approval-keys'
import { platformQuery } from '../../../lib/search'

/** GET /apms/api/v1/Approval: one page of requests, newest first. */
export async function listApprovalRequests(filters: ApprovalListQuery, signal?: AbortSignal) {
  const { data } = await apms.GET('/apms/api/v1/Approval', {
    params: {
      query: { ...platformQuery(filters), SortOrder: 'desc' },
    },
    signal,
  })
  if (!data) throw new Error('Empty answer for the approval requests')
  return data
}

export function approvalRequestsQueryOptions(filters: ApprovalListQuery) {
  return queryOptions({
    queryKey: approvalKeys.list(filters),
    queryFn: ({ signal }) => listApprovalRequests(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useApprovalRequests(filters: ApprovalListQuery) {
  return useQuery(approvalRequestsQueryOptions(filters))
}
