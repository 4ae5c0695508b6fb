import { expect, test, type APIRequestContext } from '@playwright/test'

import { seriousViolations } from './support/accessibility'
import { applied } from './support/approvals'
import { api, apiToken, demoPassword, platformHeaders, platformLogin } from './support/platform-api'
import { signIn, signInThroughForm } from './support/sign-in'

// The profile through the real sandbox platform: password, security questions, sessions.
const CONFIG = '/admin/api/v1/SystemConfiguration'

async function configurationBody(request: APIRequestContext, token: string) {
  const { passwordPolicy, lockout, session, mfa, transactionLimits } = (await api(request, token, 'GET', CONFIG)).body.data
  return { passwordPolicy, lockout, session: { accessTokenMinutes: session.accessTokenMinutes, refreshTokenDays: session.refreshTokenDays }, mfa, transactionLimits }
}

test('the user details show, the policy ticks as the password is typed, and a policy tightened meanwhile refuses the change at once', async ({ page, request }) => {
  // Three page loads and two policy changes: longer than one screen's journey.
  test.setTimeout(90_000)
  const admin = await apiToken(request, 'admin')
  const original = await configurationBody(request, admin)
  const newPassword = 'Ikoyi#Lagos2026'
  let changed = false
  try {
    // Its own sign-in: changing the password ends the user's other sessions, the saved one too.
    await signInThroughForm(page, 'support')
    await page.goto('/profile')
    await expect(page.getByTestId('profile-username')).toContainText('support')
    await expect(page.getByTestId('profile-roles')).not.toBeEmpty()
    await expect(page.getByTestId('profile-last-sign-in')).not.toContainText('Never')
    await expect(page.getByTestId('device-data')).toBeVisible()

    const form = page.getByTestId('change-password-form')
    const rules = form.getByTestId('password-rules')
    const rule = (key: string) => rules.locator(`[data-rule="${key}"]`)
    await form.locator('input[name="newPassword"]').fill('ikoyi')
    await expect(rule('lower')).toHaveAttribute('data-met', 'true')
    await expect(rule('upper')).toHaveAttribute('data-met', 'false')
    await expect(rule('length')).toHaveAttribute('data-met', 'false')
    // A weak password is refused on its field before anything is sent.
    await form.getByLabel('Current password').fill(demoPassword)
    await form.locator('input[name="confirmPassword"]').fill('ikoyi')
    await form.getByTestId('change-password').click()
    await expect(form.getByText('The new password does not meet every rule below')).toBeVisible()

    await form.locator('input[name="newPassword"]').fill(newPassword)
    for (const key of ['length', 'upper', 'lower', 'digit', 'symbol']) await expect(rule(key)).toHaveAttribute('data-met', 'true')
    await form.locator('input[name="confirmPassword"]').fill(newPassword)

    // Meanwhile the administrator asks for 16 characters: the platform refuses this 15-character one at once.
    const tightened = { ...original, passwordPolicy: { ...original.passwordPolicy, minLength: 16 } }
    expect((await applied(request, admin, 'PUT', CONFIG, tightened)).status).toBe(200)
    await form.getByTestId('change-password').click()
    await expect(page.getByText(/at least 16 characters/).first()).toBeVisible()
    expect(await apiToken(request, 'support')).toEqual(expect.any(String))

    // Opened again, the form shows the new rule.
    await page.reload()
    await expect(page.getByTestId('password-rules')).toContainText('At least 16 characters')

    // Back to the earlier policy: the same password is accepted.
    expect((await applied(request, admin, 'PUT', CONFIG, original)).status).toBe(200)
    await page.reload()
    const again = page.getByTestId('change-password-form')
    await again.getByLabel('Current password').fill(demoPassword)
    await again.locator('input[name="newPassword"]').fill(newPassword)
    await again.locator('input[name="confirmPassword"]').fill(newPassword)
    await again.getByTestId('change-password').click()
    await expect(again.getByText('Your password was changed. Use it at your next sign-in.')).toBeVisible()
    changed = true
  } finally {
    if (changed) {
      // The demo password is one of support's last ones: no history for the moment it is set back.
      await applied(request, admin, 'PUT', CONFIG, { ...original, passwordPolicy: { ...original.passwordPolicy, historyCount: 0 } })
      const token = (await platformLogin(request, 'support', { password: newPassword })).body.data.accessToken as string
      expect((await api(request, token, 'POST', '/ums/api/v1/Authentication/changePassword', { currentPassword: newPassword, newPassword: demoPassword, confirmPassword: demoPassword })).status).toBe(
        200,
      )
    }
    await applied(request, admin, 'PUT', CONFIG, original)
  }
})

