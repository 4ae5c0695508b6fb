import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { startNetworkSwitch } from './support/network-switch'
import { seriousViolations } from './support/accessibility'
import { approveIfSent } from './support/approvals'
import { api, apiToken } from './support/platform-api'
import { untilServiceWorkerControls } from './support/service-worker'
import { signIn } from './support/sign-in'
import { unique } from './support/test-data'

// Fee schemes through the real sandbox platform: the rule editor, its calculator, the checker's
// view of a band change and what the platform refuses.

// The journeys sign in two users and go through maker-checker: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 })

const cbnBands = [
  { from: 1, upTo: 500_000, amount: 1_000 },
  { from: 500_001, upTo: 5_000_000, amount: 2_500 },
  { from: 5_000_001, upTo: null, amount: 5_000 },
]

async function productId(request: APIRequestContext, token: string, code: string): Promise<number> {
  const products = await api(request, token, 'GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100')
  const product = (products.body.data as { id: number; code: string }[]).find((p) => p.code === code)
  if (!product) throw new Error(`no product ${code}`)
  return product.id
}

/** A scheme of its own for a test: created by the maker, approved by the checker (Fee schemes › Create needs a Supervisor). */
async function createScheme(request: APIRequestContext, name: string) {
  const maker = await apiToken(request, 'maker')
  const transfer = await productId(request, maker, 'FUNDS_TRANSFER')
  const made = await api(request, maker, 'POST', '/mer/api/v1/MerchantFeeScheme/Create', {
    name,
    description: 'Made by the e2e test',
    rules: [{ productId: transfer, type: 'Banded', bands: cbnBands }],
  })
  if (made.status === 202) {
    const checker = await apiToken(request, 'checker')
    const approved = await api(request, checker, 'PUT', `/apms/api/v1/Approval/Approve?id=${made.body.data.approvalRequestId}`)
    expect(approved.status).toBe(200)
  } else expect(made.status).toBe(200)
  const admin = await apiToken(request, 'admin')
  const found = await api(request, admin, 'GET', `/mer/api/v1/MerchantFeeScheme/GetWithPaging?Name=${encodeURIComponent(name)}`)
  return { ...(found.body.data[0] as { id: number; name: string }), transfer }
}

