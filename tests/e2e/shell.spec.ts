import { expect, test, type Page } from '@playwright/test'

// Shell behaviour that needs no platform behind it: routing, languages, direction, settings, validation.

/** From the page's next load, before any of its scripts runs: notes every element removed from it. */
async function watchRemovedElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = []
    ;(window as unknown as { removedElements: string[] }).removedElements = removed
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.tagName)
    }).observe(document, { childList: true, subtree: true })
  })
}

const removedElements = (page: Page) => page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements)

test('an unknown route shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
})

test('/utility/404 is the 404 page', async ({ page }) => {
  await page.goto('/utility/404')
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
})

test('a signed-out visitor is sent to the login page with auth=login', async ({ page }) => {
  await page.goto('/User-Management')
  await expect(page).toHaveURL(/\/auth\/login\?auth=login/)
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible()
  await expect(page).toHaveTitle('Agent Banking Back Office')
})

test('/auth goes to the login page', async ({ page }) => {
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/auth\/login\?auth=login/)
})

test('the login form validates before calling the platform', async ({ page }) => {
  let loginCalls = 0
  await page.route('**/ums/api/v1/Authentication/login', (route) => {
    loginCalls += 1
    return route.abort()
  })
  await page.goto('/auth/login?auth=login')
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page.getByText('Enter your username')).toBeVisible()
  await expect(page.getByText('Enter your password')).toBeVisible()
  await page.getByLabel('Username').fill('a b')
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page.getByText('A username has 3 to 50 letters, digits, dots, dashes or underscores')).toBeVisible()
  expect(loginCalls).toBe(0)
})

test('the login page speaks French after switching the language, and remembers it', async ({ page }) => {
  await page.goto('/auth/login?auth=login')
  await page.getByTestId('language-switcher').selectOption('fr')
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible()
  await expect(page.getByLabel("Nom d'utilisateur")).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await page.reload()
  await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible()
})

test('Arabic sets dir=rtl and mirrors the login page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'))
  await page.goto('/auth/login?auth=login')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('button', { name: 'دخول' })).toBeVisible()
  const field = await page.getByLabel('اسم المستخدم').boundingBox()
  const label = await page.locator('label', { hasText: 'اسم المستخدم' }).first().boundingBox()
  expect(field && label).toBeTruthy()
  // The label starts at the right edge of the field in a right-to-left page.
  expect(Math.abs(label!.x + label!.width - (field!.x + field!.width))).toBeLessThan(24)
})

test('the settings panel opens on the auth pages and its choices persist', async ({ page }) => {
  await page.goto('/auth/login?auth=login')
  await page.getByTestId('settings-toggle').click()
  const panel = page.getByTestId('settings-panel')
  await expect(panel).toBeVisible()
  await panel.getByText('Horizontal', { exact: true }).click()
  await expect(panel.getByText('Topbar', { exact: true })).toBeVisible()
  await panel.getByText('Dark', { exact: true }).click()
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('layout.settings') ?? '{}') as Record<string, unknown>)
  expect(stored).toMatchObject({ layoutType: 'horizontal', topbar: 'dark' })
  await page.reload()
  await page.getByTestId('settings-toggle').click()
  await expect(page.getByTestId('settings-panel').getByRole('radio', { name: 'Horizontal' })).toBeChecked()
})

test('the reset-password page without a token asks for a new link', async ({ page }) => {
  await page.goto('/auth/reset-password')
  await expect(page.getByText('This link is invalid or has expired; ask for a new one.')).toBeVisible()
})

test('the register form checks the Nigerian phone number', async ({ page }) => {
  await page.goto('/auth/register')
  await page.getByLabel('Phone number').fill('08031234567')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByText('Enter a Nigerian number as +234 followed by 10 digits')).toBeVisible()
})

test('a bad list filter in the URL falls back instead of failing', async ({ page }) => {
  // Signed out, the shell redirects to login; the redirect keeps the original address intact.
  await page.goto('/approval-management?status=Nope&page=-4')
  await expect(page).toHaveURL(/\/auth\/login/)
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible()
})

test('React takes over the prerendered sign-in page without drawing it again, and releases its controls', async ({ page }) => {
  await watchRemovedElements(page)
  await page.goto('/auth/login')
  await expect(page.locator('[data-until-ready]')).toHaveCount(0)
  await expect(page.locator('input[name="username"]')).toBeEditable()
  expect(await removedElements(page)).toEqual([])
  await page.locator('input[name="username"]').fill('admin')
  await page.locator('input[name="password"]').fill('x')
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled()
})

test('after choosing Arabic, the sign-in page comes in Arabic from its first byte, from the sandbox and from the service worker, and React takes it over', async ({ page }) => {
  await page.goto('/auth/login')
  await page.getByTestId('language-switcher').selectOption('ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  // The sandbox: the page as sent, before any script has run.
  const sent = await (await page.request.get('/auth/login')).text()
  expect(sent).toContain('<html lang="ar" dir="rtl">')
  expect(sent).toContain('data-locale="ar"')

  // The service worker: the same page, hydrated, nothing of it drawn again.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await watchRemovedElements(page)
  await page.reload()
  await expect(page.locator('[data-until-ready]')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'دخول' })).toBeEnabled()
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).workerStart)).toBeGreaterThan(0)
  expect(await removedElements(page)).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the sign-in page and the 404 page paint from the HTML alone; an unknown path answers 404', async ({ page }) => {
    await page.goto('/auth/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
    await expect(page.locator('input[name="username"]')).toBeVisible()
    await expect(page.locator('input[name="password"]')).toBeVisible()
    // Nothing of the page is written by a script in the HTML itself: the CSP forbids it.
    expect(await page.locator('script:not([src])').count()).toBe(0)

    const answer = await page.goto('/no/such/page')
    expect(answer?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })
})
