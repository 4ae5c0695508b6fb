import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { seriousViolations } from './support/accessibility'
import { applied, approveAsChecker, approveIfSent, requestIdOf } from './support/approvals'
import { api, apiToken } from './support/platform-api'
import { signIn } from './support/sign-in'
import { unique } from './support/test-data'

// Roles through the real sandbox platform: the list and its filters, the permission matrix, who
// holds a role, what the platform refuses, and the checker's view of what a role change does.
// Sign-in, axe scans and a second browser per journey: more than the default 30 s on a shared machine.
test.describe.configure({ timeout: 90_000 })

type PermissionRow = { permissionId: number; groupName: string; shortName: string }

async function permissionIdOf(request: APIRequestContext, token: string, group: string, action: string): Promise<number> {
  const list = await api(request, token, 'GET', '/ums/api/v1/Roles/getPermissions')
  const found = (list.body.data as PermissionRow[]).find((p) => p.groupName === group && p.shortName === action)
  if (!found) throw new Error(`no permission ${group} / ${action}`)
  return found.permissionId
}

async function roleByName(request: APIRequestContext, token: string, name: string) {
  const found = await api(request, token, 'GET', `/ums/api/v1/Roles?Name=${encodeURIComponent(name)}`)
  const role = (found.body.data as { id: number; name: string; userCount: number; permissions: PermissionRow[] }[]).find((r) => r.name === name)
  if (!role) throw new Error(`no role ${name}`)
  return role
}

/** Gives a demo user one more role for the length of `use`, through the platform's user update. */
async function withExtraRole(request: APIRequestContext, username: string, roleId: number, during: () => Promise<void>) {
  const admin = await apiToken(request, 'admin')
  const found = await api(request, admin, 'GET', `/ums/api/v1/User?Username=${username}`)
  const id = (found.body.data as { id: number; username: string }[]).find((u) => u.username === username)!.id
  const user = (await api(request, admin, 'GET', `/ums/api/v1/User/${id}`)).body.data
  const body = (roleIds: number[]) => ({ firstName: user.firstName, lastName: user.lastName, email: user.email, phoneNumber: user.phoneNumber, roleIds, multiFactorEnabled: user.multiFactorEnabled })
  const original = (user.roles as { id: number }[]).map((r) => r.id)
  const given = await applied(request, admin, 'PUT', `/ums/api/v1/User/update/${id}`, body([...original, roleId]))
  expect(given.status, JSON.stringify(given.body)).toBe(200)
  try {
    await during()
  } finally {
    const restored = await applied(request, admin, 'PUT', `/ums/api/v1/User/update/${id}`, body(original))
    expect(restored.status).toBe(200)
  }
}

test('the list keeps name, dates and status in the URL, counts the users of each role and exports the filtered set', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/Role-Management')
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Role' })).toBeVisible()
  const rows = page.getByTestId('roles').locator('tr[data-role-id]')
  await expect(rows.first()).toBeVisible()
  const superAdmin = rows.filter({ hasText: 'Super Admin' })
  await expect(superAdmin).toHaveCount(1)
  await expect(superAdmin.locator('td').nth(2)).not.toHaveText('0')
  expect(await seriousViolations(page)).toEqual([])

  await page.getByLabel('Name').fill('super admin')
  await expect(page).toHaveURL(/[?&]name=super(%20|\+)admin/)
  await expect(rows).toHaveCount(1)
  // Created tomorrow or later: none.
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('From').fill(tomorrow)
  await expect(page).toHaveURL(new RegExp(`[?&]startDate=${tomorrow}`))
  await expect(page.getByText('No role matches these filters.')).toBeVisible()
  await page.getByLabel('From').fill('')
  await page.getByLabel('Status').selectOption('Active')
  await expect(page).toHaveURL(/[?&]status=Active/)
  await page.reload()
  await expect(page.getByLabel('Name')).toHaveValue('super admin')
  await expect(page.getByLabel('Status')).toHaveValue('Active')
  await expect(rows).toHaveCount(1)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  const lines = csv.trimEnd().split('\r\n')
  expect(lines[0]).toBe('\uFEFFName,Permissions,Users,Status,Created,Last changed')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toMatch(/^Super Admin,"?Dashboard \/ View Dashboard;/)
})

