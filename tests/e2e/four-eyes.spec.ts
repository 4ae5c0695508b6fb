// The checker's side of maker-checker, tried as a new user would: each kind of request a maker sends
// (an onboarding with documents, an agent, a user, a fee band, a role) reviewed in words in en, fr
// and ar, on a tablet and a phone, with the platform's risk hints, the documents opened from the
// request, and the created record linked once approved.
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test'

import { nubanCheckDigit } from '../../src/lib/nuban'
import { startNetworkSwitch } from './support/network-switch'
import { seriousViolations } from './support/accessibility'
import { applied, openRequest } from './support/approvals'
import { api, apiToken } from './support/platform-api'
import { untilServiceWorkerControls } from './support/service-worker'
import { signIn } from './support/sign-in'
import { digits, samplePdf, samplePng, unique } from './support/test-data'

const viewports = { tablet: { width: 1024, height: 768 }, phone: { width: 390, height: 844 } } as const

type Sent = { id: number; operation: string }

async function send(request: APIRequestContext, username: string, method: 'POST' | 'PUT', url: string, body: unknown): Promise<number> {
  const answer = await api(request, await apiToken(request, username), method, url, body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(202)
  return answer.body.data.approvalRequestId as number
}

async function firstOf<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const answer = await api(request, token, 'GET', url)
  return (answer.body.data as T[])[0] as T
}

