/// <reference lib="webworker" />
// The service worker: precached app shell, and the approval outbox (DESIGN.md section 6) that
// queues approve/reject made without network and replays them in bulk decisions, each with the
// Idempotency-Key made at the click.
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'

import { retryAfterOf } from './api/retry-after'
import { LOCALE_COOKIE, prerenderedFile } from './lib/prerendered-files'
import { offlineDb } from './offline/db'
import { decisionFromRequest, isDecisionRequest, OUTBOX_SYNC_TAG, queuedResponse } from './offline/outbox'
import { bulkDecisionBody, bulkDecisionUrl, OUTBOX_LOCK, rateLimited, replayOutbox, type ReplaySession, type ReplayTransport } from './offline/outbox-replay'
import { dexieOutboxStore, enqueueDecision } from './offline/outbox-store'
import { swMessages, type PageToWorker } from './offline/messages'
import { platformApiPath } from './api/services'

declare const self: ServiceWorkerGlobalScope

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
clientsClaim()

// The sign-in page answers with its prerendered page (scripts/prerender.ts), painted before the
// script runs, in the user's language: their cookie, where the browser lets a worker read it
// (cookieStore). Elsewhere the English page, which the script then draws over in theirs.
const cookies = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }).cookieStore
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      const locale = (await cookies?.get(LOCALE_COOKIE).catch(() => null))?.value
      for (const file of locale ? [prerenderedFile('/auth/login', locale), '/auth/login.html'] : ['/auth/login.html']) {
        const page = await matchPrecache(file)
        if (page) return page
      }
      return fetch(request)
    },
    { allowlist: [/^\/auth\/login\/?$/i] },
  ),
)

// Every other client-side route answers with the precached shell; the API and health are never routed here.
// No route matches the event stream (GET /admin/api/v1/Events/stream): the browser fetches it itself, so it streams, uncached and unqueued.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [platformApiPath, /^\/healthz/, /^\/api\//],
  }),
)

// The API reference and the published contracts (/api/, not precached): kept when opened, so they
// open again without network, and refreshed in the background when it is there.
registerRoute(({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/api/') && request.method === 'GET', new StaleWhileRevalidate({ cacheName: 'api-reference' }))

const store = dexieOutboxStore(offlineDb)

/** Asks the open pages (which hold the session) a question; the first useful answer wins. */
async function askPages<T>(type: typeof swMessages.getSession | typeof swMessages.refreshSession, timeoutMs: number): Promise<T | null> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  for (const page of pages) {
    const answer = await new Promise<T | null>((resolve) => {
      const channel = new MessageChannel()
      const timer = setTimeout(() => resolve(null), timeoutMs)
      channel.port1.onmessage = (event: MessageEvent<T | null>) => {
        clearTimeout(timer)
        resolve(event.data ?? null)
      }
      page.postMessage({ type }, [channel.port2])
    })
    if (answer) return answer
  }
  return null
}

const transport: ReplayTransport = {
  session: () => askPages<ReplaySession>(swMessages.getSession, 3_000),
  refresh: () => askPages<ReplaySession>(swMessages.refreshSession, 15_000),
  async send(item, accessToken) {
    const response = await fetch(item.url, {
      method: 'PUT',
      headers: { ...item.headers, Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': item.idempotencyKey },
      body: item.body,
    })
    const body: unknown = await response.json().catch(() => null)
    return { status: response.status, body, retryAfter: retryAfterOf(response.headers) }
  },
  async sendBatch(items, accessToken) {
    const [first] = items
    if (!first) throw new Error('empty batch')
    const response = await fetch(bulkDecisionUrl(first), {
      method: 'POST',
      headers: { ...first.headers, 'content-type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: bulkDecisionBody(items),
    })
    const body: unknown = await response.json().catch(() => null)
    return { status: response.status, body, retryAfter: retryAfterOf(response.headers) }
  },
}

async function tellPages(): Promise<void> {
  for (const page of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) page.postMessage({ type: swMessages.outboxChanged })
}

/** One replay at a time across the worker and the pages (Web Locks). */
async function replayNow(): Promise<void> {
  await navigator.locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) => {
    if (!lock) return
    await replayOutbox(store, transport)
  })
  await tellPages()
}

async function registerBackgroundSync(): Promise<void> {
  const registration = self.registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
  try {
    await registration.sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // Background Sync is missing or refused: the online event, start-up and the timer replay instead.
  }
}

registerRoute(
  ({ url, request }) => isDecisionRequest(url, request.method),
  async ({ request }) => {
    const decision = await decisionFromRequest(request)
    if (!decision) return fetch(request)
    // Decisions keep their order: while some of this user's wait, a new one queues behind them.
    const waiting = await offlineDb.decisions.filter((d) => d.userId === decision.userId && (d.status === 'queued' || d.status === 'sending')).count()
    if (!waiting) {
      try {
        const response = await fetch(request.clone())
        if (response.status !== 429) return response
        // Too many requests: kept like an offline decision, sent once Retry-After has passed.
        await store.setState(rateLimited(retryAfterOf(response.headers)))
      } catch {
        // No network: keep the decision (below). If the platform applied it before the connection
        // dropped, the replay's Idempotency-Key returns that first answer instead of applying twice.
      }
    }
    await enqueueDecision(offlineDb, decision)
    await registerBackgroundSync()
    void replayNow()
    return queuedResponse(decision.idempotencyKey)
  },
  'PUT',
)

self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string }
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayNow())
})

self.addEventListener('message', (event) => {
  const message = event.data as PageToWorker | null
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting()
  if (message?.type === swMessages.replay) event.waitUntil(replayNow())
})

self.addEventListener('activate', (event) => event.waitUntil(replayNow()))

// The worker also replays whenever the browser starts it again (a page load, a push of events).
void replayNow()
