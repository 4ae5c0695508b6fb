// The dashboard, analytics and the donut: real figures against the platform's, filters in the URL,
// charts drawn in both directions, the last figures offline, and who may read analytics.
import { expect, test } from '@playwright/test'

import { startNetworkSwitch } from './support/network-switch'
import { seriousViolations } from './support/accessibility'
import { api, apiToken } from './support/platform-api'
import { untilServiceWorkerControls } from './support/service-worker'
import { signIn } from './support/sign-in'
import { naira } from './support/test-data'

const DASH = '/dashms/api/v1/Admin'

function lastDays(days: number) {
  const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(date)
  return { startDate: day(new Date(Date.now() - (days - 1) * 86_400_000)), endDate: day(new Date()) }
}

test("the dashboard shows the period's figures as the platform counts them, its chart and its mix, with the filters in the URL", async ({ page, request }) => {
  const token = await apiToken(request, 'admin')
  const period = lastDays(30)
  const summary = (await api(request, token, 'POST', `${DASH}/GetAdminDashboardTransactionSummary`, period)).body.data
  expect(summary.totalCount).toBeGreaterThan(0)

  await signIn(page, 'admin')
  await page.goto(`/?startDate=${period.startDate}&endDate=${period.endDate}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const valueCard = page.getByTestId('stat-value')
  await expect(valueCard.getByTestId('stat-figure')).toHaveText(naira(summary.totalAmount))
  await expect(valueCard).toContainText(`${summary.totalCount.toLocaleString('en-NG')} transactions`)
  // The thirty days end today: compared so far with the same span before, in a neutral tone.
  await expect(valueCard.getByTestId('stat-change')).toContainText('so far vs the same span of the previous period')
  await expect(valueCard.getByTestId('stat-change')).toHaveAttribute('data-tone', 'neutral')
  await expect(page.getByTestId('stat-fees').getByTestId('stat-figure')).toHaveText(naira(summary.totalFees))
  await expect(page.getByTestId('transaction-chart').getByTestId('line-chart')).toBeVisible()
  await expect(page.getByTestId('transaction-chart')).toContainText('Transactions by day')
  await expect(page.getByTestId('mix-chart').getByTestId('pie-chart')).toBeVisible()
  // Both charts drawn, each on a canvas as wide as its box.
  for (const chart of [page.getByTestId('line-chart').first(), page.getByTestId('pie-chart').first()]) {
    const box = await chart.boundingBox()
    await expect(chart.locator('canvas')).toHaveCount(1)
    expect(Math.round((await chart.locator('canvas').boundingBox())?.width ?? 0)).toBe(Math.floor(box?.width ?? -1))
  }
  await expect(page.getByTestId('mix-chart').getByTestId('chart-legend').locator('li')).toHaveCount(summary.byProduct.length)

  await page.getByTestId('mix-chart').getByRole('button', { name: 'Status' }).click()
  await expect(page).toHaveURL(/mix=status/)
  await page.reload()
  await expect(page.getByTestId('mix-chart')).toContainText('Mix by status')
  await expect(page.locator('input[name="startDate"]')).toHaveValue(period.startDate)

  // Today: the chart goes by the hour.
  await page.getByRole('button', { name: 'Today' }).click()
  await expect(page.getByTestId('transaction-chart')).toContainText('Transactions by the hour')
  expect(await seriousViolations(page)).toEqual([])
})

test('analytics compares each group with the previous period, and the donut switches its split, in Arabic', async ({ page, request }) => {
  const token = await apiToken(request, 'admin')
  const period = lastDays(30)
  const channels = (await api(request, token, 'POST', `${DASH}/GetAnalyticsSeries`, { ...period, groupBy: 'Channel', metric: 'Count', interval: 'Day' })).body.data.series
  expect(channels.length).toBeGreaterThan(1)

  await signIn(page, 'admin', { locale: 'ar' })
  await page.goto(`/analytics?groupBy=Channel&metric=Count&startDate=${period.startDate}&endDate=${period.endDate}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByTestId('analytics-table').locator('tbody tr')).toHaveCount(channels.length)
  await expect(page.getByTestId('analytics-chart').getByTestId('line-chart')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.goto(`/donut-chart?startDate=${period.startDate}&endDate=${period.endDate}`)
  const donut = page.getByTestId('donut')
  await expect(donut.getByTestId('pie-chart')).toBeVisible()
  const total = channels.reduce((n: number, s: { points: { value: number }[] }) => n + s.points.reduce((m, p) => m + p.value, 0), 0)
  await expect(donut.getByTestId('donut-total')).toHaveText(total.toLocaleString('en-NG'))
  await donut.getByRole('group').getByRole('button').nth(1).click()
  await expect(page).toHaveURL(/by=channel/)
  await expect(donut.getByTestId('chart-legend').locator('li')).toHaveCount(channels.length)
  expect(await seriousViolations(page)).toEqual([])
})

test('offline, the dashboard shows the last figures with their age', async ({ page, context }) => {
  const net = await startNetworkSwitch(Number(process.env.E2E_PORT ?? 4173))
  try {
    await signIn(page, 'admin', { origin: net.origin })
    await untilServiceWorkerControls(page)
    await page.goto(`${net.origin}/`)
    const value = page.getByTestId('stat-value').getByTestId('stat-figure')
    await expect(value).toHaveText(/₦/)
    const seen = await value.textContent()
    // Let the persister write the figures.
    await page.waitForTimeout(500)

    net.down()
    await context.setOffline(true)
    await page.reload()
    await expect(value).toHaveText(seen ?? '')
    await expect(page.getByTestId('stale-notice')).toContainText('Offline: showing what was loaded on')
  } finally {
    net.up()
    await context.setOffline(false)
    await net.close()
  }
})

test('a user without analytics is not offered it and the platform refuses it', async ({ page, request }) => {
  await signIn(page, 'support')
  await page.goto('/analytics')
  await expect(page.getByText('You do not have access to this page')).toBeVisible()
  const support = await apiToken(request, 'support')
  const refused = await api(request, support, 'POST', `${DASH}/GetAnalyticsSeries`, { ...lastDays(7), groupBy: 'Channel', metric: 'Count' })
  expect(refused.status).toBe(403)
  // Support has the dashboard itself.
  await page.goto('/')
  await expect(page.getByTestId('dashboard-cards')).toBeVisible()
})
