import { expect, test } from '@playwright/test'

test('the built back office opens with the product name as its title and asks a visitor to sign in', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Agent Banking Back Office')
  await expect(page).toHaveURL(/\/auth\/login\?auth=login$/)
})
