import { expect, test, type APIRequestContext } from '@playwright/test'

import { seriousViolations } from './support/accessibility'
import { applied, approveAsChecker, requestIdOf } from './support/approvals'
import { api, apiToken } from './support/platform-api'
import { signIn } from './support/sign-in'
import { choose, picker } from './support/picker'

// Manage Merchant and a merchant's page, through the real sandbox platform.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

interface MerchantRow {
  id: number
  businessName: string
  enabled: boolean
  status: string
  agentCount: number
  superAgent: { id: number; name: string }
}

async function merchants(request: APIRequestContext, token: string, query: string): Promise<MerchantRow[]> {
  const res = await api(request, token, 'GET', `/mer/api/v1/Merchant?${query}`)
  expect(res.status).toBe(200)
  return res.body.data as MerchantRow[]
}

/**
 * Runs `body` with Merchant / Update Merchant applied at once (no maker-checker), then puts the
 * secure default back; switching approval off and on is itself approved by a checker.
 */
async function withoutMakerChecker(request: APIRequestContext, admin: string, body: () => Promise<void>) {
  const permissions = (await api(request, admin, 'GET', '/ums/api/v1/Roles/getPermissions')).body.data as { permissionId: number; groupName: string; shortName: string }[]
  const update = permissions.find((p) => p.groupName === 'Merchant' && p.shortName === 'Update Merchant')!
  const roles = (await api(request, admin, 'GET', '/ums/api/v1/Roles/getAll?ClientType=Admin')).body.data as { id: number; name: string }[]
  const supervisor = roles.find((role) => role.name === 'Supervisor')!
  expect((await applied(request, admin, 'POST', '/apms/api/v1/Approval/UpdateApprovablePermission', { permissionId: update.permissionId, roleIds: [], enabled: false })).status).toBe(200)
  try {
    await body()
  } finally {
    expect((await applied(request, admin, 'POST', '/apms/api/v1/Approval/UpdateApprovablePermission', { permissionId: update.permissionId, roleIds: [supervisor.id], enabled: true })).status).toBe(200)
  }
}

test('the list filters by super agent and status in the URL, and is axe clean', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const [sample] = await merchants(request, admin, 'Status=Active&PageSize=1')
  const superAgent = sample!.superAgent
  await signIn(page, 'admin')
  await page.goto('/onboarding/manage-merchant')
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Merchant' })).toBeVisible()
  const rows = page.getByTestId('merchants').locator('tr[data-merchant-id]')
  await expect(rows.first()).toBeVisible()
  await expect(page.getByRole('search').getByRole('link', { name: 'Create Merchant' })).toHaveAttribute('href', '/onboarding/create-merchant')

  await choose(page, 'Super agent', superAgent.name)
  await expect(page).toHaveURL(new RegExp(`[?&]superAgentId=${superAgent.id}`))
  await page.getByLabel('Status').selectOption('Active')
  await expect(page).toHaveURL(/[?&]status=Active/)
  const expected = await merchants(request, admin, `SuperAgentId=${superAgent.id}&Status=Active&PageSize=50`)
  await expect(rows).toHaveCount(expected.length)
  for (const text of await rows.allTextContents()) expect(text).toContain(superAgent.name)
  await expect(rows.first()).toContainText(expected[0]!.businessName)

  // The URL alone brings the same list back.
  await page.reload()
  await expect(picker(page, 'Super agent')).toHaveValue(superAgent.name)
  await expect(rows).toHaveCount(expected.length)
  expect(await seriousViolations(page)).toEqual([])
})

