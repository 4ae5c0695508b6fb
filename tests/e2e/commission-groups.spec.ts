import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { startNetworkSwitch } from './support/network-switch'
import { seriousViolations } from './support/accessibility'
import { applied, approveAsChecker, requestIdOf } from './support/approvals'
import { api, apiToken } from './support/platform-api'
import { untilServiceWorkerControls } from './support/service-worker'
import { signIn } from './support/sign-in'
import { unique } from './support/test-data'

// Commission groups on the screen kit, through the real sandbox platform. Other specs share the
// platform: records here carry a timestamp in their names and are picked through the API.
const MER = '/mer/api/v1/MerchantCommissionGroup'

interface Product {
  id: number
  name: string
  status: string
}
interface Group {
  id: number
  name: string
  description: string | null
  status: string
  merchantCount: number
  rules: { product: { id: number; name: string }; agentSharePercent: number; superAgentSharePercent: number; platformSharePercent: number }[]
}

async function activeProducts(request: APIRequestContext, token: string): Promise<Product[]> {
  const products = await api(request, token, 'GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100')
  return (products.body.data as Product[]).filter((product) => product.status === 'Active')
}

async function createGroup(request: APIRequestContext, token: string, name: string): Promise<Group> {
  const [first, second] = await activeProducts(request, token)
  const created = await applied(request, token, 'POST', `${MER}/Create`, {
    name,
    description: 'Made by the e2e test',
    rules: [
      { productId: first!.id, agentSharePercent: 50, superAgentSharePercent: 30, platformSharePercent: 20 },
      { productId: second!.id, agentSharePercent: 60, superAgentSharePercent: 25, platformSharePercent: 15 },
    ],
  })
  expect(created.status).toBe(200)
  return (await api(request, token, 'GET', `${MER}/${created.entityId}`)).body.data as Group
}

async function groupsNamed(request: APIRequestContext, token: string, name: string, status?: string): Promise<Group[]> {
  const list = await api(request, token, 'GET', `${MER}/GetWithPaging?PageSize=500&Name=${encodeURIComponent(name)}${status ? `&Status=${status}` : ''}`)
  expect(list.status).toBe(200)
  return list.body.data as Group[]
}

const rows = (page: Page) => page.getByTestId('commission-groups').locator('tr[data-commission-group-id]')

test('the list keeps its filters in the URL and exports the filtered set', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const group = await createGroup(request, admin, `Ikeja split ${unique()}`)
  await signIn(page, 'admin')
  await page.goto('/commission')
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Commission' })).toBeVisible()
  await expect(rows(page).first()).toBeVisible()

  await page.getByLabel('Status').selectOption('Inactive')
  await expect(page).toHaveURL(/[?&]status=Inactive/)
  expect(page.url()).not.toContain('page=')
  await page.getByLabel('Status').selectOption('')
  await expect(page).not.toHaveURL(/status=/)

  // The name filter is debounced and lands in the URL; the row shows its products and merchants.
  await page.getByLabel('Name').fill(group.name)
  await expect(page).toHaveURL(/[?&]name=/)
  await expect(rows(page)).toHaveCount(1)
  const row = page.locator(`tr[data-commission-group-id="${group.id}"]`)
  await expect(row).toContainText(group.name)
  await expect(row).toContainText(group.rules[0]!.product.name)
  await expect(row).toContainText('Made by the e2e test')

  // A shared URL opens the same filtered list.
  await page.goto(`/commission?name=${encodeURIComponent(group.name)}&status=Active`)
  await expect(rows(page)).toHaveCount(1)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  const lines = csv.trimEnd().split('\r\n')
  expect(lines[0]).toBe('\uFEFFName,Products covered,Merchants using it,Status,Last changed')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(group.name)
  expect(lines[1]).toContain(group.rules[1]!.product.name)

  expect(await seriousViolations(page)).toEqual([])
})

