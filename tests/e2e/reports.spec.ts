// Reports: filters in the URL, totals of the whole filtered set against the platform, the export
// of every row, a transaction in full, pages kept on the device for offline reading, and who may
// read what.
import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'

import { startNetworkSwitch } from './support/network-switch'
import { choose, picker } from './support/picker'
import { seriousViolations } from './support/accessibility'
import { api, apiToken } from './support/platform-api'
import { untilServiceWorkerControls } from './support/service-worker'
import { signIn } from './support/sign-in'
import { naira } from './support/test-data'

const TX = '/reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging'
const count = (n: number) => n.toLocaleString('en-NG')

/** The oldest merchant with successful transactions: the picker searches all of them, not a first page. */
async function merchantWithTransactions(page: Page, token: string) {
  const request = page.request
  const merchants = (await api(request, token, 'GET', '/mer/api/v1/Merchant?SortOrder=asc&PageNumber=1&PageSize=50')).body.data as { id: number; businessName: string }[]
  for (const merchant of merchants) {
    const answer = await api(request, token, 'GET', `${TX}?Status=Successful&MerchantId=${merchant.id}&PageSize=1`)
    if (answer.body.totalRecords > 0) return { ...merchant, total: answer.body.totalRecords as number, summary: answer.body.summary as { count: number; amount: number; fee: number } }
  }
  throw new Error('no merchant with successful transactions')
}

test('the transaction report filters by status and merchant in the URL, totals the whole set, exports every row and opens a transaction', async ({ page, request }) => {
  // A whole export and two axe runs: on a loaded machine more than the default 45 s.
  test.setTimeout(120_000)
  const token = await apiToken(request, 'admin')
  await signIn(page, 'admin')
  await page.goto('/manage-report/transaction')
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Report' })).toBeVisible()
  const rows = page.getByTestId('transaction-report').locator('tr[data-transaction-id]')
  await expect(rows.first()).toBeVisible()
  const all = await api(request, token, 'GET', `${TX}?PageSize=1`)
  await expect(page.getByTestId('list-totals').locator('[data-total="count"]')).toContainText(count(all.body.summary.count))

  const merchant = await merchantWithTransactions(page, token)
  await page.getByLabel('Status').selectOption('Successful')
  await choose(page, 'Merchant', merchant.businessName)
  await expect(page).toHaveURL(new RegExp(`status=Successful.*merchantId=${merchant.id}|merchantId=${merchant.id}.*status=Successful`))
  const totals = page.getByTestId('list-totals')
  await expect(totals.locator('[data-total="count"]')).toContainText(count(merchant.summary.count))
  await expect(totals.locator('[data-total="amount"]')).toContainText(naira(merchant.summary.amount))
  await expect(totals.locator('[data-total="fee"]')).toContainText(naira(merchant.summary.fee))
  await expect(rows.first()).toContainText('Successful')

  // The filters survive a reload: they are the URL.
  await page.reload()
  await expect(page.getByLabel('Status')).toHaveValue('Successful')
  await expect(picker(page, 'Merchant')).toHaveValue(merchant.businessName)

  // The export holds every row of the filtered set, not only the page on screen.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  const lines = csv.trimEnd().split('\r\n')
  expect(lines[0]).toContain('Reference')
  expect(lines.length - 1).toBe(merchant.total)
  expect(lines.slice(1).every((line) => line.includes('Successful'))).toBe(true)

  // The same set as a workbook, streamed by the platform.
  const xlsxDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export XLSX' }).click()
  const file = await xlsxDownload
  expect(file.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.xlsx$/)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await file.path())
  expect(workbook.worksheets[0]!.rowCount).toBe(merchant.total + 1)

  // A row opens the transaction beside the report, with its own URL.
  const first = rows.first()
  const reference = await first.getAttribute('data-reference')
  await first.click()
  await expect(page).toHaveURL(/transaction=\d+/)
  const drawer = page.getByTestId('transaction-detail')
  await expect(drawer.getByRole('heading', { name: `Transaction ${reference}` })).toBeVisible()
  await expect(drawer.getByTestId('transaction-timeline')).toContainText('Started')
  await expect(drawer.getByTestId('transaction-timeline')).toContainText('Completed')
  await expect(drawer.getByTestId('transaction-fee')).toContainText('Platform')
  expect(await seriousViolations(page)).toEqual([])
})

