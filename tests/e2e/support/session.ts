// One way to sign in, call the platform and check accessibility, for every spec.
import { AxeBuilder } from '@axe-core/playwright'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

export const demoPassword = 'Demo@1234'
export const platformHeaders = { 'app-id': 'backoffice-sandbox', 'app-key': 'sandbox-app-key', channel: 'Web' }

/** Signs in through the login page; `origin` for a page served through the network switch. */
export async function signIn(page: Page, username: string, { locale, origin = '' }: { locale?: string; origin?: string } = {}): Promise<void> {
  // Signed in already (as someone else): the login page would send the browser home.
  await page.context().clearCookies()
  await page.goto(`${origin}/auth/login?auth=login`)
  if (locale) {
    await page.evaluate((value) => localStorage.setItem('i18nextLng', value), locale)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
  }
  await page.locator('input[name="username"]').fill(username)
  await page.locator('input[name="password"]').fill(demoPassword)
  await page.locator('main button[type="submit"]').click()
  // The first sign-in of a fresh platform also loads the shell's chunks: give it time.
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 20_000 })
}

/** A platform session without a browser, for arranging data and checking what the platform holds. */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/ums/api/v1/Authentication/login', { headers: platformHeaders, data: { username, password: demoPassword } })
  expect(response.status()).toBe(200)
  return (await response.json()).data.accessToken as string
}

export async function api(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) {
  const response = await request.fetch(url, { method, headers: { ...platformHeaders, authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) })
  return { status: response.status(), body: await response.json().catch(() => null) }
}

export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }))
}

/** Waits until the service worker controls the page (reloading once if it does not yet): before an offline spec takes the network away. */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
}

/**
 * A change made through the platform and, when it is sent for approval (every approvable action is,
 * by default), approved by `checker`: for arranging state, not for testing maker-checker itself.
 * Answers the change's own answer, or the approval's, with the id of the record it made or changed.
 */
export async function applied(request: APIRequestContext, token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) {
  const answer = await api(request, token, method, url, data)
  if (answer.status !== 202) return { ...answer, entityId: (answer.body?.data?.id as number | undefined) ?? null }
  const checker = await apiToken(request, 'checker')
  const approved = await api(request, checker, 'PUT', `/apms/api/v1/Approval/Approve?id=${answer.body.data.approvalRequestId as number}`)
  // The approval's entityId is the record a creation made.
  return { ...approved, entityId: (approved.body?.data?.entityId as number | null | undefined) ?? null }
}

/** Approves a request as `checker` (the form's change sent for approval). */
export async function approveAsChecker(request: APIRequestContext, requestId: number) {
  const answer = await api(request, await apiToken(request, 'checker'), 'PUT', `/apms/api/v1/Approval/Approve?id=${requestId}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
}

/** The request number a "Sent for approval (request #N)" notice names. */
export function requestIdOf(notice: string | null): number {
  const id = Number(/#(\d+)/.exec(notice ?? '')?.[1])
  expect(id).toBeGreaterThan(0)
  return id
}

/**
 * After a save or delete in the interface: when the platform sent it for approval (the action is
 * under maker-checker), `checker` approves it and the page is reloaded; else `done` shows at once.
 */
export async function approveIfSent(page: Page, request: APIRequestContext, done: Locator): Promise<void> {
  const sent = page.getByTestId('sent-for-approval')
  await expect(sent.or(done).first()).toBeVisible()
  if (await sent.isVisible()) {
    await approveAsChecker(request, requestIdOf(await sent.textContent()))
    await page.reload()
  }
}