/** One request of each kind, made through the platform by the maker (and the administrator for users and roles). */
async function requestsOfEachKind(request: APIRequestContext): Promise<Record<'onboarding' | 'agent' | 'user' | 'fee' | 'role', Sent>> {
  const maker = await apiToken(request, 'maker')
  const admin = await apiToken(request, 'admin')
  const n = unique(7)
  const nigeria = ((await api(request, maker, 'GET', '/admin/api/v1/Country')).body.data as { id: number; isoCode: string }[]).find((c) => c.isoCode === 'NG')!
  const states = (await api(request, maker, 'GET', `/admin/api/v1/Country/state/${nigeria.id}`)).body.data as { id: number; name: string }[]
  const lagos = states.find((s) => s.name === 'Lagos')!
  const kano = states.find((s) => s.name === 'Kano')!
  const types = (await api(request, maker, 'GET', '/mer/api/v1/Enum/getDocumentTypes')).body.data as { id: number; required: boolean }[]
  const serial = `3${digits(8)}`
  const onboarding = await send(request, 'maker', 'POST', '/mer/api/v1/Merchant/create', {
    businessName: `Four Eyes Stores ${n}`,
    businessType: 'SoleProprietorship',
    industryId: (await firstOf<{ id: number }>(request, maker, '/mer/api/v1/Enum/getIndustries')).id,
    rcNumber: `BN${digits(7)}`,
    tin: null,
    emailAddress1: `four.eyes.${n}@example.ng`,
    emailAddress2: null,
    phoneNumber1: `+23481${digits(8)}`,
    phoneNumber2: null,
    address: { street: '12 Allen Avenue', city: 'Ikeja', stateId: lagos.id, countryId: nigeria.id, lga: 'Ikeja' },
    superAgentId: (await firstOf<{ id: number }>(request, maker, '/sup/api/v1/SuperAgent/all')).id,
    personnel: { username: `four.eyes.${n}`, firstName: 'Kemi', lastName: 'Adebayo', email: `owner.four.eyes.${n}@example.ng`, phoneNumber: `+23481${digits(8)}`, bvn: `22${digits(9)}` },
    settlement: { accountNumber: serial + nubanCheckDigit('058', serial), bankCode: '058', accountName: `FOUR EYES STORES ${n}`.toUpperCase() },
    configuration: {
      productGroupId: (await firstOf<{ id: number }>(request, maker, '/pms/api/v1/ProductGroup/GetWithPaging?Status=Active')).id,
      feeSchemeId: (await firstOf<{ id: number }>(request, maker, '/mer/api/v1/MerchantFeeScheme/GetWithPaging?Status=Active')).id,
      commissionGroupId: (await firstOf<{ id: number }>(request, maker, '/mer/api/v1/MerchantCommissionGroup/GetWithPaging?Status=Active')).id,
      dailyTransactionLimit: 500_000_000,
      singleTransactionLimit: 20_000_000,
    },
    documents: types
      .filter((t) => t.required)
      .map((t, i) =>
        i === 0
          ? { documentTypeId: t.id, fileName: 'cac-certificate.pdf', contentType: 'application/pdf', contentBase64: samplePdf.toString('base64') }
          : { documentTypeId: t.id, fileName: 'id-card.png', contentType: 'image/png', contentBase64: samplePng.toString('base64') },
      ),
  })
  const merchants = (await api(request, maker, 'GET', '/mer/api/v1/Merchant?Status=Active&PageNumber=1&PageSize=50')).body.data as { id: number; enabled: boolean }[]
  // An outlet in Ikeja recorded in Kano, at the CBN's daily cash-out maximum.
  const agent = await send(request, 'maker', 'POST', '/mer/api/v1/Agent/create', {
    merchantId: merchants.filter((m) => m.enabled)[5]!.id,
    firstName: 'Tobi',
    lastName: 'Alade',
    businessName: `Tobi Cash Point ${n}`,
    agentType: 'Individual',
    phoneNumber: `+23490${digits(8)}`,
    email: null,
    // NIBSS (the sandbox's directory, server/src/seed/demo-onboardings.ts FOUR_EYES_BVN) holds this BVN for Tobiloba Alade.
    bvn: '22390000017',
    nin: `70${digits(9)}`,
    tin: null,
    address: { street: '14 Obafemi Awolowo Way', city: 'Ikeja', stateId: kano.id, lga: 'Ikeja' },
    location: { latitude: 6.6018, longitude: 3.3515 },
    terminalSerialNumber: `TPS900-${digits(8)}`,
    terminalMaker: 'Topwise',
    dailyCashOutLimit: 120_000_000,
  })
  const roles = (await api(request, admin, 'GET', '/ums/api/v1/Roles/getAll?ClientType=Admin')).body.data as { id: number; name: string }[]
  const user = await send(request, 'admin', 'POST', '/ums/api/v1/User/create', {
    username: `kemi.${n}`,
    firstName: 'Kemi',
    lastName: 'Bankole',
    email: `kemi.${n}@sandbox-bank.ng`,
    phoneNumber: `+23480${digits(8)}`,
    roleIds: [roles.find((r) => r.name === 'Operations Officer')!.id],
    multiFactorEnabled: false,
  })
  // A fee band raised by ₦10 on a scheme of its own (created and approved first).
  const products = (await api(request, maker, 'GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100')).body.data as { id: number; code: string }[]
  const transfer = products.find((p) => p.code === 'FUNDS_TRANSFER')!.id
  const bands = [
    { from: 1, upTo: 500_000, amount: 1_000 },
    { from: 500_001, upTo: 5_000_000, amount: 2_500 },
    { from: 5_000_001, upTo: null, amount: 5_000 },
  ]
  const schemeName = `Four eyes tariff ${n}`
  const made = await applied(request, maker, 'POST', '/mer/api/v1/MerchantFeeScheme/Create', {
    name: schemeName,
    description: 'Made by the four-eyes journey',
    rules: [{ productId: transfer, type: 'Banded', bands }],
  })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  const fee = await send(request, 'maker', 'PUT', '/mer/api/v1/MerchantFeeScheme/Update', {
    id: made.entityId,
    name: schemeName,
    description: 'Made by the four-eyes journey',
    status: 'Active',
    rules: [{ productId: transfer, type: 'Banded', bands: bands.map((b, k) => (k === 0 ? { ...b, amount: b.amount + 1_000 } : b)) }],
  })
  // A role of its own, then a change that grants what the checker's Supervisor role does not hold.
  const catalogue = (await api(request, admin, 'GET', '/ums/api/v1/Roles/getPermissions')).body.data as { permissionId: number; groupName: string; shortName: string }[]
  const permissionOf = (group: string, action: string) => catalogue.find((p) => p.groupName === group && p.shortName === action)!.permissionId
  const roleName = `Four Eyes Desk ${n}`
  const desk = await applied(request, admin, 'POST', '/ums/api/v1/Roles/create', {
    name: roleName,
    description: 'Reads the audit trail',
    clientType: 'Admin',
    permissionIds: [permissionOf('Audit', 'View Audit')],
  })
  expect(desk.status, JSON.stringify(desk.body)).toBe(200)
  const role = await send(request, 'admin', 'PUT', `/ums/api/v1/Roles/UpdateRole/${desk.entityId}`, {
    name: roleName,
    description: 'Reads the audit trail and drafts fee schemes',
    status: 'Active',
    permissionIds: [permissionOf('Audit', 'View Audit'), permissionOf('Fee Scheme', 'Create')],
  })
  return {
    onboarding: { id: onboarding, operation: 'createMerchant' },
    agent: { id: agent, operation: 'createAgent' },
    user: { id: user, operation: 'createUser' },
    fee: { id: fee, operation: 'updateFeeScheme' },
    role: { id: role, operation: 'updateRole' },
  }
}

