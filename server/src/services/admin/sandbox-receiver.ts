// The sandbox's webhook receiver (demo mode only): a stand-in for an integrator's endpoint, so the
// journeys and an integrator's laptop can watch the platform's webhooks arrive. Subscribe
// http://localhost:8080/sandbox/webhooks/<inbox> (add ?fail=N to answer 500 to the first N attempts
// of each message), then GET the same path: what arrived, newest first, each with its headers and
// whether its signature checks with the subscription's secret. Not part of the platform's API
// (no contract): it plays the integrator's side. Kept in memory, 200 messages an inbox.
import type { Hono } from 'hono'
import { and, like, ne } from 'drizzle-orm'

import type { DatabaseHandle } from '../../db/client.ts'
import { webhookSubscriptions } from '../../db/schema.ts'
import type { Env } from '../../env.ts'
import { openSecret, verifyWebhook } from '../../platform/webhooks.ts'

export const SANDBOX_RECEIVER = '/sandbox/webhooks'
const KEPT = 200

interface Received {
  receivedAt: string
  webhookId: string | null
  webhookTimestamp: string | null
  webhookSignature: string | null
  /** Whether the signature checks with the secret of a subscription to this inbox (the timestamp within 5 minutes). */
  signatureValid: boolean
  /** What the receiver answered. */
  answeredStatus: number
  body: unknown
}

export function mountSandboxReceiver(app: Hono, options: { handle: DatabaseHandle; env: Env }): void {
  const inboxes = new Map<string, Received[]>()
  const attempts = new Map<string, number>()

  app.post(`${SANDBOX_RECEIVER}/:inbox`, async (c) => {
    const inbox = c.req.param('inbox')
    const text = await c.req.text()
    const headers = { id: c.req.header('webhook-id') ?? null, timestamp: c.req.header('webhook-timestamp') ?? null, signature: c.req.header('webhook-signature') ?? null }
    const subscriptions = await options.handle.db
      .select({ sealedSecret: webhookSubscriptions.sealedSecret })
      .from(webhookSubscriptions)
      .where(and(like(webhookSubscriptions.url, `%${SANDBOX_RECEIVER}/${inbox.replace(/[%_\\]/g, '')}%`), ne(webhookSubscriptions.status, 'Deleted')))
    const signatureValid = subscriptions.some((s) => verifyWebhook(openSecret(s.sealedSecret, options.env.jwtSecret), headers, text))
    const failFirst = Number(c.req.query('fail') ?? 0)
    const key = `${inbox}|${headers.id ?? ''}`
    const attempt = (attempts.get(key) ?? 0) + 1
    attempts.set(key, attempt)
    const answeredStatus = attempt <= failFirst ? 500 : 204
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      body = text.slice(0, 2000)
    }
    const list = inboxes.get(inbox) ?? []
    list.unshift({ receivedAt: new Date().toISOString(), webhookId: headers.id, webhookTimestamp: headers.timestamp, webhookSignature: headers.signature, signatureValid, answeredStatus, body })
    inboxes.set(inbox, list.slice(0, KEPT))
    return answeredStatus === 204 ? c.body(null, 204) : c.json({ error: `The sandbox receiver fails the first ${failFirst} attempts of each message (this was attempt ${attempt})` }, 500)
  })

  app.get(`${SANDBOX_RECEIVER}/:inbox`, (c) => c.json({ inbox: c.req.param('inbox'), received: inboxes.get(c.req.param('inbox')) ?? [] }))
}
