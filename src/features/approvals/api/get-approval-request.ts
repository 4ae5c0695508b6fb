import { queryOptions, useQuery } from '@tanstack/react-query'

import { apms } from '../../../api/clients'
import { approvalKeys } from './approval-keys'

/** GET /apms/api/v1/Approval/{id}: the request with the entity before and after. */
export function approvalRequestQueryOptions(id: number) {
  return queryOptions({
    queryKey: approvalKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { data } = await apms.GET('/apms/api/v1/Approval/{id}', { params: { path: { id } }, signal })
      if (!data) throw new Error('Empty answer for the approval request')
      return data.data
    },
  })
}

export function useApprovalRequest(id: number | undefined) {
  return useQuery({ ...approvalRequestQueryOptions(id ?? 0), enabled: id !== undefined })
}
