// The dashboard and analytics follow the platform's totals: a totals event refetches the figures of
// every period still running (today's tiles and hourly chart, a running period's analytics), at
// most once every two seconds however fast transactions arrive.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { lagosToday } from '../../lib/lagos-days'
import { throttled } from '../../lib/live-events/event-stream'
import { useLiveEvent } from '../../lib/live-events/live-events'
import { dashboardKeys } from './api/dashboard-keys'

const REFRESH_EVERY_MS = 2_000

/** The figures a new transaction can change: the dashboard's answers whose period ends today or later. */
function refreshRunningPeriods(queryClient: QueryClient): void {
  const today = lagosToday()
  void queryClient.invalidateQueries({
    queryKey: dashboardKeys.all,
    predicate: (query) => {
      const filter = query.queryKey[2] as { endDate?: unknown } | undefined
      return typeof filter?.endDate === 'string' && filter.endDate >= today
    },
  })
}

/** Mounted once in the signed-in shell: keeps the dashboard's queries current from the event stream. */
export function LiveDashboard() {
  const queryClient = useQueryClient()
  const [refresh] = useState(() => throttled(() => refreshRunningPeriods(queryClient), REFRESH_EVERY_MS))
  useLiveEvent('totals', refresh)
  useLiveEvent('approval', () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.approvalsForMe() }))
  // Events were missed: every figure is read again.
  useLiveEvent('reset', () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }))
  return null
}
