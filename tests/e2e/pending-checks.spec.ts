import { expect, test, type APIRequestContext } from '@playwright/test'

import { seriousViolations } from './support/accessibility'
import { applied } from './support/approvals'
import { api, apiToken } from './support/platform-api'
import { signIn } from './support/sign-in'
import { digits, unique } from './support/test-data'

// What a careful checker expects: a record's pending change in sight before any typing, every holder of
// a value named by the pre-check, and a BVN another pending request claims flagged in the drawer.

async function productIds(request: APIRequestContext, token: string): Promise<number[]> {
  const products = await api(request, token, 'GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100')
  return (products.body.data as { id: number }[]).map((p) => p.id)
}

test('a product group with a change waiting shows it on its edit form before any typing, read-only, with the link to the request', async ({ page, request }) => {
  test.setTimeout(120_000)
  const admin = await apiToken(request, 'admin')
  const maker = await apiToken(request, 'maker')
  const ids = await productIds(request, admin)
  const name = `Pending kiosks ${unique()}`
  const created = await applied(request, admin, 'POST', '/pms/api/v1/ProductGroup/Create', { name, description: 'Made by the e2e test', productIds: ids.slice(0, 2) })
  expect(created.status).toBe(200)
  const groupId = created.entityId as number
  // The maker (Emeka Nwosu) asks for a change; it waits for a checker.
  const change = await api(request, maker, 'PUT', '/pms/api/v1/ProductGroup/Update', { id: groupId, name, description: 'Cash only', productIds: ids.slice(0, 3), status: 'Active' })
  expect(change.status, JSON.stringify(change.body)).toBe(202)
  const requestId = change.body.data.approvalRequestId as number

  // Another user opens the edit form: the change is named, the form cannot be typed into.
  await signIn(page, 'admin')
  await page.goto(`/Product-Group/edit/${groupId}`)
  const notice = page.getByTestId('pending-change')
  await expect(notice).toContainText(`request #${requestId} by Emeka Nwosu`)
  await expect(notice).toContainText(`Change product group ${name}`)
  const form = page.getByTestId('product-group-form')
  await expect(form.getByLabel('Name')).toBeDisabled()
  await expect(form.getByTestId('save-product-group')).toBeDisabled()
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('pending-change-en-1024.png'), fullPage: true })

  await notice.getByTestId('pending-change-link').click()
  await expect(page).toHaveURL(new RegExp(`/approval-management\\?.*request=${requestId}`))
  await expect(page.getByTestId('approval-request')).toBeVisible()

  // The maker sees their own request named as theirs, with its link, on the same form.
  await signIn(page, 'maker')
  await page.goto(`/Product-Group/edit/${groupId}`)
  await expect(page.getByTestId('pending-change')).toContainText(`Your request #${requestId} is waiting for a checker`)
  await expect(page.getByTestId('pending-change-link')).toHaveAttribute('href', new RegExp(`request=${requestId}`))
  await expect(page.getByTestId('product-group-form').getByLabel('Name')).toBeDisabled()

  // Once decided, the form is editable again.
  const checker = await apiToken(request, 'checker')
  expect((await api(request, checker, 'PUT', `/apms/api/v1/Approval/Reject?id=${requestId}`, { reason: 'Keep the card products' })).status).toBe(200)
  await page.reload()
  await expect(page.getByTestId('product-group-form').getByLabel('Name')).toBeEnabled()
  await expect(page.getByTestId('pending-change')).toHaveCount(0)
})

