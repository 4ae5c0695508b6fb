// The dashboard and analytics follow the platform's totals, at most once every two seconds however
// fast transactions arrive. A totals event carries today's figures for the whole platform: a dashboard
// showing today (no other filter) draws the latest of them without asking again. The figures of every
// other period still running (this week, a super agent's today, a running period's analytics) are
// fetched again.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'

import type { components } from '../../api/schema/admin'
import { lagosToday } from '../../lib/lagos-days'
import { throttled } from '../../lib/live-events/event-stream'
import { useLiveEvent } from '../../lib/live-events/live-events'
import { dashboardKeys, type DashboardFilter } from './api/dashboard-keys'

type TotalsEvent = components['schemas']['TotalsEventData']
type TodayFigures = NonNullable<TotalsEvent['today']>

const REFRESH_EVERY_MS = 2_000

const filterOf = (queryKey: QueryKey) => queryKey[2] as Partial<DashboardFilter> | undefined

/** Whether an answer is one that today's figures are: today, the whole platform (and the hourly chart). */
export function isToday(queryKey: QueryKey, date: string): boolean {
  const filter = filterOf(queryKey)
  if (!filter || filter.startDate !== date || filter.endDate !== date) return false
  if (Object.entries(filter).some(([key, value]) => key !== 'startDate' && key !== 'endDate' && value !== undefined)) return false
  return queryKey[1] !== 'graph' || queryKey[3] === 'Hour'
}

/** Today's figures into the answers showing them (only those already kept: nothing new is cached). */
export function applyToday(queryClient: QueryClient, today: TodayFigures): void {
  const answers = { summary: today.summary, activity: today.activity, graph: today.hourly } as const
  for (const [kind, data] of Object.entries(answers)) {
    queryClient.setQueriesData({ queryKey: [...dashboardKeys.all, kind], predicate: (query) => isToday(query.queryKey, today.date) }, data)
  }
}

/** The figures a new transaction can change and the event did not bring: answers whose period ends today or later. */
export function refreshRunningPeriods(queryClient: QueryClient, brought: string | null): void {
  const today = lagosToday()
  void queryClient.invalidateQueries({
    queryKey: dashboardKeys.all,
    predicate: (query) => {
      const filter = filterOf(query.queryKey)
      if (typeof filter?.endDate !== 'string' || filter.endDate < today) return false
      return brought === null || !isToday(query.queryKey, brought)
    },
  })
}

/** Mounted once in the signed-in shell: keeps the dashboard's queries current from the event stream. */
export function LiveDashboard() {
  const queryClient = useQueryClient()
  const [onTotals] = useState(() => {
    let latest: TodayFigures | undefined
    const update = throttled(() => {
      if (latest) applyToday(queryClient, latest)
      refreshRunningPeriods(queryClient, latest?.date ?? null)
    }, REFRESH_EVERY_MS)
    return (event: TotalsEvent) => {
      latest = event.today
      update()
    }
  })
  useLiveEvent('totals', onTotals)
  useLiveEvent('approval', () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.approvalsForMe() }))
  // Events were missed: every figure is read again.
  useLiveEvent('reset', () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }))
  return null
}
