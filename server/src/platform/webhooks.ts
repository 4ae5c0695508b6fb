// Webhooks: the business events (platform/business-events.ts) posted to the subscribed URLs,
// signed as Standard Webhooks asks (webhook-id, webhook-timestamp, webhook-signature: v1, the base64
// HMAC-SHA256 of "id.timestamp.body"), retried with exponential backoff for 24 hours, each attempt
// kept. Every server runs the dispatcher: fanning out takes a row lock (one server at a time),
// claiming a delivery takes it for a minute (SKIP LOCKED), so several servers share the work.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { isIP } from 'node:net'

import { asc, eq, gt, sql } from 'drizzle-orm'

import type { DatabaseHandle, Executor } from '../db/client.ts'
import { businessEvents, webhookAttempts, webhookDeliveries, webhookFanoutHead, webhookSubscriptions } from '../db/schema.ts'
import type { Env } from '../env.ts'
import { eventBody } from './business-events.ts'

/** How long a receiver has to answer. */
export const DELIVERY_TIMEOUT_MS = 10_000
/** Attempts stop this long after the first. */
export const RETRY_WINDOW_MS = 24 * 3_600_000
const MAX_RETRY_DELAY_MS = 6 * 3_600_000
/** A claimed delivery is another server's to take again after this (its server stopped mid-attempt). */
const CLAIM_MS = 60_000
const BATCH = 20
const POLL_MS = 2_000

// ---------- secrets

/** A new signing secret: `whsec_` and 24 random bytes in base64 (the Standard Webhooks form). */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`

const sealingKey = (serverSecret: string) => Buffer.from(hkdfSync('sha256', serverSecret, 'webhook-secrets', 'agent-banking webhook secret v1', 32))

/** The secret sealed for storage: AES-256-GCM under a key derived from the server's secret ("v1.iv.tag.text", base64url). */
export function sealSecret(secret: string, serverSecret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverSecret), iv)
  const text = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), text].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.')
}

export function openSecret(sealed: string, serverSecret: string): string {
  const [version, iv, tag, text] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !text) throw new Error('Not a sealed webhook secret')
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverSecret), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString('utf8')
}

/** The webhook-signature header's value for one message. */
export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`
}

/** Checks a received message as a receiver should: the timestamp within 5 minutes, then the signature. */
export function verifyWebhook(secret: string, headers: { id: string | null; timestamp: string | null; signature: string | null }, body: string, now = Date.now()): boolean {
  const timestamp = Number(headers.timestamp)
  if (!headers.id || !Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > 300) return false
  const expected = signWebhook(secret, headers.id, timestamp, body)
  return (headers.signature ?? '').split(' ').some((candidate) => candidate.length === expected.length && Buffer.compare(Buffer.from(candidate), Buffer.from(expected)) === 0)
}

// ---------- where events may go

const privateRanges = [/^10\./, /^127\./, /^169\.254\./, /^172\.(1[6-9]|2\d|3[01])\./, /^192\.168\./, /^0\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./]

/** Why a URL may not receive events (null when it may): https, no credentials, and outside demo mode no private, loopback or link-local address. */
export function webhookUrlProblem(raw: string, demoMode: boolean): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'is not a URL'
  }
  if (url.username || url.password) return 'must not hold a user name or password'
  if (url.hash) return 'must not have a fragment (#…)'
  if (demoMode) return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'must be an http or https URL'
  if (url.protocol !== 'https:') return 'must be an https URL'
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local')) return 'must not be a local address'
  if (isIP(host) === 4 && privateRanges.some((range) => range.test(host))) return 'must not be a private, loopback or link-local address'
  if (isIP(host) === 6 && (host === '::1' || /^f[cd]/.test(host) || host.startsWith('fe80:') || host === '::')) return 'must not be a private, loopback or link-local address'
  return null
}

// ---------- the dispatcher

/** Makes a delivery for each Active subscription of each event after the fan-out's place; one server at a time. */
export async function fanOut(db: Executor): Promise<number> {
  return db.transaction(async (tx) => {
    const [head] = await tx.select().from(webhookFanoutHead).where(eq(webhookFanoutHead.id, 1)).for('update')
    if (!head) return 0
    const events = await tx.select().from(businessEvents).where(gt(businessEvents.seq, head.seq)).orderBy(asc(businessEvents.seq)).limit(500)
    if (!events.length) return 0
    const subscriptions = await tx.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.status, 'Active'))
    const rows = events.flatMap((event) =>
      subscriptions
        .filter((subscription) => subscription.eventTypes.includes(event.type))
        .map((subscription) => ({
          subscriptionId: subscription.id,
          eventSeq: event.seq!,
          eventType: event.type,
          messageId: `evt_${event.seq!}`,
          payload: JSON.stringify(eventBody(event)),
          nextAttemptAt: new Date(),
        })),
    )
    if (rows.length) await tx.insert(webhookDeliveries).values(rows).onConflictDoNothing()
    await tx
      .update(webhookFanoutHead)
      .set({ seq: events.at(-1)!.seq! })
      .where(eq(webhookFanoutHead.id, 1))
    return rows.length
  })
}

interface Claimed {
  id: number
  message_id: string
  payload: string
  first_attempt_at: Date | string | null
  url: string
  sealed_secret: string
  attempts: number
}

/** The wait after `attempts` failed attempts: the base, doubled each time, at most 6 hours. */
export const retryDelay = (attempts: number, baseMs: number) => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS)

