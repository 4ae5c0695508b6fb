import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { apiToken } from './support/platform-api'
import { signIn } from './support/sign-in'

// Maker-checker journeys against the sandbox platform: 25 requests by `maker` are seeded Pending.
const platformHeaders = { 'app-id': 'backoffice-sandbox', 'app-key': 'sandbox-app-key', channel: 'Web' }

async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'))
  if (!token) throw new Error('no access token in localStorage')
  return token
}

interface ApprovalRow {
  id: number
  status: string
  summary: string
  operation: string
  entityName: string | null
  reason: string | null
}

async function approvalRequest(request: APIRequestContext, token: string, id: number): Promise<ApprovalRow> {
  const response = await request.get(`/apms/api/v1/Approval/${id}`, { headers: { ...platformHeaders, authorization: `Bearer ${token}` } })
  expect(response.status()).toBe(200)
  return (await response.json()).data as ApprovalRow
}

/** Opens the first pending request whose summary starts with the text, from the filtered list. */
async function openPending(page: Page, summaryStart: string): Promise<number> {
  await page.goto('/approval-management?status=Pending')
  const list = page.getByTestId('approval-requests')
  const row = list.locator('tr[data-request-id]', { hasText: summaryStart }).first()
  await expect(row).toBeVisible()
  const id = Number(await row.getAttribute('data-request-id'))
  await row.click()
  await expect(page).toHaveURL(new RegExp(`[?&]request=${id}(&|$)`))
  await expect(page.getByTestId('approval-request')).toBeVisible()
  return id
}

test('the checker lists pending requests, filtered by status in the URL', async ({ page }) => {
  await signIn(page, 'checker')
  await page.goto('/approval-management')
  await expect(page.getByRole('heading', { name: 'Manage Approval' })).toBeVisible()
  await page.getByLabel('Status').selectOption('Pending')
  await expect(page).toHaveURL(/[?&]status=Pending/)
  const rows = page.getByTestId('approval-requests').locator('tr[data-request-id]')
  await expect(rows.first()).toBeVisible()
  expect(await rows.count()).toBeGreaterThan(0)
  await expect(rows.getByTestId('approval-status').filter({ hasNotText: 'Pending' })).toHaveCount(0)
  await expect(rows.filter({ hasText: 'Emeka Nwosu' }).first()).toBeVisible()
  await expect(page.getByTestId('pagination')).toContainText(/Showing 1–\d+ of \d+/)

  // The page on screen exports as CSV.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^approval-requests-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile(await file.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toBe('\uFEFFRequest,Permission,Maker,Sent,Status')
  expect(csv).toContain('Emeka Nwosu (maker)')

  // The filter survives a reload: it lives in the URL; a bad value falls back to all statuses.
  await page.reload()
  await expect(page.getByLabel('Status')).toHaveValue('Pending')
  await page.goto('/approval-management?status=Whatever&page=-3')
  await expect(page.getByLabel('Status')).toHaveValue('')
  await expect(rows.first()).toBeVisible()
})

