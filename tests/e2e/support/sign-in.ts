// Signing in: each demo user once through the login form (tests/e2e/auth.setup.ts), then every spec from that saved session.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'

import { sessionKeys } from '../../../src/lib/session'
import { demoPassword, platformHeaders, platformLogin } from './platform-api'

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

/** Chooses the app's language as the language menu stores it, and reloads the page in it. */
export async function switchLanguage(page: Page, locale: string): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('i18nextLng', value), locale)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
}
