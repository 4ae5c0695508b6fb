// Search params of the dashboard screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { analyticsGroupings, analyticsMetrics, id, isoDate, oneOf } from '../../lib/search'

/** What a share chart splits the transactions by. */
export const mixDimensions = ['product', 'channel', 'status'] as const
export type MixDimension = (typeof mixDimensions)[number]

export const dashboardSearchSchema = v.object({
  startDate: isoDate,
  endDate: isoDate,
  superAgentId: id,
  /** The dashboard's pie: by product or by status. */
  mix: oneOf(['product', 'status'] as const),
})

export type DashboardSearch = v.InferOutput<typeof dashboardSearchSchema>

export const analyticsSearchSchema = v.object({
  startDate: isoDate,
  endDate: isoDate,
  groupBy: oneOf(analyticsGroupings),
  metric: oneOf(analyticsMetrics),
  interval: oneOf(['Day', 'Week', 'Month'] as const),
})

export type AnalyticsSearch = v.InferOutput<typeof analyticsSearchSchema>

export const donutSearchSchema = v.object({
  startDate: isoDate,
  endDate: isoDate,
  superAgentId: id,
  by: oneOf(mixDimensions),
})

export type DonutSearch = v.InferOutput<typeof donutSearchSchema>