test('an administrator creates a role by choosing a whole group, then edits it', async ({ page, request }) => {
  const name = `Report Desk ${unique()}`
  await signIn(page, 'admin')
  await page.goto('/Role-Management')
  await page.getByRole('search').getByRole('link', { name: 'Create Role' }).click()
  const form = page.getByTestId('role-form')
  const matrix = form.getByTestId('permission-matrix')
  await expect(matrix.locator('[data-permission-group="Report"]')).toBeVisible()
  // Nothing chosen: the platform's rule is on the field before anything is sent.
  await form.getByLabel('Name').fill(name)
  await form.getByTestId('save-role').click()
  await expect(matrix).toContainText('Choose at least one permission')

  const report = matrix.locator('[data-permission-group="Report"]')
  await report.getByRole('checkbox', { name: 'All of Report' }).check()
  await expect(report).toHaveAttribute('data-state', 'all')
  for (const box of await report.locator('input[name="permissionIds"]').all()) await expect(box).toBeChecked()
  // One Merchant permission: that group is partly chosen (its checkbox is indeterminate).
  const merchant = matrix.locator('[data-permission-group="Merchant"]')
  await merchant.getByRole('checkbox', { name: /^View Merchant/ }).check()
  await expect(merchant).toHaveAttribute('data-state', 'some')
  expect(await merchant.getByRole('checkbox', { name: 'All of Merchant' }).evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(true)
  // Approvable permissions are marked; each says what it allows.
  await expect(matrix.locator('[data-permission-group="Role"]').getByTestId('approvable-mark').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await form.getByTestId('save-role').click()
  const sent = page.getByTestId('sent-for-approval')
  await expect(sent).toBeVisible()
  // Said where the user clicked, just above the buttons of this long form, not at its top.
  await expect(form.getByTestId('form-outcome').getByTestId('sent-for-approval')).toBeVisible()
  await expect(sent).toBeInViewport()
  await expect(form.getByTestId('save-role')).toBeInViewport()
  await approveAsChecker(request, requestIdOf(await sent.textContent()))

  const admin = await apiToken(request, 'admin')
  const created = await roleByName(request, admin, name)
  expect(created.permissions.map((p) => `${p.groupName}/${p.shortName}`).sort()).toEqual([
    'Merchant/View Merchant',
    'Report/View Agent Report',
    'Report/View Commission Report',
    'Report/View Transaction Report',
  ])

  await page.goto(`/Role-Management/view/${created.id}`)
  await expect(page.getByTestId('role-details')).toContainText('Active')
  await expect(page.getByTestId('role-holders')).toContainText('No user holds this role.')
  const edit = page.getByTestId('role-form')
  await edit.getByLabel('Description').fill('Reads the reports for month-end')
  const reportGroup = edit.locator('[data-permission-group="Report"]')
  await reportGroup.getByRole('checkbox', { name: /^View Agent Report/ }).uncheck()
  await expect(reportGroup).toHaveAttribute('data-state', 'some')
  await edit.getByTestId('save-role').click()
  const saving = page.getByTestId('sent-for-approval')
  await expect(saving).toBeVisible()
  await approveAsChecker(request, requestIdOf(await saving.textContent()))
  const saved = await api(request, admin, 'GET', `/ums/api/v1/Roles/get/${created.id}`)
  expect(saved.body.data.description).toBe('Reads the reports for month-end')
  expect((saved.body.data.permissions as PermissionRow[]).map((p) => p.shortName)).not.toContain('View Agent Report')
  expect(saved.body.data.permissions).toHaveLength(3)
})

test('a role held by users cannot be deleted: the dialog gives the reason; the view lists its holders; an unused role goes', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const supervisor = await roleByName(request, admin, 'Supervisor')
  await signIn(page, 'admin')
  await page.goto(`/Role-Management/view/${supervisor.id}`)
  const holders = page.getByTestId('role-holders')
  await expect(holders.locator('tr[data-username="checker"]')).toBeVisible()
  await expect(holders.locator('tr[data-username="checker2"]').getByRole('link', { name: 'Tunde Bakare' })).toHaveAttribute('href', /\/User-Management\/view\/\d+$/)

  await page.goto('/Role-Management?name=Supervisor')
  const rows = page.getByTestId('roles').locator('tr[data-role-id]')
  await expect(rows).toHaveCount(1)
  await rows.first().getByRole('button', { name: 'Delete: Supervisor' }).click()
  const dialog = page.getByTestId('confirm-dialog')
  await expect(dialog).toContainText('users hold this role')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog).toContainText(new RegExp(`The role Supervisor is held by ${supervisor.userCount} users`))
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect((await api(request, admin, 'GET', `/ums/api/v1/Roles/get/${supervisor.id}`)).status).toBe(200)

  const name = `Spare Desk ${unique()}`
  const made = await applied(request, admin, 'POST', '/ums/api/v1/Roles/create', { name, clientType: 'Admin', permissionIds: [await permissionIdOf(request, admin, 'Audit', 'View Audit')] })
  expect(made.status).toBe(200)
  await page.goto(`/Role-Management?name=${encodeURIComponent(name)}`)
  await expect(rows).toHaveCount(1)
  await rows
    .first()
    .getByRole('button', { name: `Delete: ${name}` })
    .click()
  await expect(dialog).toContainText('No user holds it.')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  // Roles › Delete applies at once once approval is off for it (approvals.spec turns it off), else a checker approves.
  await approveIfSent(page, request, page.getByText(`The role ${name} was deleted.`))
  await expect(rows).toHaveCount(0)
})

