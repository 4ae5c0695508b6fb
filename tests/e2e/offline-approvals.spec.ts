// Supervisors approve on tablets where the network comes and goes (DESIGN.md section 6): decisions
// made offline are kept, survive reloads, and are applied exactly once, by their own user.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'

import { openRequest } from './support/approvals'
import { apiToken, platformHeaders } from './support/platform-api'
import { untilServiceWorkerControls } from './support/service-worker'
import { signIn, signInThroughForm } from './support/sign-in'
import { startNetworkSwitch, type NetworkSwitch } from './support/network-switch'

const appPort = Number(process.env.E2E_PORT ?? 4173)
const direct = `http://localhost:${appPort}`

let net: NetworkSwitch

// Each journey signs in, works offline and waits for the replay: longer than the default 30 s.
test.describe.configure({ timeout: 120_000 })

test.beforeEach(async () => {
  net = await startNetworkSwitch(appPort)
})
test.afterEach(async () => {
  await net.close()
})

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'PUT', path: string): Promise<{ status: number; body: T }> {
  const response = await request.fetch(`${direct}${path}`, { method, headers: { ...platformHeaders, authorization: `Bearer ${token}` } })
  return { status: response.status(), body: (await response.json()) as T }
}

interface Page_<T> {
  data: T[]
}
interface ApprovalRow {
  id: number
  status: string
  summary: string
}

async function pendingIds(request: APIRequestContext, count: number): Promise<number[]> {
  const token = await apiToken(request, 'checker')
  const page = await api<Page_<ApprovalRow>>(request, token, 'GET', '/apms/api/v1/Approval?Status=Pending&PageSize=100')
  // Merchant creations: independent of each other, so every one of them can be applied.
  return page.body.data
    .filter((row) => row.summary.startsWith('Onboard merchant'))
    .map((row) => row.id)
    .slice(0, count)
}

async function statusOf(request: APIRequestContext, id: number): Promise<string> {
  const token = await apiToken(request, 'admin')
  return (await api<{ data: { status: string } }>(request, token, 'GET', `/apms/api/v1/Approval/${id}`)).body.data.status
}

/** Audit records of decisions on one request: exactly one means it was applied once. */
async function decisionsAudited(request: APIRequestContext, id: number): Promise<number> {
  const token = await apiToken(request, 'admin')
  const page = await api<Page_<{ description: string; eventType: string }>>(request, token, 'GET', '/aud/api/v1/AuditTrail?PageSize=500')
  return page.body.data.filter((r) => (r.eventType === 'Approve' || r.eventType === 'Reject') && r.description.includes(`approval request ${id}:`)).length
}

async function goOffline(context: BrowserContext) {
  net.down()
  await context.setOffline(true)
}

async function goOnline(context: BrowserContext) {
  net.up()
  await context.setOffline(false)
}

async function approve(page: Page, id: number) {
  await openRequest(page, id, { origin: net.origin, status: 'Pending' })
  await page.getByTestId('approval-request').getByRole('button', { name: 'Approve' }).click()
  await page.getByTestId('approve-dialog').getByRole('button', { name: 'Approve' }).click()
}

test('five approvals made offline survive a reload and are applied exactly once when the network returns', async ({ page, context, request }) => {
  const ids = await pendingIds(request, 5)
  expect(ids).toHaveLength(5)
  await signIn(page, 'checker', { origin: net.origin })
  // The service worker must control the page before the network can go.
  await untilServiceWorkerControls(page)
  for (const id of ids) await openRequest(page, id, { origin: net.origin, status: 'Pending' }) // seen once online: readable offline
  await goOffline(context)
  for (const id of ids) {
    await approve(page, id)
    await expect(page.getByTestId('decision-result')).toContainText('saved on this device')
  }
  await page.reload()
  await expect(page.getByTestId('sync-banner')).toContainText('5 decisions wait')
  for (const id of ids) expect(await statusOf(request, id)).toBe('Pending')

  await goOnline(context)
  await expect(page.getByTestId('sync-banner')).toContainText('All decisions are synced', { timeout: 30_000 })
  for (const id of ids) {
    expect(await statusOf(request, id)).toBe('Approved')
    expect(await decisionsAudited(request, id)).toBe(1)
  }
  await page.keyboard.press('Escape')
  await page.getByTestId('sync-banner').getByRole('button', { name: 'Open outbox' }).click()
  await expect(page.getByTestId('outbox-item').and(page.locator('[data-status="applied"]'))).toHaveCount(5)
})

