// The service worker: the offline specs take the network away only once it controls the page.
import { expect, type Page } from '@playwright/test'

/** Waits until the service worker controls the page (reloading once if it does not yet): before an offline spec takes the network away. */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
}
