// The webhooks screen through the real sandbox platform: an administrator subscribes the sandbox's
// receiver through the form (sent for approval, approved by a checker), reads the signing secret,
// sends a test event and sees it delivered in the log; sends a delivery again; changes and deletes a
// subscription through maker-checker (the page held while the change waits); reads a subscription seen
// before once the network is gone; and a user without View Webhook is refused. Axe in en and ar.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { seriousViolations } from './support/accessibility'
import { applied, approveAsChecker, requestIdOf } from './support/approvals'
import { startNetworkSwitch } from './support/network-switch'
import { api, apiToken } from './support/platform-api'
import { untilServiceWorkerControls } from './support/service-worker'
import { signIn, switchLanguage } from './support/sign-in'
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
  // Requests approved by other journeys meanwhile are delivered too: the test event's row is the one read.
  const deliveries = page.getByTestId('webhook-deliveries')
  const delivered = deliveries.locator('tr[data-status="Succeeded"]', { hasText: 'Test event' }).first()
  await expect(async () => {
    await page.reload()
    await expect(delivered).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
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

/** A subscription of the spec's own to the sandbox's receiver, made through the platform (approved by a checker). */
async function subscribe(request: APIRequestContext, baseURL: string | undefined, inbox: string, description: string) {
  const url = `${baseURL ?? ''}${inbox}`
  const made = await applied(request, await apiToken(request, 'admin'), 'POST', '/admin/api/v1/Webhook', { url, description, eventTypes: ['case.opened'] })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  return { id: made.entityId as number, url }
}

/** Leaves the sandbox as it was: the subscription deleted (approved by a checker). */
async function unsubscribe(request: APIRequestContext, id: number) {
  const removed = await applied(request, await apiToken(request, 'admin'), 'DELETE', `/admin/api/v1/Webhook/${id}`)
  expect([200, 404, 409]).toContain(removed.status)
}

/** Axe on the page as it is, then in Arabic (mirrored) after the same reload. */
async function axeInBothDirections(page: Page, ready: () => Promise<void>) {
  await ready()
  expect(await seriousViolations(page)).toEqual([])
  await switchLanguage(page, 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await ready()
  expect(await seriousViolations(page)).toEqual([])
  await switchLanguage(page, 'en')
}

test('a delivery the receiver first refused is worded from its attempts, and is sent again from the log', async ({ page, request, baseURL }) => {
  const inbox = `/sandbox/webhooks/again-${unique()}`
  // The receiver answers 500 to a message's first attempt, then 200.
  const subscription = await subscribe(request, baseURL, `${inbox}?fail=1`, 'Refuses each message once')
  try {
    await signIn(page, 'admin')
    await page.goto(`/webhooks/${subscription.id}`)
    await page.getByTestId('send-webhook-test').click()
    await expect(page.getByText('Test event sent: see its delivery in the log.')).toBeVisible()
    const deliveries = page.getByTestId('webhook-deliveries')
    // Cases opened by other journeys meanwhile are delivered too: the test event's row is the one read,
    // found by its words once, then by its id (the Arabic page words it in Arabic).
    const testEvent = deliveries.locator('tr[data-delivery-id]', { hasText: 'Test event' }).first()
    await expect(testEvent).toBeVisible()
    const delivery = deliveries.locator(`tr[data-delivery-id="${await testEvent.getAttribute('data-delivery-id')}"]`)
    // Retried within a second (WEBHOOK_RETRY_BASE_MS), delivered on the second attempt: the 500 and the 200 in the log.
    await expect(async () => {
      await page.reload()
      await expect(delivery).toHaveAttribute('data-status', 'Succeeded', { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await expect(delivery.getByTestId('delivery-summary')).toHaveText('Delivered after 2 attempts')
    await expect(delivery.getByTestId('attempt-status')).toHaveText(['HTTP 500', /^HTTP 2\d\d$/])
    // Not the platform's English summary of the event.
    await expect(delivery).not.toContainText('A test event for')

    await delivery.getByRole('button', { name: 'Send again: Test event' }).click()
    await expect(page.getByText('Sent again: the new attempt is in the log.')).toBeVisible()
    await expect(async () => {
      await page.reload()
      await expect(delivery.getByTestId('delivery-summary')).toHaveText('Delivered after 3 attempts', { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await expect(delivery.getByTestId('attempt-status')).toHaveText(['HTTP 500', /^HTTP 2\d\d$/, /^HTTP 2\d\d$/])
    const received = (await (await request.get(inbox)).json()) as { received: { answeredStatus: number; body: { type: string } }[] }
    expect(received.received.filter((message) => message.body.type === 'webhook.test' && message.answeredStatus < 300)).toHaveLength(2)

    await axeInBothDirections(page, async () => {
      await expect(delivery.getByTestId('delivery-summary')).toBeVisible()
      await expect(deliveries).toHaveAttribute('aria-busy', 'false')
    })
  } finally {
    await unsubscribe(request, subscription.id)
  }
})

test('a change sent for approval holds the subscription until a second user approves it; a delete goes the same way', async ({ page, browser, request, baseURL }) => {
  const subscription = await subscribe(request, baseURL, `/sandbox/webhooks/change-${unique()}`, 'Before the change')
  await signIn(page, 'admin')
  await page.goto(`/webhooks/${subscription.id}`)
  const form = page.getByTestId('webhook-subscription-form')
  await form.getByLabel('Description').fill('After the change')
  await form.getByTestId('webhook-event-types').getByLabel('Case resolved').check()
  await form.getByTestId('save-webhook-subscription').click()
  const requestId = requestIdOf(await page.getByTestId('sent-for-approval').textContent())

  // Nothing changed yet; the page names the change waiting and holds the form and the delete.
  await page.reload()
  const waiting = page.getByTestId('pending-change')
  await expect(waiting).toHaveAttribute('data-request-id', String(requestId))
  await expect(waiting).toContainText(`Your request #${requestId} is waiting for a checker`)
  await expect(waiting).toContainText(`Change the webhook subscription of ${subscription.url}`)
  await expect(page.getByTestId('webhook-subscription-details')).toContainText('Before the change')
  await expect(form.getByLabel('Description')).toBeDisabled()
  await expect(form.getByTestId('save-webhook-subscription')).toBeDisabled()
  await expect(page.getByTestId('webhook-subscription-page').getByRole('button', { name: /^Delete:/ })).toHaveCount(0)
  await axeInBothDirections(page, () => expect(page.getByTestId('pending-change')).toBeVisible())
  // The platform would refuse a second request on the same subscription anyway.
  const second = await api(request, await apiToken(request, 'admin'), 'DELETE', `/admin/api/v1/Webhook/${subscription.id}`)
  expect(second.status).toBe(409)

  // A second user, a checker, approves it in the approvals screen.
  const checkerContext = await browser.newContext()
  try {
    const checker = await checkerContext.newPage()
    await signIn(checker, 'checker2')
    await checker.goto(`/approval-management?status=Pending&request=${requestId}`)
    const drawer = checker.getByTestId('approval-request')
    await expect(drawer.getByText(`Request #${requestId}`).first()).toBeVisible()
    await expect(drawer).toContainText('After the change')
    await drawer.getByRole('button', { name: 'Approve' }).click()
    await checker.getByTestId('approve-dialog').getByRole('button', { name: 'Approve' }).click()
    await expect(drawer.getByTestId('decision-result')).toContainText(`Request #${requestId} approved`)
  } finally {
    await checkerContext.close()
  }
  await page.reload()
  await expect(page.getByTestId('pending-change')).toHaveCount(0)
  await expect(page.getByTestId('webhook-subscription-details')).toContainText('After the change')
  await expect(page.getByTestId('webhook-subscription-details')).toContainText('Case resolved')
  await expect(form.getByLabel('Description')).toBeEnabled()

  // Deleted from the list: sent for approval, approved by a checker, then gone from the list.
  await page.goto('/webhooks')
  const row = page.getByTestId('webhook-subscriptions').locator(`tr[data-webhook-id="${subscription.id}"]`)
  await row.getByRole('button', { name: `Delete: ${subscription.url}` }).click()
  const dialog = page.getByTestId('confirm-dialog')
  await expect(dialog).toContainText(`Delete the webhook subscription of ${subscription.url}?`)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  const deletion = requestIdOf(await page.getByTestId('sent-for-approval').textContent())
  // Still listed until a checker approves.
  await page.reload()
  await expect(row).toBeVisible()
  await axeInBothDirections(page, () => expect(row).toBeVisible())
  await approveAsChecker(request, deletion)
  await page.reload()
  await expect(row).toHaveCount(0)
  await page.goto(`/webhooks/${subscription.id}`)
  await expect(page.getByTestId('webhook-subscription-page')).toHaveAttribute('data-status', 'Deleted')
})

test('offline, a subscription seen before stays readable with its age, and its Delete says it needs the network', async ({ page, context, request, baseURL }) => {
  const subscription = await subscribe(request, baseURL, `/sandbox/webhooks/offline-${unique()}`, 'Read on a tablet without network')
  const net = await startNetworkSwitch(Number(process.env.E2E_PORT ?? 4173))
  try {
    await signIn(page, 'admin', { origin: net.origin })
    await untilServiceWorkerControls(page)
    await page.goto(`${net.origin}/webhooks`)
    const row = page.getByTestId('webhook-subscriptions').locator(`tr[data-webhook-id="${subscription.id}"]`)
    await expect(row).toBeVisible()
    await page.goto(`${net.origin}/webhooks/${subscription.id}`)
    const details = page.getByTestId('webhook-subscription-details')
    await expect(details).toContainText('Read on a tablet without network')
    await expect(page.getByTestId('webhook-deliveries')).toHaveAttribute('aria-busy', 'false')

    net.down()
    await context.setOffline(true)
    await page.reload()
    await expect(details).toContainText('Read on a tablet without network')
    await expect(page.getByTestId('stale-notice').first()).toContainText('Offline: showing what was loaded on')
    await expect(page.getByTestId('needs-network')).toBeVisible()
    const remove = page.getByTestId('webhook-subscription-page').getByRole('button', { name: `Delete: ${subscription.url}` })
    await expect(remove).toHaveAttribute('aria-disabled', 'true')
    await expect(remove).toHaveAccessibleDescription('Deleting needs the network: you are offline.')
    // aria-disabled keeps it focusable: a click reaches it and opens nothing.
    await remove.click({ force: true })
    await expect(page.getByTestId('confirm-dialog')).toHaveCount(0)
    await expect(page.getByTestId('reveal-webhook-secret')).toBeDisabled()
    await axeInBothDirections(page, () => expect(details).toBeVisible())

    await page.goto(`${net.origin}/webhooks`)
    await expect(row).toBeVisible()
    await expect(page.getByTestId('stale-notice')).toContainText('Offline: showing what was loaded on')
    await expect(row.getByRole('button', { name: `Delete: ${subscription.url}` })).toHaveAttribute('aria-disabled', 'true')
    await axeInBothDirections(page, () => expect(row).toBeVisible())
  } finally {
    net.up()
    await context.setOffline(false)
    await net.close()
    await unsubscribe(request, subscription.id)
  }
})

test('a user without View Webhook gets the access-denied page, no menu entry, and the platform refuses the call (403)', async ({ page, request }) => {
  await signIn(page, 'support')
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Webhooks' })).toHaveCount(0)
  await page.goto('/webhooks')
  await expect(page.getByTestId('access-denied')).toBeVisible()
  await axeInBothDirections(page, () => expect(page.getByTestId('access-denied')).toBeVisible())
  await page.goto('/webhooks/1')
  await expect(page.getByTestId('access-denied')).toBeVisible()
  await page.goto('/webhooks/create')
  await expect(page.getByTestId('access-denied')).toBeVisible()

  const support = await apiToken(request, 'support')
  const refused = await api(request, support, 'GET', '/admin/api/v1/Webhook')
  expect(refused.status).toBe(403)
  expect(refused.body.errors[0]).toMatch(/Webhook \/ View Webhook/)
  expect((await api(request, support, 'GET', '/admin/api/v1/Webhook/1/Deliveries')).status).toBe(403)
})
