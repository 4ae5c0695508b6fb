// Webhooks through the real server (issue 36): an integration subscribes the sandbox's receiver to
// every kind of business event (approved by a checker, as every subscription is by default); a
// request sent, approved, rejected and returned, a merchant disabled and enabled, a case opened,
// assigned and resolved each arrive once, signed with the subscription's secret; a receiver failing its first
// five attempts gets the event on the sixth, the delivery log showing each; the feed gives the same
// events once each, in order, by cursor.
import { createHmac } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { applied } from './support/approvals'
import { api, apiToken, referenceWithoutCase } from './support/platform-api'
import { unique } from './support/test-data'

test.describe.configure({ timeout: 120_000 })

interface Received {
  webhookId: string
  webhookTimestamp: string
  webhookSignature: string
  signatureValid: boolean
  answeredStatus: number
  body: { id: number | null; type: string; entity: { type: string; id: string | null; name: string | null }; data: Record<string, unknown> }
}

const allKinds = [
  'approval.requested',
  'approval.approved',
  'approval.rejected',
  'approval.returned',
  'approval.resubmitted',
  'merchant.created',
  'merchant.enabled',
  'merchant.disabled',
  'agent.created',
  'agent.enabled',
  'agent.disabled',
  'fee_scheme.changed',
  'commission_group.changed',
  'case.opened',
  'case.assigned',
  'case.resolved',
  'user.created',
  'user.locked',
  'user.disabled',
]

async function subscribe(request: APIRequestContext, baseURL: string, path: string, eventTypes: string[]): Promise<{ id: number; secret: string }> {
  const admin = await apiToken(request, 'admin')
  // A subscription is approvable: sent by the administrator, approved by a supervisor.
  const made = await applied(request, admin, 'POST', '/admin/api/v1/Webhook', { url: `${baseURL}${path}`, description: 'The e2e receiver', eventTypes })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  const id = made.entityId!
  const secret = await api(request, admin, 'POST', `/admin/api/v1/Webhook/${id}/Secret`)
  expect(secret.status).toBe(200)
  return { id, secret: secret.body.data.secret as string }
}

async function inbox(request: APIRequestContext, path: string): Promise<Received[]> {
  const answer = await request.get(path)
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { received: Received[] }).received
}

/** The place after the feed's last event now. */
async function feedEnd(request: APIRequestContext, token: string): Promise<number> {
  let after = 0
  for (;;) {
    const page = await api(request, token, 'GET', `/admin/api/v1/Events?After=${after}&Limit=500`)
    after = page.body.next as number
    if (!page.body.hasMore) return after
  }
}

