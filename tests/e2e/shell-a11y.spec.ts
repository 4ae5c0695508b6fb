import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

// axe finds no serious or critical violation on the login page and the signed-in shell, left-to-right and right-to-left.
const password = 'Demo@1234'

async function signIn(page: Page, username: string) {
  await page.goto('/auth/login?auth=login')
  await page.getByLabel('Username').fill(username)
  await page.getByRole('textbox', { name: 'Password' }).fill(password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page.getByTestId('user-menu')).toBeVisible()
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }))
}

async function switchLanguage(page: Page, locale: string) {
  await page.evaluate((value) => localStorage.setItem('i18nextLng', value), locale)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
}

for (const locale of ['en', 'ar']) {
  test(`the login page has no serious accessibility violation (${locale})`, async ({ page }) => {
    await page.goto('/auth/login?auth=login')
    await switchLanguage(page, locale)
    const submit = page.getByRole('main').locator('button[type="submit"]')
    await expect(submit).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    // With the validation messages showing.
    await submit.click()
    await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test(`the signed-in shell has no serious accessibility violation (${locale})`, async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page, 'admin')
    await switchLanguage(page, locale)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    // Dark sidebar, then the horizontal layout with each top bar theme, then the settings panel open.
    for (const settings of [
      { layoutType: 'vertical', leftSidebarType: 'dark' },
      { layoutType: 'vertical', leftSidebarType: 'colored' },
      { layoutType: 'horizontal', topbar: 'colored' },
      { layoutType: 'horizontal', topbar: 'dark' },
      { layoutType: 'horizontal', topbar: 'light' },
    ]) {
      await page.evaluate((value) => localStorage.setItem('layout.settings', JSON.stringify(value)), settings)
      await page.reload()
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
      expect(await seriousViolations(page), JSON.stringify(settings)).toEqual([])
    }
    await page.getByRole('banner').getByTestId('settings-toggle').click()
    await expect(page.getByTestId('settings-panel')).toBeVisible()
    expect(await seriousViolations(page), 'settings panel').toEqual([])
    await page.keyboard.press('Escape')
    await page.getByTestId('user-menu').click()
    await expect(page.getByRole('menu')).toBeVisible()
    expect(await seriousViolations(page), 'user menu').toEqual([])
  })
}
