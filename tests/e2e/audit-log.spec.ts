// The audit trail: filters in the URL, a record with its before and after in the entity's words,
// the whole filtered trail as CSV and XLSX, and who may read it.
import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'
import ExcelJS from 'exceljs'

import { seriousViolations } from './support/accessibility'
import { applied } from './support/approvals'
import { api, apiToken } from './support/platform-api'
import { signIn } from './support/sign-in'

const AUDIT = '/aud/api/v1/AuditTrail'

test('an auditor filters the trail by event and user, exports the filtered set as CSV and XLSX', async ({ page, request }) => {
  const token = await apiToken(request, 'auditor')
  await signIn(page, 'auditor')
  await page.goto('/audit-log')
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible()
  const rows = page.getByTestId('audit-log').locator('tr[data-audit-id]')
  await expect(rows.first()).toBeVisible()

  await page.getByLabel('Event').selectOption('Login')
  await expect(page).toHaveURL(/eventType=Login/)
  await page.getByLabel('Username').fill('auditor')
  await expect(page).toHaveURL(/username=auditor/)
  await expect(rows.first()).toHaveAttribute('data-event', 'Login')
  const events = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-event')))
  expect(events.every((event) => event === 'Login')).toBe(true)
  await expect(rows.first()).toContainText('auditor')

  const listed = await api(request, token, 'GET', `${AUDIT}?EventType=Login&Username=auditor&PageSize=1`)
  expect(listed.body.totalRecords).toBeGreaterThan(0)
  await expect(page.getByText(`of ${listed.body.totalRecords}`)).toBeVisible()

  const csvDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile(await (await csvDownload).path(), 'utf8')
  const lines = csv.trimEnd().split('\r\n')
  expect(lines[0]).toBe('\uFEFFDate,Username,Event,Entity,Entity id,Description,IP address,Device')
  // Records written since the count (this user signing in again) can only add rows.
  expect(lines.length - 1).toBeGreaterThanOrEqual(listed.body.totalRecords)
  expect(lines.slice(1).every((line) => line.includes(',Login,'))).toBe(true)

  const xlsxDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export XLSX' }).click()
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await (await xlsxDownload).path())
  expect(workbook.worksheets[0]!.rowCount).toBe(lines.length)
  expect(await seriousViolations(page)).toEqual([])
})

test('an auditor walks the trail by Next and Previous while records arrive: no record twice, none skipped', async ({ page, request }) => {
  const token = await apiToken(request, 'auditor')
  await signIn(page, 'auditor')
  await page.goto('/audit-log')
  const rows = page.getByTestId('audit-log').locator('tr[data-audit-id]')
  await expect(rows.first()).toBeVisible()
  const ids = () => rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-audit-id'))))
  const first = await ids()
  // New records at the top while page 1 is read (sign-ins): a page number would push page 1's last rows onto page 2.
  for (let i = 0; i < 3; i++) await apiToken(request, 'support')
  const pager = page.getByTestId('pagination')
  await pager.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/cursor=after/)
  await expect(pager.getByText(/^Showing 51–100 of /)).toBeVisible()
  await expect.poll(async () => (await ids())[0]).not.toBe(first[0])
  const second = await ids()
  expect(second.filter((id) => first.includes(id))).toEqual([])
  const expected = await api(request, token, 'GET', `${AUDIT}?SortOrder=desc&PageSize=50&PageNumber=2&Cursor=after:${first.at(-1)}`)
  expect(second).toEqual(expected.body.data.map((r: { id: number }) => r.id))
  await pager.getByRole('button', { name: 'Previous' }).click()
  await expect(page).toHaveURL(/cursor=before/)
  await expect.poll(ids).toEqual(first)
})

test('an auditor verifies the hash chain of the trail and reads how far it holds, in English and Arabic', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, 'auditor')
  await page.goto('/audit-log')
  const line = page.getByTestId('audit-verification')
  await expect(line.getByRole('button', { name: /^Verify (again|the trail)$/ })).toBeVisible()
  const answered = page.waitForResponse((response) => response.url().endsWith(`${AUDIT}/Verification`) && response.request().method() === 'POST')
  await line.getByRole('button', { name: /^Verify (again|the trail)$/ }).click()
  const verification = (await (await answered).json()).data
  expect(verification).toMatchObject({ result: 'Verified', verifiedBy: 'auditor', break: null })
  await expect(line).toHaveAttribute('data-result', 'Verified')
  await expect(line).toContainText(new RegExp(`^Verified to record ${new Intl.NumberFormat('en-NG').format(verification.upToRecordId)} at .+`))
  await expect(line.getByRole('button', { name: 'Verify again' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await signIn(page, 'auditor', { locale: 'ar' })
  await page.goto('/audit-log')
  await expect(page.getByTestId('audit-verification')).toContainText(`تم التحقق حتى السجل ${new Intl.NumberFormat('ar-u-nu-latn').format(verification.upToRecordId)}`)
  expect(await seriousViolations(page)).toEqual([])
})

test("a record opens beside the trail with what changed in the entity's words and a link to the entity", async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  // A change of its own: a product group created (sent for approval and approved).
  const name = `Audit trail group ${Date.now().toString(36)}`
  const products = await api(request, admin, 'GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100')
  const created = await applied(request, admin, 'POST', '/pms/api/v1/ProductGroup/Create', { name, description: 'Made by the audit log journey', productIds: [products.body.data[0].id] })
  expect(created.status).toBe(200)
  const found = await api(request, admin, 'GET', `${AUDIT}?EventType=Create&EntityType=ProductGroup&PageSize=20`)
  const record = (found.body.data as { id: number; description: string; entityId: string | null }[]).find((r) => r.description.includes(name))

  await signIn(page, 'auditor', { locale: 'ar' })
  const target = record ?? found.body.data[0]
  await page.goto(`/audit-log?record=${target.id}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const drawer = page.getByTestId('audit-record')
  await expect(drawer.getByTestId('audit-record-details')).toBeVisible()
  await expect(drawer.getByRole('table').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(page).not.toHaveURL(/record=/)

  await signIn(page, 'auditor', { locale: 'en' })
  await page.goto(`/audit-log?record=${target.id}`)
  const details = page.getByTestId('audit-record').getByTestId('audit-record-details')
  await expect(details).toContainText('Created')
  await expect(details).toContainText('Product group')
  if (target.entityId) {
    await page.getByTestId('audit-entity-link').click()
    await expect(page).toHaveURL(new RegExp(`/Product-Group/edit/${target.entityId}`))
  }
})

test('a user without the audit permission is not offered the trail and the platform refuses it', async ({ page, request }) => {
  await signIn(page, 'support')
  await page.goto('/audit-log')
  await expect(page.getByText('You do not have access to this page')).toBeVisible()
  const support = await apiToken(request, 'support')
  expect((await api(request, support, 'GET', AUDIT)).status).toBe(403)
})
