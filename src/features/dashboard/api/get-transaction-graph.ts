// The dashboard's chart: the transactions of a period by interval.
import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { dashms } from '../../../api/clients'
import type { components } from '../../../api/schema/dashms'
import { answer } from './dashboard-answer'
import { dashboardKeys, type DashboardFilter, type Interval } from './dashboard-keys'

export type GraphPoint = components['schemas']['DashboardGraphPoint']

/** POST /dashms/api/v1/Admin/GetAdminDashboardTransactionGraphSummary */
export function useTransactionGraph(filter: DashboardFilter, interval: Interval) {
  return useQuery({
    queryKey: dashboardKeys.graph(filter, interval),
    queryFn: async ({ signal }) =>
      answer((await dashms.POST('/dashms/api/v1/Admin/GetAdminDashboardTransactionGraphSummary', { body: { ...filter, interval }, signal })).data, 'the transaction chart'),
    placeholderData: keepPreviousData,
  })
}