test('the checker sees before and after with the changes highlighted, approves, and the platform agrees', async ({ page }) => {
  await signIn(page, 'checker')
  const id = await openPending(page, 'Change fee scheme')
  const drawer = page.getByTestId('approval-request')
  // The request in words: the permission as the menu says it, no operation id.
  await expect(drawer.getByTestId('approval-request-details')).toContainText('Fee schemes › Change')
  await expect(drawer.getByTestId('approval-request-details')).toContainText('Emeka Nwosu')
  await expect(drawer).not.toContainText('updateFeeScheme')
  const comparison = drawer.getByTestId('data-comparison')
  await expect(comparison.getByRole('columnheader', { name: 'Before' }).first()).toBeVisible()
  await expect(comparison.getByRole('columnheader', { name: 'After' }).first()).toBeVisible()
  const changed = comparison.locator('[data-changed="true"]')
  expect(await changed.count()).toBeGreaterThan(0)
  // Fee amounts are kobo on the wire and naira on screen.
  await expect(comparison.getByText(/₦/).first()).toBeVisible()

  await drawer.getByRole('button', { name: 'Approve' }).click()
  await page.getByTestId('approve-dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(drawer.getByTestId('decision-result')).toContainText(`Request #${id} approved`)
  await expect(drawer.getByTestId('approval-status')).toHaveText('Approved')
  await expect(drawer.getByRole('button', { name: 'Approve' })).toHaveCount(0)

  expect((await approvalRequest(page.request, await accessToken(page), id)).status).toBe('Approved')
  await page.reload()
  await expect(page.getByTestId('approval-request').getByTestId('approval-status')).toHaveText('Approved')
})

test('the checker rejects with a reason; an empty reason is refused by the form', async ({ page }) => {
  await signIn(page, 'checker')
  const id = await openPending(page, 'Onboard merchant')
  const drawer = page.getByTestId('approval-request')
  await expect(drawer.getByTestId('data-comparison')).toContainText('New record')
  await drawer.getByRole('button', { name: 'Reject' }).click()
  const dialog = page.getByTestId('reject-dialog')
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await expect(dialog.getByText('Give the reason for rejecting this request')).toBeVisible()
  await dialog.getByLabel('Reason').fill('  a ')
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await expect(dialog.getByText('The reason needs at least 3 characters')).toBeVisible()
  const reason = 'The CAC number does not match the business name'
  await dialog.getByLabel('Reason').fill(reason)
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await expect(dialog).toBeHidden()
  await expect(drawer.getByTestId('decision-result')).toContainText(`Request #${id} rejected`)
  await expect(drawer.getByTestId('approval-status')).toHaveText('Rejected')
  await expect(drawer.getByTestId('approval-request-details')).toContainText(reason)

  const stored = await approvalRequest(page.request, await accessToken(page), id)
  expect(stored).toMatchObject({ status: 'Rejected', reason })
  // The list shows it too once filtered on Rejected.
  await page.goto('/approval-management?status=Rejected')
  await expect(page.locator(`tr[data-request-id="${id}"]`).getByTestId('approval-status')).toHaveText('Rejected')
})

test('the maker sees their own request without Approve or Reject, and the platform refuses a direct decision', async ({ page }) => {
  await signIn(page, 'maker')
  const token = await accessToken(page)
  const listed = await page.request.get('/apms/api/v1/Approval?Status=Pending&PageSize=1&SortOrder=desc', { headers: { ...platformHeaders, authorization: `Bearer ${token}` } })
  const [pending] = (await listed.json()).data as ApprovalRow[]
  if (!pending) throw new Error('no pending request left for the maker')
  await page.goto(`/approval-management?request=${pending.id}`)
  const drawer = page.getByTestId('approval-request')
  await expect(drawer.getByRole('heading', { name: pending.entityName ?? '' }).first()).toBeVisible()
  await expect(drawer).not.toContainText(pending.operation)
  await expect(drawer.getByTestId('approval-status')).toHaveText('Pending')
  await expect(drawer.getByTestId('cannot-decide')).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await expect(drawer.getByRole('button', { name: 'Reject' })).toHaveCount(0)

  const refused = await page.request.put(`/apms/api/v1/Approval/Approve?id=${pending.id}`, { headers: { ...platformHeaders, authorization: `Bearer ${token}` } })
  expect(refused.status()).toBe(403)
  expect((await approvalRequest(page.request, token, pending.id)).status).toBe('Pending')
})

test('a decision the platform refuses shows its reason (already decided by someone else)', async ({ page }) => {
  // The checker's event stream held silent: the race the refusal is for (another decision lands before the stream tells of it).
  await page.route('**/admin/api/v1/Events/stream', () => undefined)
  await signIn(page, 'checker')
  const id = await openPending(page, 'Onboard merchant')
  // checker2 decides it first, behind the checker's back.
  const other = await apiToken(page.request, 'checker2')
  const decided = await page.request.put(`/apms/api/v1/Approval/Reject?id=${id}`, {
    headers: { ...platformHeaders, authorization: `Bearer ${other}` },
    data: { reason: 'Duplicate of an earlier request' },
  })
  expect(decided.status()).toBe(200)

  const drawer = page.getByTestId('approval-request')
  await drawer.getByRole('button', { name: 'Approve' }).click()
  await page.getByTestId('approve-dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(drawer.getByTestId('decision-error')).toContainText(/already/i)
  await expect(drawer.getByTestId('approval-status')).toHaveText('Rejected')
})

test('every approvable action needs a checker by default; turning one off is itself approved by another user', async ({ page, browser }) => {
  await signIn(page, 'admin')
  await page.goto('/approval-management/manage-config?pageSize=50')
  const table = page.getByTestId('approval-configurations')
  const rows = table.locator('tr[data-permission-id]')
  await expect(rows.first()).toBeVisible()
  expect(await rows.count()).toBeGreaterThanOrEqual(25)
  await expect(rows.filter({ hasText: 'Off' })).toHaveCount(0)

  // Turning approval off for Roles › Delete: sent for approval, nothing changes yet.
  const row = rows.filter({ hasText: 'Roles' }).filter({ hasText: 'Delete' }).first()
  await expect(row).toContainText('Required')
  await row.getByRole('link', { name: 'Edit Roles › Delete' }).click()
  await expect(page).toHaveURL(/[?&]edit=\d+/)
  const editor = page.getByTestId('edit-configuration')
  await expect(editor.getByTestId('config-permission')).toHaveText('Roles › Delete')
  await expect(editor.getByRole('checkbox', { name: 'Supervisor' })).toBeChecked()
  await editor.locator('label', { hasText: 'Approval required' }).click()
  await editor.getByRole('button', { name: 'Save configuration' }).click()
  await expect(editor.getByTestId('sent-for-approval')).toBeVisible()
  const requestId = Number(/#(\d+)/.exec((await editor.getByTestId('sent-for-approval').textContent()) ?? '')?.[1])
  await editor.getByRole('button', { name: 'Close' }).first().click()
  await expect(row).toContainText('Required')

  // The checker reads what it means and approves it.
  const checker = await browser.newPage()
  await signIn(checker, 'checker')
  await checker.goto(`/approval-management?request=${requestId}`)
  const drawer = checker.getByTestId('approval-request')
  await expect(drawer.getByRole('heading', { name: 'Turn approval off for Roles › Delete' })).toBeVisible()
  await expect(drawer.locator('[data-hint="ApprovalTurnedOff"]')).toContainText('applies at once, without a checker')
  await drawer.getByRole('button', { name: 'Approve' }).click()
  await checker.getByTestId('approve-dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(drawer.getByTestId('approval-status')).toHaveText('Approved')
  await checker.close()

  await page.reload()
  await expect(page.getByTestId('approval-configurations').locator('tr[data-permission-id]').filter({ hasText: 'Roles' }).filter({ hasText: 'Delete' }).first()).toContainText('Off')
})
