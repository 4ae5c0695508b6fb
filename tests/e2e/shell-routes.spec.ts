import { expect, test } from '@playwright/test'

import { seriousViolations } from './support/accessibility'
import { signIn } from './support/sign-in'

// Every route of SPEC section 2 opens for the admin inside the signed-in frame, never on an error
// page, with no serious accessibility violation, left-to-right and right-to-left: a screen is
// checked the day it lands.
// Sample ids: the demo data starts its numbering at 1 for every entity.
const signedInPaths = [
  '/',
  '/analytics',
  '/agent-management',
  '/agent-management/add-agent',
  '/agent-management/1',
  '/approval-management',
  '/approval-management/create-config',
  '/approval-management/manage-config',
  '/audit-log',
  '/Case-Management',
  '/Case-Management/view-case',
  '/commission',
  '/commission/create',
  '/commission/1',
  '/fee',
  '/fee/create',
  '/fee/1',
  '/manage-report/agent',
  '/manage-report/aggregator-commission',
  '/manage-report/merchant-commission',
  '/manage-report/transaction',
  '/onboarding/create-merchant',
  '/onboarding/manage-merchant',
  '/onboarding/1',
  '/Product-Group',
  '/Product-Group/create',
  '/Product-Group/edit/1',
  '/profile',
  '/Role-Management',
  '/Role-Management/create-role',
  '/Role-Management/view/1',
  '/system-configuration',
  '/User-Management',
  '/User-Management/create-user',
  '/User-Management/edit/1',
  '/User-Management/view/1',
  '/contact',
  '/donut-chart',
  '/FAQs',
]

// The walk is the longest file of the journeys (11 minutes in CI): its tests, independent of each
// other, are spread over the workers rather than run one after another at the end of the run.
test.describe.configure({ mode: 'parallel' })

// In halves, so each test stays well inside its time on a loaded machine.
const half = Math.ceil(signedInPaths.length / 2)
const halves = [signedInPaths.slice(0, half), signedInPaths.slice(half)]

for (const locale of ['en', 'ar'])
  for (const [index, paths] of halves.entries()) {
    test(`every signed-in route of the specification opens for the admin in the page frame, axe-clean (${locale}, part ${index + 1} of 2)`, async ({ page }) => {
      test.setTimeout(360_000)
      const pageErrors: string[] = []
      page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`))
      await signIn(page, 'admin', { locale })
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path)
          const main = page.getByRole('main')
          await expect(main.getByRole('heading', { level: 1 }), path).toBeVisible()
          await expect(
            main
              .getByRole('navigation', { name: locale === 'en' ? 'breadcrumb' : /.+/ })
              .getByRole('link')
              .first(),
            path,
          ).toBeVisible()
          await expect(page.getByTestId('user-menu'), path).toBeVisible()
          await expect(page.getByTestId('error-status'), path).toHaveCount(0)
          await expect(page.getByTestId('access-denied'), path).toHaveCount(0)
          expect(new URL(page.url()).pathname, path).toBe(path)
          // Screens that load data are checked once it has arrived (or failed), not on their spinner.
          await expect(main.getByTestId('loading'), path).toHaveCount(0, { timeout: 15_000 })
          // A table refreshing in the background is dimmed for a moment: checked once it is done.
          await expect(main.locator('[aria-busy="true"]'), path).toHaveCount(0, { timeout: 15_000 })
          expect(await seriousViolations(page), path).toEqual([])
        })
      }
      expect(pageErrors).toEqual([])
    })
  }

test('the authentication routes open without an error page', async ({ page }) => {
  const expectations: [string, RegExp, string][] = [
    ['/auth/login?auth=login', /\/auth\/login/, 'Log In'],
    ['/auth/forgot-password', /\/auth\/forgot-password/, 'Username'],
    ['/auth/reset-password', /\/auth\/reset-password/, 'This link is invalid or has expired; ask for a new one.'],
    ['/auth/register', /\/auth\/register/, 'Phone number'],
    ['/auth', /\/auth\/login\?auth=login/, 'Log In'],
    // Changing the password needs a session; signed out it leads to the login page.
    ['/auth/change-password', /\/auth\/login/, 'Log In'],
  ]
  for (const [path, url, text] of expectations) {
    await page.goto(path)
    await expect(page, path).toHaveURL(url)
    await expect(page.getByRole('main').getByText(text).first(), path).toBeVisible()
    await expect(page.getByText('This page could not be found'), path).toHaveCount(0)
    await expect(page.getByTestId('error-status'), path).toHaveCount(0)
  }
})

test('signed in, an unknown route and a route failing validation show the 404 text with a link home', async ({ page }) => {
  await signIn(page, 'admin')
  for (const path of ['/no/such/page', '/User-Management/view/not-a-number', '/utility/404']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'This page could not be found' }), path).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to home' }), path).toHaveAttribute('href', '/')
  }
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})
