import { expect, test, type APIRequestContext } from '@playwright/test'

import { seriousViolations } from './support/accessibility'
import { applied, approveAsChecker } from './support/approvals'
import { api, apiToken, demoPassword, platformHeaders } from './support/platform-api'
import { signIn } from './support/sign-in'

// The system configuration through the real sandbox platform: a change is approved by a checker
// (secure by default), then applies at once, without a restart.
const CONFIG = '/admin/api/v1/SystemConfiguration'

interface Configuration {
  passwordPolicy: Record<string, unknown>
  lockout: Record<string, unknown>
  session: { idleTimeoutMs: number; accessTokenMinutes: number; refreshTokenDays: number }
  mfa: Record<string, unknown>
  transactionLimits: Record<string, unknown>
}

async function currentBody(request: APIRequestContext, token: string) {
  const { passwordPolicy, lockout, session, mfa, transactionLimits } = (await api(request, token, 'GET', CONFIG)).body.data as Configuration
  return { passwordPolicy, lockout, session: { accessTokenMinutes: session.accessTokenMinutes, refreshTokenDays: session.refreshTokenDays }, mfa, transactionLimits }
}

test('an administrator tightens the password policy and the next change-password honours it at once', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const original = await currentBody(request, admin)
  try {
    await signIn(page, 'admin')
    await page.goto('/system-configuration')
    await expect(page.getByRole('heading', { level: 1, name: 'System Configuration' })).toBeVisible()
    const form = page.getByTestId('system-configuration-form')
    // The session times SPEC fixes are shown, not editable.
    await expect(form.getByTestId('idle-timeout')).toContainText('10 minutes')
    await expect(form.getByTestId('session-warning')).toContainText('13 minutes')
    await expect(form.getByTestId('mfa-options')).toContainText('Authenticator app')

    // Out of bounds: refused on its field before anything is sent.
    const minLength = form.getByLabel('Minimum length')
    await minLength.fill('5')
    await expect(form.getByText('Enter a whole number from 8 to 64').first()).toBeVisible()
    await form.getByTestId('save-system-configuration').click()
    await expect(minLength).toHaveAttribute('aria-invalid', 'true')
    expect((await currentBody(request, admin)).passwordPolicy.minLength).toBe(original.passwordPolicy.minLength)

    await minLength.fill('14')
    await form.getByTestId('save-system-configuration').click()
    const sent = page.getByTestId('sent-for-approval')
    await expect(sent).toBeVisible()
    expect((await currentBody(request, admin)).passwordPolicy.minLength).toBe(original.passwordPolicy.minLength)
    await approveAsChecker(request, Number((await sent.textContent())?.match(/#(\d+)/)?.[1]))
    expect((await currentBody(request, admin)).passwordPolicy.minLength).toBe(14)

    // No restart: a 13-character password that met the old policy is refused now.
    const support = await apiToken(request, 'support')
    const refused = await api(request, support, 'POST', '/ums/api/v1/Authentication/changePassword', { currentPassword: demoPassword, newPassword: 'Ikoyi#Lagos12', confirmPassword: 'Ikoyi#Lagos12' })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.join(' ')).toContain('at least 14 characters')
    // Nothing was stored: the demo password still signs in.
    expect(await apiToken(request, 'support')).toEqual(expect.any(String))

    // The change is in the audit trail with its before and after.
    const audit = await api(request, admin, 'GET', '/aud/api/v1/AuditTrail?EventType=ConfigurationChange&EntityType=SystemConfiguration&PageNumber=0&PageSize=5')
    expect(audit.status).toBe(200)
    expect(audit.body.data[0]).toMatchObject({ username: 'admin', eventType: 'ConfigurationChange' })
  } finally {
    expect((await applied(request, admin, 'PUT', CONFIG, original)).status).toBe(200)
  }
})

test('a change is sent for approval and changes nothing until a checker approves it', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const original = await currentBody(request, admin)
  let requestId = 0
  try {
    await signIn(page, 'admin')
    await page.goto('/system-configuration')
    const form = page.getByTestId('system-configuration-form')
    const attempts = form.getByLabel('Failed attempts before lockout')
    await attempts.fill('4')
    await form.getByTestId('save-system-configuration').click()
    const sent = page.getByTestId('sent-for-approval')
    await expect(sent).toBeVisible()
    requestId = Number((await sent.textContent())?.match(/#(\d+)/)?.[1])
    expect(requestId).toBeGreaterThan(0)
    expect((await currentBody(request, admin)).lockout).toEqual(original.lockout)
    await expect(attempts).toHaveValue(String(original.lockout.maxFailedAttempts))
  } finally {
    if (requestId) await api(request, await apiToken(request, 'checker'), 'PUT', `/apms/api/v1/Approval/Reject?id=${requestId}`, { reason: 'Not this time: made by the e2e test' })
  }
})

test('a strict export limit set in the form holds the next export back with "try again in N seconds", the session untouched', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const original = await currentBody(request, admin)
  const { rateLimits } = (await api(request, admin, 'GET', CONFIG)).body.data as { rateLimits: Record<string, { limit: number; windowSeconds: number }> }
  try {
    await signIn(page, 'admin')
    await page.goto('/system-configuration')
    const form = page.getByTestId('system-configuration-form')
    const exportsLimit = form.getByTestId('rate-limit-exports')
    await expect(exportsLimit.locator('input[name="rateLimits.exports.limit"]')).toHaveValue(String(rateLimits.exports!.limit))
    // Checked as typed: a window over an hour is named on its field.
    await exportsLimit.locator('input[name="rateLimits.exports.windowSeconds"]').fill('4000')
    await expect(exportsLimit.getByText('Enter a whole number from 1 to 3600')).toBeVisible()
    // A window of its own length: no export of this user is counted in it yet.
    await exportsLimit.locator('input[name="rateLimits.exports.windowSeconds"]').fill('97')
    await exportsLimit.locator('input[name="rateLimits.exports.limit"]').fill('1')
    await form.getByTestId('save-system-configuration').click()
    const sent = page.getByTestId('sent-for-approval')
    await expect(sent).toBeVisible()
    await approveAsChecker(request, Number((await sent.textContent())?.match(/#(\d+)/)?.[1]))
    const saved = (await api(request, admin, 'GET', CONFIG)).body.data as { rateLimits: typeof rateLimits }
    expect(saved.rateLimits.exports).toEqual({ limit: 1, windowSeconds: 97 })
    expect(saved.rateLimits.screens).toEqual(rateLimits.screens)

    await page.goto('/audit-log')
    await expect(page.getByTestId('audit-log').locator('tr[data-audit-id]').first()).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    await download
    await page.getByRole('button', { name: 'Export CSV' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Export failed' })).toHaveText(/Export failed: Too many requests: try again in \d+ seconds?\./)
    // Not a session problem: the user stays signed in and the screen goes on.
    await expect(page.getByTestId('session-expired-dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Export XLSX' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Export failed' })).toContainText('Too many requests')
    await expect(page.getByTestId('audit-log').locator('tr[data-audit-id]').first()).toBeVisible()

    // The platform answers the same to a client that ignores the screen.
    const refused = await request.get('/aud/api/v1/AuditTrail/Export?Format=csv&Locale=en', { headers: { ...platformHeaders, authorization: `Bearer ${admin}` } })
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
    expect(refused.headers()['ratelimit-policy']).toBe('"exports";q=1;w=97')
  } finally {
    expect((await applied(request, admin, 'PUT', CONFIG, { ...original, rateLimits })).status).toBe(200)
  }
})

for (const locale of ['en', 'ar'] as const) {
  test(`the auditor reads the configuration without saving it (${locale}), axe-clean`, async ({ page }) => {
    await signIn(page, 'auditor', { locale })
    await page.goto('/system-configuration')
    const form = page.getByTestId('system-configuration-form')
    await expect(form).toBeVisible()
    await expect(form.getByTestId('save-system-configuration')).toHaveCount(0)
    await expect(form.locator('input[name="passwordPolicy.minLength"]')).toBeDisabled()
    await expect(form.locator('input[name="lockout.maxFailedAttempts"]')).toBeDisabled()
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    expect(await seriousViolations(page)).toEqual([])
  })
}