test("the transaction report walks its pages by key: last, previous, a day, next and first, each with the platform's rows", async ({ page, request }) => {
  const token = await apiToken(request, 'admin')
  const query = `${TX}?Status=Failed&SortOrder=desc&PageSize=50`
  const top = (await api(request, token, 'GET', query)).body
  const pages = top.totalPages as number
  expect(pages).toBeGreaterThan(3)
  const firstRowOf = async (extra: string) => (await api(request, token, 'GET', `${query}&${extra}`)).body as { pageNumber: number; data: { id: number; createdAt: string }[] }
  await signIn(page, 'admin')
  await page.goto('/manage-report/transaction?status=Failed')
  const rows = page.getByTestId('transaction-report').locator('tr[data-transaction-id]')
  const pager = page.getByTestId('pagination')
  await expect(rows.first()).toHaveAttribute('data-transaction-id', String(top.data[0].id))

  // The last page, found by the platform from its totals, not by counting rows.
  await pager.getByRole('button', { name: 'Last' }).click()
  await expect(page).toHaveURL(new RegExp(`page=${pages}`))
  await expect(pager).toContainText(`Page ${count(pages)} of ${count(pages)}`)
  await expect(rows.first()).toHaveAttribute('data-transaction-id', String((await firstRowOf(`PageNumber=${pages}`)).data[0]!.id))

  // Previous follows the cursor of the page on screen.
  await pager.getByRole('button', { name: 'Previous' }).click()
  await expect(page).toHaveURL(/cursor=before/)
  await expect(pager).toContainText(`Page ${count(pages - 1)} of ${count(pages)}`)
  await expect(rows.first()).toHaveAttribute('data-transaction-id', String((await firstRowOf(`PageNumber=${pages - 1}`)).data[0]!.id))

  // A day: the page holding its newest failed transaction.
  const middle = await firstRowOf(`PageNumber=${Math.ceil(pages / 2)}`)
  const day = new Date(Date.parse(middle.data[0]!.createdAt) + 3_600_000).toISOString().slice(0, 10)
  const atDay = await firstRowOf(`At=${day}`)
  await pager.getByLabel('Go to day').fill(day)
  await expect(page).toHaveURL(new RegExp(`at=${day}`))
  await expect(pager).toContainText(`Page ${count(atDay.pageNumber)} of ${count(pages)}`)
  await expect(rows.first()).toHaveAttribute('data-transaction-id', String(atDay.data[0]!.id))

  // Next from there, then back to the first page.
  await pager.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/cursor=after/)
  await expect(pager).toContainText(`Page ${count(atDay.pageNumber + 1)} of ${count(pages)}`)
  await expect(rows.first()).toHaveAttribute('data-transaction-id', String((await firstRowOf(`PageNumber=${atDay.pageNumber + 1}`)).data[0]!.id))
  await pager.getByRole('button', { name: 'First' }).click()
  await expect(rows.first()).toHaveAttribute('data-transaction-id', String(top.data[0].id))
  await expect(page).not.toHaveURL(/page=|cursor=|at=/)
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled()
})

