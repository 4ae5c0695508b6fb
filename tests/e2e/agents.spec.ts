import { expect, test, type APIRequestContext } from '@playwright/test'

import { seriousViolations } from './support/accessibility'
import { approveAsChecker, requestIdOf } from './support/approvals'
import { api, apiToken } from './support/platform-api'
import { signIn } from './support/sign-in'
import { choose, picker } from './support/picker'
import { digits } from './support/test-data'

// Agents and the CBN's agent record, through the real sandbox platform.

/** An Active, enabled merchant of the dropdown (the first 100, newest first). */
async function openMerchant(request: APIRequestContext, token: string) {
  const merchants = await api(request, token, 'GET', '/mer/api/v1/Merchant?PageNumber=0&PageSize=100')
  const merchant = (merchants.body.data as { id: number; businessName: string; status: string; enabled: boolean }[]).find((m) => m.status === 'Active' && m.enabled)
  if (!merchant) throw new Error('no open merchant in the seed')
  return merchant
}

/** Lagos in the reference data (Nigeria's states). */
async function lagosStateId(request: APIRequestContext, token: string): Promise<number> {
  const countries = await api(request, token, 'GET', '/admin/api/v1/Country')
  const nigeria = (countries.body.data as { id: number; isoCode: string }[]).find((c) => c.isoCode === 'NG')
  const states = await api(request, token, 'GET', `/admin/api/v1/Country/state/${nigeria?.id}`)
  const lagos = (states.body.data as { id: number; code: string }[]).find((s) => s.code === 'LA')
  if (!lagos) throw new Error('no Lagos in the reference data')
  return lagos.id
}

async function agentTotal(request: APIRequestContext, token: string, merchantId: number): Promise<number> {
  const list = await api(request, token, 'GET', `/mer/api/v1/Agent?MerchantId=${merchantId}&PageSize=1`)
  expect(list.status).toBe(200)
  return list.body.totalRecords as number
}

