// Webhooks end to end on a real HTTP receiver: a subscription receives each of its events once,
// signed (checked here with the revealed secret, as a receiver would), a failing receiver gets the
// event again with backoff and the log shows every attempt, a redelivery keeps the message id, a
// test event, and the refusals (URL, duplicate, permission) with the secret never in the trail.
import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { retryDelay, webhookUrlProblem } from '../../platform/webhooks.ts'
import { createTestApp, type TestApp } from '../../testing.ts'

const HOOKS = '/admin/api/v1/Webhook'

interface Arrival {
  path: string
  headers: Record<string, string | undefined>
  body: string
}

let t: TestApp
let receiver: Server
let base = ''
const arrivals: Arrival[] = []
const tokens: Record<string, string> = {}
const seen = new Map<string, number>()

/** Waits until `count` messages arrived at `path` (the dispatcher runs on its own). */
async function arrived(path: string, count: number, timeoutMs = 15_000): Promise<Arrival[]> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = arrivals.filter((a) => a.path === path)
    if (found.length >= count) return found
    if (Date.now() > until) throw new Error(`${found.length} of ${count} messages arrived at ${path}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The signature a receiver computes with the secret: Standard Webhooks' v1. */
const expectedSignature = (secret: string, a: Arrival) =>
  `v1,${createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
    .update(`${a.headers['webhook-id']!}.${a.headers['webhook-timestamp']!}.${a.body}`)
    .digest('base64')}`

async function subscribe(path: string, eventTypes: string[]): Promise<{ id: number; secret: string }> {
  const created = await t.request('POST', HOOKS, { token: tokens.admin, body: { url: `${base}${path}`, description: 'Test receiver', eventTypes } })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const secret = await t.request('POST', `${HOOKS}/${created.body.data.id}/Secret`, { token: tokens.admin })
  expect(secret.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/)
  return { id: created.body.data.id as number, secret: secret.body.data.secret as string }
}

async function disableAMerchant(reason: string): Promise<number> {
  const [merchant] = (await t.request('GET', '/mer/api/v1/Merchant?PageNumber=1&PageSize=50', { token: tokens.admin })).body.data.filter((m: { enabled: boolean }) => m.enabled) as { id: number }[]
  const res = await t.request('PUT', `/mer/api/v1/Merchant/EnableDisableMerchant/${merchant!.id}`, { token: tokens.admin, body: { enabled: false, reason } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return merchant!.id
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://receiver.test')
      arrivals.push({ path: url.pathname, headers: request.headers as Record<string, string>, body })
      const key = `${url.pathname}|${String(request.headers['webhook-id'])}`
      seen.set(key, (seen.get(key) ?? 0) + 1)
      response.statusCode = seen.get(key)! <= Number(url.searchParams.get('fail') ?? 0) ? 500 : 204
      response.end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  t = await createTestApp({ env: { webhookRetryBaseMs: 100 } })
  for (const user of ['admin', 'support']) tokens[user] = await t.login(user)
})
afterAll(async () => {
  await t.close()
  await new Promise((resolve) => receiver.close(resolve))
})

describe('webhooks', () => {
  it('deliver each event a subscription chose once, signed with its secret, and a test event', async () => {
    const { id, secret } = await subscribe('/bank/merchants', ['merchant.disabled', 'merchant.enabled'])
    const merchantId = await disableAMerchant('Webhook test')
    const [message] = await arrived('/bank/merchants', 1)
    const event = JSON.parse(message!.body) as { id: number; type: string; entity: { id: string }; data: { reason: string } }
    expect(event).toMatchObject({ type: 'merchant.disabled', entity: { id: String(merchantId) }, data: { reason: 'Webhook test' } })
    expect(message!.headers['webhook-id']).toBe(`evt_${event.id}`)
    expect(message!.headers['content-type']).toBe('application/json')
    expect(Math.abs(Number(message!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60)
    expect(message!.headers['webhook-signature']).toBe(expectedSignature(secret, message!))
    // Another secret does not sign it.
    expect(message!.headers['webhook-signature']).not.toBe(expectedSignature('whsec_' + Buffer.alloc(24, 1).toString('base64'), message!))

    const test = await t.request('POST', `${HOOKS}/${id}/Test`, { token: tokens.admin })
    expect(test.status).toBe(200)
    expect(test.body.data).toMatchObject({ event: { id: null, type: 'webhook.test' }, status: 'Pending' })
    const [, testMessage] = await arrived('/bank/merchants', 2)
    expect(JSON.parse(testMessage!.body)).toMatchObject({ id: null, type: 'webhook.test', entity: { type: 'WebhookSubscription', id: String(id) } })
    expect(testMessage!.headers['webhook-signature']).toBe(expectedSignature(secret, testMessage!))
    // Nothing else arrives: the merchant's approval events and the rest were not chosen.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(arrivals.filter((a) => a.path === '/bank/merchants')).toHaveLength(2)
  })

  it('tries a failing receiver again with backoff until it answers, the log showing every attempt; a redelivery keeps the message id', async () => {
    const { id } = await subscribe('/flaky?fail=5', ['merchant.disabled'])
    await disableAMerchant('Flaky receiver test')
    const messages = await arrived('/flaky', 6)
    expect(new Set(messages.map((m) => m.headers['webhook-id'])).size).toBe(1)
    let log: { status: string; attempts: { statusCode: number | null }[] }[] = []
    for (let i = 0; i < 50; i++) {
      log = (await t.request('GET', `${HOOKS}/${id}/Deliveries`, { token: tokens.admin })).body.data
      if (log[0]?.status === 'Succeeded') break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(log).toHaveLength(1)
    expect(log[0]!.status).toBe('Succeeded')
    expect(log[0]!.attempts.map((a) => a.statusCode)).toEqual([500, 500, 500, 500, 500, 204])
    const subscription = (await t.request('GET', `${HOOKS}/${id}`, { token: tokens.admin })).body.data
    expect(subscription.deliveries).toMatchObject({ pending: 0, failed: 0, succeeded: 1, lastStatusCode: 204 })

    const deliveryId = (log[0] as unknown as { id: number }).id
    const again = await t.request('POST', `${HOOKS}/${id}/Deliveries/${deliveryId}/Redeliver`, { token: tokens.admin })
    expect(again.status).toBe(200)
    const all = await arrived('/flaky', 7)
    expect(all[6]!.headers['webhook-id']).toBe(messages[0]!.headers['webhook-id'])
    expect(all[6]!.body).toBe(messages[0]!.body)
  })

  it('backs off from the base, doubling up to six hours', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(retryDelay(20, 30_000)).toBe(6 * 3_600_000)
  })

  it('stops a Disabled subscription, refuses a URL that may not receive events, a second subscription of a URL and a user without the permission', async () => {
    const { id } = await subscribe('/paused', ['merchant.disabled'])
    const current = (await t.request('GET', `${HOOKS}/${id}`, { token: tokens.admin })).body.data
    const paused = await t.request('PUT', `${HOOKS}/${id}`, { token: tokens.admin, body: { url: current.url, description: current.description, eventTypes: current.eventTypes, status: 'Disabled' } })
    expect(paused.status, JSON.stringify(paused.body)).toBe(200)
    await disableAMerchant('While paused')
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(arrivals.filter((a) => a.path === '/paused')).toEqual([])
    expect((await t.request('POST', `${HOOKS}/${id}/Test`, { token: tokens.admin })).status).toBe(409)

    const ftp = await t.request('POST', HOOKS, { token: tokens.admin, body: { url: 'ftp://files.bank.example/hooks', eventTypes: ['merchant.created'] } })
    expect(ftp.status).toBe(400)
    expect(ftp.body.fieldErrors.map((e: { field: string }) => e.field)).toContain('url')
    const twice = await t.request('POST', HOOKS, { token: tokens.admin, body: { url: `${base}/bank/merchants`, eventTypes: ['merchant.created'] } })
    expect(twice.status).toBe(409)
    expect(twice.body.code).toBe('DUPLICATE_NAME')
    const unknownKind = await t.request('POST', HOOKS, { token: tokens.admin, body: { url: 'https://hooks.bank.example/x', eventTypes: ['merchant.deleted'] } })
    expect(unknownKind.status).toBe(400)
    expect((await t.request('GET', HOOKS, { token: tokens.support })).status).toBe(403)
    expect((await t.request('POST', `${HOOKS}/${id}/Secret`, { token: tokens.support })).status).toBe(403)

    // Outside demo mode: https only, and no private, loopback or link-local address.
    expect(webhookUrlProblem('http://hooks.bank.example/x', false)).toBe('must be an https URL')
    for (const url of ['https://127.0.0.1/x', 'https://10.2.3.4/x', 'https://192.168.1.9/x', 'https://169.254.169.254/latest', 'https://localhost/x', 'https://[::1]/x'])
      expect(webhookUrlProblem(url, false), url).not.toBeNull()
    expect(webhookUrlProblem('https://user:pw@hooks.bank.example/x', false)).not.toBeNull()
    expect(webhookUrlProblem('https://hooks.bank.example/agent-banking', false)).toBeNull()
  })

  it('writes each reading of a secret to the audit trail, never the secret', async () => {
    const { id, secret } = await subscribe('/audited', ['case.resolved'])
    const result = (await t.handle.db.execute(
      sql`select description, coalesce(new_data, '') as new_data from audit_records where event_type = 'WebhookSecretRevealed' and entity_id = ${String(id)}`,
    )) as unknown as { rows: { description: string; new_data: string }[] }
    expect(result.rows).toHaveLength(1)
    expect(result.rows[0]!.description).toContain('/audited')
    const everything = (await t.handle.db.execute(
      sql`select count(*)::int as n from audit_records where coalesce(new_data, '') like ${`%${secret.slice(6, 20)}%`} or description like ${`%${secret.slice(6, 20)}%`}`,
    )) as unknown as { rows: { n: number }[] }
    expect(everything.rows[0]!.n).toBe(0)
    const stored = (await t.handle.db.execute(sql`select sealed_secret from webhook_subscriptions where id = ${id}`)) as unknown as { rows: { sealed_secret: string }[] }
    expect(stored.rows[0]!.sealed_secret).not.toContain(secret.slice(6))
  })
})