/** One attempt: the signed POST, its answer or error, and what the delivery becomes. */
async function attempt(db: Executor, env: Env, delivery: Claimed): Promise<void> {
  const started = Date.now()
  const timestamp = Math.floor(started / 1000)
  let statusCode: number | null = null
  let error: string | null = null
  try {
    const secret = openSecret(delivery.sealed_secret, env.jwtSecret)
    const problem = webhookUrlProblem(delivery.url, env.demoMode)
    if (problem) throw new Error(`The URL ${problem}`)
    const response = await fetch(delivery.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'AgentBanking-Webhooks/1',
        'webhook-id': delivery.message_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(secret, delivery.message_id, timestamp, delivery.payload),
      },
      body: delivery.payload,
    })
    statusCode = response.status
    if (response.status >= 300 && response.status < 400) error = `Redirected to ${response.headers.get('location') ?? 'another address'}: not followed`
    await response.body?.cancel().catch(() => {})
  } catch (caught) {
    const e = caught as Error
    error = (e.name === 'TimeoutError' ? `No answer in ${DELIVERY_TIMEOUT_MS / 1000} seconds` : ((e.cause as Error | undefined)?.message ?? e.message)).slice(0, 300)
  }
  const now = new Date()
  const succeeded = statusCode !== null && statusCode >= 200 && statusCode < 300
  const firstAt = delivery.first_attempt_at ? new Date(delivery.first_attempt_at) : new Date(started)
  const attempts = delivery.attempts + 1
  const next = new Date(now.getTime() + retryDelay(attempts, env.webhookRetryBaseMs))
  const givenUp = !succeeded && next.getTime() - firstAt.getTime() > RETRY_WINDOW_MS
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({ deliveryId: delivery.id, at: new Date(started), statusCode, error, durationMs: now.getTime() - started })
    await tx
      .update(webhookDeliveries)
      .set({
        status: succeeded ? 'Succeeded' : givenUp ? 'Failed' : 'Pending',
        firstAttemptAt: firstAt,
        nextAttemptAt: succeeded || givenUp ? null : next,
        lockedUntil: null,
      })
      .where(eq(webhookDeliveries.id, delivery.id))
  })
}

/** Takes the due deliveries of Active subscriptions (each for a minute) and attempts them. */
export async function deliverDue(db: Executor, env: Env): Promise<number> {
  const result = (await db.execute(sql`
    update webhook_deliveries d set locked_until = now() + ${`${CLAIM_MS} milliseconds`}::interval
    from webhook_subscriptions s
    where d.id in (
      select d2.id from webhook_deliveries d2 join webhook_subscriptions s2 on s2.id = d2.subscription_id
      where d2.status = 'Pending' and d2.next_attempt_at <= now() and (d2.locked_until is null or d2.locked_until < now()) and s2.status = 'Active'
      order by d2.next_attempt_at limit ${BATCH}
      for update of d2 skip locked)
      and s.id = d.subscription_id
    returning d.id, d.message_id, d.payload, d.first_attempt_at, s.url, s.sealed_secret,
      (select count(*)::int from webhook_attempts a where a.delivery_id = d.id) as attempts`)) as unknown as { rows: Claimed[] }
  await Promise.all(result.rows.map((delivery) => attempt(db, env, delivery)))
  return result.rows.length
}

/** Runs the dispatcher for an app: woken by each committed event, and every two seconds for retries. Returns its stop. */
export async function startWebhooks(handle: DatabaseHandle, env: Env): Promise<() => void> {
  let running = false
  let again = false
  let stopped = false
  const run = async () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        await fanOut(handle.db)
        while ((await deliverDue(handle.db, env)) === BATCH && !stopped);
      } while (again && !stopped)
    } catch (error) {
      if (!stopped) console.warn(`Webhook deliveries paused (${String(error)}); trying again shortly`)
    } finally {
      running = false
    }
  }
  // Later than the notice: PGlite calls back before the writing statement returns, inside its transaction.
  await handle.listen('business_event', () => void setTimeout(() => void run(), 20).unref())
  // Retries come due without a notice: looked for every two seconds (sooner when they are spaced closer, as in the tests).
  const timer = setInterval(() => void run(), Math.min(POLL_MS, env.webhookRetryBaseMs))
  timer.unref()
  void run()
  return () => {
    stopped = true
    clearInterval(timer)
  }
}

/** A subscription's deliveries as they stand (for its list row and page). */
export async function deliveryStats(db: Executor, subscriptionIds: number[]) {
  if (!subscriptionIds.length) return new Map<number, { pending: number; failed: number; succeeded: number; lastAttemptAt: string | null; lastStatusCode: number | null }>()
  const result = (await db.execute(sql`
    select s.id,
      (select count(*)::int from webhook_deliveries d where d.subscription_id = s.id and d.status = 'Pending') as pending,
      (select count(*)::int from webhook_deliveries d where d.subscription_id = s.id and d.status = 'Failed') as failed,
      (select count(*)::int from webhook_deliveries d where d.subscription_id = s.id and d.status = 'Succeeded') as succeeded,
      last.at as last_at, last.status_code as last_status
    from webhook_subscriptions s
    left join lateral (
      select a.at, a.status_code from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
      where d.subscription_id = s.id order by a.id desc limit 1) last on true
    where s.id in (${sql.join(
      subscriptionIds.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as unknown as { rows: { id: number; pending: number; failed: number; succeeded: number; last_at: Date | string | null; last_status: number | null }[] }
  return new Map(
    result.rows.map((row) => [
      Number(row.id),
      {
        pending: Number(row.pending),
        failed: Number(row.failed),
        succeeded: Number(row.succeeded),
        lastAttemptAt: row.last_at ? new Date(row.last_at).toISOString() : null,
        lastStatusCode: row.last_status === null ? null : Number(row.last_status),
      },
    ]),
  )
}