test('a user record page shows the change waiting on it, in English and Arabic, wide and narrow', async ({ page, request }) => {
  test.setTimeout(120_000)
  const admin = await apiToken(request, 'admin')
  const n = unique()
  const roles = (await api(request, admin, 'GET', '/ums/api/v1/Roles/getAll?ClientType=Admin')).body.data as { id: number; name: string }[]
  const auditorRole = roles.find((role) => role.name === 'Auditor')!.id
  const user = { firstName: 'Kemi', lastName: 'Bankole', email: `pending.${n}@sandbox-bank.ng`, phoneNumber: `+23490${digits(8)}`, roleIds: [auditorRole], multiFactorEnabled: false }
  const created = await applied(request, admin, 'POST', '/ums/api/v1/User/create', { ...user, username: `pending.${n}` })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const userId = created.entityId as number
  const change = await api(request, admin, 'PUT', `/ums/api/v1/User/update/${userId}`, { ...user, firstName: 'Kemisola' })
  expect(change.status, JSON.stringify(change.body)).toBe(202)
  const requestId = change.body.data.approvalRequestId as number

  for (const locale of ['en', 'ar'] as const) {
    await signIn(page, 'checker', { locale })
    for (const width of [1024, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/User-Management/view/${userId}`)
      await expect(page.getByTestId('pending-change')).toHaveAttribute('data-request-id', String(requestId))
      await expect(page.getByTestId('pending-change')).toContainText(String(requestId))
      expect(await seriousViolations(page)).toEqual([])
      await page.screenshot({ path: test.info().outputPath(`pending-user-${locale}-${width}.png`), fullPage: true })
    }
  }
  const checker = await apiToken(request, 'checker')
  expect((await api(request, checker, 'PUT', `/apms/api/v1/Approval/Reject?id=${requestId}`, { reason: 'Name as on the ID card' })).status).toBe(200)
})

test("the onboarding pre-check names a staff user's e-mail, and the drawer flags a BVN another pending request claims", async ({ page, request }) => {
  test.setTimeout(120_000)
  const admin = await apiToken(request, 'admin')
  const staff = (await api(request, admin, 'GET', '/ums/api/v1/User?Username=auditor&PageNumber=1&PageSize=50')).body.data as { username: string; email: string }[]
  const auditor = staff.find((u) => u.username === 'auditor')!

  await signIn(page, 'maker')
  await page.goto('/onboarding/create-merchant')
  await page.getByLabel('Business e-mail').fill(auditor.email)
  await expect(page.getByText(`${auditor.email} is already used by a staff user`)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // Two outlets of one person under two merchants, both waiting: the checker sees the second's BVN in the first.
  const maker = await apiToken(request, 'maker')
  const merchants = ((await api(request, maker, 'GET', '/mer/api/v1/Merchant?Status=Active&PageNumber=1&PageSize=50')).body.data as { id: number; enabled: boolean }[]).filter((m) => m.enabled)
  const countries = await api(request, admin, 'GET', '/admin/api/v1/Country')
  const nigeria = (countries.body.data as { id: number; isoCode: string }[]).find((c) => c.isoCode === 'NG')
  const lagos = ((await api(request, admin, 'GET', `/admin/api/v1/Country/state/${nigeria?.id}`)).body.data as { id: number; code: string }[]).find((s) => s.code === 'LA')!
  const bvn = `22${digits(9)}`
  const agent = (merchantId: number, outlet: string) => ({
    merchantId,
    firstName: 'Halima',
    lastName: 'Yusuf',
    businessName: outlet,
    agentType: 'Individual',
    phoneNumber: `+23490${digits(8)}`,
    email: null,
    bvn,
    nin: `70${digits(9)}`,
    tin: null,
    address: { street: '14 Bode Thomas Street', city: 'Surulere', stateId: lagos.id, lga: 'Surulere' },
    location: { latitude: 6.4983, longitude: 3.3553 },
    dailyCashOutLimit: 50_000_000,
  })
  const firstOutlet = `Halima Cash Point ${unique()}`
  const first = await api(request, maker, 'POST', '/mer/api/v1/Agent/create', agent(merchants[7]!.id, firstOutlet))
  expect(first.status, JSON.stringify(first.body)).toBe(202)
  const second = await api(request, admin, 'POST', '/mer/api/v1/Agent/create', agent(merchants[8]!.id, `Halima POS ${unique()}`))
  expect(second.status, JSON.stringify(second.body)).toBe(202)
  const firstId = first.body.data.approvalRequestId as number

  await signIn(page, 'checker')
  await page.goto(`/approval-management?request=${second.body.data.approvalRequestId as number}`)
  const hint = page.getByTestId('approval-request').locator('[data-hint="BvnInPendingRequest"]')
  await expect(hint).toContainText(`is also in pending request #${firstId}`)
  await expect(hint).toContainText(firstOutlet)
  expect(await seriousViolations(page)).toEqual([])
  const checker = await apiToken(request, 'checker')
  for (const id of [firstId, second.body.data.approvalRequestId as number])
    expect((await api(request, checker, 'PUT', `/apms/api/v1/Approval/Reject?id=${id}`, { reason: 'e2e data' })).status).toBe(200)
})