test('a reversed transaction says when and why its money went back; bad filter input is named and not applied', async ({ page, request }) => {
  const token = await apiToken(request, 'admin')
  const reversed = (await api(request, token, 'GET', `${TX}?Status=Reversed&PageSize=1`)).body.data[0]
  await signIn(page, 'admin', { locale: 'ar' })
  await page.goto(`/manage-report/transaction?status=Reversed&transaction=${reversed.id}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const drawer = page.getByTestId('transaction-detail')
  await expect(drawer.getByTestId('transaction-reversal')).toBeVisible()
  await expect(drawer).toContainText(reversed.reference)
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(page).not.toHaveURL(/transaction=/)

  await page.getByTestId('more-filters').click()
  await page.locator('input[name="debitAccountNumber"]').fill('12345abc')
  await expect(page.getByTestId('debitAccountNumber-error')).toBeVisible()
  await page.waitForTimeout(600)
  await expect(page).not.toHaveURL(/debitAccountNumber/)
  await page.locator('input[name="debitAccountNumber"]').fill(reversed.debitAccountNumber ?? '0000000000')
  // A value of digits only is kept as text in the URL (quoted by the router).
  await expect(page).toHaveURL(/debitAccountNumber=(%22)?\d{10}/)
  await expect(page.getByTestId('debitAccountNumber-error')).toHaveCount(0)
})

test('the commission and agent reports total the whole filtered set like the platform', async ({ page, request }) => {
  const token = await apiToken(request, 'admin')
  await signIn(page, 'admin')

  const byMerchant = await api(request, token, 'GET', '/reportms/api/v1/CommissionReport/GetCommissionByMerchant')
  await page.goto('/manage-report/merchant-commission')
  await expect(page.getByTestId('default-period')).toBeVisible()
  await expect(page.getByTestId('merchant-commission').locator('tr[data-merchant-id]').first()).toBeVisible()
  const totals = page.getByTestId('list-totals')
  await expect(totals.locator('[data-total="transactionCount"]')).toContainText(count(byMerchant.body.summary.transactionCount))
  await expect(totals.locator('[data-total="platformCommission"]')).toContainText(naira(byMerchant.body.summary.platformCommission))
  expect(await seriousViolations(page)).toEqual([])

  const byAggregator = await api(request, token, 'GET', '/reportms/api/v1/CommissionReport/GetAggregatorCommission?StartDate=2000-01-01&EndDate=2099-12-31')
  await page.goto('/manage-report/aggregator-commission?startDate=2000-01-01&endDate=2099-12-31')
  await expect(page.getByTestId('aggregator-commission').locator('tr[data-super-agent-id]')).toHaveCount(byAggregator.body.data.length)
  await expect(totals.locator('[data-total="superAgentCommission"]')).toContainText(naira(byAggregator.body.summary.superAgentCommission))
  const topAggregator = byAggregator.body.data[0].superAgent.id as number
  await choose(page, 'Aggregator', byAggregator.body.data[0].superAgent.name as string)
  await expect(page).toHaveURL(new RegExp(`aggregatorId=${topAggregator}`))
  await expect(page.getByTestId('aggregator-commission').locator('tr[data-super-agent-id]')).toHaveCount(1)

  const agents = await api(request, token, 'GET', '/reportms/api/v1/AgentReport/GetAgentReport?Status=Active')
  await page.goto('/manage-report/agent?status=Active')
  await expect(page.getByTestId('agent-report').locator('tr[data-agent-id]').first()).toBeVisible()
  await expect(totals.locator('[data-total="transactionCount"]')).toContainText(count(agents.body.summary.transactionCount))
  await expect(totals.locator('[data-total="commission"]')).toContainText(naira(agents.body.summary.commission))
  await expect(page.getByText(`of ${count(agents.body.totalRecords)}`)).toBeVisible()
})

test('an export of the whole report shows its progress and can be cancelled', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/manage-report/transaction')
  await expect(page.getByTestId('transaction-report').locator('tr[data-transaction-id]').first()).toBeVisible()
  let downloaded = false
  page.on('download', () => {
    downloaded = true
  })
  await page.getByRole('button', { name: 'Export XLSX' }).click()
  const progress = page.getByTestId('export-progress')
  await expect(progress).toContainText('Exporting')
  await progress.getByRole('button', { name: 'Cancel' }).click()
  await expect(progress).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Export XLSX' })).toBeEnabled()
  await page.waitForTimeout(1000)
  expect(downloaded).toBe(false)
})

test('a user without the commission permission is not offered the report and the platform refuses it', async ({ page, request }) => {
  await signIn(page, 'support')
  await page.goto('/manage-report/merchant-commission')
  await expect(page.getByText('You do not have access to this page')).toBeVisible()
  const support = await apiToken(request, 'support')
  const refused = await api(request, support, 'GET', '/reportms/api/v1/CommissionReport/GetCommissionByMerchant')
  expect(refused.status).toBe(403)
  // Support may read transactions: the report and a transaction open.
  await page.goto('/manage-report/transaction')
  await expect(page.getByTestId('transaction-report').locator('tr[data-transaction-id]').first()).toBeVisible()
})

test('offline, report pages seen online are shown from the device with their age; pages never seen say so', async ({ page, context }) => {
  const net = await startNetworkSwitch(Number(process.env.E2E_PORT ?? 4173))
  try {
    await signIn(page, 'admin', { origin: net.origin })
    await untilServiceWorkerControls(page)
    await page.goto(`${net.origin}/manage-report/transaction?status=Failed`)
    const rows = page.getByTestId('transaction-report').locator('tr[data-transaction-id]')
    await expect(rows.first()).toBeVisible()
    const reference = await rows.first().getAttribute('data-reference')
    const id = await rows.first().getAttribute('data-transaction-id')
    await rows.first().click()
    await expect(page.getByTestId('transaction-timeline')).toContainText('Failed')
    await page.goto(`${net.origin}/manage-report/agent`)
    await expect(page.getByTestId('agent-report').locator('tr[data-agent-id]').first()).toBeVisible()

    net.down()
    await context.setOffline(true)
    await page.goto(`${net.origin}/manage-report/transaction?status=Failed`)
    await expect(page.getByTestId('saved-on-device')).toContainText('Saved on this device')
    await expect(rows.first()).toHaveAttribute('data-reference', reference ?? '')
    await page.goto(`${net.origin}/manage-report/transaction?status=Failed&transaction=${id}`)
    await expect(page.getByTestId('transaction-detail').getByTestId('saved-on-device')).toBeVisible()
    await expect(page.getByTestId('transaction-timeline')).toContainText('Failed')
    await page.goto(`${net.origin}/manage-report/agent`)
    await expect(page.getByTestId('saved-on-device')).toBeVisible()

    // A filter never read online has nothing on the device.
    await page.goto(`${net.origin}/manage-report/transaction?status=Pending`)
    await expect(page.getByTestId('transaction-report-error')).toContainText('has not been opened on this device')
  } finally {
    net.up()
    await context.setOffline(false)
    await net.close()
  }
})
