import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { api, apiToken } from './support/platform-api'
import { signIn, signInThroughForm } from './support/sign-in'

// Journeys against the sandbox platform (demo users, password Demo@1234): needs the server running.
const password = 'Demo@1234'

const platformHeaders = { 'app-id': 'backoffice-sandbox', 'app-key': 'sandbox-app-key', channel: 'Web' }

/** The last one-time code sent to a user, from the sandbox's outbox (demo mode). */
async function outboxCode(request: APIRequestContext, username: string): Promise<string> {
  const accessToken = await apiToken(request, 'admin')
  const outbox = await request.get(`/admin/api/v1/Notification/outbox?Username=${username}&PageSize=1`, { headers: { ...platformHeaders, authorization: `Bearer ${accessToken}` } })
  const [message] = (await outbox.json()).data as { body: string }[]
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1]
  if (!code) throw new Error(`no code in the outbox for ${username}`)
  return code
}

test('admin signs in, lands on the dashboard and sees the whole menu: Home first, then sorted', async ({ page }) => {
  // Signing in is the subject: through the form.
  await signInThroughForm(page, 'admin')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  // Home, then the page: the Home menu group is not repeated in the trail.
  await expect(page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Dashboard'])
  const sidebar = page.getByTestId('sidebar')
  for (const label of [
    'Agent Management',
    'Approval Management',
    'Audit Log',
    'Case Management',
    'Commission Management',
    'Fee Management',
    'Home',
    'Onboarding',
    'Product Groups',
    'Report Management',
    'Role Management',
    'System Configuration',
    'User Management',
  ]) {
    await expect(sidebar.getByText(label, { exact: true })).toBeVisible()
  }
  const topLevel = await sidebar.locator('nav > ul > li > :first-child').allInnerTexts()
  const labels = topLevel.map((text) => text.trim())
  expect(labels[0]).toBe('Home')
  expect(labels.slice(1)).toEqual([...labels.slice(1)].sort((a, b) => a.replace(/\s+/g, '').localeCompare(b.replace(/\s+/g, ''), 'en', { sensitivity: 'base' })))
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth.userPermissions') ?? '[]') as { groupName: string; shortName: string }[])
  expect(stored.length).toBeGreaterThan(0)
  expect(Object.keys(stored[0] ?? {}).sort()).toEqual(['groupName', 'shortName'])
  const cookies = await page.context().cookies()
  expect(cookies.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['_token.local', 'userId']))
})

async function menuEntries(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar')
  await expect(sidebar.getByText('Audit Log', { exact: true })).toBeVisible()
  return (await sidebar.locator('a').allInnerTexts()).map((text) => text.trim()).filter(Boolean)
}

test('the auditor sees fewer entries than the admin: views, no create actions', async ({ page }) => {
  await signIn(page, 'admin')
  const adminEntries = await menuEntries(page)
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  await signIn(page, 'auditor')
  const auditorEntries = await menuEntries(page)
  expect(auditorEntries.length).toBeLessThan(adminEntries.length)
  expect(adminEntries).toEqual(expect.arrayContaining(['Create Merchant', 'Create User', 'Create Role']))
  for (const entry of ['Create Merchant', 'Create User', 'Create Role', 'Create Fee', 'Create Configuration']) expect(auditorEntries).not.toContain(entry)
  expect(auditorEntries).toEqual(expect.arrayContaining(['Audit Log', 'Manage Approval', 'Transaction Report']))
})

test('a signed-in user is sent from the login page to the dashboard', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/auth/login?auth=login')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/auth/forgot-password')
  await expect(page).toHaveURL(/\/$/)
})

test('logout asks for confirmation, then clears the session', async ({ page }) => {
  // Its own sign-in: the logout revokes the session on the platform.
  await signInThroughForm(page, 'admin')
  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  const dialog = page.getByTestId('logout-dialog')
  await expect(dialog.getByText('Are you sure you want to log out of this platform?')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await page.getByTestId('logout-dialog').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/auth\/login\?auth=login/)
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
  const cookies = await page.context().cookies()
  expect(cookies.map((cookie) => cookie.name)).not.toContain('_token.local')
  await page.goto('/User-Management')
  await expect(page).toHaveURL(/\/auth\/login/)
})

