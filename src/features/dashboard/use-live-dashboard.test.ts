import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { dashboardKeys } from './api/dashboard-keys'
import { applyToday, isToday, refreshRunningPeriods } from './use-live-dashboard'

const date = '2026-11-28'
const today = { startDate: date, endDate: date }
const week = { startDate: '2026-11-22', endDate: date }
const figures = {
  date,
  summary: { totalCount: 7 },
  activity: { pendingApprovals: 2 },
  hourly: [{ period: `${date}T09:00`, count: 7, amount: 700, successfulCount: 7, failedCount: 0 }],
} as never

/** A cache holding the dashboard's answers for today, a super agent's today, the week and the analytics. */
function cache(): QueryClient {
  const client = new QueryClient()
  client.setQueryData(dashboardKeys.summary({ ...today, superAgentId: undefined }), { totalCount: 1 })
  client.setQueryData(dashboardKeys.activity(today), { pendingApprovals: 0 })
  client.setQueryData(dashboardKeys.graph(today, 'Hour'), [])
  client.setQueryData(dashboardKeys.summary({ ...today, superAgentId: 3 }), { totalCount: 1 })
  client.setQueryData(dashboardKeys.summary(week), { totalCount: 1 })
  client.setQueryData(dashboardKeys.graph(today, 'Day'), [])
  client.setQueryData(dashboardKeys.summary({ startDate: '2026-11-01', endDate: '2026-11-01' }), { totalCount: 1 })
  return client
}

afterEach(() => vi.useRealTimers())

describe("today's figures from a totals event", () => {
  it('are the answers for today with no other filter, and the hourly chart', () => {
    expect(isToday(dashboardKeys.summary({ ...today, superAgentId: undefined }), date)).toBe(true)
    expect(isToday(dashboardKeys.graph(today, 'Hour'), date)).toBe(true)
    expect(isToday(dashboardKeys.graph(today, 'Day'), date)).toBe(false)
    expect(isToday(dashboardKeys.summary({ ...today, superAgentId: 3 }), date)).toBe(false)
    expect(isToday(dashboardKeys.summary(week), date)).toBe(false)
    expect(isToday(dashboardKeys.summary(today), '2026-11-29')).toBe(false)
    expect(isToday(dashboardKeys.approvalsForMe(), date)).toBe(false)
  })

  it('replace those answers and leave every other one as it was', () => {
    const client = cache()
    applyToday(client, figures)
    expect(client.getQueryData(dashboardKeys.summary(today))).toEqual({ totalCount: 7 })
    expect(client.getQueryData(dashboardKeys.activity(today))).toEqual({ pendingApprovals: 2 })
    expect(client.getQueryData(dashboardKeys.graph(today, 'Hour'))).toHaveLength(1)
    expect(client.getQueryData(dashboardKeys.summary({ ...today, superAgentId: 3 }))).toEqual({ totalCount: 1 })
    expect(client.getQueryData(dashboardKeys.summary(week))).toEqual({ totalCount: 1 })
    expect(client.getQueryData(dashboardKeys.graph(today, 'Day'))).toEqual([])
  })

  it('add nothing to a cache that did not hold them', () => {
    const client = new QueryClient()
    applyToday(client, figures)
    expect(client.getQueryCache().getAll()).toEqual([])
  })
})

describe('the periods still running', () => {
  it('are read again, except what the event brought; finished periods are not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(`${date}T10:00:00+01:00`))
    const client = cache()
    refreshRunningPeriods(client, date)
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.isStale())
      .map((query) => query.queryKey)
    expect(stale).toEqual([dashboardKeys.summary({ ...today, superAgentId: 3 }), dashboardKeys.summary(week), dashboardKeys.graph(today, 'Day')])

    const again = cache()
    refreshRunningPeriods(again, null)
    expect(
      again
        .getQueryCache()
        .getAll()
        .filter((query) => query.isStale()),
    ).toHaveLength(6)
  })
})