test('no one grants what they do not hold: the matrix offers only their own permissions, the platform refuses the rest', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const ids = await Promise.all([permissionIdOf(request, admin, 'Role', 'View'), permissionIdOf(request, admin, 'Role', 'Create'), permissionIdOf(request, admin, 'Role', 'Update')])
  const deskName = `Role Desk ${unique()}`
  const desk = await applied(request, admin, 'POST', '/ums/api/v1/Roles/create', { name: deskName, clientType: 'Admin', permissionIds: ids })
  expect(desk.status).toBe(200)
  const deskId = desk.entityId as number
  await withExtraRole(request, 'support', deskId, async () => {
    const support = await apiToken(request, 'support')
    const approve = await permissionIdOf(request, admin, 'Approval', 'Approve Request')
    const viewCase = await permissionIdOf(request, admin, 'Case', 'View Case')
    const refused = await api(request, support, 'POST', '/ums/api/v1/Roles/create', { name: `Shadow ${unique()}`, clientType: 'Admin', permissionIds: [viewCase, approve] })
    expect(refused.status).toBe(403)
    expect(refused.body.errors[0]).toBe('You cannot grant permissions you do not hold yourself: Approval / Approve Request')
    expect(refused.body.fieldErrors).toEqual([{ field: 'permissionIds', code: 'NOT_PERMITTED', message: refused.body.errors[0] }])

    await signIn(page, 'support')
    await page.goto('/Role-Management/create-role')
    const matrix = page.getByTestId('permission-matrix')
    const approval = matrix.locator('[data-permission-group="Approval"]')
    await expect(approval.getByRole('checkbox', { name: /^Approve Request/ })).toBeDisabled()
    await expect(approval).toContainText('You do not hold this permission')
    await expect(matrix.locator('[data-permission-group="Case"]').getByRole('checkbox', { name: /^View Case/ })).toBeEnabled()
  })
  await applied(request, admin, 'DELETE', `/ums/api/v1/Roles/${deskId}`)
})

