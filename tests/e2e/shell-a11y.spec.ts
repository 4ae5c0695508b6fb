import { expect, test } from '@playwright/test'

import { seriousViolations } from './support/accessibility'
import { signIn, switchLanguage } from './support/sign-in'

// axe finds no serious or critical violation on the login page and the signed-in shell, left-to-right and right-to-left.

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
    // Seven axe runs and six reloads: minutes on a loaded machine.
    test.setTimeout(180_000)
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
    // Checked once the panel has taken the focus: while it opens, the page behind is hidden before the focus moves.
    await expect.poll(() => page.evaluate(() => Boolean(document.querySelector('[data-testid="settings-panel"]')?.contains(document.activeElement)))).toBe(true)
    expect(await seriousViolations(page), 'settings panel').toEqual([])
    await page.keyboard.press('Escape')
    await page.getByTestId('user-menu').click()
    await expect(page.getByRole('menu')).toBeVisible()
    expect(await seriousViolations(page), 'user menu').toEqual([])
  })
}