test('View Profile opens /profile', async ({ page }) => {
  await signIn(page, 'admin')
  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'View Profile' }).click()
  await expect(page).toHaveURL(/\/profile$/)
})

test('a broken session shows the session-expired dialog and goes to login', async ({ page }) => {
  // Its own sign-in: the dialog's Ok logs the session out.
  await signInThroughForm(page, 'admin')
  await page.evaluate(() => localStorage.setItem('accessToken', 'not.a.token'))
  // The signed-in user is restored from the persisted cache without a request; the product group
  // list asks the platform, which refuses the token.
  await page.goto('/Product-Group')
  const dialog = page.getByTestId('session-expired-dialog')
  await expect(dialog.getByText('Your session has expired, please login again')).toBeVisible({ timeout: 15_000 })
  await expect(dialog.getByRole('img')).toBeVisible()
  await dialog.getByRole('button', { name: 'Ok' }).click()
  await expect(page).toHaveURL(/\/auth\/login\?auth=login/)
})

test('after 10 idle minutes "Are you still there?" counts down and logs out at zero', async ({ page }) => {
  await page.clock.install()
  // Its own sign-in: the countdown logs the session out, revoking it on the platform.
  await signInThroughForm(page, 'admin')
  await page.clock.fastForward(600_000)
  const dialog = page.getByTestId('idle-dialog')
  await expect(dialog.getByText('Are you still there?')).toBeVisible()
  await expect(dialog.getByTestId('countdown')).toHaveText('60 seconds')
  await page.clock.runFor(61_000)
  await expect(page).toHaveURL(/\/auth\/login\?auth=login/)
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull()
})

test('Yes on "Are you still there?" keeps the session', async ({ page }) => {
  await page.clock.install()
  await signIn(page, 'admin')
  await page.clock.fastForward(600_000)
  await page.getByTestId('idle-dialog').getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByTestId('idle-dialog')).toBeHidden()
  await expect(page.getByTestId('user-menu')).toBeVisible()
})

test('the session warning refreshes the tokens on Yes', async ({ page }) => {
  await page.clock.install()
  // Its own sign-in: the refresh rotates the refresh token, which the saved session would share.
  await signInThroughForm(page, 'admin')
  const before = await page.evaluate(() => localStorage.getItem('refreshToken'))
  // Keep the user active so only the 13-minute warning fires.
  for (let minute = 0; minute < 13; minute += 1) {
    await page.mouse.move(10 + minute, 200)
    await page.clock.fastForward(60_000)
  }
  const dialog = page.getByTestId('session-warning-dialog')
  await expect(dialog.getByText('Session Expire Warning')).toBeVisible()
  await dialog.getByRole('button', { name: 'Yes' }).click()
  await expect(dialog).toBeHidden()
  const after = await page.evaluate(() => localStorage.getItem('refreshToken'))
  expect(after).not.toBe(before)
})

test('a failed extension shows the Error dialog with the server message', async ({ page }) => {
  await page.clock.install()
  await signIn(page, 'admin')
  await page.evaluate(() => localStorage.setItem('refreshToken', 'revoked-refresh-token-000000'))
  for (let minute = 0; minute < 13; minute += 1) {
    await page.mouse.move(10 + minute, 200)
    await page.clock.fastForward(60_000)
  }
  await page.getByTestId('session-warning-dialog').getByRole('button', { name: 'Yes' }).click()
  const error = page.getByTestId('session-error-dialog')
  await expect(error.getByText('Error', { exact: true })).toBeVisible()
  // The platform's first error for a refresh token it does not know (SESSION_ENDED), in the user's words.
  await expect(error.getByText('Your session has ended; please sign in again.')).toBeVisible()
  await error.getByRole('button', { name: 'OK' }).click()
  await expect(error).toBeHidden()
})

