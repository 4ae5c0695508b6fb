// Bulk approval from the approval list: ten requests ticked, two of them decided meanwhile by
// another checker: eight applied and two refused with the reason, online and offline.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { startNetworkSwitch } from './support/network-switch'
import { api, apiToken } from './support/platform-api'
import { untilServiceWorkerControls } from './support/service-worker'
import { signIn } from './support/sign-in'

test.describe.configure({ timeout: 150_000 })

/** Ten fee schemes created by the maker: Fee Scheme / Create is seeded to need a Supervisor, so each waits as a request. */
async function pendingRequests(request: APIRequestContext, count: number, origin = ''): Promise<number[]> {
  const maker = await apiToken(request, 'maker')
  const products = await api(request, maker, 'GET', `${origin}/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100`)
  const productId = (products.body.data as { id: number }[])[0]!.id
  const stamp = Date.now().toString(36)
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const made = await api(request, maker, 'POST', `${origin}/mer/api/v1/MerchantFeeScheme/Create`, {
      name: `Bulk tariff ${stamp} ${i}`,
      rules: [{ productId, type: 'Flat', amount: 10_000 + i * 100 }],
    })
    expect(made.status).toBe(202)
    ids.push(made.body.data.approvalRequestId as number)
  }
  return ids
}

async function statuses(request: APIRequestContext, ids: number[]) {
  const admin = await apiToken(request, 'admin')
  const result: Record<string, { status: string; decidedBy: string | null }> = {}
  for (const id of ids) {
    const detail = (await api(request, admin, 'GET', `/apms/api/v1/Approval/${id}`)).body.data
    result[id] = { status: detail.status, decidedBy: detail.decidedBy?.username ?? null }
  }
  return result
}

async function tick(page: Page, ids: number[], origin = '') {
  await page.goto(`${origin}/approval-management?status=Pending&pageSize=100`)
  const list = page.getByTestId('approval-requests')
  for (const id of ids) await list.getByRole('checkbox', { name: `Select request #${id}` }).check()
  await expect(page.getByTestId('bulk-bar')).toContainText(`${ids.length} requests selected`)
}

test('online: ten approved at once, two already decided by another checker are refused with the reason', async ({ page, request }) => {
  const ids = await pendingRequests(request, 10)
  // The checker's event stream held silent: the race the refusals are for (decisions landing before the stream tells of them).
  await page.route('**/admin/api/v1/Events/stream', () => undefined)
  await signIn(page, 'checker')
  await tick(page, ids)
  // Meanwhile another checker approves two of them.
  const other = await apiToken(request, 'checker2')
  for (const id of ids.slice(0, 2)) expect((await api(request, other, 'PUT', `/apms/api/v1/Approval/Approve?id=${id}`)).status).toBe(200)

  await page.getByRole('button', { name: 'Approve selected' }).click()
  await page.getByTestId('bulk-approve-dialog').getByRole('button', { name: 'Approve' }).click()
  const results = page.getByTestId('bulk-results')
  await expect(results.getByTestId('bulk-summary')).toHaveText('8 applied, 0 waiting for the network, 2 refused')
  await expect(results.locator('[data-outcome="applied"]')).toHaveCount(8)
  for (const id of ids.slice(0, 2)) await expect(results.locator(`[data-request-id="${id}"][data-outcome="refused"]`)).toContainText('already approved by Tunde Bakare')

  const now = await statuses(request, ids)
  for (const id of ids.slice(0, 2)) expect(now[id]).toEqual({ status: 'Approved', decidedBy: 'checker2' })
  for (const id of ids.slice(2)) expect(now[id]).toEqual({ status: 'Approved', decidedBy: 'checker' })
})

test('offline: ten kept on the device, synced in batches when the network returns, two refused with the reason', async ({ page, context, request }) => {
  const net = await startNetworkSwitch(Number(process.env.E2E_PORT ?? 4173))
  try {
    const ids = await pendingRequests(request, 10)
    await signIn(page, 'checker', { origin: net.origin })
    await untilServiceWorkerControls(page)
    await tick(page, ids, net.origin)

    net.down()
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Approve selected' }).click()
    await page.getByTestId('bulk-approve-dialog').getByRole('button', { name: 'Approve' }).click()
    // Ten decisions written to the device one by one: give a loaded machine time.
    await expect(page.getByTestId('bulk-summary')).toHaveText('0 applied, 10 waiting for the network, 0 refused', { timeout: 20_000 })
    await expect(page.getByTestId('sync-banner')).toContainText('10 decisions wait')

    const other = await apiToken(request, 'checker2')
    for (const id of ids.slice(0, 2)) expect((await api(request, other, 'PUT', `/apms/api/v1/Approval/Approve?id=${id}`)).status).toBe(200)

    net.up()
    await context.setOffline(false)
    const banner = page.getByTestId('sync-banner')
    await expect(banner).toHaveAttribute('data-tone', 'refused', { timeout: 30_000 })
    await expect(banner).toContainText('2 queued decisions were refused')
    await expect(banner).toContainText('already approved by Tunde Bakare')

    await expect.poll(async () => Object.values(await statuses(request, ids)).filter((s) => s.decidedBy === 'checker').length, { timeout: 30_000 }).toBe(8)
    const now = await statuses(request, ids)
    for (const id of ids.slice(0, 2)) expect(now[id]).toEqual({ status: 'Approved', decidedBy: 'checker2' })
  } finally {
    await net.close()
  }
})
