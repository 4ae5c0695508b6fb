// The sandbox platform as a Hono app: the API of every contract, health, and the built PWA.
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import { secureHeaders } from 'hono/secure-headers'

import type { DatabaseHandle } from './db/client.ts'
import { watchVersions } from './db/versions.ts'
import { changeFeed } from './totals/change-feed.ts'
import type { Env } from './env.ts'
import { operationsAt } from './platform/contracts.ts'
import { refusal } from './platform/error-mapping.ts'
import { HttpError } from './platform/http.ts'
import { startLiveEvents } from './platform/live-events.ts'
import { startWebhooks } from './platform/webhooks.ts'
import { todayFigures } from './services/dashms/handlers.ts'
import { mountOperations } from './platform/pipeline.ts'
import { REQUEST_ID_HEADER, requestIdOf } from './platform/request-id.ts'
import { allHandlers } from './services/index.ts'
import { mountSandboxReceiver } from './services/admin/sandbox-receiver.ts'
import { staticFiles } from './static.ts'
import { platformApiPath } from '../../src/api/services.ts'

export interface AppOptions {
  handle: DatabaseHandle
  env: Env
  serveStatic?: boolean
  log?: (line: string) => void
}

const apiPrefix = platformApiPath

/** The methods a path of the contracts answers (HEAD with GET, as Hono answers it), for a 405's Allow; none for a path no contract has. */
function allowedMethods(path: string): string[] {
  const methods = new Set(operationsAt(path).map((op) => op.method.toUpperCase()))
  if (methods.has('GET')) methods.add('HEAD')
  return [...methods]
}

export function createApp(options: AppOptions) {
  const app = new Hono()
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // A document's PDF is shown in a frame of the page's own blob (the merchant page, an approval request).
        frameSrc: ['blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
    }),
  )
  // An export's CSV streams as it is written: compress()'s CompressionStream does not hold back its
  // source, so a year's CSV grew the server by 1.4 GB waiting for the compressor (bench:api, 10M).
  app.use(compress({ contentTypeFilter: (type) => !type.startsWith('text/csv') && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) }))
  app.use('*', async (c, next) => {
    // Set before the handler answers: a header added to a finished answer (here, or compress()
    // adding Vary) makes Hono rebuild it as a full Response, which costs more than the handler.
    if (apiPrefix.test(c.req.path) || c.req.path === '/healthz') c.header('Cache-Control', 'no-store')
    c.header('Vary', 'Accept-Encoding')
    c.header(REQUEST_ID_HEADER, requestIdOf(c))
    await next()
    // A response a handler made whole (a static file) did not take the prepared headers.
    if (!c.res.headers.has(REQUEST_ID_HEADER)) c.header(REQUEST_ID_HEADER, requestIdOf(c))
  })
  const { authenticator, platform } = mountOperations(app, { handle: options.handle, env: options.env, handlers: allHandlers, log: options.log })
  // Until the subscriptions are in place, the versions are read on each request.
  void watchVersions(options.env, options.handle).catch((error: unknown) => console.warn(`No change notices from the database (${String(error)}): versions are read on each request`))
  // Until its notices are heard, the totals read the change log at each request.
  void changeFeed(options.env, options.handle.db)
    .watch(options.handle)
    .catch((error: unknown) => console.warn(`No notices of transactions from the database (${String(error)}): the change log is read at each request`))
  void startLiveEvents(options.env, options.handle, { todayFigures: () => todayFigures(options.env, options.handle.db) }).catch((error: unknown) =>
    console.warn(`No live approval events (${String(error)})`),
  )
  const webhooks = startWebhooks(options.handle, options.env).catch((error: unknown) => {
    console.warn(`Webhooks are not delivered (${String(error)})`)
    return () => {}
  })
  if (options.env.demoMode) mountSandboxReceiver(app, options)
  app.all('*', (c) => {
    const { method, path } = c.req
    if (apiPrefix.test(path)) {
      const allowed = allowedMethods(path)
      if (allowed.length === 0) return refusal(c, new HttpError(404, 'NOT_FOUND', [`No operation ${method} ${path}`], 'Not found', [], { method, path }))
      c.header('Allow', allowed.join(', '))
      return refusal(
        c,
        new HttpError(405, 'METHOD_NOT_ALLOWED', [`${path} has no ${method} operation; it answers ${allowed.join(', ')}`], 'Method Not Allowed', [], { method, path, allowed: allowed.join(', ') }),
      )
    }
    if (options.serveStatic && (method === 'GET' || method === 'HEAD')) return staticFiles(options.env.distDir)(c)
    return refusal(c, new HttpError(404, 'NOT_FOUND', ['Not found'], 'Not found', [], { method, path }))
  })
  app.onError((error, c) => {
    console.error(`Unhandled error (request ${requestIdOf(c)}):`, error)
    return refusal(c, new HttpError(500, 'INTERNAL_ERROR', ['Something went wrong on our side; nothing was changed.'], 'Error'))
  })
  /** Stops what runs in the background of its own accord (the webhook dispatcher), before the database closes. */
  const stop = async () => (await webhooks)()
  return { app, authenticator, platform, stop }
}