test('every kind of event a subscription chose arrives once, signed; a failing receiver gets it later; the feed tells the same in order', async ({ request, baseURL }) => {
  const admin = await apiToken(request, 'admin')
  const maker = await apiToken(request, 'maker')
  const checker = await apiToken(request, 'checker')
  const start = await feedEnd(request, admin)
  const path = `/sandbox/webhooks/e2e-${unique()}`
  const { secret } = await subscribe(request, baseURL!, path, allKinds)
  const flakyPath = `/sandbox/webhooks/e2e-flaky-${unique()}`
  const flaky = await subscribe(request, baseURL!, `${flakyPath}?fail=5`, ['merchant.enabled'])

  // Three requests: one approved, one rejected, one returned to its maker.
  const products = ((await api(request, maker, 'GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100')).body.data as { id: number }[]).map((p) => p.id)
  const requests: number[] = []
  for (const outcome of ['approved', 'rejected', 'returned']) {
    const sent = await api(request, maker, 'POST', '/pms/api/v1/ProductGroup/Create', { name: `Webhook ${outcome} ${unique()}`, productIds: products.slice(0, 2) })
    expect(sent.status, JSON.stringify(sent.body)).toBe(202)
    requests.push(sent.body.data.approvalRequestId as number)
  }
  expect((await api(request, checker, 'PUT', `/apms/api/v1/Approval/Approve?id=${requests[0]!}`)).status).toBe(200)
  expect((await api(request, checker, 'PUT', `/apms/api/v1/Approval/Reject?id=${requests[1]!}`, { reason: 'The products do not belong together' })).status).toBe(200)
  expect((await api(request, checker, 'PUT', `/apms/api/v1/Approval/Return?id=${requests[2]!}`, { note: 'Add the bill payment products' })).status).toBe(200)

  // A merchant disabled, then enabled again (each approved).
  const merchants = (await api(request, admin, 'GET', '/mer/api/v1/Merchant?PageNumber=2&PageSize=50')).body.data as { id: number; enabled: boolean }[]
  const merchant = merchants.filter((m) => m.enabled).at(-1)!
  for (const enabled of [false, true]) {
    const changed = await applied(request, admin, 'PUT', `/mer/api/v1/Merchant/EnableDisableMerchant/${merchant.id}`, { enabled, reason: `Webhook journey ${enabled ? 'over' : 'check'}` })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
  }

  // A case opened by support, assigned, then resolved.
  const support = await apiToken(request, 'support')
  const opened = await api(request, support, 'POST', '/cms/api/v1/Case', {
    transactionReference: await referenceWithoutCase(request, admin),
    category: 'NoCashDispensed',
    title: 'Debited, no cash dispensed',
    description: 'The terminal printed a declined slip.',
    customerName: 'Ngozi Eze',
    customerPhone: '+2348031234567',
  })
  expect(opened.status, JSON.stringify(opened.body)).toBe(200)
  const caseId = opened.body.data.id as number
  const checkerId = ((await api(request, admin, 'GET', '/ums/api/v1/User?Username=checker')).body.data as { id: number; username: string }[]).find((u) => u.username === 'checker')!.id
  expect((await api(request, admin, 'PUT', `/cms/api/v1/Case/${caseId}/assign`, { assigneeUserId: checkerId })).status).toBe(200)
  const resolved = await api(request, admin, 'PUT', `/cms/api/v1/Case/${caseId}/resolve`, { resolution: 'The bank refunded the customer.', outcome: 'CustomerRefunded' })
  expect(resolved.status, JSON.stringify(resolved.body)).toBe(200)

  const expected = ['approval.requested', 'approval.approved', 'approval.rejected', 'approval.returned', 'merchant.disabled', 'merchant.enabled', 'case.opened', 'case.assigned', 'case.resolved']
  await expect
    .poll(
      async () => {
        const types = (await inbox(request, path)).map((m) => m.body.type)
        return expected.filter((type) => !types.includes(type))
      },
      { timeout: 30_000 },
    )
    .toEqual([])
  const received = await inbox(request, path)
  for (const message of received) {
    // Checked as a receiver would, with the secret: "v1," and the HMAC of id.timestamp.body.
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
    const signature = `v1,${createHmac('sha256', key)
      .update(`${message.webhookId}.${message.webhookTimestamp}.${JSON.stringify(message.body)}`)
      .digest('base64')}`
    expect(message.webhookSignature, message.body.type).toBe(signature)
    expect(message.signatureValid).toBe(true)
    expect(message.webhookId).toBe(`evt_${message.body.id!}`)
  }
  // Once each.
  const ids = received.map((m) => m.webhookId)
  expect(new Set(ids).size).toBe(ids.length)
  const disabled = received.find((m) => m.body.type === 'merchant.disabled')!
  expect(disabled.body).toMatchObject({ entity: { type: 'Merchant', id: String(merchant.id) }, data: { enabled: false, reason: 'Webhook journey check' } })
  expect(received.find((m) => m.body.type === 'approval.rejected')!.body.data).toMatchObject({ approvalRequestId: requests[1], reason: 'The products do not belong together' })
  expect(received.find((m) => m.body.type === 'approval.returned')!.body.data).toMatchObject({ approvalRequestId: requests[2], note: 'Add the bill payment products' })

  // The failing receiver: five 500s, then the same message accepted; the log shows each attempt.
  await expect.poll(async () => (await inbox(request, flakyPath)).length, { timeout: 60_000 }).toBe(6)
  const flakyMessages = await inbox(request, flakyPath)
  expect(new Set(flakyMessages.map((m) => m.webhookId)).size).toBe(1)
  expect(flakyMessages.map((m) => m.answeredStatus).reverse()).toEqual([500, 500, 500, 500, 500, 204])
  const log = (await api(request, admin, 'GET', `/admin/api/v1/Webhook/${flaky.id}/Deliveries`)).body.data as { status: string; attempts: { statusCode: number }[] }[]
  expect(log[0]).toMatchObject({ status: 'Succeeded' })
  expect(log[0]!.attempts.map((a) => a.statusCode)).toEqual([500, 500, 500, 500, 500, 204])

  // The feed, read by cursor from before the journey: every event the receiver got, once each, in the same order.
  const feed: number[] = []
  for (let after = start; ;) {
    const page = await api(request, admin, 'GET', `/admin/api/v1/Events?After=${after}&Limit=7`)
    feed.push(...(page.body.data as { id: number }[]).map((e) => e.id))
    after = page.body.next as number
    if (!page.body.hasMore) break
  }
  expect(new Set(feed).size).toBe(feed.length)
  const ours = received.map((m) => m.body.id!).sort((a, b) => a - b)
  expect(feed.filter((id) => ours.includes(id))).toEqual(ours)
})
