// The dashboard's figures: summaries of a period and of the one before it, the chart, the mix,
// analytics series, and the approvals waiting for this user. Small answers, kept with the query
// cache on the device (offline/query-persistence.ts), so the last figures read offline with their age.
import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { apms, dashms } from '../../../api/clients'
import type { components } from '../../../api/schema/dashms'

type Schemas = components['schemas']
export type DashboardFilter = Schemas['DashboardFilter']
export type Interval = Schemas['Interval']
export type AnalyticsFilter = Schemas['AnalyticsFilter']
export type TransactionSummary = Schemas['DashboardTransactionSummary']
export type ActivitySummary = Schemas['DashboardActivitySummary']
export type GraphPoint = Schemas['DashboardGraphPoint']

export const dashboardKeys = {
  all: ['dashms'] as const,
  summary: (filter: DashboardFilter) => ['dashms', 'summary', filter] as const,
  activity: (filter: DashboardFilter) => ['dashms', 'activity', filter] as const,
  graph: (filter: DashboardFilter, interval: Interval) => ['dashms', 'graph', filter, interval] as const,
  analytics: (filter: AnalyticsFilter) => ['dashms', 'analytics', filter] as const,
  approvalsForMe: () => ['dashms', 'approvalsForMe'] as const,
}

function answer<T>(data: { data: T } | undefined, what: string): T {
  if (!data) throw new Error(`Empty answer for ${what}`)
  return data.data
}

export function useTransactionSummary(filter: DashboardFilter) {
  return useQuery({
    queryKey: dashboardKeys.summary(filter),
    queryFn: async ({ signal }) => answer((await dashms.POST('/dashms/api/v1/Admin/GetAdminDashboardTransactionSummary', { body: filter, signal })).data, 'the transaction summary'),
    placeholderData: keepPreviousData,
  })
}

export function useActivitySummary(filter: DashboardFilter) {
  return useQuery({
    queryKey: dashboardKeys.activity(filter),
    queryFn: async ({ signal }) => answer((await dashms.POST('/dashms/api/v1/Admin/GetAdminDashboardActivitySummary', { body: filter, signal })).data, 'the activity summary'),
    placeholderData: keepPreviousData,
  })
}

export function useTransactionGraph(filter: DashboardFilter, interval: Interval) {
  return useQuery({
    queryKey: dashboardKeys.graph(filter, interval),
    queryFn: async ({ signal }) =>
      answer((await dashms.POST('/dashms/api/v1/Admin/GetAdminDashboardTransactionGraphSummary', { body: { ...filter, interval }, signal })).data, 'the transaction chart'),
    placeholderData: keepPreviousData,
  })
}

export function useAnalyticsSeries(filter: AnalyticsFilter, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.analytics(filter),
    queryFn: async ({ signal }) => answer((await dashms.POST('/dashms/api/v1/Admin/GetAnalyticsSeries', { body: filter, signal })).data, 'the analytics'),
    placeholderData: keepPreviousData,
    enabled,
  })
}

export interface ApprovalsForMe {
  forMe: number
  pending: number
}

/** Pending approval requests this user may decide (not their own, a permission they may approve). */
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
