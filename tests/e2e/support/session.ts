// One way to sign in, call the platform and check accessibility, for every spec.
import { AxeBuilder } from '@axe-core/playwright'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'

import { sessionKeys } from '../../../src/lib/session'

export const demoPassword = 'Demo@1234'
export const platformHeaders = { 'app-id': 'backoffice-sandbox', 'app-key': 'sandbox-app-key', channel: 'Web' }

/** The demo users the specs sign in as (password Demo@1234), each signed in once by tests/e2e/auth.setup.ts. */
export const demoUsers = ['admin', 'maker', 'checker', 'checker2', 'auditor', 'support', 'compliance'] as const
export type DemoUser = (typeof demoUsers)[number]

/** Where each demo user's saved session (Playwright storage state) is kept: git-ignored (.data/). */
export const authStateDir = fileURLToPath(new URL('../../../.data/e2e-auth/', import.meta.url))
export const authStatePath = (username: DemoUser) => `${authStateDir}${username}.json`

// What a saved session carries: the cookies and local storage keys of the session (lib/session.ts), nothing the app keeps beside
// them (the persisted query cache with the user's permissions of the moment, the outcomes a maker has seen, the locale cookie).
const sessionCookies: readonly string[] = [sessionKeys.tokenCookie, sessionKeys.userIdCookie, sessionKeys.twoFactorCookie, sessionKeys.multiFactorCookie]
const sessionStorageKeys: readonly string[] = [sessionKeys.accessToken, sessionKeys.refreshToken, sessionKeys.userId, sessionKeys.permissions]
// An access token lasts 15 minutes (server/src/platform/auth.ts) and the suite longer: a saved session with less than this left is renewed.
const renewWithin = 5 * 60_000

type SavedState = Exclude<Parameters<BrowserContext['setStorageState']>[0], string>

/** The session alone out of a context's storage state. */
function sessionOnly(state: SavedState): SavedState {
  return {
    cookies: state.cookies.filter((cookie) => sessionCookies.includes(cookie.name)),
    origins: state.origins.map((origin) => ({ origin: origin.origin, localStorage: origin.localStorage.filter(({ name }) => sessionStorageKeys.includes(name)) })),
  }
}

/**
 * Signs in through the login page: for the specs whose subject is signing in, and for a session a
 * spec ends (logout, refresh, another sign-out), which must not be a saved one other specs share.
 * `origin` for a page served through the network switch; `password` for a user of the spec's own.
 */
export async function signInThroughForm(page: Page, username: string, { locale, origin = '', password = demoPassword }: { locale?: string; origin?: string; password?: string } = {}): Promise<void> {
  // Signed in already (as someone else): the login page would send the browser home.
  await page.context().clearCookies()
  await page.goto(`${origin}/auth/login?auth=login`)
  if (locale) {
    await page.evaluate((value) => localStorage.setItem('i18nextLng', value), locale)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
  }
  await page.locator('input[name="username"]').fill(username)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('main button[type="submit"]').click()
  // The first sign-in of a fresh platform also loads the shell's chunks: give it time.
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 20_000 })
}

/** Signs a demo user in through the form in a context of its own and saves the session (cookies and local storage) for the specs. */
export async function saveSignedInState(browser: Browser, baseURL: string, username: DemoUser): Promise<SavedState> {
  const context = await browser.newContext({ baseURL })
  try {
    const page = await context.newPage()
    await signInThroughForm(page, username)
    const state = sessionOnly(await context.storageState())
    await writeState(username, state)
    return state
  } finally {
    await context.close()
  }
}

async function writeState(username: DemoUser, state: SavedState): Promise<void> {
  await mkdir(authStateDir, { recursive: true })
  // Written whole, then renamed: the other worker never reads half a file.
  const temporary = `${authStatePath(username)}.${process.pid}.tmp`
  await writeFile(temporary, JSON.stringify(state, null, 2))
  await rename(temporary, authStatePath(username))
}

function savedToken(state: SavedState): { accessToken: string | null; userId: number | null } {
  const stored = new Map(state.origins.flatMap((origin) => origin.localStorage.map(({ name, value }) => [name, value] as const)))
  const userId = Number(stored.get('userId'))
  return { accessToken: stored.get('accessToken') ?? null, userId: Number.isInteger(userId) && userId > 0 ? userId : null }
}

function expiresAt(accessToken: string): number {
  try {
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { exp?: number }
    return (claims.exp ?? 0) * 1000
  } catch {
    return 0
  }
}

// Per worker: the saved sessions already checked against this run's server (it signs its tokens with a key of its own).
const checked = new Set<DemoUser>()

/**
 * The saved session of a demo user, usable now: signed in through the form when missing (a spec run
 * with --no-deps, without the setup project), and given new tokens (a sign-in through the platform,
 * written the way lib/session.ts storeTokens writes them) when they are near their end or from another
 * run's server. Never refreshed: a refresh rotates the token, and the contexts sharing it would see
 * theirs refused and the whole sign-in revoked.
 */
