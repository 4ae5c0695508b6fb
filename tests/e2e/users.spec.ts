import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { seriousViolations } from './support/accessibility'
import { approveAsChecker, requestIdOf } from './support/approvals'
import { api, apiToken, platformLogin } from './support/platform-api'
import { signIn, signInThroughForm } from './support/sign-in'
import { unique } from './support/test-data'

// Users through the real sandbox platform: the list and its filters, a new Supervisor from creation
// to their first decision, lockout, unlock and deactivation, and what the platform refuses.
const phoneDigits = () => `80${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

async function userNamed(request: APIRequestContext, token: string, username: string) {
  const found = await api(request, token, 'GET', `/ums/api/v1/User?Username=${encodeURIComponent(username)}`)
  return (found.body.data as { id: number; username: string; status: string; lockedUntil: string | null }[]).find((u) => u.username === username)
}

test('the list keeps its filters in the URL and exports the filtered set', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/User-Management')
  await expect(page.getByRole('heading', { level: 1, name: 'Manage User' })).toBeVisible()
  const rows = page.getByTestId('users').locator('tr[data-user-id]')
  await expect(rows.first()).toBeVisible()

  await page.getByLabel('Username').fill('checker')
  await expect(page).toHaveURL(/[?&]username=checker/)
  await page.getByLabel('Status').selectOption('Active')
  await expect(page).toHaveURL(/[?&]status=Active/)
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: 'checker2' })).toHaveCount(1)
  await page.reload()
  await expect(page.getByLabel('Username')).toHaveValue('checker')
  await expect(page.getByLabel('Status')).toHaveValue('Active')
  await expect(rows).toHaveCount(2)

  // A creation date range that ends before anyone was created leaves nothing.
  await page.getByLabel('To', { exact: true }).fill('2000-01-01')
  await expect(page).toHaveURL(/[?&]endDate=2000-01-01/)
  await expect(rows).toHaveCount(0)
  await page.getByLabel('To', { exact: true }).fill('')
  await expect(rows).toHaveCount(2)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  const lines = csv.trimEnd().split('\r\n')
  expect(lines[0]).toMatch(/^\uFEFFUsername,First name,Last name,Roles,Status/)
  expect(lines).toHaveLength(3)
  expect(lines.slice(1).every((line) => line.startsWith('checker') && line.includes('Supervisor') && line.includes('Active'))).toBe(true)
  expect(await seriousViolations(page)).toEqual([])
})

test('a new Supervisor: created, approved, sets a password from the outbox link and security questions, decides a request; then locked, unlocked and deactivated', async ({
  page,
  browser,
  request,
}) => {
  // Two people, a checker's approval, a decision and a lockout: longer than one screen's test.
  test.setTimeout(120_000)
  const username = `sup.${unique()}`
  await signIn(page, 'admin')
  await page.goto('/User-Management/create-user')
  const form = page.getByTestId('user-form')
  // Checked as typed: a bad email and a short phone are said on their fields.
  await form.getByLabel('Email').fill('not-an-email')
  await form.getByLabel('Phone number').fill('803')
  await form.getByTestId('save-user').click()
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Enter an email address such as name@firstbank.ng')).toBeVisible()
  await expect(form.getByText('Give the ten digits after +234, like 803 123 4567')).toBeVisible()

  await form.getByLabel('First name').fill('Kemi')
  await form.getByLabel('Last name').fill('Adebayo')
  await form.getByLabel('Username').fill(username)
  await form.getByLabel('Email').fill(`${username}@firstbank.ng`)
  await form.getByLabel('Phone number').fill(phoneDigits())
  await form.getByTestId('role-choices').getByLabel('Supervisor').check()
  expect(await seriousViolations(page)).toEqual([])
  await form.getByTestId('save-user').click()
  // User / Create needs a Supervisor's approval (the secure default).
  const sent = page.getByTestId('sent-for-approval')
  await expect(sent).toContainText('Sent for approval')
  const requestId = Number(/request=(\d+)/.exec((await sent.getByRole('link').getAttribute('href')) ?? '')?.[1])
  expect(requestId).toBeGreaterThan(0)
  const admin = await apiToken(request, 'admin')
  expect(await userNamed(request, admin, username)).toBeUndefined()
  const checker = await apiToken(request, 'checker')
  const approved = await api(request, checker, 'PUT', `/apms/api/v1/Approval/Approve?id=${requestId}`)
  expect(approved.status, JSON.stringify(approved.body)).toBe(200)
  const created = await userNamed(request, admin, username)
  expect(created?.status).toBe('Active')

  // The set-password link from the outbox, opened as the new user.
  const outbox = await api(request, admin, 'GET', `/admin/api/v1/Notification/outbox?Username=${username}&PageSize=1`)
  const message = (outbox.body.data as { subject: string; body: string }[])[0]
  expect(message?.subject).toBe('Set up your back-office password')
  const link = /(\/auth\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(message?.body ?? '')?.[1]
  expect(link).toBeTruthy()
  const password = 'Kemi#Supervises2026'
  const userContext = await browser.newContext()
  const newUser = await userContext.newPage()
  await newUser.goto(link!)
  await expect(newUser.getByText(`Choose a new password for ${username}.`)).toBeVisible()
  // The bank's policy, read from the link's check, ticks as the password is typed.
  const rules = newUser.getByTestId('password-rules')
  await expect(rules.locator('[data-rule="symbol"]')).toHaveAttribute('data-met', 'false')
  await newUser.locator('input[name="newPassword"]').fill(password)
  await expect(rules.locator('[data-met="false"]')).toHaveCount(0)
  await newUser.locator('input[name="confirmPassword"]').fill(password)
  await newUser.getByRole('button', { name: 'Set password' }).click()
  await expect(newUser.getByText('Your password is set. You can now sign in.')).toBeVisible()

  // A maker's request waits; the new Supervisor signs in and approves it.
  const maker = await apiToken(request, 'maker')
  const products = await api(request, maker, 'GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100')
  const transfer = (products.body.data as { id: number; code: string }[]).find((p) => p.code === 'FUNDS_TRANSFER')
  const made = await api(request, maker, 'POST', '/mer/api/v1/MerchantFeeScheme/Create', {
    name: `Kemi first ${unique()}`,
    description: null,
    rules: [{ productId: transfer!.id, type: 'Flat', amount: 1_000 }],
  })
  expect(made.status, JSON.stringify(made.body)).toBe(202)
  const pendingId = made.body.data.approvalRequestId as number
  // A user of the spec's own, signing in for the first time with the password just set: through the form.
  await signInThroughForm(newUser, username, { password })
  // First, their security questions, from the profile.
  await newUser.goto('/profile')
  const questions = newUser.getByTestId('security-questions')
  await questions.getByTestId('edit-security-questions').click()
  const questionForm = questions.getByTestId('security-questions-form')
  const picked: string[] = []
  for (const i of [0, 1, 2]) {
    const select = questionForm.getByTestId(`question-${i}`).locator('select')
    await select.selectOption({ index: i + 1 })
    picked.push((await select.locator('option:checked').textContent()) ?? '')
    await questionForm.getByTestId(`answer-${i}`).locator('input').fill(['Queens College Yaba', 'Ibadan', 'Jollof'][i]!)
  }
  await questionForm.getByLabel('Current password').fill(password)
  await questionForm.getByTestId('save-security-questions').click()
  await expect(questions.getByText('Your security questions were saved.')).toBeVisible()
  for (const question of picked) await expect(questions.getByTestId('my-security-questions')).toContainText(question)

  await newUser.goto(`/approval-management?status=Pending&request=${pendingId}`)
  const drawer = newUser.getByTestId('approval-request')
  await expect(drawer.getByText(`Request #${pendingId}`).first()).toBeVisible()
  await drawer.getByRole('button', { name: 'Approve' }).click()
  await newUser.getByTestId('approve-dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(drawer.getByTestId('decision-result')).toContainText(`Request #${pendingId} approved`)
  await userContext.close()

  // Five wrong passwords lock the account; the administrator sees it and unlocks it.
  let locked = false
  for (let i = 0; i < 10 && !locked; i += 1) locked = (await platformLogin(request, username, { password: 'Wrong#Password1' })).status === 423
  expect(locked).toBe(true)
  expect((await platformLogin(request, username, { password })).status).toBe(423)
  await page.goto(`/User-Management/view/${created!.id}`)
  await expect(page.getByTestId('user-name')).toHaveText('Kemi Adebayo')
  await expect(page.getByTestId('user-locked')).toBeVisible()
  await expect(page.getByTestId('user-roles')).toContainText('Supervisor')
  await expect(page.getByTestId('user-account').locator('[data-field="multiFactorEnabled"]')).toHaveText('No')
  // The user's own recent activity, newest first: the failed sign-ins that locked them.
  await expect(page.getByTestId('user-audit').locator('li').first()).toContainText('Failed sign-in')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: `Unlock: ${username}` }).click()
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Unlock' }).click()
  await expect(page.getByText(`The user ${username} was unlocked.`)).toBeVisible()
  await expect(page.getByTestId('user-locked')).toHaveCount(0)
  await expect(page.getByTestId('user-account').locator('[data-field="lockedUntil"]')).toHaveText('Not locked')
  expect((await platformLogin(request, username, { password })).status).toBe(200)

  // Deactivated (User / Change Status needs a checker, as every approvable action): then they cannot sign in.
  await page.getByRole('button', { name: `Deactivate: ${username}` }).click()
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Deactivate' }).click()
  const deactivating = page.getByTestId('sent-for-approval')
  await expect(deactivating).toBeVisible()
  expect((await platformLogin(request, username, { password })).status).toBe(200)
  await approveAsChecker(request, requestIdOf(await deactivating.textContent()))
  await page.reload()
  await expect(page.getByTestId('user-status')).toHaveText('Inactive')
  const refused = await platformLogin(request, username, { password })
  expect(refused.status).not.toBe(200)
  expect(refused.body.succeeded).toBe(false)
})

