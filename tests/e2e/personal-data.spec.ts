// Personal data revealed on purpose, and on the record: the compliance officer reveals an agent's BVN
// on its page (the full value, on no copy of the device, then the audit trail filtered to reveals
// names who saw what), a merchant's and an approval request's in Arabic; a checker sees no Show
// button and the platform refuses them.
import { expect, test, type Page } from '@playwright/test'

import { seriousViolations } from './support/accessibility'
import { api, apiToken } from './support/platform-api'
import { signIn } from './support/sign-in'

const masked = /^[0-9]{3}\*{5}[0-9]{3}$/

/** Everything the page's origin keeps on the device: local and session storage, every IndexedDB store, the platform answers in Cache Storage. */
function deviceCopies(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const copies: string[] = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })]
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result)
        r.onerror = () => reject(r.error)
      })
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await request(indexedDB.open(info.name))
      for (const store of Array.from(db.objectStoreNames)) copies.push(JSON.stringify(await request(db.transaction(store).objectStore(store).getAll())))
      db.close()
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const key of await cache.keys()) if (key.url.includes('/api/v1/')) copies.push((await (await cache.match(key))?.text()) ?? '')
    }
    return copies.join('\n')
  })
}

test('the compliance officer reveals an agent’s BVN on its page, and the audit trail filtered to reveals says who saw what', async ({ page, request }) => {
  const token = await apiToken(request, 'compliance')
  const listed = await api(request, token, 'GET', '/mer/api/v1/Agent?PageSize=20')
  const agent = (listed.body.data as { id: number; code: string; bvn: string; nin: string | null }[]).find((row) => row.nin !== null)!
  expect(agent.bvn).toMatch(masked)

  await page.setViewportSize({ width: 1024, height: 768 })
  await signIn(page, 'compliance')
  await page.goto(`/agent-management/${agent.id}`)
  const bvn = page.getByTestId('agent-bvn')
  await expect(page.getByTestId('agent-bvn-value')).toHaveText(agent.bvn)
  await bvn.getByRole('button', { name: 'Show the full BVN' }).click()
  await expect(bvn).toHaveAttribute('data-revealed', 'true')
  const full = (await page.getByTestId('agent-bvn-value').textContent()) ?? ''
  expect(full).toMatch(/^[0-9]{11}$/)
  expect(`${full.slice(0, 3)}*****${full.slice(8)}`).toBe(agent.bvn)
  // One value at a time: the NIN beside it stays masked.
  await expect(page.getByTestId('agent-nin-value')).toHaveText(agent.nin!)
  await page.screenshot({ path: test.info().outputPath('agent-bvn-revealed-en.png') })
  expect(await seriousViolations(page)).toEqual([])
  // What the device keeps (the persisted query cache written on its throttle, IndexedDB, caches) holds the masked value only.
  await page.waitForTimeout(500)
  const copies = await deviceCopies(page)
  expect(copies).toContain(agent.bvn)
  expect(copies).not.toContain(full)

  await page.goto('/audit-log')
  await page.getByLabel('Event').selectOption('PersonalDataRevealed')
  await expect(page).toHaveURL(/eventType=PersonalDataRevealed/)
  const rows = page.getByTestId('audit-log').locator('tr[data-audit-id]')
  await expect(rows.first()).toHaveAttribute('data-event', 'PersonalDataRevealed')
  await expect(rows.first()).toContainText('compliance')
  await expect(rows.first()).toContainText(`Revealed the BVN of agent ${agent.code}`)
  await expect(rows.first()).toContainText('Personal data revealed')
  expect(await page.content()).not.toContain(full)
  await page.screenshot({ path: test.info().outputPath('audit-reveals-en.png') })
  expect(await seriousViolations(page)).toEqual([])

  // The page left and opened again: masked, until asked again.
  await page.goto(`/agent-management/${agent.id}`)
  await expect(page.getByTestId('agent-bvn-value')).toHaveText(agent.bvn)
  await expect(page.getByTestId('agent-bvn')).not.toHaveAttribute('data-revealed', 'true')
})

test('in Arabic, the compliance officer reveals a merchant personnel’s BVN and a NIN an approval request holds', async ({ page, request }) => {
  const token = await apiToken(request, 'compliance')
  const merchants = await api(request, token, 'GET', '/mer/api/v1/Merchant?PageSize=1')
  const merchant = merchants.body.data[0] as { id: number }
  const pending = await api(request, token, 'GET', '/apms/api/v1/Approval?Status=Pending&PageSize=100')
  const agentRequest = (pending.body.data as { id: number; operation: string }[]).find((row) => row.operation === 'createAgent')!

  await page.setViewportSize({ width: 1024, height: 768 })
  await signIn(page, 'compliance', { locale: 'ar' })
  await page.goto(`/onboarding/${merchant.id}`)
  const bvn = page.getByTestId('merchant-bvn')
  await expect(page.getByTestId('merchant-bvn-value')).toHaveText(masked)
  await bvn.getByRole('button', { name: 'إظهار BVN كاملًا' }).click()
  await expect(page.getByTestId('merchant-bvn-value')).toHaveText(/^[0-9]{11}$/)
  await page.screenshot({ path: test.info().outputPath('merchant-bvn-revealed-ar.png') })
  expect(await seriousViolations(page)).toEqual([])

  await page.goto(`/approval-management?request=${agentRequest.id}`)
  const numbers = page.getByTestId('approval-identity-numbers')
  await expect(numbers).toBeVisible()
  await expect(page.getByTestId('approval-nin-value')).toHaveText(masked)
  await page.getByTestId('approval-nin').getByRole('button').click()
  await expect(page.getByTestId('approval-nin-value')).toHaveText(/^[0-9]{11}$/)
  await expect(page.getByTestId('approval-bvn-value')).toHaveText(masked)
  await page.screenshot({ path: test.info().outputPath('approval-nin-revealed-ar.png') })
  expect(await seriousViolations(page)).toEqual([])
})

test('a checker sees no Show button, and the platform refuses them', async ({ page, request }) => {
  const token = await apiToken(request, 'checker')
  const listed = await api(request, token, 'GET', '/mer/api/v1/Agent?PageSize=1')
  const agent = listed.body.data[0] as { id: number; bvn: string }

  await signIn(page, 'checker')
  await page.goto(`/agent-management/${agent.id}`)
  await expect(page.getByTestId('agent-bvn-value')).toHaveText(agent.bvn)
  await expect(page.getByTestId('agent-identity').getByRole('button', { name: /Show the full/ })).toHaveCount(0)

  const refused = await api(request, token, 'POST', `/mer/api/v1/Agent/${agent.id}/Reveal/bvn`)
  expect(refused.status).toBe(403)
  expect(refused.body).toMatchObject({ code: 'PERMISSION_DENIED', values: { group: 'Personal Data', action: 'View Personal Data' } })
})
