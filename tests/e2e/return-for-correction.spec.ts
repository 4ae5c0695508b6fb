// Return for correction (issue 35): a checker returns an onboarding to its maker with a note and the
// field to correct; the maker hears of it at once (the event stream, no reload), opens the form it
// came from filled, corrects only that, resubmits; the checker approves the same request, which
// keeps one history. A return made offline is kept and sent when the network returns.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { nubanCheckDigit } from '../../src/lib/nuban'
import { startNetworkSwitch, type NetworkSwitch } from './support/network-switch'
import { seriousViolations } from './support/accessibility'
import { api, apiToken } from './support/platform-api'
import { untilServiceWorkerControls } from './support/service-worker'
import { signIn } from './support/sign-in'
import { digits, samplePdf, samplePng, unique } from './support/test-data'

// Two users, a return, a correction through the form and an approval: longer than the default 30 s.
test.describe.configure({ timeout: 180_000 })

async function firstOf<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  return ((await api(request, token, 'GET', url)).body.data as T[])[0] as T
}

/** An onboarding of its own, sent by the maker through the platform: Pending, with its required documents. */
async function sendOnboarding(request: APIRequestContext): Promise<{ id: number; businessName: string; firstDocument: string }> {
  const maker = await apiToken(request, 'maker')
  const n = unique(7)
  const nigeria = ((await api(request, maker, 'GET', '/admin/api/v1/Country')).body.data as { id: number; isoCode: string }[]).find((c) => c.isoCode === 'NG')!
  const lagos = ((await api(request, maker, 'GET', `/admin/api/v1/Country/state/${nigeria.id}`)).body.data as { id: number; name: string }[]).find((s) => s.name === 'Lagos')!
  const types = ((await api(request, maker, 'GET', '/mer/api/v1/Enum/getDocumentTypes')).body.data as { id: number; name: string; required: boolean }[]).filter((t) => t.required)
  const serial = `3${digits(8)}`
  const businessName = `Returned Stores ${n}`
  const answer = await api(request, maker, 'POST', '/mer/api/v1/Merchant/create', {
    businessName,
    businessType: 'SoleProprietorship',
    industryId: (await firstOf<{ id: number }>(request, maker, '/mer/api/v1/Enum/getIndustries')).id,
    rcNumber: `BN${digits(7)}`,
    tin: null,
    emailAddress1: `returned.${n}@example.ng`,
    emailAddress2: null,
    phoneNumber1: `+23481${digits(8)}`,
    phoneNumber2: null,
    address: { street: '3 Adeola Odeku Street', city: 'Victoria Island', stateId: lagos.id, countryId: nigeria.id, lga: 'Eti-Osa' },
    superAgentId: (await firstOf<{ id: number }>(request, maker, '/sup/api/v1/SuperAgent/all')).id,
    personnel: { username: `returned.${n}`, firstName: 'Ngozi', lastName: 'Eze', email: `owner.returned.${n}@example.ng`, phoneNumber: `+23481${digits(8)}`, bvn: `22${digits(9)}` },
    settlement: { accountNumber: serial + nubanCheckDigit('058', serial), bankCode: '058', accountName: businessName.toUpperCase() },
    configuration: {
      productGroupId: (await firstOf<{ id: number }>(request, maker, '/pms/api/v1/ProductGroup/GetWithPaging?Status=Active')).id,
      feeSchemeId: (await firstOf<{ id: number }>(request, maker, '/mer/api/v1/MerchantFeeScheme/GetWithPaging?Status=Active')).id,
      commissionGroupId: (await firstOf<{ id: number }>(request, maker, '/mer/api/v1/MerchantCommissionGroup/GetWithPaging?Status=Active')).id,
      dailyTransactionLimit: 500_000_000,
      singleTransactionLimit: 20_000_000,
    },
    documents: types.map((t, i) =>
      i === 0
        ? { documentTypeId: t.id, fileName: 'another-business-cac.pdf', contentType: 'application/pdf', contentBase64: samplePdf.toString('base64') }
        : { documentTypeId: t.id, fileName: `document-${i}.png`, contentType: 'image/png', contentBase64: samplePng.toString('base64') },
    ),
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(202)
  return { id: answer.body.data.approvalRequestId as number, businessName, firstDocument: types[0]!.name }
}

async function detailOf(request: APIRequestContext, id: number) {
  const token = await apiToken(request, 'admin')
  return (await api(request, token, 'GET', `/apms/api/v1/Approval/${id}`)).body.data as {
    status: string
    history: { event: string; by: { username: string }; note: string | null; fields: string[] }[]
    entityId: number | null
  }
}

async function userPage(browser: Browser, username: 'maker' | 'checker', origin?: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage()
  await signIn(page, username, origin ? { origin } : {})
  return page
}

async function returnInDrawer(page: Page, note: string) {
  const drawer = page.getByTestId('approval-request')
  await drawer.getByTestId('return-request').click()
  const dialog = page.getByTestId('return-dialog')
  await dialog.getByLabel('Documents').check()
  await dialog.getByRole('textbox', { name: /What should the maker correct/ }).fill(note)
  await dialog.getByRole('button', { name: 'Return to maker' }).click()
}

test('a checker returns an onboarding for a wrong document; the maker corrects only that and resubmits; the same request is approved with one history', async ({ browser, request }) => {
  const { id, businessName, firstDocument } = await sendOnboarding(request)
  const note = `The ${firstDocument} uploaded is another business's; upload this merchant's`

  // The maker is at work elsewhere in the app when the checker decides.
  const maker = await userPage(browser, 'maker')
  await maker.goto('/approval-management?madeBy=me')
  await expect(maker.getByTestId('approval-requests')).toBeVisible()

  const checker = await userPage(browser, 'checker')
  await checker.goto(`/approval-management?status=Pending&request=${id}`)
  const drawer = checker.getByTestId('approval-request')
  await expect(drawer.getByText(`Request #${id}`).first()).toBeVisible()
  await drawer.getByTestId('return-request').click()
  const dialog = checker.getByTestId('return-dialog')
  // The note is required, checked as it is typed.
  const noteBox = dialog.getByRole('textbox', { name: /What should the maker correct/ })
  await noteBox.fill('ab')
  await expect(dialog.getByText('The note needs at least 3 characters')).toBeVisible()
  await noteBox.fill(note)
  await expect(dialog.getByText('The note needs at least 3 characters')).toBeHidden()
  await dialog.getByLabel('Documents').check()
  expect(await seriousViolations(checker)).toEqual([])
  await dialog.getByRole('button', { name: 'Return to maker' }).click()
  await expect(checker.getByTestId('decision-result')).toContainText('returned to its maker for correction')
  await expect(drawer.getByTestId('approval-status')).toHaveText('Returned for correction')
  await expect(drawer.getByTestId('approval-history-entry')).toHaveCount(2)
  expect(await seriousViolations(checker)).toEqual([])

  // The maker hears of it at once, without a reload, with a link to correct it.
  const banner = maker.getByTestId('maker-outcome')
  await expect(banner).toHaveAttribute('data-status', 'Returned', { timeout: 20_000 })
  await expect(banner).toContainText(note)
  await banner.getByTestId('maker-outcome-correct').click()
  await expect(maker).toHaveURL(new RegExp(`/onboarding/create-merchant\\?.*returned=${id}`))
  await expect(maker.getByTestId('returned-note')).toHaveText(note)
  await expect(maker.getByTestId('returned-fields')).toContainText('Documents')
  const stepper = maker.getByTestId('onboarding-stepper')
  await expect(stepper.locator('[data-to-correct="true"]')).toHaveCount(1)
  await expect(stepper.locator('[data-to-correct="true"]')).toContainText('Documents')
  // Filled with what was sent.
  await expect(maker.getByRole('textbox', { name: /Business name/ })).toHaveValue(businessName)
  expect(await seriousViolations(maker)).toEqual([])

  // Only the named document is replaced.
  await stepper.getByRole('button', { name: /Documents/ }).click()
  await expect(maker.getByText('another-business-cac.pdf').first()).toBeVisible()
  await maker.locator('input[type="file"]').and(maker.getByLabel(firstDocument)).setInputFiles({ name: 'this-business-cac.png', mimeType: 'image/png', buffer: samplePng })
  await expect(maker.getByText('this-business-cac.png').first()).toBeVisible()
  expect(await seriousViolations(maker)).toEqual([])
  await stepper.getByRole('button', { name: /Review/ }).click()
  await maker.getByTestId('submit-onboarding').click()
  await expect(maker.getByTestId('resubmitted')).toBeVisible()
  expect((await detailOf(request, id)).status).toBe('Pending')

  // The checker approves the same request.
  await checker.reload()
  await expect(drawer.getByTestId('approval-status')).toHaveText('Pending')
  await drawer.getByRole('button', { name: 'Approve' }).click()
  await checker.getByTestId('approve-dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(checker.getByTestId('decision-result')).toContainText('approved')
  await expect(drawer.getByTestId('approval-history-entry')).toHaveCount(4)
  await expect(drawer.getByTestId('approval-history')).toContainText(note)

  const decided = await detailOf(request, id)
  expect(decided.history.map((entry) => [entry.event, entry.by.username])).toEqual([
    ['Sent', 'maker'],
    ['Returned', 'checker'],
    ['Resubmitted', 'maker'],
    ['Approved', 'checker'],
  ])
  expect(decided.history[1]).toMatchObject({ note, fields: ['documents'] })
  // The merchant was made with the corrected document, the others as first sent.
  const admin = await apiToken(request, 'admin')
  const documents = (await api(request, admin, 'GET', `/mer/api/v1/Merchant/documents/${decided.entityId}`)).body.data as { fileName: string }[]
  const names = documents.map((d) => d.fileName)
  expect(names).toContain('this-business-cac.png')
  expect(names).not.toContain('another-business-cac.pdf')
  // The maker hears of the approval too.
  await expect(maker.getByTestId('maker-outcome')).toHaveAttribute('data-status', 'Approved', { timeout: 20_000 })
})

test('a return made while the checker is offline is kept and sent when the network returns', async ({ browser, request }) => {
  const { id } = await sendOnboarding(request)
  const net: NetworkSwitch = await startNetworkSwitch(Number(process.env.E2E_PORT ?? 4173))
  try {
    const page = await userPage(browser, 'checker', net.origin)
    await untilServiceWorkerControls(page)
    await page.goto(`${net.origin}/approval-management?status=Pending&request=${id}`)
    await expect(page.getByTestId('approval-request').getByText(`Request #${id}`).first()).toBeVisible()
    await expect(page.getByTestId('data-comparison')).toBeVisible()
    net.down()
    await page.context().setOffline(true)
    await returnInDrawer(page, 'Upload the CAC certificate of this business')
    await expect(page.getByTestId('decision-result')).toContainText('saved on this device')
    await expect(page.getByTestId('approval-request').getByTestId('queued-decision')).toHaveText('Queued: return')
    expect((await detailOf(request, id)).status).toBe('Pending')

    net.up()
    await page.context().setOffline(false)
    await expect.poll(async () => (await detailOf(request, id)).status, { timeout: 30_000 }).toBe('Returned')
    const returned = await detailOf(request, id)
    expect(returned.history.filter((entry) => entry.event === 'Returned')).toHaveLength(1)
    expect(returned.history[1]).toMatchObject({ note: 'Upload the CAC certificate of this business', fields: ['documents'], by: { username: 'checker' } })
  } finally {
    await net.close()
  }
})

/** A fee scheme creation of its own, sent by the maker (Fee Scheme / Create waits for a checker): its request. */
async function sendFeeScheme(request: APIRequestContext, name: string): Promise<number> {
  const maker = await apiToken(request, 'maker')
  const products = await api(request, maker, 'GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100')
  const productId = (products.body.data as { id: number }[])[0]!.id
  const made = await api(request, maker, 'POST', '/mer/api/v1/MerchantFeeScheme/Create', { name, rules: [{ productId, type: 'Flat', amount: 12_500 }] })
  expect(made.status, JSON.stringify(made.body)).toBe(202)
  return made.body.data.approvalRequestId as number
}

test('a returned fee scheme reopens as its form, filled and marked; resubmitted and approved; and two requests returned at once from the bulk bar', async ({ browser, request }) => {
  const stamp = unique(6)
  const id = await sendFeeScheme(request, `Tarif ${stamp}`)
  const note = 'Name the scheme after the outlets it is for'
  // The maker is at work in the app when the checker returns it (the banner tells of what is decided while they are signed in).
  const maker = await userPage(browser, 'maker')
  await maker.goto('/approval-management?madeBy=me')
  await expect(maker.getByTestId('approval-requests')).toBeVisible()
  const checkerToken = await apiToken(request, 'checker')
  const returned = await api(request, checkerToken, 'PUT', `/apms/api/v1/Approval/Return?id=${id}`, { note, fields: ['name'] })
  expect(returned.status, JSON.stringify(returned.body)).toBe(200)

  // The maker opens it from the banner: the form it came from, with what was sent and the note.
  const banner = maker.getByTestId('maker-outcome')
  await expect(banner).toHaveAttribute('data-status', 'Returned', { timeout: 20_000 })
  await banner.getByTestId('maker-outcome-correct').click()
  await expect(maker).toHaveURL(new RegExp(`/fee/create\\?.*returned=${id}`))
  await expect(maker.getByTestId('returned-note')).toHaveText(note)
  const form = maker.getByTestId('fee-scheme-form')
  const name = form.getByRole('textbox', { name: /^Name/ })
  await expect(name).toHaveValue(`Tarif ${stamp}`)
  await expect(form.locator('[data-to-correct="true"]')).toHaveCount(1)
  await expect(form.locator('[data-to-correct="true"]')).toContainText('Name')
  expect(await seriousViolations(maker)).toEqual([])

  await name.fill(`Rural outlets ${stamp}`)
  await form.getByTestId('save-fee-scheme').click()
  await expect(maker.getByTestId('resubmitted')).toContainText(`Request #${id} was resubmitted`)
  const resubmitted = await detailOf(request, id)
  expect(resubmitted.status).toBe('Pending')
  expect(resubmitted.history.map((entry) => entry.event)).toEqual(['Sent', 'Returned', 'Resubmitted'])

  // The checker approves the same request: the scheme is made with the corrected name.
  const approved = await api(request, checkerToken, 'PUT', `/apms/api/v1/Approval/Approve?id=${id}`)
  expect(approved.status, JSON.stringify(approved.body)).toBe(200)
  const scheme = await api(request, checkerToken, 'GET', `/mer/api/v1/MerchantFeeScheme/${(await detailOf(request, id)).entityId}`)
  expect(scheme.body.data.name).toBe(`Rural outlets ${stamp}`)

  // Two requests ticked in the list and returned at once, with one note.
  const first = await sendFeeScheme(request, `Bulk return ${stamp} 1`)
  const second = await sendFeeScheme(request, `Bulk return ${stamp} 2`)
  const checker = await userPage(browser, 'checker')
  await checker.goto('/approval-management?status=Pending&pageSize=100')
  const list = checker.getByTestId('approval-requests')
  for (const ticked of [first, second]) await list.getByRole('checkbox', { name: `Select request #${ticked}` }).check()
  await checker.getByRole('button', { name: 'Return selected for correction' }).click()
  const dialog = checker.getByTestId('return-dialog')
  await expect(dialog).toContainText('Return 2 requests for correction')
  // The same note as the drawer's: required, checked as it is typed.
  const noteBox = dialog.getByRole('textbox', { name: /What should the maker correct/ })
  await noteBox.fill('ab')
  await expect(dialog.getByText('The note needs at least 3 characters')).toBeVisible()
  await noteBox.fill('Give each tariff its product')
  expect(await seriousViolations(checker)).toEqual([])
  await dialog.getByRole('button', { name: 'Return to maker' }).click()
  await expect(checker.getByTestId('bulk-summary')).toHaveText('2 applied, 0 waiting for the network, 0 refused')
  for (const done of [first, second]) {
    const detail = await detailOf(request, done)
    expect(detail.status).toBe('Returned')
    expect(detail.history.at(-1)).toMatchObject({ event: 'Returned', note: 'Give each tariff its product', by: { username: 'checker' } })
  }
})