test('deleting oneself is refused with the reason in the dialog', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/User-Management?username=admin')
  const row = page
    .getByTestId('users')
    .locator('tr[data-user-id]')
    .filter({ has: page.getByRole('link', { name: 'admin', exact: true }) })
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: 'Delete: admin' }).click()
  const dialog = page.getByTestId('confirm-dialog')
  await expect(dialog).toContainText('This is your own account')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog).toContainText('You cannot delete your own account')
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(row).toHaveCount(1)
})

test('an auditor reads users without a way to change them, and the platform refuses the auditor anyway', async ({ page, request }) => {
  await signIn(page, 'auditor')
  await page.goto('/User-Management')
  const rows = page.getByTestId('users').locator('tr[data-user-id]')
  await expect(rows.first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create User' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Edit:/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Delete:/ })).toHaveCount(0)
  await rows
    .first()
    .getByRole('link', { name: /^View:/ })
    .click()
  await expect(page.getByTestId('user-account')).toBeVisible()
  await expect(page.getByRole('button', { name: /^(Deactivate|Activate|Unlock|Delete):/ })).toHaveCount(0)
  for (const path of ['/User-Management/create-user', '/User-Management/edit/1']) {
    await page.goto(path)
    await expect(page.getByTestId('access-denied')).toBeVisible()
  }

  const auditor = await apiToken(request, 'auditor')
  const body = { username: `aud.${unique()}`, firstName: 'A', lastName: 'B', email: `aud.${unique()}@firstbank.ng`, phoneNumber: '+2348030000001', roleIds: [1], multiFactorEnabled: false }
  for (const [method, url, data] of [
    ['POST', '/ums/api/v1/User/create', body],
    ['PUT', '/ums/api/v1/User/update/2', { ...body, username: undefined }],
    ['DELETE', '/ums/api/v1/User/2', undefined],
    ['PUT', '/ums/api/v1/User/update/2/Inactive', undefined],
    ['PUT', '/ums/api/v1/User/unlock/2', undefined],
  ] as const) {
    const refused = await api(request, auditor, method, url, data)
    expect(refused.status, `${method} ${url}`).toBe(403)
  }
})

test('the screens in Arabic read right to left and are accessible', async ({ page, request }) => {
  // Four pages checked by axe.
  test.setTimeout(90_000)
  await signIn(page, 'admin', { locale: 'ar' })
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.goto('/User-Management')
  // The Arabic catalogue and the first page arrive together on a cold start.
  await expect(page.getByTestId('users').locator('tr[data-user-id]').first()).toBeVisible({ timeout: 15_000 })
  expect(await seriousViolations(page)).toEqual([])
  const admin = await apiToken(request, 'admin')
  const checker = await userNamed(request, admin, 'checker')
  await page.goto(`/User-Management/view/${checker!.id}`)
  await expect(page.getByTestId('user-account')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.goto('/User-Management/create-user')
  await expect(page.getByTestId('user-form')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.goto(`/User-Management/edit/${checker!.id}`)
  await expect(page.getByTestId('user-form')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
