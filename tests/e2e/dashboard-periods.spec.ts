// A period still running is compared like for like: today so far against the same hours of yesterday,
// in a neutral tone, and its chart stops at the present hour; a finished day keeps its coloured change.
import { expect, test } from '@playwright/test'

import { api, apiToken } from './support/platform-api'
import { signIn } from './support/sign-in'

const DASH = '/dashms/api/v1/Admin'
const lagos = (date: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(date)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: part('hour') }
}
/** The present hour in Lagos, as the chart names its points (yyyy-mm-ddTHH:00). */
const lagosHour = () => {
  const at = lagos(new Date())
  return `${at.day}T${at.hour}:00`
}

test('today so far reads against the same hours yesterday in a neutral tone, and its chart has no hour still to come', async ({ page, request }) => {
  const token = await apiToken(request, 'admin')
  const { day: today } = lagos(new Date())
  const summary = (await api(request, token, 'POST', `${DASH}/GetAdminDashboardTransactionSummary`, { startDate: today, endDate: today })).body.data
  expect(summary.partial).toBe(true)
  // Yesterday is counted until this very time of yesterday.
  expect(summary.previous).toMatchObject({ startDate: summary.previous.endDate })
  expect(Date.parse(summary.countedUntil) - Date.parse(summary.previous.comparedUntil)).toBe(86_400_000)

  // The platform charts the hours up to the present one (read before and after: the test may cross an hour).
  const hourBefore = lagosHour()
  const points = (await api(request, token, 'POST', `${DASH}/GetAdminDashboardTransactionGraphSummary`, { startDate: today, endDate: today, interval: 'Hour' })).body.data as { period: string }[]
  expect([hourBefore, lagosHour()]).toContain(points.at(-1)?.period)
  expect(points).toHaveLength(Number(points.at(-1)?.period.slice(11, 13)) + 1)

  await signIn(page, 'admin')
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true')
  const change = page.getByTestId('stat-value').getByTestId('stat-change')
  await expect(change).toHaveAttribute('data-tone', 'neutral')
  if (summary.previous.totalAmount > 0) await expect(change).toHaveText(/^[▲▼] .+ vs same hours yesterday$|^Level with the same hours yesterday$/)
  else await expect(change).toHaveText('No earlier figure to compare with')
  for (const card of ['stat-success-rate', 'stat-failed', 'stat-fees']) await expect(page.getByTestId(card).getByTestId('stat-change')).toHaveAttribute('data-tone', 'neutral')

  // The chart draws as many hours as have begun, the last one the present hour.
  const chart = page.getByTestId('transaction-chart').getByTestId('line-chart')
  const chartFrom = lagosHour()
  await expect(chart).toBeVisible()
  const last = await chart.getAttribute('data-last-point')
  expect([chartFrom, lagosHour()]).toContain(last)
  await expect(chart).toHaveAttribute('data-points', String(Number(last?.slice(11, 13)) + 1))
})

test('a finished day is compared with the whole day before, coloured by whether it went up or down', async ({ page, request }) => {
  const token = await apiToken(request, 'admin')
  const yesterday = new Date(Date.parse(`${lagos(new Date()).day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  const summary = (await api(request, token, 'POST', `${DASH}/GetAdminDashboardTransactionSummary`, { startDate: yesterday, endDate: yesterday })).body.data
  expect(summary.partial).toBe(false)
  expect(summary.previous.totalAmount).toBeGreaterThan(0)

  await signIn(page, 'admin')
  await page.goto(`/?startDate=${yesterday}&endDate=${yesterday}`)
  const change = page.getByTestId('stat-value').getByTestId('stat-change')
  const up = summary.totalAmount > summary.previous.totalAmount
  await expect(change).toHaveText(new RegExp(`^${up ? '▲' : '▼'} .+ on the previous period$`))
  await expect(change).toHaveAttribute('data-tone', up ? 'good' : 'bad')
  // Yesterday is over: all its 24 hours are charted.
  await expect(page.getByTestId('transaction-chart').getByTestId('line-chart')).toHaveAttribute('data-points', '24')
})