test('the list keeps its filters in the URL, counts the merchants on each scheme and exports the filtered set', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/fee')
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Fee' })).toBeVisible()
  const rows = page.getByTestId('fee-schemes').locator('tr[data-fee-scheme-id]')
  await expect(rows.first()).toBeVisible()
  const standard = rows.filter({ hasText: 'Standard retail' })
  await expect(standard).toHaveCount(1)
  // Merchants configured with the seeded default tariff.
  await expect(standard.locator('td').nth(2)).not.toHaveText('0')

  await page.getByLabel('Status').selectOption('Inactive')
  await expect(page).toHaveURL(/[?&]status=Inactive/)
  await expect(rows.filter({ hasText: 'Legacy 2024 tariff' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Standard retail' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByLabel('Status')).toHaveValue('Inactive')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  const lines = csv.trimEnd().split('\r\n')
  expect(lines[0]).toBe('\uFEFFName,Fees,Merchants,Status,Created by,Last changed')
  expect(lines.every((line, i) => i === 0 || line.includes('Inactive'))).toBe(true)
  expect(csv).toContain('Funds transfer: ₦10.75 to ₦5,000.00')
  expect(await seriousViolations(page)).toEqual([])
})

test('a maker changes a band, the checker sees its before and after with the cost and approves, the calculator charges the new fee', async ({ page, browser, request }) => {
  const scheme = await createScheme(request, `Lagos transfers ${unique()}`)
  await signIn(page, 'maker')
  await page.goto(`/fee/${scheme.id}`)
  const form = page.getByTestId('fee-scheme-form')
  const rule = form.locator(`[data-testid="fee-rule"][data-product-id="${scheme.transfer}"]`)
  await expect(rule.getByTestId('fee-band')).toHaveCount(3)
  // The calculator at ₦20,000: ₦25 today.
  await form.getByTestId('calculator-amount').getByRole('textbox').fill('20000')
  const calculatorRow = form.getByTestId('calculator-row').filter({ hasText: 'Funds transfer' })
  await expect(calculatorRow.getByTestId('calculator-fee')).toHaveText('₦25.00')

  // The middle band's fee goes to ₦30: the rule's own line and the calculator compare with today.
  await rule.getByTestId('fee-band').nth(1).getByRole('textbox', { name: 'Fee', exact: true }).fill('30')
  await expect(rule.getByTestId('rule-sample-fee')).toContainText('For ₦20,000.00: ₦30.00 (now ₦25.00)')
  await expect(calculatorRow.getByTestId('calculator-before')).toHaveText('₦25.00')
  await expect(calculatorRow.getByTestId('calculator-fee')).toHaveText('₦30.00')
  await form.getByTestId('save-fee-scheme').click()
  const sent = page.getByTestId('sent-for-approval')
  await expect(sent).toContainText('Sent for approval')
  const link = sent.getByRole('link')
  const requestId = Number(/request=(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1])
  expect(requestId).toBeGreaterThan(0)
  // Nothing changed until a checker approves.
  const admin = await apiToken(request, 'admin')
  const unchanged = await api(request, admin, 'GET', `/mer/api/v1/MerchantFeeScheme/${scheme.id}`)
  expect(unchanged.body.data.rules[0].bands[1].amount).toBe(2_500)

  const checkerContext = await browser.newContext()
  const checker = await checkerContext.newPage()
  await signIn(checker, 'checker')
  await checker.goto(`/approval-management?status=Pending&request=${requestId}`)
  const drawer = checker.getByTestId('approval-request')
  await expect(drawer.getByText(`Request #${requestId}`).first()).toBeVisible()
  // The bands as a table under Fees › Funds transfer: Band 2's fee ₦25.00 → ₦30.00, the rest unchanged.
  const bandFee = drawer.locator('td[data-field="rules.0.bands.1.amount"]')
  await expect(bandFee).toHaveAttribute('data-changed', 'true')
  await expect(drawer.locator('tr[data-item="rules.0.bands.1"]')).toContainText('Band 2')
  await expect(bandFee).toContainText('₦25.00')
  await expect(bandFee).toContainText('₦30.00')
  await expect(drawer.locator('td[data-field="rules.0.bands.0.amount"]')).not.toHaveAttribute('data-changed', 'true')
  await expect(drawer.locator('[data-section="rules.0"]')).toContainText('Funds transfer')
  await expect(drawer).not.toContainText('rules.0')
  // Its cost to the network: no merchant is on this new scheme yet, and the panel says so.
  await expect(drawer.getByTestId('approval-impact')).toContainText('No merchant uses this fee scheme')
  expect(await seriousViolations(checker)).toEqual([])
  await drawer.getByRole('button', { name: 'Approve' }).click()
  await checker.getByTestId('approve-dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(drawer.getByTestId('decision-result')).toContainText(`Request #${requestId} approved`)
  await checkerContext.close()

  await page.goto(`/fee/${scheme.id}`)
  await form.getByTestId('calculator-amount').getByRole('textbox').fill('20000')
  await expect(calculatorRow.getByTestId('calculator-fee')).toHaveText('₦30.00')
  await expect(calculatorRow.getByTestId('calculator-before')).toHaveText('₦30.00')
  const applied = await api(request, admin, 'GET', `/mer/api/v1/MerchantFeeScheme/${scheme.id}`)
  expect(applied.body.data.rules[0].bands[1].amount).toBe(3_000)
})

test('the checker reads what a change to a scheme in use would have cost its merchants over 30 days', async ({ page, request }) => {
  const checker = await apiToken(request, 'checker')
  const pending = await api(request, checker, 'GET', '/apms/api/v1/Approval?Status=Pending&PageSize=100')
  const feeUpdates = (pending.body.data as { id: number; summary: string }[]).filter((row) => row.summary.startsWith('Update fee scheme'))
  // The demo activity leaves fee changes pending on schemes merchants use; other specs may have approved some.
  const candidates = await Promise.all(feeUpdates.map(async (row) => (await api(request, checker, 'GET', `/apms/api/v1/Approval/${row.id}`)).body.data))
  const inUse = candidates.find((detail) => detail.impact && detail.impact.merchantCount > 0 && detail.impact.transactionCount > 0)
  if (!inUse) throw new Error('no pending fee change on a scheme in use')
  const impact = inUse.impact
  await signIn(page, 'checker')
  await page.goto(`/approval-management?status=Pending&request=${inUse.id}`)
  const panel = page.getByTestId('approval-impact')
  await expect(panel).toContainText(`${impact.merchantCount.toLocaleString('en-NG')} merchants use this fee scheme`)
  const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  await expect(panel.getByTestId('impact-fee-before')).toContainText(naira(impact.feeBefore))
  await expect(panel.getByTestId('impact-fee-after')).toContainText(naira(impact.feeAfter))
  const changed = panel.locator('tr[data-changed="true"]')
  expect(await changed.count()).toBeGreaterThan(0)
  expect(await seriousViolations(page)).toEqual([])
})

test('wrong bands and absurd amounts are refused on their fields by the form and by the platform; nothing is stored', async ({ page, request }) => {
  const name = `Gapped ${unique()}`
  await signIn(page, 'maker')
  await page.goto('/fee/create')
  const form = page.getByTestId('fee-scheme-form')
  await form.getByLabel('Name').fill(name)
  const rule = form.getByTestId('fee-rule').first()
  await rule.getByLabel('Product').selectOption({ label: 'Funds transfer' })
  await rule.getByLabel('Kind of fee').selectOption({ label: 'Bands of amount' })
  const bands = rule.getByTestId('fee-band')
  await bands.first().getByRole('textbox', { name: 'Fee', exact: true }).fill('10')
  await rule.getByTestId('add-fee-band').click()
  // The first band needs an upper bound now; typing it starts the next band 1 kobo above.
  await bands.first().getByLabel('Up to').fill('5000')
  await expect(bands.nth(1).getByLabel('From')).toHaveValue('5,000.01')
  // Grouped once the user leaves the field; pasted grouping is read as typed.
  await bands.first().getByLabel('Up to').blur()
  await expect(bands.first().getByLabel('Up to')).toHaveValue('5,000')
  await bands.first().getByLabel('Up to').fill('1,200,000')
  await expect(bands.nth(1).getByLabel('From')).toHaveValue('1,200,000.01')
  await bands.first().getByLabel('Up to').fill('5000')
  await expect(bands.nth(1).getByLabel('From')).toHaveValue('5,000.01')
  await bands.nth(1).getByRole('textbox', { name: 'Fee', exact: true }).fill('25')
  // A gap typed by hand is named on the band's start.
  await bands.nth(1).getByLabel('From').fill('6000')
  await expect(bands.nth(1)).toContainText('Leaves a gap: amounts from ₦5,000.01 to ₦5,999.99 would have no fee. Start at ₦5,000.01.')
  await bands.nth(1).getByLabel('From').fill('4000')
  await expect(bands.nth(1)).toContainText('Overlaps the band before, which ends at ₦5,000.00. Start at ₦5,000.01.')
  await form.getByTestId('save-fee-scheme').click()
  await expect(bands.nth(1).getByLabel('From')).toHaveAttribute('aria-invalid', 'true')
  // An absurd fee on another product.
  await form.getByTestId('add-fee-rule').click()
  const bill = form.getByTestId('fee-rule').nth(1)
  await bill.getByLabel('Product').selectOption({ label: 'Electricity bill' })
  await bill.getByRole('textbox', { name: 'Fee' }).fill('250000')
  await expect(bill).toContainText('At most ₦100,000.00')
  await expect(page.getByTestId('sent-for-approval')).toHaveCount(0)

  // The platform refuses the same, on the same fields.
  const maker = await apiToken(request, 'maker')
  const transfer = await productId(request, maker, 'FUNDS_TRANSFER')
  const gapped = await api(request, maker, 'POST', '/mer/api/v1/MerchantFeeScheme/Create', {
    name,
    rules: [{ productId: transfer, type: 'Banded', bands: [cbnBands[0], { ...cbnBands[1], from: 600_000 }, cbnBands[2]] }],
  })
  expect(gapped.status).toBe(400)
  expect(gapped.body.fieldErrors).toContainEqual({ field: 'rules.0.bands.1.from', code: 'INVALID', message: expect.stringContaining('leaves a gap') })
  const absurd = await api(request, maker, 'POST', '/mer/api/v1/MerchantFeeScheme/Create', { name, rules: [{ productId: transfer, type: 'Flat', amount: 25_000_000 }] })
  expect(absurd.status).toBe(400)
  expect(absurd.body.fieldErrors.map((e: { field: string }) => e.field)).toContain('rules.0.amount')
  const negative = await api(request, maker, 'POST', '/mer/api/v1/MerchantFeeScheme/Create', { name, rules: [{ productId: transfer, type: 'Flat', amount: -100 }] })
  expect(negative.status).toBe(400)
  const stored = await api(request, maker, 'GET', `/mer/api/v1/MerchantFeeScheme/GetWithPaging?Name=${encodeURIComponent(name)}`)
  expect(stored.body.data).toEqual([])
  const requests = await api(request, await apiToken(request, 'checker'), 'GET', '/apms/api/v1/Approval?Status=Pending&PageSize=100')
  expect((requests.body.data as { summary: string }[]).filter((row) => row.summary.includes(name))).toEqual([])
})

test('delete is refused with the reason while merchants use a scheme, and removes an unused one', async ({ page, request }) => {
  const scheme = await createScheme(request, `Unused tariff ${unique()}`)
  await signIn(page, 'admin')
  await page.goto('/fee?name=Standard%20retail')
  const rows = page.getByTestId('fee-schemes').locator('tr[data-fee-scheme-id]')
  await expect(rows).toHaveCount(1)
  await rows.first().getByRole('button', { name: 'Delete: Standard retail' }).click()
  const dialog = page.getByTestId('confirm-dialog')
  await expect(dialog).toContainText('merchants are configured with this scheme')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog).toContainText(/Fee scheme Standard retail is configured for \d+ merchants; move them to another fee scheme before deleting it/)
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await page.goto(`/fee?name=${encodeURIComponent(scheme.name)}`)
  await expect(rows).toHaveCount(1)
  await rows
    .first()
    .getByRole('button', { name: `Delete: ${scheme.name}` })
    .click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await approveIfSent(page, request, page.getByText(`The fee scheme ${scheme.name} was deleted.`))
  await expect(rows).toHaveCount(0)
})

test('an auditor reads a scheme without a way to change it, and the platform refuses the auditor anyway', async ({ page, request }) => {
  await signIn(page, 'auditor')
  await page.goto('/fee')
  const rows = page.getByTestId('fee-schemes').locator('tr[data-fee-scheme-id]')
  await expect(rows.first()).toBeVisible()
  await expect(page.getByRole('search').getByRole('link', { name: 'Create Fee' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Delete:/ })).toHaveCount(0)
  await rows.filter({ hasText: 'Standard retail' }).getByRole('link', { name: 'View: Standard retail' }).click()
  const form = page.getByTestId('fee-scheme-form')
  await expect(form.getByLabel('Name')).toBeDisabled()
  await expect(form.getByTestId('save-fee-scheme')).toHaveCount(0)
  await expect(form.getByTestId('calculator-row').first()).toBeVisible()
  await page.goto('/fee/create')
  await expect(page.getByTestId('access-denied')).toBeVisible()

  const auditor = await apiToken(request, 'auditor')
  const refused = await api(request, auditor, 'PUT', '/mer/api/v1/MerchantFeeScheme/Delete/1')
  expect(refused.status).toBe(403)
  expect(refused.body.errors[0]).toMatch(/Fee Scheme \/ Delete/)
})

test('offline, the schemes seen online stay readable with their age, and the form says saving waits for the network', async ({ page, context }) => {
  const net = await startNetworkSwitch(Number(process.env.E2E_PORT ?? 4173))
  try {
    await signIn(page, 'admin', { origin: net.origin })
    await untilServiceWorkerControls(page)
    await page.goto(`${net.origin}/fee`)
    const rows = page.getByTestId('fee-schemes').locator('tr[data-fee-scheme-id]')
    await expect(rows.first()).toBeVisible()
    const seen = await rows.count()

    net.down()
    await context.setOffline(true)
    await page.reload()
    await expect(rows).toHaveCount(seen)
    await expect(page.getByTestId('stale-notice')).toContainText('Offline: showing what was loaded on')

    await page.getByRole('search').getByRole('link', { name: 'Create Fee' }).click()
    await expect(page.getByTestId('fee-scheme-form')).toContainText('saving waits for the network')
  } finally {
    net.up()
    await context.setOffline(false)
    await net.close()
  }
})