test('shares adding up to 99.99% are refused on their field at the client and by the platform, and a valid group is created', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const [product] = await activeProducts(request, admin)
  const name = `Surulere 33.33 ${unique()}`
  await signIn(page, 'admin')
  await page.goto('/commission/create')
  const form = page.getByTestId('commission-group-form')
  const rule = form.getByTestId('commission-rule').first()
  await form.getByLabel('Name').fill(name)
  await rule.getByRole('combobox', { name: 'Product', exact: true }).selectOption({ label: product!.name })
  await rule.getByRole('textbox', { name: 'Agent share', exact: true }).fill('33.33')
  await rule.getByRole('textbox', { name: 'Super agent share', exact: true }).fill('33.33')
  await rule.getByRole('textbox', { name: 'Platform share', exact: true }).fill('33.33')
  await expect(rule.getByTestId('rule-total')).toHaveText('Total 99.99% — must be exactly 100%')
  await form.getByTestId('save-commission-group').click()
  await expect(rule.getByRole('textbox', { name: 'Platform share', exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(rule.getByText('The shares add up to 99.99%; they must add up to exactly 100%')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // The same body straight to the platform: 400 naming the field, and nothing stored.
  const refused = await api(request, admin, 'POST', `${MER}/Create`, {
    name,
    rules: [{ productId: product!.id, agentSharePercent: 33.33, superAgentSharePercent: 33.33, platformSharePercent: 33.33 }],
  })
  expect(refused.status).toBe(400)
  expect(refused.body.fieldErrors).toEqual([{ field: 'rules.0.platformSharePercent', code: 'INVALID', message: 'the shares add up to 99.99%; they must add up to exactly 100%' }])
  expect(await groupsNamed(request, admin, name)).toEqual([])

  // 33.33 + 33.33 + 33.34 is exactly 100, and a ₦100.00 fee splits to the kobo.
  await rule.getByRole('textbox', { name: 'Platform share', exact: true }).fill('33.34')
  await expect(rule.getByTestId('rule-total')).toHaveText('Total 100%')
  const preview = page.getByTestId('split-preview').getByTestId('split-preview-rule').first()
  await expect(preview.locator('[data-part="agent"]')).toContainText('₦33.33')
  await expect(preview.locator('[data-part="superAgent"]')).toContainText('₦33.33')
  await expect(preview.locator('[data-part="platform"]')).toContainText('₦33.34')
  await expect(preview.locator('[data-part="total"]')).toContainText('₦100.00')
  await form.getByTestId('save-commission-group').click()
  const sent = page.getByTestId('sent-for-approval')
  await expect(sent).toBeVisible()
  expect(await groupsNamed(request, admin, name)).toEqual([])
  await approveAsChecker(request, requestIdOf(await sent.textContent()))
  const [stored] = await groupsNamed(request, admin, name)
  expect(stored?.rules).toEqual([{ product: expect.objectContaining({ id: product!.id }), agentSharePercent: 33.33, superAgentSharePercent: 33.33, platformSharePercent: 33.34 }])

  await page.goto(`/commission?name=${encodeURIComponent(name)}`)
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText(name)
  await expect(rows(page).first()).toContainText(product!.name)
})

test('an update by the maker is sent for approval, changes nothing until the checker approves, then applies', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const group = await createGroup(request, admin, `Agege split ${unique()}`)
  await signIn(page, 'maker')
  await page.goto(`/commission/${group.id}`)
  await expect(page.getByTestId('commission-group-summary')).toContainText('admin')
  const form = page.getByTestId('commission-group-form')
  await expect(form.getByLabel('Name')).toHaveValue(group.name)
  const rule = form.getByTestId('commission-rule').first()
  await rule.getByRole('textbox', { name: 'Agent share', exact: true }).fill('55')
  await rule.getByRole('textbox', { name: 'Platform share', exact: true }).fill('15')
  await expect(rule.getByTestId('rule-total')).toHaveText('Total 100%')
  await form.getByTestId('save-commission-group').click()
  const sent = page.getByTestId('sent-for-approval')
  await expect(sent).toBeVisible()
  const requestId = Number((await sent.textContent())?.match(/#(\d+)/)?.[1])
  expect(requestId).toBeGreaterThan(0)
  // Nothing changed yet, on the platform or on screen.
  const before = await api(request, admin, 'GET', `${MER}/${group.id}`)
  expect(before.body.data.rules[0].agentSharePercent).toBe(50)
  await expect(rule.getByRole('textbox', { name: 'Agent share', exact: true })).toHaveValue('50')

  const checker = await apiToken(request, 'checker')
  const approved = await api(request, checker, 'PUT', `/apms/api/v1/Approval/Approve?id=${requestId}`)
  expect(approved.status).toBe(200)
  const after = await api(request, admin, 'GET', `${MER}/${group.id}`)
  expect(after.body.data.rules[0]).toMatchObject({ agentSharePercent: 55, superAgentSharePercent: 30, platformSharePercent: 15 })
  await page.reload()
  await expect(form.getByTestId('commission-rule').first().getByRole('textbox', { name: 'Agent share', exact: true })).toHaveValue('55')
})

test('rules are added and removed in place, a product is offered once, and unsaved edits survive a reload', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const group = await createGroup(request, admin, `Yaba split ${unique()}`)
  await signIn(page, 'admin')
  await page.goto(`/commission/${group.id}`)
  const form = page.getByTestId('commission-group-form')
  const ruleRows = form.getByTestId('commission-rule')
  await expect(ruleRows).toHaveCount(2)

  // A new row offers only the products no other row has taken.
  await form.getByTestId('add-commission-rule').click()
  await expect(ruleRows).toHaveCount(3)
  const added = ruleRows.nth(2).getByRole('combobox', { name: 'Product', exact: true })
  const offered = await added.locator('option').allTextContents()
  expect(offered).not.toContain(group.rules[0]!.product.name)
  expect(offered).not.toContain(group.rules[1]!.product.name)
  await ruleRows
    .nth(2)
    .getByRole('button', { name: /^Remove the rule for/ })
    .click()
  await expect(ruleRows).toHaveCount(2)

  await form.getByLabel('Description').fill('Half typed when the battery died')
  await page.waitForTimeout(600)
  await page.reload()
  await expect(page.getByTestId('draft-restored')).toBeVisible()
  await expect(form.getByLabel('Description')).toHaveValue('Half typed when the battery died')
  await form.getByRole('link', { name: 'Back to the list' }).click()
  await expect(page.getByTestId('unsaved-changes-dialog')).toBeVisible()
  await page.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(page).toHaveURL(new RegExp(`/commission/${group.id}$`))
  await page.getByRole('button', { name: 'Discard them' }).click()
  await expect(form.getByLabel('Description')).toHaveValue('Made by the e2e test')
})

test('deleting a group merchants use is refused with the reason; an unused group leaves the list', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const used = (await groupsNamed(request, admin, '', 'Active')).find((group) => group.merchantCount > 0)
  expect(used, 'the seed configures merchants with commission groups').toBeTruthy()
  const unused = await createGroup(request, admin, `Oshodi split ${unique()}`)
  await signIn(page, 'admin')

  await page.goto(`/commission?name=${encodeURIComponent(used!.name)}`)
  const usedRow = page.locator(`tr[data-commission-group-id="${used!.id}"]`)
  await usedRow.getByRole('button', { name: `Delete: ${used!.name}` }).click()
  const dialog = page.getByTestId('confirm-dialog')
  await expect(dialog).toContainText(`Delete the commission group ${used!.name}?`)
  await expect(dialog).toContainText('A group that merchants are configured with is refused')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog.getByRole('alert')).toContainText(`is configured for ${used!.merchantCount} merchant`)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect((await api(request, admin, 'GET', `${MER}/${used!.id}`)).body.data.status).toBe('Active')

  await page.goto(`/commission?name=${encodeURIComponent(unused.name)}`)
  const row = page.locator(`tr[data-commission-group-id="${unused.id}"]`)
  await row.getByRole('button', { name: `Delete: ${unused.name}` }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  const sent = page.getByTestId('sent-for-approval')
  await expect(sent).toBeVisible()
  await approveAsChecker(request, requestIdOf(await sent.textContent()))
  await page.reload()
  await expect(row).toHaveCount(0)
  expect((await groupsNamed(request, admin, unused.name, 'Deleted')).map((group) => group.id)).toEqual([unused.id])
})

test('an auditor reads the groups but is offered no create, edit or delete, and the platform refuses its update', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const group = await createGroup(request, admin, `Audited split ${unique()}`)
  const auditor = await apiToken(request, 'auditor')
  await signIn(page, 'auditor')
  await page.goto(`/commission?name=${encodeURIComponent(group.name)}`)
  const row = page.locator(`tr[data-commission-group-id="${group.id}"]`)
  await expect(row).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create Commission Group' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Delete:/ })).toHaveCount(0)
  await expect(row.getByRole('link', { name: `Edit: ${group.name}` })).toHaveCount(0)

  await row.getByRole('link', { name: `View: ${group.name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/commission/${group.id}$`))
  await expect(page.getByTestId('commission-group-details')).toContainText(group.rules[0]!.product.name)
  await expect(page.getByTestId('commission-group-summary')).toContainText('admin')
  await expect(page.getByTestId('commission-group-form')).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])

  await page.goto('/commission/create')
  await expect(page.getByTestId('access-denied')).toBeVisible()

  const refused = await api(request, auditor, 'PUT', `${MER}/Update`, {
    id: group.id,
    name: group.name,
    description: 'Changed by an auditor',
    status: 'Active',
    rules: group.rules.map((rule) => ({
      productId: rule.product.id,
      agentSharePercent: rule.agentSharePercent,
      superAgentSharePercent: rule.superAgentSharePercent,
      platformSharePercent: rule.platformSharePercent,
    })),
  })
  expect(refused.status).toBe(403)
  expect(refused.body.errors[0]).toMatch(/Commission Group \/ Update/)
  expect((await api(request, admin, 'GET', `${MER}/${group.id}`)).body.data.description).toBe('Made by the e2e test')
})

test('offline, the list seen online stays readable with its age, and the form says saving waits for the network', async ({ page, context }) => {
  const net = await startNetworkSwitch(Number(process.env.E2E_PORT ?? 4173))
  try {
    await signIn(page, 'admin', { origin: net.origin })
    await untilServiceWorkerControls(page)
    await page.goto(`${net.origin}/commission`)
    await expect(rows(page).first()).toBeVisible()
    const seen = await rows(page).count()

    net.down()
    await context.setOffline(true)
    await page.reload()
    await expect(rows(page)).toHaveCount(seen)
    await expect(page.getByTestId('stale-notice')).toContainText('Offline: showing what was loaded on')

    await page.getByRole('link', { name: 'Create Commission Group' }).click()
    await expect(page.getByTestId('commission-group-form')).toContainText('saving waits for the network')
  } finally {
    net.up()
    await context.setOffline(false)
    await net.close()
  }
})
