import { expect, test } from '@playwright/test'

import { choose, picker, pickerOptions } from './support/picker'
import { seriousViolations } from './support/accessibility'
import { api, apiToken } from './support/platform-api'
import { signIn } from './support/sign-in'

// The kit's picker reaches every record (a search on the platform, a page at a time), and a filter
// names the record in the URL, whichever page of the list it is on.
interface Merchant {
  id: number
  businessName: string
}

test('a merchant beyond the first page is found by part of its name, gets an agent form, and filters name it from the URL', async ({ page, request }) => {
  const token = await apiToken(request, 'admin')
  const listed = await api(request, token, 'GET', '/mer/api/v1/Merchant?SortOrder=asc&PageNumber=1&PageSize=500')
  const merchants = listed.body.data as Merchant[]
  expect(merchants.length).toBeGreaterThan(100)
  // The newest merchant: the last of the list the picker pages through, far beyond its first 20.
  const newest = merchants[merchants.length - 1]!
  const part = newest.businessName.split(' ').slice(0, 2).join(' ')

  await signIn(page, 'admin')
  await page.goto('/agent-management/add-agent')
  const form = page.getByTestId('agent-form')
  await picker(form, 'Merchant').click()
  // The first page lists 20, and says there are more.
  await expect(pickerOptions(page)).toHaveCount(20)
  await expect(page.getByText('Scroll or type more of the name for the rest.')).toBeVisible()
  // The keyboard walks to the end of the page and the next one is fetched.
  for (let step = 0; step < 19; step++) await picker(form, 'Merchant').press('ArrowDown')
  await expect(pickerOptions(page)).toHaveCount(40)
  await picker(form, 'Merchant').press('Escape')

  await choose(form, 'Merchant', part, newest.businessName)
  await expect(picker(form, 'Merchant')).toHaveValue(newest.businessName)
  expect(await seriousViolations(page)).toEqual([])

  // From the merchant's id in a link, the agent form and the agent list name the merchant.
  await page.goto(`/agent-management/add-agent?merchantId=${newest.id}`)
  await expect(picker(page.getByTestId('agent-form'), 'Merchant')).toHaveValue(newest.businessName)
  await page.goto(`/agent-management?merchantId=${newest.id}`)
  await expect(picker(page, 'Merchant')).toHaveValue(newest.businessName)
  const rows = page.getByTestId('agents').locator('tr[data-agent-id]')
  await expect(rows.first()).toBeVisible()
  for (const text of await rows.allTextContents()) expect(text).toContain(newest.businessName)

  // A report filtered on it names it, and its agent filter offers that merchant's agents only.
  await page.goto(`/manage-report/transaction?merchantId=${newest.id}`)
  await expect(picker(page, 'Merchant')).toHaveValue(newest.businessName)
  await page.getByTestId('more-filters').click()
  await picker(page, 'Agent').click()
  await expect(pickerOptions(page).first()).toBeVisible()
  for (const text of await pickerOptions(page).allTextContents()) expect(text).toContain(newest.businessName)
  await picker(page, 'Agent').press('Escape')
  // Clearing the choice is "All merchants" again.
  await page.getByRole('button', { name: 'Clear the choice' }).first().click()
  await expect(page).not.toHaveURL(/merchantId=/)
  await expect(picker(page, 'Merchant')).toHaveValue('')
  await expect(picker(page, 'Merchant')).toHaveAttribute('placeholder', 'All merchants')
})

test('a support user reads the product a report is filtered on: product names are readable by every signed-in role', async ({ page, request }) => {
  const token = await apiToken(request, 'support')
  const products = (await api(request, token, 'GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100')).body.data as { id: number; name: string }[]
  const product = products[1]!
  await signIn(page, 'support')
  await page.goto(`/manage-report/transaction?productId=${product.id}`)
  const filter = page.getByLabel('Product', { exact: true })
  await expect(filter).toHaveValue(String(product.id))
  await expect(filter.locator('option:checked')).toHaveText(product.name)
  await expect(page.getByTestId('transaction-report').locator('tr[data-transaction-id]').first()).toBeVisible()
})
