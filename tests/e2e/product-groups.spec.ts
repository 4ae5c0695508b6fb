import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { startNetworkSwitch } from './support/network-switch'
import { seriousViolations } from './support/accessibility'
import { applied, approveAsChecker, requestIdOf } from './support/approvals'
import { api, apiToken, trackRequests } from './support/platform-api'
import { untilServiceWorkerControls } from './support/service-worker'
import { signIn } from './support/sign-in'
import { unique } from './support/test-data'

// Product Groups on the screen kit, through the real sandbox platform.

async function createGroup(request: APIRequestContext, token: string, name: string) {
  const products = await api(request, token, 'GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100')
  const ids = (products.body.data as { id: number }[]).slice(0, 2).map((p) => p.id)
  const created = await applied(request, token, 'POST', '/pms/api/v1/ProductGroup/Create', { name, description: 'Made by the e2e test', productIds: ids })
  expect(created.status).toBe(200)
  return (await api(request, token, 'GET', `/pms/api/v1/ProductGroup/${created.entityId}`)).body.data as { id: number; name: string; description: string | null }
}

test('the list keeps its filters in the URL, exports the filtered set, and creates a group with errors on their fields', async ({ page, request }) => {
  const name = `Ikeja kiosks ${unique()}`
  await signIn(page, 'admin')
  await page.goto('/Product-Group')
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Product Group' })).toBeVisible()
  const rows = page.getByTestId('product-groups').locator('tr[data-product-group-id]')
  await expect(rows.first()).toBeVisible()

  // Status filter in the URL; the default page stays out of it.
  await page.getByLabel('Status').selectOption('Inactive')
  await expect(page).toHaveURL(/[?&]status=Inactive/)
  expect(page.url()).not.toContain('page=')
  await page.getByLabel('Status').selectOption('')

  // A page past the end becomes the last page.
  await page.goto('/Product-Group?page=99')
  await expect(page).not.toHaveURL(/page=99/)
  await expect(rows.first()).toBeVisible()

  // Create: the name checked as the user types, then the platform's own refusal on its field.
  await page.goto('/Product-Group/create')
  const form = page.getByTestId('product-group-form')
  await form.getByLabel('Name').fill('x')
  await expect(form.getByText('The name needs at least 2 characters')).toBeVisible()
  await form.getByLabel('Name').fill('Retail outlets')
  await form.getByTestId('product-choices').getByLabel('Cash deposit').check()
  await form.getByTestId('save-product-group').click()
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Already used by another record.').first()).toBeVisible()

  await form.getByLabel('Name').fill(name)
  await form.getByTestId('save-product-group').click()
  const sent = page.getByTestId('sent-for-approval')
  await expect(sent).toBeVisible()
  await approveAsChecker(request, requestIdOf(await sent.textContent()))

  // The name filter is debounced and replaces the history entry.
  await page.goto('/Product-Group')
  await page.getByLabel('Name').fill(name)
  await expect(page).toHaveURL(/[?&]name=/)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(name)
  await expect(rows.first()).toContainText('Cash deposit')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  const lines = csv.trimEnd().split('\r\n')
  expect(lines[0]).toBe('\uFEFFName,Products,Status,Created by,Last changed')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(name)

  expect(await seriousViolations(page)).toEqual([])
})

