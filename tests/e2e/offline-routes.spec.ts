import { expect, test, type Page } from '@playwright/test'

import { startNetworkSwitch } from './support/network-switch'
import { untilServiceWorkerControls } from './support/service-worker'
import { signIn } from './support/sign-in'

// One rule keeps what was seen (offline/query-persistence.ts): every screen opened online reads offline
// after a reload, with the age of what it shows; a screen or a filter never opened says so at once.
const lists = ['/agent-management', '/onboarding/manage-merchant', '/audit-log', '/Case-Management', '/User-Management', '/Role-Management', '/approval-management/manage-config']
const screens = ['/system-configuration', '/profile', '/approval-management/create-config']

async function settled(page: Page) {
  await expect(page.locator('main h1')).toBeVisible()
  await expect(page.getByTestId('loading')).toHaveCount(0, { timeout: 15_000 })
}

test('every screen seen online reads offline with its age, and a filter never seen says so at once', async ({ page, context }) => {
  test.setTimeout(120_000)
  const net = await startNetworkSwitch(Number(process.env.E2E_PORT ?? 4173))
  try {
    await signIn(page, 'admin', { origin: net.origin })
    await untilServiceWorkerControls(page)
    for (const path of [...lists, ...screens]) {
      await page.goto(`${net.origin}${path}`)
      await settled(page)
    }

    net.down()
    await context.setOffline(true)
    for (const path of lists) {
      await page.goto(`${net.origin}${path}`)
      await settled(page)
      await expect(page.getByTestId('stale-notice'), path).toContainText('Offline: showing what was loaded on')
      await expect(page.locator('main'), path).not.toContainText('has not been opened on this device')
      await expect(page.locator('main tbody tr').first(), path).toBeVisible()
    }
    for (const path of screens) {
      await page.goto(`${net.origin}${path}`)
      await settled(page)
      await expect(page.locator('main'), path).not.toContainText('has not been opened on this device')
    }

    // A filter never read online: said at once, not "Loading…" without end.
    await page.goto(`${net.origin}/agent-management?status=Inactive&name=zz`)
    await expect(page.locator('main')).toContainText('has not been opened on this device', { timeout: 5_000 })
    await expect(page.getByTestId('loading')).toHaveCount(0)
  } finally {
    net.up()
    await context.setOffline(false)
    await net.close()
  }
})
