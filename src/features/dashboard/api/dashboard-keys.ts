// The dashboard's query keys and filters. Its answers are small and kept with the query cache on the
// device (offline/query-persistence.ts), so the last figures read offline with their age.
import type { components } from '../../../api/schema/dashms'

type Schemas = components['schemas']
export type DashboardFilter = Schemas['DashboardFilter']
export type Interval = Schemas['Interval']
export type AnalyticsFilter = Schemas['AnalyticsFilter']

export const dashboardKeys = {
  all: ['dashms'] as const,
  summary: (filter: DashboardFilter) => ['dashms', 'summary', filter] as const,
  activity: (filter: DashboardFilter) => ['dashms', 'activity', filter] as const,
  graph: (filter: DashboardFilter, interval: Interval) => ['dashms', 'graph', filter, interval] as const,
  analytics: (filter: AnalyticsFilter) => ['dashms', 'analytics', filter] as const,
  approvalsForMe: () => ['dashms', 'approvalsForMe'] as const,
}
