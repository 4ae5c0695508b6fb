// The webhooks screen through the real sandbox platform: an administrator subscribes the sandbox's
// receiver through the form (sent for approval, approved by a checker), reads the signing secret,
// sends a test event and sees it delivered in the log; the list shows the subscription. Axe in en and ar.
import { expect, test } from '@playwright/test'

import { seriousViolations } from './support/accessibility'
import { approveAsChecker, requestIdOf } from './support/approvals'
import { api, apiToken } from './support/platform-api'
import { signIn } from './support/sign-in'
import { unique } from './support/test-data'

test.describe.configure({ timeout: 120_000 })

test('an administrator subscribes a URL, reads its secret, sends a test event and sees it delivered', async ({ page, request, baseURL }) => {
  const inbox = `/sandbox/webhooks/screen-${unique()}`
  const url = `${baseURL}${inbox}`
  await signIn(page, 'admin')
  await page.goto('/webhooks')
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible()
  await page.getByRole('link', { name: 'Subscribe a URL' }).click()
  await expect(page).toHaveURL(/\/webhooks\/create$/)

  // Checked as the user types: the address, then at least one kind of event.
  const form = page.getByTestId('webhook-subscription-form')
  await form.getByLabel('Address (URL)').fill('ftp://x')
  await expect(form.getByText('The address starts with https:// (or http://)')).toBeVisible()
  await form.getByLabel('Address (URL)').fill(url)
  await form.getByLabel('Description').fill('The e2e receiver of the screen')
  const kinds = form.getByTestId('webhook-event-types')
  await kinds.getByLabel('Merchant onboarded').check()
  await kinds.getByLabel('Merchant onboarded').uncheck()
  await expect(form.getByText('Choose at least one kind of event')).toBeVisible()
  await kinds.getByLabel('Case opened').check()
  await kinds.getByLabel('Request approved').check()
  await form.getByTestId('save-webhook-subscription').click()

  const sent = page.getByTestId('sent-for-approval')
  await expect(sent).toBeVisible()
  await approveAsChecker(request, requestIdOf(await sent.textContent()))

  // The list shows it, its kinds in words.
  await page.goto('/webhooks')
  const row = page.getByTestId('webhook-subscriptions').locator('tr[data-webhook-id]', { hasText: url })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Case opened')
  await expect(row).toContainText('Active')
  expect(await seriousViolations(page)).toEqual([])

  await row.getByRole('link', { name: url, exact: true }).click()
  await expect(page).toHaveURL(/\/webhooks\/\d+/)
  const id = Number(/\/webhooks\/(\d+)/.exec(page.url())?.[1])
  const details = page.getByTestId('webhook-subscription-details')
  await expect(details).toContainText('Request approved')
  await expect(details).toContainText('The e2e receiver of the screen')

  // The secret, read on demand (and audited).
  await page.getByTestId('reveal-webhook-secret').click()
  await expect(page.getByTestId('webhook-secret-value')).toHaveText(/^whsec_/)
  await expect(page.getByTestId('copy-webhook-secret')).toBeVisible()

  // A test event, delivered to the sandbox's receiver and logged.
  await page.getByTestId('send-webhook-test').click()
  await expect(page.getByText('Test event sent: see its delivery in the log.')).toBeVisible()
  const deliveries = page.getByTestId('webhook-deliveries')
  await expect(async () => {
    await page.reload()
    await expect(deliveries.locator('tr[data-status="Succeeded"]').first()).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  const delivered = deliveries.locator('tr[data-status="Succeeded"]').first()
  await expect(delivered).toContainText('Test event')
  await expect(delivered).toContainText('Succeeded')
  await expect(delivered.getByTestId('attempt-status').first()).toContainText(/HTTP 2\d\d/)
  await expect(delivered.getByRole('button', { name: /^Send again/ })).toBeVisible()
  await expect(deliveries).toHaveAttribute('aria-busy', 'false')
  expect(await seriousViolations(page)).toEqual([])

  // The receiver got it.
  const received = await request.get(inbox)
  expect(received.status()).toBe(200)
  expect(((await received.json()) as { received: { body: { type: string } }[] }).received.some((message) => message.body.type === 'webhook.test')).toBe(true)

  // Arabic: mirrored, and no serious accessibility finding on the list and the subscription.
  await signIn(page, 'admin', { locale: 'ar' })
  await page.goto('/webhooks')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByTestId('webhook-subscriptions').locator(`tr[data-webhook-id="${id}"]`)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.goto(`/webhooks/${id}`)
  await expect(page.getByTestId('webhook-deliveries').locator('tr[data-status="Succeeded"]').first()).toBeVisible()
  // A table being refreshed is drawn faded: axe reads it once the refresh is done.
  await expect(page.getByTestId('webhook-deliveries')).toHaveAttribute('aria-busy', 'false')
  expect(await seriousViolations(page)).toEqual([])

  // Leave the sandbox as it was: the subscription deleted (approved by a checker).
  const admin = await apiToken(request, 'admin')
  const removed = await api(request, admin, 'DELETE', `/admin/api/v1/Webhook/${id}`)
  if (removed.status === 202) await approveAsChecker(request, removed.body.data.approvalRequestId as number)
})
