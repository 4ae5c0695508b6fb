import { expect, test, type Page } from '@playwright/test'

import { nubanCheckDigit } from '../../src/lib/nuban'
import { startNetworkSwitch } from './support/network-switch'
import { choose, picker, pickerOptions } from './support/picker'
import { seriousViolations } from './support/accessibility'
import { approveAsChecker, requestIdOf } from './support/approvals'
import { api, apiToken, platformHeaders, platformLogin } from './support/platform-api'
import { untilServiceWorkerControls } from './support/service-worker'
import { signIn } from './support/sign-in'
import { digits, samplePdf, samplePng, unique } from './support/test-data'

// Merchant onboarding through the real sandbox platform: the maker's steps, a reload halfway, the
// checker's approval, and the personnel's first sign-in.

const next = (page: Page) => page.getByTestId('onboarding-next').click()
const stepTitle = (page: Page) => page.getByTestId('onboarding-step-title')

test('a maker onboards a merchant with two documents, survives a reload, a checker approves, the personnel signs in', async ({ page, request }) => {
  test.setTimeout(120_000)
  const admin = await apiToken(request, 'admin')
  const seeded = await api(request, admin, 'GET', '/mer/api/v1/Merchant?PageNumber=1&PageSize=1')
  const takenName = (seeded.body.data as { businessName: string }[])[0]?.businessName ?? ''
  const id = unique()
  const merchant = { name: `Ngozi Ventures ${id}`, email: `ngozi.${id}@example.ng`, phone: `90${digits(8)}`, username: `ngozi.${id}` }

  await signIn(page, 'maker')
  await page.goto('/onboarding/create-merchant')
  const form = page.getByTestId('onboarding-form')
  await expect(stepTitle(page)).toHaveText('Pre-check')

  // Pre-check as the user types: a taken business name is an error on its field.
  await form.getByLabel('Business name').fill(takenName)
  await expect(form.getByText(`A merchant named ${takenName} already exists`)).toBeVisible()
  await form.getByLabel('Business name').fill(merchant.name)
  await form.getByLabel('Business e-mail').fill(merchant.email)
  await form.getByLabel('Business phone').fill(merchant.phone)
  await form.getByLabel('Personnel username').fill(merchant.username)
  await expect(form.getByText(/Free to use/)).toHaveCount(4)
  expect(await seriousViolations(page)).toEqual([])
  await next(page)

  // Business: nothing moves on until the step is complete.
  await expect(stepTitle(page)).toHaveText('Business')
  await next(page)
  await expect(form.getByText('Choose the type of business')).toBeVisible()
  await form.getByLabel('Type of business').selectOption({ label: 'Sole proprietorship' })
  await form.getByLabel('Industry').selectOption({ index: 1 })
  const networks = (await api(request, admin, 'GET', '/sup/api/v1/SuperAgent/all')).body.data as { name: string; status: string }[]
  await choose(form, 'Super agent', networks.find((network) => network.status === 'Active')?.name ?? '')
  await form.getByLabel('CAC registration number').fill('BN7712345')
  await form.getByLabel('Country').selectOption({ label: 'Nigeria' })
  await form.getByLabel('State').selectOption({ label: 'Lagos' })
  await form.getByLabel('Local government area').fill('Surulere')
  await form.getByLabel('City or town').fill('Surulere')
  await form.getByLabel('Street address').fill('14 Ojuelegba Road')
  await next(page)

  // Personnel: a wrong BVN is refused on its field.
  await expect(stepTitle(page)).toHaveText('Personnel')
  await form.getByLabel('First name').fill('Ngozi')
  await form.getByLabel('Last name').fill('Okafor')
  await form.getByLabel('Personnel e-mail').fill(`owner.${id}@example.ng`)
  await form.getByLabel('Personnel phone').fill(`81${digits(8)}`)
  await form.getByLabel('Personnel BVN').fill('2215487')
  await next(page)
  await expect(form.getByText('A BVN is 11 digits')).toBeVisible()
  await expect(stepTitle(page)).toHaveText('Personnel')
  await form.getByLabel('Personnel BVN').fill(`22${digits(9)}`)
  await next(page)

  await expect(stepTitle(page)).toHaveText('Settlement')
  await form.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' })
  // A mistyped account number fails the NUBAN check digit (GTBank 058: 0123456789 is not well formed).
  await form.getByLabel('Account number (NUBAN)').fill('0123456789')
  await form.getByLabel('Account name').fill('NGOZI VENTURES')
  await next(page)
  await expect(form.getByText('This is not a valid account number at the chosen bank')).toBeVisible()
  await expect(stepTitle(page)).toHaveText('Settlement')
  const serial = `1${digits(8)}`
  await form.getByLabel('Account number (NUBAN)').fill(serial + nubanCheckDigit('058', serial))
  await expect(form.getByText('This is not a valid account number at the chosen bank')).toHaveCount(0)
  await next(page)

  // Documents: a file of the wrong type or too large never leaves the device.
  await expect(stepTitle(page)).toHaveText('Documents')
  const cac = form.getByLabel('CAC certificate')
  await cac.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a certificate') })
  await expect(form.getByText('notes.txt is not one of PDF, PNG, JPEG')).toBeVisible()
  await cac.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) })
  await expect(form.getByText('scan.pdf is larger than 5 MB')).toBeVisible()
  await next(page)
  await expect(form.getByText('This document is required').first()).toBeVisible()
  await cac.setInputFiles({ name: 'cac-certificate.pdf', mimeType: 'application/pdf', buffer: samplePdf })
  await form.getByLabel('Valid ID').setInputFiles({ name: 'nin-slip.png', mimeType: 'image/png', buffer: samplePng })
  await expect(form.getByRole('img', { name: 'Preview of nin-slip.png' })).toBeVisible()

  // Halfway: a reload brings the whole onboarding back from the device, files included.
  await page.waitForTimeout(800)
  await page.reload()
  await expect(page.getByTestId('draft-restored')).toBeVisible()
  await expect(stepTitle(page)).toHaveText('Documents')
  await expect(form.getByText('Chosen: cac-certificate.pdf')).toBeVisible()
  await expect(form.getByText('Chosen: nin-slip.png')).toBeVisible()
  await next(page)

  // Configuration: the fee and the split of the sample withdrawals, in naira.
  await expect(stepTitle(page)).toHaveText('Configuration')
  const groups = await api(request, admin, 'GET', '/pms/api/v1/ProductGroup/GetWithPaging?Status=Active&PageNumber=0&PageSize=100')
  const withdrawing = (groups.body.data as { name: string; products: { code: string }[] }[]).find((group) => group.products.some((product) => product.code === 'CASH_WITHDRAWAL_CARD'))
  await choose(form, 'Product group', withdrawing?.name ?? '')
  // A scheme that charges card withdrawals (other specs add schemes for other products).
  const schemes = await api(request, admin, 'GET', '/mer/api/v1/MerchantFeeScheme/GetWithPaging?Status=Active&PageNumber=0&PageSize=100')
  const charging = (schemes.body.data as { name: string; rules: { product: { code: string } }[] }[]).find((scheme) => scheme.rules.some((rule) => rule.product.code === 'CASH_WITHDRAWAL_CARD'))
  await choose(form, 'Fee scheme', charging?.name ?? '')
  const sharing = await api(request, admin, 'GET', '/mer/api/v1/MerchantCommissionGroup/GetWithPaging?Status=Active&PageNumber=1&PageSize=1')
  await choose(form, 'Commission group', (sharing.body.data as { name: string }[])[0]?.name ?? '')
  await expect(page.getByTestId('configuration-preview').getByText('₦5,000.00').first()).toBeVisible()
  await form.getByLabel('Daily transaction limit').fill('5000000')
  await form.getByLabel('Single transaction limit').fill('6000000')
  await next(page)
  await expect(form.getByText('The single-transaction limit cannot be above the daily limit')).toBeVisible()
  await form.getByLabel('Single transaction limit').fill('200000')
  await next(page)

  // Review, then submit: the seeded configuration sends Create Merchant for approval.
  await expect(stepTitle(page)).toHaveText('Review')
  await expect(page.getByTestId('review-business')).toContainText(merchant.name)
  await expect(page.getByTestId('review-documents')).toContainText('cac-certificate.pdf')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByTestId('submit-onboarding').click()
  const sent = page.getByTestId('sent-for-approval')
  await expect(sent).toBeVisible({ timeout: 15_000 })
  const requestId = Number(/#(\d+)/.exec((await sent.textContent()) ?? '')?.[1])
  expect(requestId).toBeGreaterThan(0)
  await expect(sent.getByRole('link', { name: 'View the request' })).toHaveAttribute('href', new RegExp(`request=${requestId}`))

  // Submitted: the draft is gone, a reload starts a clean onboarding.
  await page.reload()
  await expect(page.getByTestId('draft-restored')).toHaveCount(0)
  await expect(form.getByLabel('Business name')).toHaveValue('')

  // The checker approves; the merchant, its two documents and its personnel's login exist.
  const checker = await apiToken(request, 'checker')
  const approved = await api(request, checker, 'PUT', `/apms/api/v1/Approval/Approve?id=${requestId}`)
  expect(approved.status, JSON.stringify(approved.body)).toBe(200)
  const found = await api(request, admin, 'GET', `/mer/api/v1/Merchant?BusinessName=${encodeURIComponent(merchant.name)}`)
  expect(found.body.data).toHaveLength(1)
  const created = found.body.data[0] as { id: number; username: string; status: string }
  expect(created).toMatchObject({ username: merchant.username, status: 'Active' })
  const documents = await api(request, admin, 'GET', `/mer/api/v1/Merchant/documents/${created.id}`)
  expect((documents.body.data as { fileName: string }[]).map((document) => document.fileName).sort()).toEqual(['cac-certificate.pdf', 'nin-slip.png'])

  const outbox = await api(request, admin, 'GET', `/admin/api/v1/Notification/outbox?Username=${merchant.username}&PageSize=1`)
  const token = /token=([A-Za-z0-9_-]+)/.exec((outbox.body.data as { body: string }[])[0]?.body ?? '')?.[1]
  expect(token).toBeTruthy()
  const password = 'Ngozi#Ventures2026'
  const chosen = await request.post('/ums/api/v1/Authentication/changepassword-with-token', { headers: platformHeaders, data: { token, newPassword: password, confirmPassword: password } })
  expect(chosen.status()).toBe(200)
  expect((await platformLogin(request, merchant.username, { password })).status).toBe(200)

  // The new merchant takes its first agent from its own page, and the agent is disabled with a reason.
  await signIn(page, 'admin')
  await page.goto(`/onboarding/${created.id}?section=agents`)
  await page.getByTestId('add-agent').click()
  const agentForm = page.getByTestId('agent-form')
  await expect(picker(agentForm, 'Merchant')).toHaveValue(merchant.name)
  await agentForm.getByLabel('Agent type').selectOption('Individual')
  await agentForm.getByLabel('First name').fill('Chidi')
  await agentForm.getByLabel('Last name').fill('Okafor')
  await agentForm.getByLabel('Outlet name').fill(`Chidi Cash Point ${id}`)
  await agentForm.getByLabel('Phone number').fill(`91${digits(8)}`)
  await agentForm.getByRole('textbox', { name: 'BVN', exact: true }).fill(`22${digits(9)}`)
  await agentForm.getByRole('textbox', { name: 'NIN', exact: true }).fill(digits(11))
  await agentForm.getByLabel('Street').fill('3 Ojuelegba Road')
  await agentForm.getByLabel('City').fill('Surulere')
  await agentForm.getByLabel('Local government area').fill('Surulere')
  await agentForm.getByRole('combobox', { name: 'State', exact: true }).selectOption({ label: 'Lagos' })
  await agentForm.getByLabel('Latitude').fill('6.50874')
  await agentForm.getByLabel('Longitude').fill('3.36532')
  await agentForm.getByLabel('Daily cash-out limit').fill('500000')
  await agentForm.getByTestId('save-agent').click()
  const agentSent = agentForm.getByTestId('sent-for-approval')
  await expect(agentSent).toBeVisible()
  const agentRequest = requestIdOf(await agentSent.textContent())
  await approveAsChecker(request, agentRequest)
  const agentId = (await api(request, admin, 'GET', `/apms/api/v1/Approval/${agentRequest}`)).body.data.entityId as number
  const agentCode = (await api(request, admin, 'GET', `/mer/api/v1/Agent/${agentId}`)).body.data.code as string
  expect(agentCode).toMatch(/^AGT-[0-9]{6}$/)

  await page.goto(`/agent-management?merchantId=${created.id}`)
  const agentRow = page.getByTestId('agents').locator('tr[data-agent-id]').filter({ hasText: agentCode })
  await agentRow.getByRole('button', { name: 'Disable' }).click()
  const dialog = page.getByTestId('enable-disable-agent-dialog')
  await dialog.getByLabel('Reason').fill('Outlet not yet inspected by the field officer')
  await dialog.getByRole('button', { name: 'Disable' }).click()
  const disabling = page.getByTestId('sent-for-approval')
  await expect(disabling).toBeVisible()
  await approveAsChecker(request, requestIdOf(await disabling.textContent()))
  const agents = await api(request, admin, 'GET', `/mer/api/v1/Agent?MerchantId=${created.id}`)
  expect(agents.body.data).toEqual([expect.objectContaining({ code: agentCode, enabled: false })])
})

