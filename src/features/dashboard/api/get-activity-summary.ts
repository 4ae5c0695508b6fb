// The activity summary of a period.
import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { dashms } from '../../../api/clients'
import type { components } from '../../../api/schema/dashms'
import { answer } from './dashboard-answer'
import { dashboardKeys, type DashboardFilter } from './dashboard-keys'

export type ActivitySummary = components['schemas']['DashboardActivitySummary']

/** POST /dashms/api/v1/Admin/GetAdminDashboardActivitySummary */
export function useActivitySummary(filter: DashboardFilter) {
  return useQuery({
    queryKey: dashboardKeys.activity(filter),
    queryFn: async ({ signal }) => answer((await dashms.POST('/dashms/api/v1/Admin/GetAdminDashboardActivitySummary', { body: filter, signal })).data, 'the activity summary'),
    placeholderData: keepPreviousData,
  })
}