test('an update under maker-checker is sent for approval, changes nothing until the checker approves, then applies', async ({ page, browser, request }) => {
  const admin = await apiToken(request, 'admin')
  const group = await createGroup(request, admin, `Agege outlets ${unique()}`)
  // Product Group / Update needs a Supervisor's approval: the secure default.
  await signIn(page, 'maker')
  await page.goto(`/Product-Group/edit/${group.id}`)
  const form = page.getByTestId('product-group-form')
  await expect(form.getByLabel('Name')).toHaveValue(group.name)
  await form.getByLabel('Description').fill('Cash, transfers and airtime for Agege market')
  await form.getByTestId('save-product-group').click()
  const sent = page.getByTestId('sent-for-approval')
  await expect(sent).toBeVisible()
  const requestId = Number((await sent.textContent())?.match(/#(\d+)/)?.[1])
  expect(requestId).toBeGreaterThan(0)
  // Nothing changed yet, on the platform or on screen.
  expect((await api(request, admin, 'GET', `/pms/api/v1/ProductGroup/${group.id}`)).body.data.description).toBe('Made by the e2e test')
  await expect(form.getByLabel('Description')).toHaveValue('Made by the e2e test')

  // The checker reads the change in the entity's words and approves it.
  const checkerContext = await browser.newContext()
  const checker = await checkerContext.newPage()
  await signIn(checker, 'checker')
  await checker.goto(`/approval-management?request=${requestId}`)
  const drawer = checker.getByTestId('approval-request')
  await expect(drawer.getByTestId('data-comparison')).toContainText('Description')
  await expect(drawer.getByTestId('data-comparison')).toContainText('Cash, transfers and airtime for Agege market')
  await drawer.getByRole('button', { name: 'Approve' }).click()
  await checker.getByTestId('approve-dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(drawer.getByTestId('approval-status')).toHaveText('Approved')
  await checkerContext.close()

  expect((await api(request, admin, 'GET', `/pms/api/v1/ProductGroup/${group.id}`)).body.data.description).toBe('Cash, transfers and airtime for Agege market')
  await page.reload()
  await expect(form.getByLabel('Description')).toHaveValue('Cash, transfers and airtime for Agege market')
})

test('delete asks first, then the group leaves the list; unsaved edits ask before leaving and survive a reload', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const group = await createGroup(request, admin, `Oshodi booths ${unique()}`)
  await signIn(page, 'admin')

  await page.goto(`/Product-Group/edit/${group.id}`)
  const form = page.getByTestId('product-group-form')
  await form.getByLabel('Description').fill('Half typed when the battery died')
  await page.waitForTimeout(600)
  await page.reload()
  await expect(page.getByTestId('draft-restored')).toBeVisible()
  await expect(form.getByLabel('Description')).toHaveValue('Half typed when the battery died')
  await form.getByRole('link', { name: 'Back to the list' }).click()
  await expect(page.getByTestId('unsaved-changes-dialog')).toBeVisible()
  await page.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(page).toHaveURL(new RegExp(`/Product-Group/edit/${group.id}`))
  await page.getByRole('button', { name: 'Discard them' }).click()
  await expect(form.getByLabel('Description')).toHaveValue('Made by the e2e test')

  await page.goto(`/Product-Group?name=${encodeURIComponent(group.name)}`)
  const row = page.locator(`tr[data-product-group-id="${group.id}"]`)
  await row.getByRole('button', { name: `Delete: ${group.name}` }).click()
  const dialog = page.getByTestId('confirm-dialog')
  await expect(dialog).toContainText(`Delete the product group ${group.name}?`)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  const sent = page.getByTestId('sent-for-approval')
  await expect(sent).toBeVisible()
  await approveAsChecker(request, requestIdOf(await sent.textContent()))
  await page.reload()
  await expect(row).toHaveCount(0)
  const deleted = await api(request, admin, 'GET', `/pms/api/v1/ProductGroup/GetWithPaging?Status=Deleted&Name=${encodeURIComponent(group.name)}`)
  expect(deleted.body.data.map((g: { id: number }) => g.id)).toEqual([group.id])
})

test('a user without the permission sees no way in, gets the access page by URL, and the platform refuses anyway', async ({ page, request }) => {
  await signIn(page, 'support')
  await expect(page.getByRole('navigation').getByText('Product Groups')).toHaveCount(0)
  await page.goto('/Product-Group/create')
  await expect(page.getByTestId('access-denied')).toContainText('You do not have access to this page')
  await expect(page.getByText('This page could not be found')).toHaveCount(0)

  const auditor = await apiToken(request, 'auditor')
  await signIn(page, 'auditor')
  await page.goto('/Product-Group')
  await expect(page.getByTestId('product-groups').locator('tr[data-product-group-id]').first()).toBeVisible()
  // An auditor may read but not change: no create, edit or delete offered.
  await expect(page.getByRole('link', { name: 'Create Product Group' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Delete:/ })).toHaveCount(0)
  const refused = await api(request, auditor, 'PUT', '/pms/api/v1/ProductGroup/Delete/1')
  expect(refused.status).toBe(403)
  expect(refused.body.errors[0]).toMatch(/Product Group \/ Delete/)
})

test('offline, the list seen online stays readable with its age, and the form says saving waits for the network', async ({ page, context }) => {
  const net = await startNetworkSwitch(Number(process.env.E2E_PORT ?? 4173))
  try {
    await signIn(page, 'admin', { origin: net.origin })
    await untilServiceWorkerControls(page)
    await page.goto(`${net.origin}/Product-Group`)
    const rows = page.getByTestId('product-groups').locator('tr[data-product-group-id]')
    await expect(rows.first()).toBeVisible()
    const seen = await rows.count()

    net.down()
    await context.setOffline(true)
    await page.reload()
    await expect(rows).toHaveCount(seen)
    await expect(page.getByTestId('stale-notice')).toContainText('Offline: showing what was loaded on')

    await page.getByRole('link', { name: 'Create Product Group' }).click()
    await expect(page.getByTestId('product-group-form')).toContainText('saving waits for the network')
  } finally {
    net.up()
    await context.setOffline(false)
    await net.close()
  }
})

test('a save refused with 401 ends the session like a refused read does', async ({ page }) => {
  await signIn(page, 'admin')
  const requests = trackRequests(page)
  await page.goto('/Product-Group/create')
  const form = page.getByTestId('product-group-form')
  await form.getByLabel('Name').fill(`Expired ${unique()}`)
  await form.getByTestId('product-choices').getByLabel('Cash deposit').check()
  // The page's own reads, and the reference data warmed when the browser is idle, are done: the save is the first to meet the broken token.
  await requests.quiet()
  await page.evaluate(() => localStorage.setItem('accessToken', 'not.a.token'))
  await form.getByTestId('save-product-group').click()
  await expect(page.getByTestId('session-expired-dialog')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/login/)
})