test('adds an agent with its CBN record (bad BVN and limit refused on their fields), lists it by merchant, disables it with a reason', async ({ page, request, context }) => {
  test.setTimeout(120_000)
  const token = await apiToken(request, 'admin')
  const merchant = await openMerchant(request, token)
  const before = await agentTotal(request, token, merchant.id)
  const lagos = await lagosStateId(request, token)
  const outlet = `Ngozi Cash Point ${digits(5)}`
  const bvn = `22${digits(9)}`
  const nin = digits(11)

  // The platform refuses the same mistakes on their fields, and stores nothing.
  const base = {
    merchantId: merchant.id,
    firstName: 'Ngozi',
    lastName: 'Eze',
    businessName: outlet,
    agentType: 'Individual',
    phoneNumber: `+23491${digits(8)}`,
    bvn,
    nin,
    address: { street: '14 Bode Thomas Street', city: 'Surulere', stateId: lagos, lga: 'Surulere' },
    location: { latitude: 6.4983, longitude: 3.3553 },
    dailyCashOutLimit: 50_000_000,
  }
  const badBvn = await api(request, token, 'POST', '/mer/api/v1/Agent/create', { ...base, bvn: '2231' })
  expect(badBvn.status).toBe(400)
  expect(badBvn.body.fieldErrors.map((e: { field: string }) => e.field)).toContain('bvn')
  const overCap = await api(request, token, 'POST', '/mer/api/v1/Agent/create', { ...base, dailyCashOutLimit: 150_000_000 })
  expect(overCap.status).toBe(400)
  expect(overCap.body.fieldErrors.map((e: { field: string }) => e.field)).toContain('dailyCashOutLimit')
  expect(await agentTotal(request, token, merchant.id)).toBe(before)

  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 6.4983412, longitude: 3.3553279, accuracy: 8 })
  await signIn(page, 'admin')
  await page.goto(`/agent-management/add-agent?merchantId=${merchant.id}`)
  const form = page.getByTestId('agent-form')
  await expect(picker(form, 'Merchant')).toHaveValue(merchant.businessName)

  await form.getByLabel('Agent type').selectOption('Individual')
  await form.getByLabel('First name').fill('Ngozi')
  await form.getByLabel('Last name').fill('Eze')
  await form.getByLabel('Outlet name').fill(outlet)
  await form.getByLabel('Phone number').fill(`91${digits(8)}`)
  await form.getByRole('textbox', { name: 'BVN', exact: true }).fill('2231')
  await expect(form.getByText('The BVN is 11 digits')).toBeVisible()
  await form.getByRole('textbox', { name: 'NIN', exact: true }).fill(nin)
  await form.getByLabel('Street').fill('14 Bode Thomas Street')
  await form.getByLabel('City').fill('Surulere')
  await form.getByLabel('Local government area').fill('Surulere')
  await form.getByRole('combobox', { name: 'State', exact: true }).selectOption({ label: 'Lagos' })
  await expect(form.getByText('Geopolitical zone: South West')).toBeVisible()
  await form.getByTestId('use-tablet-location').click()
  await expect(form.getByTestId('location-note')).toContainText('accurate to about 8 m')
  await expect(form.getByLabel('Latitude')).toHaveValue('6.498341')
  await expect(form.getByLabel('Longitude')).toHaveValue('3.355328')
  await form.getByLabel('Terminal maker').selectOption('PAX')
  await form.getByLabel('Terminal serial number').fill(`A920-${digits(8)}`)
  await form.getByLabel('Daily cash-out limit').fill('1500000')
  await expect(form.getByText(/The CBN caps an agent's cash-out at ₦1,200,000(\.00)? a day/)).toBeVisible()

  // Refused at the client: nothing is sent, nothing saved.
  await form.getByTestId('save-agent').click()
  await expect(form.getByRole('textbox', { name: 'BVN', exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Daily cash-out limit')).toHaveAttribute('aria-invalid', 'true')
  expect(await agentTotal(request, token, merchant.id)).toBe(before)

  await form.getByRole('textbox', { name: 'BVN', exact: true }).fill(bvn)
  // BVN validation (the sandbox standing in for NIBSS) knows no such BVN: said before the request is sent.
  await form.getByRole('button', { name: 'Check BVN' }).click()
  await expect(form.getByTestId('agent-bvn-check')).toContainText(`NIBSS knows no BVN ${bvn}: check the number.`)
  await form.getByLabel('Daily cash-out limit').fill('1000000')
  await form.getByTestId('save-agent').click()
  // Secure by default: the new agent waits for a checker, and exists once approved.
  const sent = form.getByTestId('sent-for-approval')
  await expect(sent).toBeVisible()
  expect(await agentTotal(request, token, merchant.id)).toBe(before)
  const requestId = requestIdOf(await sent.textContent())
  await approveAsChecker(request, requestId)
  const agentId = (await api(request, token, 'GET', `/apms/api/v1/Approval/${requestId}`)).body.data.entityId as number
  const code = (await api(request, token, 'GET', `/mer/api/v1/Agent/${agentId}`)).body.data.code as string
  expect(code).toMatch(/^AGT-[0-9]{6}$/)
  expect(await agentTotal(request, token, merchant.id)).toBe(before + 1)

  // In the list filtered by its merchant (the filter lives in the URL).
  await page.goto('/agent-management')
  await choose(page, 'Merchant', merchant.businessName)
  await expect(page).toHaveURL(new RegExp(`[?&]merchantId=${merchant.id}`))
  const row = page.getByTestId('agents').locator('tr[data-agent-id]').filter({ hasText: code })
  await expect(row).toContainText(outlet)
  await expect(row).toContainText('South West')
  await expect(row).toContainText('₦1,000,000.00')

  // Disable with a reason: the reason is required.
  await row.getByRole('button', { name: 'Disable' }).click()
  const dialog = page.getByTestId('enable-disable-agent-dialog')
  await dialog.getByRole('button', { name: 'Disable' }).click()
  await expect(dialog.getByText('Give the reason')).toBeVisible()
  await dialog.getByLabel('Reason').fill('Outlet closed for renovation; terminal collected')
  await dialog.getByRole('button', { name: 'Disable' }).click()
  const disabling = page.getByTestId('sent-for-approval')
  await expect(disabling).toBeVisible()
  await approveAsChecker(request, requestIdOf(await disabling.textContent()))
  await page.reload()
  await expect(row).toContainText('Disabled')

  // Its page: the record, Disabled, today's cash-out against its limit.
  await row.getByRole('link', { name: 'View' }).click()
  await expect(page).toHaveURL(/\/agent-management\/[0-9]+$/)
  await expect(page.getByTestId('agent-enabled')).toHaveText('Disabled')
  await expect(page.getByTestId('cash-out-today')).toHaveText('₦0.00 of ₦1,000,000.00')
  await expect(page.getByTestId('agent-outlet')).toContainText('South West')
  await expect(page.getByTestId('agent-terminal')).toContainText('PAX')
  await expect(page.getByTestId('agent-identity')).toContainText(`${bvn.slice(0, 3)}*****${bvn.slice(8)}`)
  await expect(page.getByTestId('enable-agent')).toBeVisible()

  // Edit with the same form: the limit above the cap is refused again, a lower one is saved.
  await page.getByTestId('edit-agent').click()
  const edit = page.getByTestId('agent-form')
  await expect(picker(edit, 'Merchant')).toBeDisabled()
  await expect(picker(edit, 'Merchant')).toHaveValue(merchant.businessName)
  await edit.getByLabel('Daily cash-out limit').fill('1200000.01')
  await expect(edit.getByText(/The CBN caps an agent's cash-out/)).toBeVisible()
  await edit.getByLabel('Daily cash-out limit').fill('800000')
  await edit.getByTestId('save-agent').click()
  const saving = page.getByTestId('sent-for-approval')
  await expect(saving).toBeVisible()
  await approveAsChecker(request, requestIdOf(await saving.textContent()))
  await page.reload()
  await expect(page.getByTestId('cash-out-today')).toHaveText('₦0.00 of ₦800,000.00')
})

test('an auditor sees agents but is offered neither Add nor Disable, and the platform refuses the auditor (403)', async ({ page, request }) => {
  const auditorToken = await apiToken(request, 'auditor')
  const adminToken = await apiToken(request, 'admin')
  const merchant = await openMerchant(request, adminToken)
  const before = await agentTotal(request, adminToken, merchant.id)
  const lagos = await lagosStateId(request, adminToken)
  const refused = await api(request, auditorToken, 'POST', '/mer/api/v1/Agent/create', {
    merchantId: merchant.id,
    firstName: 'Audit',
    lastName: 'Probe',
    businessName: 'Audit Probe Outlet',
    agentType: 'Individual',
    phoneNumber: `+23470${digits(8)}`,
    bvn: `22${digits(9)}`,
    nin: digits(11),
    address: { street: '1 Marina Road', city: 'Lagos Island', stateId: lagos, lga: 'Lagos Island' },
    location: { latitude: 6.4549, longitude: 3.3946 },
    dailyCashOutLimit: 10_000_000,
  })
  expect(refused.status).toBe(403)
  expect(await agentTotal(request, adminToken, merchant.id)).toBe(before)

  await signIn(page, 'auditor')
  await page.goto('/agent-management')
  const rows = page.getByTestId('agents').locator('tr[data-agent-id]')
  await expect(rows.first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add Agent' })).toHaveCount(0)
  await expect(rows.first().getByRole('button', { name: /^(Disable|Enable)$/ })).toHaveCount(0)
  await rows.first().getByRole('link', { name: 'View' }).click()
  await expect(page.getByTestId('agent-record')).toBeVisible()
  await expect(page.getByTestId('disable-agent')).toHaveCount(0)
  await expect(page.getByTestId('enable-agent')).toHaveCount(0)
  await expect(page.getByTestId('edit-agent')).toHaveCount(0)
})

test('the three agent routes are axe-clean', async ({ page, request }) => {
  const token = await apiToken(request, 'admin')
  const list = await api(request, token, 'GET', '/mer/api/v1/Agent?PageSize=1')
  const id = list.body.data[0].id as number
  await signIn(page, 'admin')
  for (const [path, ready] of [
    ['/agent-management', () => page.getByTestId('agents').locator('tr[data-agent-id]').first()],
    ['/agent-management/add-agent', () => page.getByTestId('agent-form')],
    [`/agent-management/${id}`, () => page.getByTestId('agent-record')],
  ] as const) {
    await page.goto(path)
    await expect(ready()).toBeVisible()
    expect(await seriousViolations(page), path).toEqual([])
  }
})