test('a request decided by another checker meanwhile is refused on replay, with the reason shown', async ({ page, context, request }) => {
  const [id] = await pendingIds(request, 1)
  if (id === undefined) throw new Error('no pending request')
  await signIn(page, 'checker', { origin: net.origin })
  // The service worker must control the page before the network can go.
  await untilServiceWorkerControls(page)
  await openRequest(page, id, { origin: net.origin, status: 'Pending' })
  // What the checker saw the request called: the banner and the outbox name the decision by it.
  const title = (await page.getByTestId('approval-request').getByRole('heading').first().textContent())?.trim() ?? ''
  expect(title).not.toBe('')
  await goOffline(context)
  await approve(page, id)
  await expect(page.getByTestId('decision-result')).toContainText('saved on this device')

  // Another checker, elsewhere, decides the same request first.
  const other = await apiToken(request, 'checker2')
  expect((await api(request, other, 'PUT', `/apms/api/v1/Approval/Approve?id=${id}`)).status).toBe(200)

  await goOnline(context)
  const banner = page.getByTestId('sync-banner')
  await expect(banner).toHaveAttribute('data-tone', 'refused', { timeout: 30_000 })
  await expect(banner).toContainText('already approved')
  await expect(banner).toContainText(`Approve: ${title}`)
  expect(await decisionsAudited(request, id)).toBe(1)
  await page.keyboard.press('Escape')
  await banner.getByRole('button', { name: 'Open outbox' }).click()
  await expect(page.getByTestId('outbox-refusal')).toContainText('already approved by Tunde Bakare')
  await expect(page.getByTestId('outbox-item').first()).toContainText(`Approve: ${title}`)
})

test('with the session expired offline, the queue waits and replays after sign-in', async ({ page, context, request }) => {
  const [id] = await pendingIds(request, 1)
  if (id === undefined) throw new Error('no pending request')
  await signIn(page, 'checker', { origin: net.origin })
  // The service worker must control the page before the network can go.
  await untilServiceWorkerControls(page)
  await openRequest(page, id, { origin: net.origin, status: 'Pending' })
  await goOffline(context)
  await approve(page, id)
  await expect(page.getByTestId('decision-result')).toContainText('saved on this device')
  // The tokens the page holds are no longer valid by the time the network returns.
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'expired.eyJzdWIiOiIwIn0.x')
    localStorage.setItem('refreshToken', 'revoked-refresh-token-000000')
  })
  await goOnline(context)
  await page.reload()
  // The platform refuses the old session: the user is told and sent to sign in; nothing was sent.
  const expired = page.getByTestId('session-expired-dialog')
  await expect(expired).toBeVisible({ timeout: 20_000 })
  expect(await statusOf(request, id)).toBe('Pending')
  await expired.getByRole('button', { name: 'Ok' }).click()
  await expect(page).toHaveURL(/\/auth\/login/)
  // Signing in again is the subject: through the form.
  await signInThroughForm(page, 'checker', { origin: net.origin })
  await untilServiceWorkerControls(page)
  await expect.poll(() => statusOf(request, id), { timeout: 30_000 }).toBe('Approved')
  expect(await decisionsAudited(request, id)).toBe(1)
})

test('another user signing in on the same tablet does not send the first user’s decisions', async ({ page, context, request }) => {
  const [id] = await pendingIds(request, 1)
  if (id === undefined) throw new Error('no pending request')
  // Sessions of its own, through the form: each user signs out below, which revokes the session on the platform.
  await signInThroughForm(page, 'checker', { origin: net.origin })
  // The service worker must control the page before the network can go.
  await untilServiceWorkerControls(page)
  await openRequest(page, id, { origin: net.origin, status: 'Pending' })
  await goOffline(context)
  await approve(page, id)
  await expect(page.getByTestId('decision-result')).toContainText('saved on this device')
  // The checker signs out while offline; a colleague signs in once the network is back.
  await page.keyboard.press('Escape')
  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await page.getByTestId('logout-dialog').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/auth\/login/)
  await goOnline(context)
  await signInThroughForm(page, 'checker2', { origin: net.origin })
  await untilServiceWorkerControls(page)
  await expect(page.getByTestId('sync-banner')).toContainText('another user', { timeout: 15_000 })
  expect(await statusOf(request, id)).toBe('Pending')

  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await page.getByTestId('logout-dialog').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/auth\/login/)
  await signInThroughForm(page, 'checker', { origin: net.origin })
  await untilServiceWorkerControls(page)
  await expect.poll(() => statusOf(request, id), { timeout: 30_000 }).toBe('Approved')
  const token = await apiToken(request, 'admin')
  const detail = await api<{ data: { decidedBy: { username: string } } }>(request, token, 'GET', `/apms/api/v1/Approval/${id}`)
  expect(detail.body.data.decidedBy.username).toBe('checker')
})