/** What the checker reads holds no operation id, no field path and no "#id" in place of a name. */
async function expectInWords(drawer: Locator, operation: string) {
  const text = (await drawer.innerText()).replace(/\S+@\S+/g, '')
  expect(text).not.toContain(operation)
  expect(text).not.toMatch(/\b[a-z]+(?:\.\d+)?\.[a-z]+[A-Z]\w*/)
  expect(text).not.toMatch(/›\s*#\d/)
  expect(text).not.toMatch(/\b(?:stateId|roleIds|merchantId|productId|superAgentId|permissionIds)\b/)
}

test.describe.configure({ timeout: 300_000 })

// One test per language: together they take minutes on a loaded machine, more than one test's time.
for (const locale of ['en', 'fr', 'ar'] as const) {
  test(`each kind of request reads in words, with its hints, on a tablet and a phone, axe clean (${locale})`, async ({ page, request }) => {
    const sent = await requestsOfEachKind(request)
    await signIn(page, 'checker', { locale })
    for (const [name, size] of Object.entries(viewports)) {
      await page.setViewportSize(size)
      for (const [kind, { id, operation }] of Object.entries(sent)) {
        const drawer = await openRequest(page, id)
        await expectInWords(drawer, operation)
        if (kind === 'agent') {
          await expect(drawer.locator('[data-hint="LocationOutsideState"]')).toBeVisible()
          await expect(drawer.locator('[data-hint="CashOutLimitAtMaximum"]')).toBeVisible()
          await expect(drawer.locator('[data-hint="LgaNotInState"]')).toBeVisible()
          const bvn = drawer.locator('[data-hint="BvnDetailsDiffer"]')
          await expect(bvn).toHaveAttribute('data-severity', 'danger')
          if (locale === 'en') await expect(bvn).toContainText('the details entered for Tobi Alade do not match the holder of BVN 223*****017: the name.')
        } else if (kind === 'role') {
          await expect(drawer.locator('[data-hint="PermissionsNotHeldByReader"]')).toBeVisible()
        } else if (kind === 'onboarding') {
          await expect(drawer.getByTestId('approval-documents').locator('tr[data-document-type]')).toHaveCount(2)
          await expect(drawer.locator('[data-hint="AccountNotFound"]')).toBeVisible()
        } else if (kind === 'fee') {
          await expect(drawer.locator('td[data-changed="true"]').first()).toBeVisible()
          await expect(drawer.getByTestId('approval-impact')).toBeVisible()
        } else {
          // A maker's role (Operations Officer) holds creations the checker's Supervisor role does not.
          await expect(drawer.locator('[data-hint="PermissionsNotHeldByReader"]')).toBeVisible()
          await expect(drawer.locator('[data-hint="EmailUsedElsewhere"]')).toHaveCount(0)
        }
        if (locale === 'en') {
          const words = {
            onboarding: 'Onboard merchant Four Eyes Stores',
            agent: 'Add agent Tobi Alade',
            user: 'Create user kemi.',
            fee: 'Change fee scheme Four eyes tariff',
            role: 'Change role Four Eyes Desk',
          }[kind]!
          await expect(drawer.getByRole('heading', { level: 2 }).filter({ hasText: words })).toBeVisible()
        }
        if (locale !== 'fr' && (name === 'tablet' || kind === 'agent')) {
          const violations = await seriousViolations(page)
          expect(violations, `${locale} ${name} ${kind}`).toEqual([])
        }
        // Nothing sticks out sideways on a phone.
        if (name === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width + 1)
      }
    }
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
  })
}

test('the checker opens the documents from the request, approves the agent and reaches what was created', async ({ page, request, browser }) => {
  const sent = await requestsOfEachKind(request)
  // The maker is signed in on their own device while the checker decides.
  const makerContext = await browser.newContext()
  const maker = await makerContext.newPage()
  await signIn(maker, 'maker')
  await expect(maker.getByTestId('maker-outcome')).toHaveCount(0)
  await signIn(page, 'checker')
  const onboarding = await openRequest(page, sent.onboarding.id)
  const documents = onboarding.getByTestId('approval-documents')
  await documents.getByRole('button', { name: 'View id-card.png' }).click()
  const preview = onboarding.getByTestId('document-preview')
  await expect(preview.getByRole('img', { name: /^Preview of .*id-card\.png$/ })).toBeVisible()
  await expect(preview.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'id-card.png')
  await preview.getByRole('button', { name: 'Close preview' }).click()
  await documents.getByRole('button', { name: 'View cac-certificate.pdf' }).click()
  await expect(onboarding.getByTestId('document-preview').locator('iframe[title$="cac-certificate.pdf"][title^="Preview of "]')).toBeVisible()

  // Customer support reads merchants but not approval requests: the platform refuses them the file.
  const support = await apiToken(request, 'support')
  expect((await api(request, support, 'GET', `/apms/api/v1/Approval/${sent.onboarding.id}/documents/0`)).status).toBe(403)

  const agent = await openRequest(page, sent.agent.id)
  await agent.getByRole('button', { name: 'Approve' }).click()
  await page.getByTestId('approve-dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(agent.getByTestId('approval-status')).toHaveText('Approved')
  const link = agent.getByTestId('request-entity-link')
  await expect(link).toContainText('created by this request')
  const answer = await api(request, await apiToken(request, 'checker'), 'GET', `/apms/api/v1/Approval/${sent.agent.id}`)
  const agentId = answer.body.data.entityId as number
  expect(agentId).toBeGreaterThan(0)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/agent-management/${agentId}$`))
  await expect(page.getByText(/Tobi Cash Point/).first()).toBeVisible()

  // The maker follows their request: in the banner once it is decided, and on their requests view.
  await maker.reload()
  const banner = maker.getByTestId('maker-outcome')
  // Other journeys decide the maker's requests too: the newest decision is announced, whichever it is.
  await expect(banner).toContainText(/Your request #\d+ was (approved|rejected)/)
  await maker.goto('/approval-management?madeBy=me&status=Approved')
  const row = maker.locator(`tr[data-request-id="${sent.agent.id}"]`)
  await expect(row.getByTestId('request-entity-link')).toHaveText('Open the Agent')
  await banner.getByRole('button', { name: 'Dismiss' }).click()
  await expect(banner).toHaveCount(0)
  await makerContext.close()
})

test('a wrong NUBAN is refused by the platform with the reason on the field', async ({ request }) => {
  const maker = await apiToken(request, 'maker')
  const refused = await api(request, maker, 'GET', '/mer/api/v1/Bank/NameEnquiry?BankCode=011&AccountNumber=0123456789')
  expect(refused.status).toBe(400)
  expect(refused.body.fieldErrors).toEqual([expect.objectContaining({ field: 'AccountNumber' })])
})

test('offline: a request never opened here says so at once; a document seen before opens from the device', async ({ page, context, request }) => {
  const sent = await requestsOfEachKind(request)
  const net = await startNetworkSwitch(Number(process.env.E2E_PORT ?? 4173))
  try {
    await signIn(page, 'checker', { origin: net.origin })
    await untilServiceWorkerControls(page)
    await page.goto(`${net.origin}/approval-management?request=${sent.onboarding.id}`)
    const drawer = page.getByTestId('approval-request')
    await expect(drawer.getByTestId('data-comparison')).toBeVisible()
    await drawer.getByRole('button', { name: 'View id-card.png' }).click()
    await expect(drawer.getByTestId('document-preview').getByRole('img')).toBeVisible()

    net.down()
    await context.setOffline(true)
    // Never opened on this device: said at once, not "Loading…" for good.
    await page.goto(`${net.origin}/approval-management?request=${sent.role.id}`)
    await expect(page.getByTestId('approval-request').getByTestId('load-error')).toContainText('You are offline and this has not been opened on this device before')
    // Seen before: the request and its document, from the device.
    await page.goto(`${net.origin}/approval-management?request=${sent.onboarding.id}`)
    await expect(drawer.getByTestId('data-comparison')).toBeVisible()
    await drawer.getByRole('button', { name: 'View id-card.png' }).click()
    const preview = drawer.getByTestId('document-preview')
    await expect(preview.getByRole('img', { name: /^Preview of .*id-card\.png$/ })).toBeVisible()
    await expect(preview.getByTestId('saved-on-device')).toBeVisible()
    // A document never opened here says so.
    await preview.getByRole('button', { name: 'Close preview' }).click()
    await drawer.getByRole('button', { name: 'View cac-certificate.pdf' }).click()
    await expect(drawer.getByTestId('document-preview').getByTestId('load-error')).toContainText('has not been opened on this device before')
  } finally {
    net.up()
    await context.setOffline(false)
    await net.close()
  }
})