test('a merchant: edit the phone (applied, then in the history), replace a document, disable with a reason', async ({ page, request }) => {
  // A long journey on a shared machine.
  test.setTimeout(120_000)
  const admin = await apiToken(request, 'admin')
  // A merchant no other test touches: enabled, the oldest of its page.
  const candidates = (await merchants(request, admin, 'Status=Active&PageSize=50&PageNumber=2')).filter((m) => m.enabled)
  const merchant = candidates[candidates.length - 1]!
  const phone = `+23480${String(Date.now()).slice(-8)}`

  await signIn(page, 'admin')
  await page.goto('/onboarding/manage-merchant')
  await page.getByLabel('Business name').fill(merchant.businessName)
  const row = page.locator(`tr[data-merchant-id="${merchant.id}"]`)
  await row.getByRole('link', { name: merchant.businessName }).click()
  await expect(page).toHaveURL(new RegExp(`/onboarding/${merchant.id}`))
  await expect(page.getByTestId('merchant-name')).toHaveText(merchant.businessName)
  expect(await seriousViolations(page)).toEqual([])

  await withoutMakerChecker(request, admin, async () => {
    // Details: a bad phone is refused on its field before anything is sent, then the edit applies.
    await page.getByTestId('edit-merchant').click()
    const form = page.getByTestId('merchant-details-form')
    await form.getByRole('textbox', { name: 'Phone number', exact: true }).fill('080123')
    await form.getByTestId('save-merchant').click()
    await expect(form.getByText('Enter a Nigerian number: +234 and 10 digits').first()).toBeVisible()
    await form.getByRole('textbox', { name: 'Phone number', exact: true }).fill(phone.slice(4))
    await form.getByTestId('save-merchant').click()
    await expect(page.getByText("The merchant's details were saved.")).toBeVisible()
    await expect(page.getByTestId('merchant-contact')).toContainText(phone)
    expect((await api(request, admin, 'GET', `/mer/api/v1/Merchant/${merchant.id}`)).body.data.phoneNumber1).toBe(phone)

    // History: the change field by field, in the dictionary's words.
    await page.getByTestId('merchant-sections').getByRole('link', { name: 'History' }).click()
    await expect(page).toHaveURL(/[?&]section=history/)
    const latest = page.getByTestId('history-entry').first()
    await expect(latest).toContainText('Changed')
    await expect(latest.locator('[data-field="phoneNumber1"]')).toContainText('Phone number')
    await expect(latest.locator('[data-field="phoneNumber1"]')).toContainText(phone)
    expect(await seriousViolations(page)).toEqual([])

    // Documents: a wrong type is refused before sending; a PNG replaces the document of its type.
    await page.getByTestId('merchant-sections').getByRole('link', { name: 'Documents' }).click()
    const upload = page.getByTestId('document-form')
    const fileInput = upload.getByLabel('File')
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') })
    await expect(upload.getByText('notes.txt is not one of PDF, PNG, JPEG')).toBeVisible()
    const typeSelect = upload.getByLabel('Document type')
    const firstType = await typeSelect.locator('option').nth(1).getAttribute('value')
    await typeSelect.selectOption(firstType!)
    await fileInput.setInputFiles({ name: 'cac-2026-renewal.png', mimeType: 'image/png', buffer: PNG })
    await upload.getByTestId('upload-document').click()
    await expect(page.getByText('cac-2026-renewal.png was saved.')).toBeVisible()
    await expect(page.getByTestId('merchant-document-list')).toContainText('cac-2026-renewal.png')
    // View: the stored file comes back from the platform and shows as an image.
    await page.getByRole('button', { name: 'View cac-2026-renewal.png' }).click()
    const preview = page.getByTestId('document-preview')
    await expect(preview.getByRole('img', { name: /^Preview of .*cac-2026-renewal\.png$/ })).toBeVisible()
    expect(await preview.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
    await expect(preview.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'cac-2026-renewal.png')
  })

  // Under the seeded maker-checker the same kind of edit is only sent for approval.
  await page.getByTestId('merchant-sections').getByRole('link', { name: 'Details' }).click()
  await page.getByTestId('edit-merchant').click()
  await page.getByTestId('merchant-details-form').getByLabel('City').fill('Ikeja GRA')
  await page.getByTestId('save-merchant').click()
  const editing = page.getByTestId('sent-for-approval')
  await expect(editing).toBeVisible()
  expect((await api(request, admin, 'GET', `/mer/api/v1/Merchant/${merchant.id}`)).body.data.address.city).not.toBe('Ikeja GRA')
  // One pending request per merchant: the checker turns this one down before the next.
  const edited = requestIdOf(await editing.textContent())
  expect((await api(request, await apiToken(request, 'checker'), 'PUT', `/apms/api/v1/Approval/Reject?id=${edited}`, { reason: 'Made by the e2e test' })).status).toBe(200)
  await page.reload()

  // Disable: the reason is required.
  await page
    .getByTestId('merchant-header')
    .getByRole('button', { name: `Disable: ${merchant.businessName}` })
    .click()
  const dialog = page.getByTestId('enable-disable-dialog')
  await dialog.getByRole('button', { name: 'Disable' }).click()
  await expect(dialog.getByText('Give the reason')).toBeVisible()
  await dialog.getByLabel('Reason').fill('Settlement account under review')
  await dialog.getByRole('button', { name: 'Disable' }).click()
  const disabling = page.getByTestId('sent-for-approval')
  await expect(disabling).toBeVisible()
  expect((await api(request, admin, 'GET', `/mer/api/v1/Merchant/${merchant.id}`)).body.data.enabled).toBe(true)
  await approveAsChecker(request, requestIdOf(await disabling.textContent()))
  await page.reload()
  await expect(page.getByTestId('merchant-enabled')).toHaveText('Disabled')
  expect((await api(request, admin, 'GET', `/mer/api/v1/Merchant/${merchant.id}`)).body.data.enabled).toBe(false)
  await page.getByTestId('merchant-sections').getByRole('link', { name: 'History' }).click()
  await expect(page.getByTestId('history-entry').first()).toContainText('Settlement account under review')
})

test('delete explains first and keeps the platform refusal in the dialog for a merchant with agents', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const withAgents = (await merchants(request, admin, 'Status=Active&PageSize=50')).find((m) => m.agentCount > 0)!
  await signIn(page, 'admin')
  await page.goto(`/onboarding/manage-merchant?businessName=${encodeURIComponent(withAgents.businessName)}`)
  const row = page.locator(`tr[data-merchant-id="${withAgents.id}"]`)
  await row.getByRole('button', { name: `Delete: ${withAgents.businessName}` }).click()
  const dialog = page.getByTestId('confirm-dialog')
  await expect(dialog.getByTestId('delete-explanation')).toContainText('A merchant with agents, transactions or cases on record cannot be deleted')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog).toContainText(`Merchant ${withAgents.businessName} has`)
  await expect(dialog).toContainText('cannot be deleted; disable it instead')
  expect((await api(request, admin, 'GET', `/mer/api/v1/Merchant/${withAgents.id}`)).status).toBe(200)
})

