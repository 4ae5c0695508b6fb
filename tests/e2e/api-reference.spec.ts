// The published contracts for integrators: each service's YAML and the joined document served by
// the sandbox, the rendered reference (no CDN, the CSP kept) linked from an administrator's
// profile, and the reference opening again without network.
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'yaml'

import { startNetworkSwitch } from './support/network-switch'
import { seriousViolations } from './support/accessibility'
import { untilServiceWorkerControls } from './support/service-worker'
import { signIn } from './support/sign-in'

test('the contracts are published: each service standing alone, common.yaml, and one joined document of every operation', async ({ request }) => {
  const joined = await request.get('/api/backoffice.yaml')
  expect(joined.status()).toBe(200)
  expect(joined.headers()['content-type']).toContain('application/yaml')
  const document = parse(await joined.text()) as { openapi: string; paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }
  expect(document.openapi).toMatch(/^3\./)
  let operations = 0
  for (const service of ['admin', 'apms', 'aud', 'cms', 'dashms', 'mer', 'pms', 'reportms', 'sup', 'ums']) {
    const answer = await request.get(`/api/${service}.yaml`)
    expect(answer.status(), service).toBe(200)
    const contract = parse(await answer.text()) as { paths: Record<string, unknown> }
    for (const path of Object.keys(contract.paths)) expect(document.paths, `${service} ${path}`).toHaveProperty([path])
    // Bundled: no reference to another file.
    expect(JSON.stringify(contract), service).not.toMatch(/"\$ref":"[^#]/)
    operations += Object.keys(contract.paths).length
  }
  expect(Object.keys(document.paths)).toHaveLength(operations)
  // The same document as JSON, which the reference reads.
  expect(Object.keys(((await (await request.get('/api/backoffice.json')).json()) as { paths: object }).paths)).toHaveLength(operations)
  expect(document.components.schemas).toHaveProperty('mer_Merchant')
  expect(document.components.schemas).toHaveProperty('ErrorEnvelope')
  expect((await request.get('/api/common.yaml')).status()).toBe(200)
})

// Swagger UI draws a list of 100 operations or more virtually (only what is near the viewport is in the
// page): the reference is read as a user would, scrolling from top to bottom, noting each service's tag
// heading and whether the merchant onboarding operation went by.
async function drawnWhileScrolling(reference: Page) {
  const tags = new Set<string>()
  let mentionsMerchantCreate = false
  for (let step = 0; step < 400; step++) {
    for (const tag of await reference.locator('h3.opblock-tag').evaluateAll((headings) => headings.map((h) => h.getAttribute('data-tag') ?? ''))) tags.add(tag)
    if ((await reference.getByText('/mer/api/v1/Merchant/create', { exact: true }).count()) > 0) mentionsMerchantCreate = true
    const atEnd = await reference.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)
    if (atEnd && step > 0) break
    await reference.mouse.wheel(0, 600)
    await reference.waitForTimeout(50)
  }
  return { tags: [...tags].sort(), mentionsMerchantCreate }
}

test('an administrator opens the reference from the profile; it draws every service with no console error and opens again offline', async ({ page, context, request }) => {
  // Every operation of the platform on one page: drawing it and checking it with axe takes a while.
  test.setTimeout(120_000)
  const net = await startNetworkSwitch(Number(process.env.E2E_PORT ?? 4173))
  const errors: string[] = []
  page.on('console', (message) => {
    // The signed-in page's event stream is cut when the network goes: expected, and followed by a reconnect.
    if (message.type() === 'error' && !message.location().url.includes('/Events/stream')) errors.push(message.text())
  })
  try {
    await signIn(page, 'admin', { origin: net.origin })
    await untilServiceWorkerControls(page)
    await page.goto(`${net.origin}/profile`)
    const card = page.getByTestId('api-reference')
    await expect(card.getByRole('heading', { name: 'API reference for integrators' })).toBeVisible()
    await expect(card.getByRole('link', { name: 'Download the contracts (OpenAPI, one file)' })).toHaveAttribute('href', '/api/backoffice.yaml')
    const [reference] = await Promise.all([context.waitForEvent('page'), card.getByRole('link', { name: 'Open the API reference' }).click()])
    await reference.waitForLoadState()
    expect(new URL(reference.url()).pathname).toBe('/api/')
    // Every operation of the platform is drawn at once: slow on a loaded machine.
    await expect(reference.getByRole('heading', { name: /Agent-banking platform API/ })).toBeVisible({ timeout: 30_000 })
    const tags = ((await (await request.get('/api/backoffice.json')).json()) as { tags: { name: string }[] }).tags.map((tag) => tag.name)
    expect(await drawnWhileScrolling(reference)).toEqual({ tags: [...tags].sort(), mentionsMerchantCreate: true })
    await reference.evaluate(() => window.scrollTo(0, 0))
    // Swagger UI draws each operation's header as a button holding other controls (nested-interactive):
    // its markup, not ours; everything else of the page must pass (reference.css fixes its contrast).
    expect((await seriousViolations(reference)).filter((violation) => violation.id !== 'nested-interactive')).toEqual([])
    await reference.close()

    net.down()
    await context.setOffline(true)
    const again = await context.newPage()
    await again.goto(`${net.origin}/api/`)
    await expect(again.getByRole('heading', { name: /Agent-banking platform API/ })).toBeVisible({ timeout: 30_000 })
    expect((await drawnWhileScrolling(again)).mentionsMerchantCreate).toBe(true)
    expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
  } finally {
    net.up()
    await context.setOffline(false)
    await net.close()
  }
})

test('the reference is not offered to a user who does not administer the platform', async ({ page }) => {
  await signIn(page, 'maker')
  await page.goto('/profile')
  await expect(page.getByTestId('sessions')).toBeVisible()
  await expect(page.getByTestId('api-reference')).toHaveCount(0)
})
