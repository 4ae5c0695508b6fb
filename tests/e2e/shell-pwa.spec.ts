import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { chromium, expect, test, type Page } from '@playwright/test'

import { startNetworkSwitch } from './support/network-switch'
import { untilServiceWorkerControls } from './support/service-worker'
import { signIn } from './support/sign-in'
import config from '../../playwright.config'

// The installable app: Chrome's installability check, the precached shell offline, the service worker and its update prompt.
const launchOptions = config.use?.launchOptions ?? {}

/** Resolves once the service worker is active and controls this page (it claims open clients). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 15_000 }).toBe('activated')
}

test('Chrome finds the app installable: no installability errors, a valid manifest', async ({ baseURL }) => {
  // An ordinary context is incognito to Chrome, which is itself an installability error; a profile directory is not.
  const profile = mkdtempSync(join(tmpdir(), 'backoffice-pwa-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: launchOptions.executablePath ?? '/usr/bin/chromium',
    args: launchOptions.args,
    baseURL,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/auth/login?auth=login')
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible()
    await waitForServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] }
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/)
    expect(manifest.errors).toEqual([])
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('the service worker is registered for the whole app (scope /) and controls the page', async ({ page, baseURL }) => {
  await page.goto('/auth/login?auth=login')
  await waitForServiceWorker(page)
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration()
    return { scope: found?.scope, script: found?.active?.scriptURL, waiting: found?.waiting !== null && found?.waiting !== undefined }
  })
  expect(registration.scope).toBe(new URL('/', baseURL).href)
  expect(registration.script).toBe(new URL('/sw.js', baseURL).href)
  expect(registration.waiting).toBe(false)
  await expect(page.getByText('A new version of the back office is available.')).toHaveCount(0)
})

test('after one visit the login page opens offline from the precache', async ({ page, context }) => {
  await page.goto('/auth/login?auth=login')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible()
  await expect(page.getByLabel('Username')).toBeVisible()
  // A page never visited comes from the same precached shell.
  await page.goto('/auth/forgot-password')
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByText('This page could not be found')).toHaveCount(0)
  await context.setOffline(false)
})

test('signed in, a reload offline still shows the shell with its frame, not an error page', async ({ page, context }) => {
  await signIn(page, 'admin')
  await waitForServiceWorker(page)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('user-menu')).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('error-status')).toHaveCount(0)
  await context.setOffline(false)
})

for (const [username, promised] of [
  ['auditor', false],
  ['checker', true],
] as const) {
  test(`offline, the banner promises ${username} that approvals made offline are kept: ${promised}`, async ({ page, context }) => {
    // The worker's traffic too is cut (Playwright's offline mode leaves it), so the page stays offline until the network is back.
    const net = await startNetworkSwitch(Number(process.env.E2E_PORT ?? 4173))
    try {
      await signIn(page, username, { origin: net.origin })
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
      await untilServiceWorkerControls(page)
      net.down()
      await context.setOffline(true)
      // Opened again without the network: the worker serves the page, which starts offline.
      await page.goto(page.url())
      const banner = page.getByTestId('sync-banner')
      await expect(banner).toContainText('You are offline.')
      await expect(banner).toHaveText(promised ? /Approvals and rejections you make are kept/ : /^(?![\s\S]*Approvals and rejections)[\s\S]*You are offline\./)
      net.up()
      await context.setOffline(false)
      await expect(banner).toHaveCount(0)
    } finally {
      net.up()
      await context.setOffline(false)
      await net.close()
    }
  })
}

test('a new deployment offers an update; Later hides it, Reload switches to the new version', async ({ page }) => {
  await page.goto('/auth/login?auth=login')
  await waitForServiceWorker(page)
  // Deploy: the server serves dist/ and reads a rebuilt sw.js again, so a changed worker is a new version.
  const swFile = join(import.meta.dirname, '../../dist/sw.js')
  const deployed = readFileSync(swFile, 'utf8')
  const marker = `e2e-deployment-${Date.now()}`
  writeFileSync(swFile, `${deployed}\n// ${marker}\n`)
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    const prompt = page.getByTestId('update-prompt')
    await expect(prompt).toContainText('A new version of the back office is available.', { timeout: 15_000 })
    await prompt.getByRole('button', { name: 'Later' }).click()
    await expect(prompt).toHaveCount(0)
    // The new version still waits: the next visit offers it again.
    await page.reload()
    await expect(prompt).toBeVisible({ timeout: 15_000 })
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }))
    await prompt.getByRole('button', { name: 'Reload' }).click()
    // The page reloads itself once the new worker controls it.
    await page.waitForFunction(() => !('beforeUpdate' in window), undefined, { timeout: 15_000 })
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible()
    await expect(prompt).toHaveCount(0)
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      const source = await (await fetch('/sw.js', { cache: 'no-store' })).text()
      return { waiting: Boolean(registration?.waiting), controlled: navigator.serviceWorker.controller?.state ?? null, source }
    })
    expect(worker.waiting).toBe(false)
    expect(worker.controlled).toBe('activated')
    expect(worker.source).toContain(marker)
  } finally {
    writeFileSync(swFile, deployed)
  }
})