test('security questions are set with the current password, and an answer is checked (a wrong one refused)', async ({ page }) => {
  await signIn(page, 'support')
  await page.goto('/profile')
  const card = page.getByTestId('security-questions')
  await card.getByTestId('edit-security-questions').click()
  const form = card.getByTestId('security-questions-form')
  const picked: string[] = []
  for (const i of [0, 1, 2]) {
    const select = form.getByTestId(`question-${i}`).locator('select')
    await select.selectOption({ index: i + 1 })
    picked.push((await select.locator('option:checked').textContent()) ?? '')
    await form.getByTestId(`answer-${i}`).locator('input').fill(['Corona School Ikoyi', 'Onitsha', 'Nollywood'][i]!)
  }
  // Without the right password nothing is stored.
  await form.getByLabel('Current password').fill('Wrong@1234')
  await form.getByTestId('save-security-questions').click()
  await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true')
  await form.getByLabel('Current password').fill(demoPassword)
  await form.getByTestId('save-security-questions').click()
  await expect(card.getByText('Your security questions were saved.')).toBeVisible()
  for (const question of picked) await expect(card.getByTestId('my-security-questions')).toContainText(question)

  const verify = card.getByTestId('verify-answer-form')
  await verify.getByLabel('Question').selectOption({ label: picked[1]! })
  await verify.getByLabel('Your answer').fill('Lagos')
  await verify.getByTestId('verify-answer').click()
  await expect(verify.getByText('That answer is not the one you set.')).toBeVisible()
  await verify.getByLabel('Your answer').fill('  onitsha ')
  await verify.getByTestId('verify-answer').click()
  await expect(verify.getByText('That answer is right.')).toBeVisible()
})

test('another sign-in is listed, and "sign out everywhere else" ends it: its refresh is refused', async ({ page, request }) => {
  // Another device's sign-in, then this page's own: "sign out everywhere else" ends every other session, the saved one too.
  const signedIn = await platformLogin(request, 'auditor', { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile' } })
  expect(signedIn.status).toBe(200)
  const other = signedIn.body.data as { accessToken: string; refreshToken: string }
  await signInThroughForm(page, 'auditor')
  await page.goto('/profile')
  const table = page.getByTestId('sessions-table')
  await expect(table.locator('tr[data-current="true"]')).toHaveCount(1)
  await expect(table.locator('tr[data-current="false"]').first()).toBeVisible()
  await expect(table).toContainText('Chrome · Android')

  await page.getByTestId('sign-out-elsewhere').click()
  await page.getByTestId('sign-out-elsewhere-dialog').getByRole('button', { name: 'Sign out the others' }).click()
  await expect(page.getByText(/other sessions? (was|were) signed out/)).toBeVisible()
  await expect(table.locator('tr')).toHaveCount(2)
  await expect(table.locator('tr[data-current="true"]')).toHaveCount(1)

  const refresh = await request.post('/ums/api/v1/Authentication/refresh', { headers: platformHeaders, data: { accessToken: other.accessToken, refreshToken: other.refreshToken } })
  expect(refresh.status()).toBe(401)
  // This session carries on.
  await page.reload()
  await expect(page.getByTestId('profile-username')).toContainText('auditor')
})

for (const locale of ['en', 'ar'] as const) {
  test(`the profile is axe-clean (${locale})`, async ({ page }) => {
    await signIn(page, 'maker', { locale })
    await page.goto('/profile')
    await expect(page.getByTestId('profile-details')).toBeVisible()
    await expect(page.getByTestId('sessions-table')).toBeVisible()
    await expect(page.getByTestId('password-rules')).toBeVisible()
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    expect(await seriousViolations(page)).toEqual([])
  })
}