async function usableState(page: Page, username: DemoUser): Promise<SavedState> {
  let state: SavedState
  try {
    state = sessionOnly(JSON.parse(await readFile(authStatePath(username), 'utf8')) as SavedState)
  } catch {
    const browser = page.context().browser()
    if (!browser) throw new Error('no browser to sign in with')
    state = await saveSignedInState(browser, test.info().project.use.baseURL ?? '', username)
    checked.add(username)
  }
  const { accessToken, userId } = savedToken(state)
  let usable = accessToken !== null && userId !== null && expiresAt(accessToken) - Date.now() > renewWithin
  if (usable && !checked.has(username)) {
    const answer = await page.request.get(`/ums/api/v1/User/${userId}`, { headers: { ...platformHeaders, authorization: `Bearer ${accessToken}` } })
    usable = answer.ok()
  }
  if (!usable) {
    const answer = await platformLogin(page.request, username)
    expect(answer.status).toBe(200)
    const tokens = answer.body.data as { accessToken: string; refreshToken: string; userId: number }
    const renewed: Record<string, string> = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, userId: String(tokens.userId) }
    state = {
      cookies: state.cookies.map((cookie) =>
        cookie.name === '_token.local' ? { ...cookie, value: encodeURIComponent(`Bearer ${tokens.accessToken}`) } : cookie.name === 'userId' ? { ...cookie, value: String(tokens.userId) } : cookie,
      ),
      origins: state.origins.map((origin) => ({
        ...origin,
        localStorage: origin.localStorage.map((entry) => (entry.name in renewed ? { ...entry, value: renewed[entry.name] ?? entry.value } : entry)),
      })),
    }
    await writeState(username, state)
  }
  checked.add(username)
  return state
}

/**
 * Signs a demo user in with the session saved once by the setup project (no login form): the page's
 * context gets that session's cookies and local storage, as on a device where the user just signed
 * in, and the page opens the dashboard. It replaces the context's storage (cookies, local storage,
 * IndexedDB) and leaves the page the app was on: call it first, or after a sign-out. `locale` is chosen before the shell loads; `origin`
 * for a page served through the network switch (the local storage is written on that origin).
 */
export async function signIn(page: Page, username: DemoUser, { locale, origin = '' }: { locale?: string; origin?: string } = {}): Promise<void> {
  const state = await usableState(page, username)
  const target = new URL(origin || test.info().project.use.baseURL || page.url()).origin
  const localStorage = state.origins.flatMap((entry) => entry.localStorage)
  if (locale) localStorage.push({ name: 'i18nextLng', value: locale })
  // A page of the app still open (another user's session, a spec switching users) is left first: its requests must not
  // meet the new session half-written (a 401 then opens the session-expired dialog on the next page).
  if (page.url() !== 'about:blank') await page.goto('about:blank')
  await page.context().setStorageState({ cookies: state.cookies, origins: [{ origin: target, localStorage }] })
  await page.goto(`${origin}/`)
  if (locale) await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 20_000 })
}

/** A platform session without a browser, for arranging data and checking what the platform holds. */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const answer = await platformLogin(request, username)
  expect(answer.status).toBe(200)
  return answer.body.data.accessToken as string
}

/** A sign-in through the platform's API, answered as it is: for specs about signing in (a wrong password, a lockout, another device's session). */
export async function platformLogin(request: APIRequestContext, username: string, { password = demoPassword, headers = {} }: { password?: string; headers?: Record<string, string> } = {}) {
  const response = await request.post('/ums/api/v1/Authentication/login', { headers: { ...platformHeaders, ...headers }, data: { username, password } })
  return { status: response.status(), body: await response.json().catch(() => null) }
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

/**
 * Follows the page's requests from now on; quiet() waits until none is in flight for half a second.
 * Playwright's 'networkidle' never comes while the signed-in shell holds its event stream open, which is left out here.
 */
export function trackRequests(page: Page): { quiet(): Promise<void> } {
  const inFlight = new Set<object>()
  let changedAt = Date.now()
  const counted = (request: { url(): string }) => !new URL(request.url()).pathname.startsWith('/admin/api/v1/Events/stream')
  page.on('request', (request) => {
    if (!counted(request)) return
    inFlight.add(request)
    changedAt = Date.now()
  })
  const settled = (request: object) => {
    if (inFlight.delete(request)) changedAt = Date.now()
  }
  page.on('requestfinished', settled)
  page.on('requestfailed', settled)
  return {
    async quiet() {
      await expect.poll(() => (inFlight.size === 0 ? Date.now() - changedAt : 0), { intervals: [100], timeout: 15_000 }).toBeGreaterThanOrEqual(500)
    },
  }
}
