// The approvals waiting for this user, counted for the dashboard.
import { useQuery } from '@tanstack/react-query'

import { apms } from '../../../api/clients'
import { dashboardKeys } from './dashboard-keys'

export interface ApprovalsForMe {
  forMe: number
  pending: number
}

/** GET /apms/api/v1/Approval?Status=Pending: pending approval requests this user may decide (not their own, a permission they may approve). */
export function useApprovalsForMe(enabled: boolean) {
  return useQuery<ApprovalsForMe>({
    queryKey: dashboardKeys.approvalsForMe(),
    queryFn: async ({ signal }) => {
      const { data } = await apms.GET('/apms/api/v1/Approval', { params: { query: { Status: 'Pending', SortOrder: 'desc', PageNumber: 1, PageSize: 500 } }, signal })
      if (!data) throw new Error('Empty answer for the approvals')
      return { forMe: data.data.filter((request) => request.canDecide).length, pending: data.totalRecords }
    },
    enabled,
  })
}
