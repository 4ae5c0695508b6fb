// The transaction summary of a period.
import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { dashms } from '../../../api/clients'
import type { components } from '../../../api/schema/dashms'
import { answer } from './dashboard-answer'
import { dashboardKeys, type DashboardFilter } from './dashboard-keys'

export type TransactionSummary = components['schemas']['DashboardTransactionSummary']

/** POST /dashms/api/v1/Admin/GetAdminDashboardTransactionSummary */
export function useTransactionSummary(filter: DashboardFilter) {
  return useQuery({
    queryKey: dashboardKeys.summary(filter),
    queryFn: async ({ signal }) => answer((await dashms.POST('/dashms/api/v1/Admin/GetAdminDashboardTransactionSummary', { body: filter, signal })).data, 'the transaction summary'),
    placeholderData: keepPreviousData,
  })
}
