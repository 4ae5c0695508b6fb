// The sandbox platform as a Hono app: the API of every contract, health, and the built PWA.
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { secureHeaders } from 'hono/secure-headers'

import type { DatabaseHandle } from './db/client.ts'
import { watchVersions } from './db/versions.ts'
import { changeFeed } from './totals/change-feed.ts'
import type { Env } from './env.ts'
import { failure } from './platform/http.ts'
import { startLiveEvents } from './platform/live-events.ts'
import { mountOperations } from './platform/pipeline.ts'
import { allHandlers } from './services/index.ts'
import { staticFiles } from './static.ts'
import { platformApiPath } from '../../src/api/services.ts'

export interface AppOptions {
  handle: DatabaseHandle
  env: Env
  serveStatic?: boolean
  log?: (line: string) => void
}

const apiPrefix = platformApiPath

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
  app.use(compress())
  app.use('*', async (c, next) => {
    // Set before the handler answers: a header added to a finished answer (here, or compress()
    // adding Vary) makes Hono rebuild it as a full Response, which costs more than the handler.
    if (apiPrefix.test(c.req.path) || c.req.path === '/healthz') c.header('Cache-Control', 'no-store')
    c.header('Vary', 'Accept-Encoding')
    await next()
  })
  const { authenticator, platform } = mountOperations(app, { handle: options.handle, env: options.env, handlers: allHandlers, log: options.log })
  // Until the subscriptions are in place, the versions are read on each request.
  void watchVersions(options.env, options.handle).catch((error: unknown) => console.warn(`No change notices from the database (${String(error)}): versions are read on each request`))
  // Until its notices are heard, the totals read the change log at each request.
  void changeFeed(options.env, options.handle.db)
    .watch(options.handle)
    .catch((error: unknown) => console.warn(`No notices of transactions from the database (${String(error)}): the change log is read at each request`))
  void startLiveEvents(options.env, options.handle).catch((error: unknown) => console.warn(`No live approval events (${String(error)})`))
  app.all('*', (c) => {
    if (apiPrefix.test(c.req.path)) return c.json(failure(404, 'NOT_FOUND', [`No operation ${c.req.method} ${c.req.path}`], 'Not found'), 404)
    if (options.serveStatic && (c.req.method === 'GET' || c.req.method === 'HEAD')) return staticFiles(options.env.distDir)(c)
    return c.json(failure(404, 'NOT_FOUND', ['Not found'], 'Not found'), 404)
  })
  app.onError((error, c) => {
    console.error('Unhandled error:', error)
    return c.json(failure(500, 'INTERNAL_ERROR', ['Something went wrong on our side; nothing was changed.'], 'Error'), 500)
  })
  return { app, authenticator, platform }
}