test('an auditor reads a merchant without edit, delete or disable, and the platform refuses the auditor edit', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const auditor = await apiToken(request, 'auditor')
  const [merchant] = await merchants(request, admin, 'Status=Active&PageSize=1')
  await signIn(page, 'auditor')
  await page.goto(`/onboarding/${merchant!.id}`)
  await expect(page.getByTestId('merchant-name')).toHaveText(merchant!.businessName)
  await expect(page.getByTestId('merchant-business')).toBeVisible()
  await expect(page.getByTestId('edit-merchant')).toHaveCount(0)
  await expect(page.getByTestId('merchant-header').getByRole('button')).toHaveCount(0)
  await page.getByTestId('merchant-sections').getByRole('link', { name: 'Documents' }).click()
  await expect(page.getByTestId('merchant-documents')).toBeVisible()
  await expect(page.getByTestId('document-form')).toHaveCount(0)
  await page.getByTestId('merchant-sections').getByRole('link', { name: 'Configuration' }).click()
  await expect(page.getByTestId('merchant-configuration')).toBeVisible()
  await expect(page.getByTestId('configuration-form')).toHaveCount(0)
  await page.goto('/onboarding/manage-merchant')
  await expect(page.getByTestId('merchants').locator('tr[data-merchant-id]').first()).toBeVisible()
  await expect(page.getByRole('search').getByRole('link', { name: 'Create Merchant' })).toHaveCount(0)
  await expect(page.getByTestId('merchants').getByRole('button', { name: /^(Delete|Disable|Enable):/ })).toHaveCount(0)

  const current = (await api(request, admin, 'GET', `/mer/api/v1/Merchant/${merchant!.id}`)).body.data
  const body = {
    businessName: current.businessName,
    businessType: current.businessType,
    industryId: current.industry.id,
    rcNumber: current.rcNumber,
    tin: current.tin,
    emailAddress1: current.emailAddress1,
    emailAddress2: current.emailAddress2,
    phoneNumber1: '+2348099990000',
    phoneNumber2: current.phoneNumber2,
    address: { street: current.address.street, city: current.address.city, stateId: current.address.stateId, countryId: current.address.countryId, lga: current.address.lga },
  }
  const refused = await api(request, auditor, 'PUT', `/mer/api/v1/Merchant?id=${merchant!.id}`, body)
  expect(refused.status).toBe(403)
  expect((await api(request, admin, 'GET', `/mer/api/v1/Merchant/${merchant!.id}`)).body.data.phoneNumber1).toBe(current.phoneNumber1)
})
