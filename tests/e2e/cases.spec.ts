// Cases: support raises a dispute from a transaction reference, comments and assigns it; the
// assignee resolves it as reversed; every step is in the audit trail; a second open case on the
// same transaction is refused with the reason. FAQs and contacts from the bank's content file.
import { expect, test } from '@playwright/test'

import { seriousViolations } from './support/accessibility'
import { api, apiToken, referenceWithoutCase } from './support/platform-api'
import { signIn } from './support/sign-in'

test('support raises a case from a transaction, comments and assigns it; the assignee resolves it as reversed; each step is audited', async ({ page, browser, request }) => {
  const admin = await apiToken(request, 'admin')
  const reference = await referenceWithoutCase(page.request, admin)

  await signIn(page, 'support')
  // The transaction report's drawer links here with the reference.
  await page.goto(`/Case-Management?raise=${reference}`)
  const form = page.getByTestId('raise-case-form')
  await expect(form.locator('input[name="transactionReference"]')).toHaveValue(reference)
  await form.locator('select[name="category"]').selectOption('NoCashDispensed')
  await form.locator('input[name="title"]').fill('Debited, no cash dispensed')
  await form.locator('textarea[name="description"]').fill('The customer was debited but the terminal printed a declined slip.')
  await form.locator('input[name="customerName"]').fill('Ngozi Eze')
  await form.locator('input[name="customerPhone"]').fill('08031234567')
  await page.getByTestId('raise-case').getByRole('button', { name: 'Raise the case' }).click()
  const raised = page.getByText(/raised; give the customer this tracking number/)
  await expect(raised).toBeVisible()
  const caseNumber = (await raised.locator('bdi').textContent()) ?? ''
  expect(caseNumber).toMatch(/^CASE-\d{4}-\d{6}$/)

  const found = await api(request, admin, 'GET', `/cms/api/v1/Case?TransactionReference=${reference}`)
  const id = found.body.data[0].id as number
  expect(found.body.data[0].caseNumber).toBe(caseNumber)
  // The list shows the case just raised, though support's own queue (open cases assigned to them) would hide it.
  await expect(page.locator(`[data-case-id="${id}"]`).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'All cases' })).toHaveAttribute('aria-pressed', 'true')
  await raised.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/Case-Management/view-case\\?id=${id}`))
  await expect(page.getByTestId('case-transaction')).toContainText(reference)
  await expect(page.getByTestId('case-page')).toContainText('left')

  await page.locator('textarea[name="comment"]').fill('Called the customer; asked the issuer for the switch log.')
  await page.getByRole('button', { name: 'Add comment' }).click()
  await expect(page.getByTestId('case-comment')).toContainText('asked the issuer for the switch log')

  const assign = page.getByTestId('case-assign')
  const adminOption = assign.locator('select[name="assignee"] option', { hasText: '(admin)' })
  await assign.locator('select[name="assignee"]').selectOption((await adminOption.getAttribute('value')) ?? '')
  await assign.getByRole('button', { name: 'Assign' }).click()
  await expect(page.getByTestId('case-page')).toHaveAttribute('data-status', 'InProgress')
  const assigned = await api(request, admin, 'GET', `/cms/api/v1/Case/${id}`)
  expect(assigned.body.data.assignee.username).toBe('admin')
  await expect(page.getByTestId('case-history').locator('[data-action="Assigned"]')).toContainText('admin')
  // The history in words: statuses by their labels, not the platform's values.
  await expect(page.getByTestId('case-history').locator('[data-action="StatusChanged"]')).toContainText('Open → In progress')
  await expect(page.getByTestId('case-history')).not.toContainText('InProgress')

  // A second open case on the same transaction is refused, naming the first.
  await page.goto(`/Case-Management?raise=${reference}`)
  await form.locator('input[name="title"]').fill('Same complaint again')
  await form.locator('textarea[name="description"]').fill('The customer called a second time about it.')
  await form.locator('input[name="customerName"]').fill('Ngozi Eze')
  await form.locator('input[name="customerPhone"]').fill('08031234567')
  await page.getByTestId('raise-case').getByRole('button', { name: 'Raise the case' }).click()
  await expect(page.getByTestId('raise-case').getByRole('alert')).toContainText(`${caseNumber} is already open`)
  expect(await seriousViolations(page)).toEqual([])

  // The assignee resolves it as reversed.
  const context = await browser.newContext()
  const assignee = await context.newPage()
  await signIn(assignee, 'admin')
  await assignee.goto(`/Case-Management/view-case?id=${id}`)
  const resolve = assignee.getByTestId('case-resolve')
  await resolve.locator('select[name="outcome"]').selectOption('ReversalCompleted')
  await resolve.locator('textarea[name="resolution"]').fill('The issuer reversed the debit; the customer confirmed.')
  await resolve.getByRole('button', { name: 'Resolve the case' }).click()
  await expect(assignee.getByTestId('case-page')).toHaveAttribute('data-status', 'Resolved')
  await expect(assignee.getByTestId('case-resolution')).toContainText('Reversed')
  await expect(assignee.getByTestId('case-history').locator('[data-action="Resolved"]')).toContainText('In progress → Reversed')
  await expect(assignee.getByTestId('case-history')).not.toContainText('ReversalCompleted')
  await context.close()

  const audit = await api(request, admin, 'GET', `/aud/api/v1/AuditTrail?EntityType=Case&EntityId=${id}&SortOrder=asc`)
  expect((audit.body.data as { eventType: string }[]).map((r) => r.eventType)).toEqual(['Create', 'Update', 'Update', 'StatusChange'])
})

test('a case on a cash deposit is offered only the reasons that fit it; the platform refuses "no cash dispensed" on it', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const reference = await referenceWithoutCase(page.request, admin, 'CashDeposit')
  await signIn(page, 'support')
  await page.goto(`/Case-Management?raise=${reference}`)
  const category = page.getByTestId('raise-case-form').locator('select[name="category"]')
  await expect(category.locator('option[value="FailedTransfer"]')).toHaveCount(1)
  await expect(category.locator('option[value="NoCashDispensed"]')).toHaveCount(0)
  await expect(category.locator('option[value="DoubleDebit"]')).toHaveCount(0)
  const refused = await api(request, await apiToken(request, 'support'), 'POST', '/cms/api/v1/Case', {
    transactionReference: reference,
    category: 'NoCashDispensed',
    title: 'Debited, no cash dispensed',
    description: 'Not a withdrawal.',
    customerName: 'Ngozi Eze',
    customerPhone: '+2348031234567',
  })
  expect(refused.status).toBe(400)
  expect(refused.body.fieldErrors[0]).toMatchObject({ field: 'category', code: 'REASON_NOT_FOR_PRODUCT' })
})

test('a 100-character name wraps on a 390 px phone in Arabic: the page does not widen', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const reference = await referenceWithoutCase(page.request, admin)
  const longName = 'Oluwaseun'.repeat(11).slice(0, 100)
  const raised = await api(request, await apiToken(request, 'support'), 'POST', '/cms/api/v1/Case', {
    transactionReference: reference,
    category: 'NoCashDispensed',
    title: `Dispute of ${longName}`,
    description: 'The terminal gave no cash.',
    customerName: longName,
    customerPhone: '+2348031158380',
  })
  expect(raised.status).toBe(200)
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, 'support', { locale: 'ar' })
  await page.goto(`/Case-Management/view-case?id=${raised.body.data.id}`)
  await expect(page.getByTestId('case-page')).toContainText(longName)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  // The phone number is never broken inside.
  const phone = page.locator('[data-kind="phone"]').first()
  if (await phone.count()) expect(await phone.evaluate((element) => element.getClientRects().length)).toBe(1)
  await page.screenshot({ path: test.info().outputPath('long-name-ar-390.png'), fullPage: true })
})

test('the overdue filter keeps only cases past their deadline, in the URL', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/Case-Management?queue=all')
  await page.getByRole('button', { name: 'Overdue only' }).click()
  await expect(page).toHaveURL(/overdue=true/)
  const rows = page.getByTestId('cases').locator('tr[data-case-id]')
  await expect(rows.first()).toBeVisible()
  const flags = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-overdue')))
  expect(flags.every((flag) => flag === 'true')).toBe(true)
  await expect(rows.first()).toContainText('Overdue')
})

test('FAQs are searchable and contacts call and e-mail, in Arabic too', async ({ page }) => {
  await signIn(page, 'support', { locale: 'ar' })
  await page.goto('/FAQs')
  await expect(page.getByTestId('faq-topic').first()).toBeVisible()
  const topics = await page.getByTestId('faq-topic').count()
  expect(topics).toBeGreaterThan(2)
  expect(await seriousViolations(page)).toEqual([])
  await page.goto('/contact')
  await expect(page.getByTestId('support-desk').locator('a[href^="tel:+234"]').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await signIn(page, 'support', { locale: 'en' })
  await page.goto('/FAQs')
  await page.locator('input[name="faq-search"]').fill('cash-out')
  await expect(page.getByTestId('faq-item')).toHaveCount(1)
  await expect(page.getByTestId('faq-item')).toContainText('₦1,200,000')
  await page.locator('input[name="faq-search"]').fill('nothing like this')
  await expect(page.getByTestId('faqs-empty')).toBeVisible()
  await page.goto('/contact')
  await expect(page.getByTestId('escalation-contact')).toHaveCount(3)
  await expect(page.getByTestId('support-desk').locator('a[href^="mailto:"]')).toHaveCount(1)
  await page.getByTestId('support-desk').getByRole('link', { name: 'Raise a case' }).click()
  await expect(page.getByTestId('raise-case-form')).toBeVisible()
})