test('an auditor reads roles without a way to change them, and the platform refuses the auditor anyway', async ({ page, request }) => {
  await signIn(page, 'auditor')
  await page.goto('/Role-Management')
  const rows = page.getByTestId('roles').locator('tr[data-role-id]')
  await expect(rows.first()).toBeVisible()
  await expect(page.getByRole('search').getByRole('link', { name: 'Create Role' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Delete:/ })).toHaveCount(0)
  await rows.filter({ hasText: 'Auditor' }).first().getByRole('link', { name: 'View: Auditor' }).click()
  const form = page.getByTestId('role-form')
  await expect(form.getByLabel('Name')).toBeDisabled()
  await expect(form.getByTestId('save-role')).toHaveCount(0)
  await expect(form.locator('input[name="permissionIds"]:checked').first()).toBeDisabled()
  await page.goto('/Role-Management/create-role')
  await expect(page.getByTestId('access-denied')).toBeVisible()

  const auditor = await apiToken(request, 'auditor')
  const created = await api(request, auditor, 'POST', '/ums/api/v1/Roles/create', { name: 'Nope Role', clientType: 'Admin', permissionIds: [1] })
  expect(created.status).toBe(403)
  expect(created.body.errors[0]).toMatch(/Role \/ Create/)
  const updated = await api(request, auditor, 'PUT', '/ums/api/v1/Roles/UpdateRole/1', { name: 'Nope Role', status: 'Active', permissionIds: [1] })
  expect(updated.status).toBe(403)
  expect((await api(request, auditor, 'DELETE', '/ums/api/v1/Roles/1')).status).toBe(403)
})

test('a role change sent for approval shows the checker who gains and loses which permissions, approval ones called out', async ({ page, browser, request }) => {
  const admin = await apiToken(request, 'admin')
  // Roles › Change needs a checker: the secure default.
  const compliance = await roleByName(request, admin, 'Compliance Officer')
  expect(compliance.userCount).toBeGreaterThan(0)
  let requestId = 0
  try {
    await signIn(page, 'admin')
    await page.goto(`/Role-Management/view/${compliance.id}`)
    const form = page.getByTestId('role-form')
    await form
      .locator('[data-permission-group="Approval"]')
      .getByRole('checkbox', { name: /^Approve Request/ })
      .check()
    await form.getByTestId('save-role').click()
    const sent = page.getByTestId('sent-for-approval')
    await expect(sent).toContainText('Sent for approval')
    requestId = Number(/request=(\d+)/.exec((await sent.getByRole('link').getAttribute('href')) ?? '')?.[1])
    expect(requestId).toBeGreaterThan(0)
    // Nothing changed until a checker approves.
    const unchanged = await roleByName(request, admin, 'Compliance Officer')
    expect(unchanged.permissions.map((p) => p.shortName)).not.toContain('Approve Request')

    const checkerContext = await browser.newContext()
    const checker = await checkerContext.newPage()
    await signIn(checker, 'checker')
    await checker.goto(`/approval-management?status=Pending&request=${requestId}`)
    const drawer = checker.getByTestId('approval-request')
    const impact = drawer.getByTestId('approval-impact')
    await expect(impact).toContainText(`${compliance.userCount} users hold this role`, { timeout: 15_000 })
    await expect(impact.getByTestId('impact-sensitive')).toBeVisible()
    const affected = impact.getByTestId('impact-users').locator('tr[data-username]')
    expect(await affected.count()).toBeGreaterThan(0)
    const gained = affected.first().getByTestId('impact-gained').locator('li[data-sensitive="true"]')
    await expect(gained).toContainText('Approvals › Approve or reject requests')
    // The comparison reads the permissions by group, in words.
    await expect(drawer.locator('tr[data-field="permissions.Approval"]')).toContainText('Approve or reject requests')
    // The checker holds Approve Request too: nothing is granted beyond the checker's own roles.
    await expect(drawer.locator('[data-hint="PermissionsNotHeldByReader"]')).toHaveCount(0)
    expect(await seriousViolations(checker)).toEqual([])
    await checkerContext.close()
  } finally {
    if (requestId) await api(request, await apiToken(request, 'checker'), 'PUT', `/apms/api/v1/Approval/Reject?id=${requestId}`, { reason: 'End of the e2e test' })
  }
})

test('in Arabic the role pages read right to left and stay accessible', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin')
  const supervisor = await roleByName(request, admin, 'Supervisor')
  await signIn(page, 'admin', { locale: 'ar' })
  await page.goto('/Role-Management')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByTestId('roles').locator('tr[data-role-id]').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.goto(`/Role-Management/view/${supervisor.id}`)
  await expect(page.getByTestId('permission-matrix')).toBeVisible()
  await expect(page.getByTestId('role-holders').locator('tr[data-username="checker"]')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.goto('/Role-Management/create-role')
  await expect(page.getByTestId('permission-matrix')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