test('an account with multi-factor sign-in asks for the code', async ({ page }) => {
  await page.goto('/auth/login?auth=login')
  await page.getByLabel('Username').fill('mfa.admin')
  await page.getByRole('textbox', { name: 'Password' }).fill(password)
  await page.getByRole('button', { name: 'Log In' }).click()
  const codeField = page.getByRole('textbox', { name: 'Sign-in code' })
  await expect(codeField).toBeVisible()
  const cookies = await page.context().cookies()
  expect(cookies.find((cookie) => cookie.name === 'multiFactorauth')?.value).toBe('true')
  await codeField.fill('000000')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  // The real code, read from the sandbox's outbox as an administrator would.
  await codeField.fill(await outboxCode(page.request, 'mfa.admin'))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByTestId('user-menu')).toBeVisible()
  const after = await page.context().cookies()
  expect(after.find((cookie) => cookie.name === '2FA')?.value).toBe('true')
})

test('a path id that is not a number is a 404', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/User-Management/view/not-a-number')
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
})

/** A staff user of the spec's own (created, approved, its password set from the outbox link), so ending its sessions touches no other spec. */
async function ownStaffUser(request: APIRequestContext, role: string): Promise<{ username: string; password: string }> {
  const admin = await apiToken(request, 'admin')
  const stamp = `${Date.now()}`.slice(-8)
  const username = `away${stamp}`
  const roles = await api(request, admin, 'GET', '/ums/api/v1/Roles?PageSize=100')
  const roleId = (roles.body.data as { id: number; name: string }[]).find((r) => r.name === role)?.id
  const created = await api(request, admin, 'POST', '/ums/api/v1/User/create', {
    username,
    firstName: 'Bisola',
    lastName: 'Adeyemi',
    email: `${username}@bank.example`,
    phoneNumber: `+23480${stamp}`,
    roleIds: [roleId],
    multiFactorEnabled: false,
  })
  expect(created.status).toBe(202)
  const checker = await apiToken(request, 'checker')
  expect((await api(request, checker, 'PUT', `/apms/api/v1/Approval/Approve?id=${created.body.data.approvalRequestId}`)).status).toBe(200)
  const outbox = await api(request, admin, 'GET', `/admin/api/v1/Notification/outbox?Username=${username}&PageSize=1`)
  const token = /token=([A-Za-z0-9_-]+)/.exec((outbox.body.data as { body: string }[])[0]?.body ?? '')?.[1]
  const chosen = 'Bisola#Away2026'
  expect((await api(request, admin, 'POST', '/ums/api/v1/Authentication/changepassword-with-token', { token, newPassword: chosen, confirmPassword: chosen })).status).toBe(200)
  return { username, password: chosen }
}

test('a session ended on another device: the next request shows the signed-out dialog in the user’s language, and the old token is refused', async ({ page, request }) => {
  const { username, password: chosen } = await ownStaffUser(request, 'Customer Support')
  await signInThroughForm(page, username, { locale: 'fr', password: chosen })
  const pageToken = await page.evaluate(() => localStorage.getItem('accessToken'))
  // On another device, the same user signs out everywhere else.
  const elsewhere = await request.post('/ums/api/v1/Authentication/login', { headers: platformHeaders, data: { username, password: chosen } })
  const other = (await elsewhere.json()).data.accessToken as string
  expect((await api(request, other, 'POST', '/ums/api/v1/Authentication/sessions/revokeOthers')).body.data.revoked).toBe(1)
  // The page's access token, not yet expired, is refused at once.
  expect((await api(request, pageToken ?? '', 'GET', '/ums/api/v1/Authentication/sessions')).body.code).toBe('SESSION_ENDED')
  await page.goto('/Case-Management')
  const dialog = page.getByTestId('session-expired-dialog')
  await expect(dialog.getByRole('heading', { name: 'Session fermée' })).toBeVisible({ timeout: 15_000 })
  await expect(dialog.getByText(/Cette session a été fermée/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Ok' }).click()
  await expect(page).toHaveURL(/\/auth\/login\?auth=login/)
})

test('a skip link is first in the tab order, shows on focus and takes the keyboard to the content', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  const skip = page.getByTestId('skip-link')
  // Out of sight until focused.
  expect((await skip.boundingBox())?.y ?? 0).toBeLessThan(0)
  await page.locator('body').focus()
  await page.keyboard.press('Tab')
  await expect(skip).toBeFocused()
  await expect(skip).toHaveText('Skip to main content')
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})