test('a user without Create Merchant is not offered onboarding and the platform refuses it', async ({ page, request }) => {
  await signIn(page, 'auditor')
  await expect(page.getByTestId('sidebar').getByText('Create Merchant', { exact: true })).toHaveCount(0)
  await page.goto('/onboarding/create-merchant')
  await expect(page.getByTestId('onboarding-form')).toHaveCount(0)
  await expect(page.getByText(/not allowed|permission/i).first()).toBeVisible()
  const auditor = await apiToken(request, 'auditor')
  const refused = await api(request, auditor, 'POST', '/mer/api/v1/Merchant/create', { businessName: 'Not Allowed Stores' })
  expect(refused.status).toBe(403)
})

test('offline, onboarding opens from the device with its choices, keeps what is typed and says submitting waits for the network', async ({ page, context }) => {
  const net = await startNetworkSwitch(Number(process.env.E2E_PORT ?? 4173))
  try {
    await signIn(page, 'maker', { origin: net.origin })
    await untilServiceWorkerControls(page)
    // Seen once online: the configuration's choices and the reference data.
    await page.goto(`${net.origin}/onboarding/create-merchant?step=configuration`)
    const form = page.getByTestId('onboarding-form')
    await picker(form, 'Fee scheme').click()
    const options = pickerOptions(page)
    await expect(options.first()).toBeVisible()
    const schemes = await options.allTextContents()
    await picker(form, 'Fee scheme').press('Escape')
    await page.goto(`${net.origin}/onboarding/create-merchant?step=business`)
    await picker(form, 'Super agent').click()
    await expect(options.first()).toBeVisible()
    const networks = await options.allTextContents()

    net.down()
    await context.setOffline(true)
    await page.goto(`${net.origin}/onboarding/create-merchant`)
    await expect(form).toContainText('submitting waits for the network')
    await expect(form).toContainText('the check runs when the network is back')
    await form.getByLabel('Business name').fill('Offline Provisions Aba')
    // The draft is written a moment after the last key.
    await page.waitForTimeout(800)
    await page.goto(`${net.origin}/onboarding/create-merchant?step=configuration`)
    // The pickers offer what this device has seen, and say so.
    await picker(form, 'Fee scheme').click()
    await expect(page.getByText('Offline: records seen on this device.')).toBeVisible()
    expect((await options.allTextContents()).sort()).toEqual([...schemes].sort())
    await picker(form, 'Fee scheme').press('Escape')
    await page.goto(`${net.origin}/onboarding/create-merchant?step=business`)
    await picker(form, 'Super agent').click()
    await expect(options).toHaveCount(networks.length)
    await picker(form, 'Super agent').press('Escape')
    await page.goto(`${net.origin}/onboarding/create-merchant`)
    await expect(form.getByLabel('Business name')).toHaveValue('Offline Provisions Aba')
  } finally {
    net.up()
    await context.setOffline(false)
    await net.close()
  }
})
