// The analytics series (and the mix) of a period.
import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { dashms } from '../../../api/clients'
import { answer } from './dashboard-answer'
import { dashboardKeys, type AnalyticsFilter } from './dashboard-keys'

/** POST /dashms/api/v1/Admin/GetAnalyticsSeries */
export function useAnalyticsSeries(filter: AnalyticsFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.analytics(filter),
    queryFn: async ({ signal }) => answer((await dashms.POST('/dashms/api/v1/Admin/GetAnalyticsSeries', { body: filter, signal })).data, 'the analytics'),
    placeholderData: keepPreviousData,
    enabled,
  })
}