test('reference data and a viewed approval request are shown after a reload with the network off', async ({ page, context, request }) => {
  const [id] = await pendingIds(request, 1)
  if (id === undefined) throw new Error('no pending request')
  await signIn(page, 'checker', { origin: net.origin })
  // The service worker must control the page before the network can go.
  await untilServiceWorkerControls(page)
  await page.goto(`${net.origin}/profile`)
  // Industries, document types, banks, countries, super agents, products, and Nigeria's states.
  await expect(page.getByTestId('device-data-row').and(page.locator('[data-fresh="true"]'))).toHaveCount(7)
  await openRequest(page, id, { origin: net.origin, status: 'Pending' })
  await expect(page.getByTestId('data-comparison')).toBeVisible()

  await goOffline(context)
  await page.goto(`${net.origin}/profile`)
  await expect(page.getByTestId('device-data')).toContainText('kept on this device since')
  await expect(page.getByTestId('device-data-row').and(page.locator('[data-fresh="false"]'))).toHaveCount(7)
  await openRequest(page, id, { origin: net.origin, status: 'Pending' })
  await expect(page.getByTestId('data-comparison')).toBeVisible()
  await expect(page.getByTestId('sync-banner')).toHaveAttribute('data-tone', 'offline')
})

test('two tablets approve the same request offline: each drawer ends with its own outcome in words, the refusal names the first decider, the banner is on top within the content', async ({
  page,
  context,
  browser,
  request,
}) => {
  const [id] = await pendingIds(request, 1)
  if (id === undefined) throw new Error('no pending request')
  // A tablet in landscape: the sidebar is shown beside the content.
  await page.setViewportSize({ width: 1024, height: 768 })
  await signIn(page, 'checker', { origin: net.origin })
  await untilServiceWorkerControls(page)
  const second = await browser.newContext({ viewport: { width: 1024, height: 768 } })
  const tablet = await second.newPage()
  try {
    await signIn(tablet, 'checker2', { origin: net.origin })
    await untilServiceWorkerControls(tablet)
    await openRequest(page, id, { origin: net.origin, status: 'Pending' })
    await openRequest(tablet, id, { origin: net.origin, status: 'Pending' })
    net.down()
    await context.setOffline(true)
    await second.setOffline(true)
    await approve(page, id)
    await expect(page.getByTestId('decision-result')).toContainText('saved on this device')
    await approve(tablet, id)
    await expect(tablet.getByTestId('decision-result')).toContainText('saved on this device')

    // The first tablet comes back: its decision is applied, and its open drawer says so.
    net.up()
    await context.setOffline(false)
    const applied = page.getByTestId('decision-synced')
    await expect(applied).toHaveAttribute('data-status', 'applied', { timeout: 30_000 })
    await expect(applied).toHaveText('Your approval was sent and applied.')
    await expect(page.getByTestId('decision-result')).not.toContainText('saved on this device')

    // The second comes back: refused, in words, naming who decided first by name.
    await second.setOffline(false)
    const refused = tablet.getByTestId('decision-synced')
    await expect(refused).toHaveAttribute('data-status', 'refused', { timeout: 30_000 })
    await expect(refused).toHaveText('Your approval was refused: This request was already approved by Aisha Bello.')
    await expect(tablet.getByTestId('decision-result')).not.toContainText('saved on this device')

    // The refusal's banner: within the content area (not under the sidebar), on top of the open drawer, its text whole.
    const banner = tablet.getByTestId('sync-banner')
    await expect(banner).toHaveAttribute('data-tone', 'refused')
    await expect(banner).toContainText('already approved by Aisha Bello')
    const box = await banner.boundingBox()
    const sidebar = await tablet.getByTestId('sidebar').boundingBox()
    if (!box || !sidebar) throw new Error('no banner or sidebar')
    expect(box.x).toBeGreaterThanOrEqual(sidebar.x + sidebar.width - 1)
    expect(box.x + box.width).toBeLessThanOrEqual(1024 + 1)
    const onTop = await tablet.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="sync-banner"]') !== null, { x: box.x + box.width / 2, y: box.y + box.height / 2 })
    expect(onTop).toBe(true)
    // The drawer ends above the banner: its buttons are not hidden under it.
    const drawer = await tablet.getByTestId('approval-request').boundingBox()
    expect((drawer?.y ?? 0) + (drawer?.height ?? 0)).toBeLessThanOrEqual(box.y + 1)
    // Its text is not cut: it fits the banner (it wraps).
    const text = banner.locator('p').first()
    expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true)
    await tablet.screenshot({ path: test.info().outputPath('two-tablets-refused-1024.png') })
  } finally {
    await second.close()
  }
})
