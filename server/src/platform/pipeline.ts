// Every operation of every contract passes through here: app credentials, validation against the
// contract, session, permission, idempotency, maker-checker, transaction, audit, envelope.
// The steps are named in order in execute (an HTTP request) and perform (an operation run on a caller's behalf).
import type { Context, Hono } from 'hono'

import type { DatabaseHandle } from '../db/client.ts'
import { versionWatch } from '../db/versions.ts'
import type { Env } from '../env.ts'
import { answer } from './answers.ts'
import { applyOperation, contextFor, runsAtOnce, type Deferred } from './apply-operation.ts'
import { auditorOf, type Auditor } from './audit.ts'
import { Authenticator } from './auth.ts'
import { bodyLimitOf, limitBody } from './body-limit.ts'
import { clockOffset } from './clock.ts'
import { compileOperations, honoPath, routeOrder, type CompiledOperation } from './compiled-operations.ts'
import { failureOf, mapError, refusal } from './error-mapping.ts'
import { userKeyOf, type StoredAnswer } from './idempotency.ts'
import { ListCache } from './list-cache.ts'
import { createPlatform } from './pipeline-platform.ts'
import { requestIdOf } from './request-id.ts'
import {
  authorise,
  checkAppCredentials,
  clientAddress,
  headerValuesOf,
  queryOf,
  rateLimit,
  RateGate,
  readBody,
  refuseUnauthenticated,
  resolveActor,
  validateInput,
  type Caller,
  type Pipeline,
} from './pipeline-steps.ts'
import type { Handler, OperationId, Platform, RequestContext, StoredInput } from './types.ts'

export interface PipelineOptions {
  handle: DatabaseHandle
  env: Env
  handlers: Partial<Record<OperationId, Handler<OperationId>>>
  log?: (line: string) => void
}

/** Mounts a route for every operation of the contracts on `app`; throws when an operation has no handler. */
export function mountOperations(app: Hono, options: PipelineOptions): { authenticator: Authenticator; platform: Platform } {
  const { handle, env } = options
  const log = options.log ?? ((line: string) => console.info(line))
  const authenticator = new Authenticator(handle.db, env.jwtSecret)
  const compiled = compileOperations(options.handlers)
  const platform = createPlatform({ env, log, authenticator, compiled, perform: (ctx, operationId, input, key) => perform(pipeline, ctx, operationId, input, key) })
  const pipeline: Pipeline = {
    env,
    db: handle.db,
    log,
    dataWatch: versionWatch(env, 'data_version'),
    authenticator,
    compiled,
    platform,
    listCache: new ListCache(),
    rates: new RateGate(handle),
  }
  for (const entry of routeOrder(compiled)) {
    const route = honoPath(entry.op.path)
    if (entry.op.requestBody) app.on(entry.op.method.toUpperCase(), route, limitBody(bodyLimitOf(entry)))
    app.on(entry.op.method.toUpperCase(), route, (c) => run(pipeline, c, entry))
  }
  return { authenticator, platform }
}

/** One request: its answer, or its error in the envelope; logged with its request id when asked. */
async function run(p: Pipeline, c: Context, entry: CompiledOperation): Promise<Response> {
  const started = performance.now()
  // Before the answer is written, so it keeps the fast path; on refusals too.
  if (entry.deprecation) for (const [name, value] of Object.entries(entry.deprecation)) c.header(name, value)
  const response = await execute(p, c, entry).catch((error: unknown) => {
    const mapped = mapError(error)
    if (mapped.status >= 500) console.error(`${entry.op.operationId} failed (request ${requestIdOf(c)}):`, error)
    return refusal(c, mapped)
  })
  if (p.env.logRequests) p.log(`${requestIdOf(c)} ${c.req.method} ${c.req.path} ${response.status} ${(performance.now() - started).toFixed(1)}ms`)
  return response
}

/** An HTTP request through the steps, in order. */
async function execute(p: Pipeline, c: Context, entry: CompiledOperation): Promise<Response> {
  const { op } = entry
  const headers = c.req.raw.headers
  checkAppCredentials(p.env, entry, headers)
  // The data version once per request: the rate limits, the session and a cached list are checked against it.
  const dataVersion = await p.dataWatch.current(p.db)
  // Who is calling, before validating their input: 401 and 403 never leak validation details (but the path's, which the self rule reads).
  const caller = await resolveActor(p, entry, headers, dataVersion).catch((error: unknown) => refuseUnauthenticated(p, c, dataVersion, error))
  await rateLimit(p, c, entry, caller, dataVersion)
  const path: Record<string, unknown> = { ...c.req.param() }
  validateInput(entry, 'path', path)
  authorise(op, caller, path)
  const url = new URL(c.req.url)
  const query = queryOf(url)
  validateInput(entry, 'query', query)
  const headerValues = headerValuesOf(op, headers)
  validateInput(entry, 'headers', headerValues)
  const body = await readBody(c, entry)
  validateInput(entry, 'body', body)

  const ip = clientAddress(c, p.env.trustProxy)
  const userAgent = headers.get('user-agent')
  const auditor: Auditor = { username: caller.actor.username, ip, userAgent, operationId: op.operationId }
  const deferred: Deferred = { rollbackEffects: [], refusals: [] }
  const { actor, signedIn, granted: permissions } = caller
  const base = { operationId: op.operationId as OperationId, path: path as never, query: query as never, body: body as never, actor, signedIn, permissions, env: p.env, ip, userAgent, headers }
  const makeContext = contextFor({ ...base, approved: false, subject: undefined, platform: p.platform }, deferred)

  const key = headerValues['Idempotency-Key'] as string | undefined
  if (runsAtOnce(entry, key)) return answerAtOnce(p, c, entry, caller, dataVersion, url, makeContext)
  const input: StoredInput = { path, query, body: body ?? null }
  const outcome = await applyOperation(p, entry, input, { key, userKey: userKeyOf(actor, ip) }, makeContext, auditor, deferred)
  if (outcome.replayed) c.header('Idempotent-Replayed', 'true')
  return c.json(outcome.body as object, outcome.status as 200)
}

/** A read (or a bulk operation) outside a transaction; a cached list from the list cache. */
async function answerAtOnce(p: Pipeline, c: Context, entry: CompiledOperation, caller: Caller, dataVersion: string, url: URL, makeContext: ReturnType<typeof contextFor>): Promise<Response> {
  const { actor } = caller
  if (entry.handler.cached && actor.userId !== null) {
    const key = `${entry.op.operationId}|${actor.userId}|${clockOffset()}|${url.pathname}${url.search}`
    return p.listCache.answer(c, dataVersion, key, () => entry.handler.handle(makeContext(p.db)))
  }
  return answer(c, await entry.handler.handle(makeContext(p.db)))
}

/**
 * An operation run for the caller of a bulk operation, as if sent alone; refusals are answers.
 * It is validated and authorised by the same steps as a request (validateInput, authorise): the
 * self rule and the refusal of control characters apply here too. Not applied, as there is no HTTP
 * request: app credentials, session and rate limit (the parent request passed them), header
 * validation and body parsing (the input is given as values, the Idempotency-Key as an argument).
 */
async function perform(p: Pipeline, parent: RequestContext<OperationId>, operationId: OperationId, input: StoredInput, key?: string): Promise<StoredAnswer & { replayed: boolean }> {
  const entry = p.compiled.get(operationId)
  if (!entry) throw new Error(`No operation ${operationId}`)
  const deferred: Deferred = { rollbackEffects: [], refusals: [] }
  try {
    validateInput(entry, 'path', input.path)
    authorise(entry.op, { actor: parent.actor, granted: parent.permissions }, input.path)
    validateInput(entry, 'query', input.query)
    // A body of null is no body.
    validateInput(entry, 'body', input.body ?? undefined)
    const base = { ...parent, operationId, path: input.path as never, query: input.query as never, body: (input.body ?? undefined) as never }
    const makeContext = contextFor({ ...base, approved: false, subject: undefined }, deferred)
    return await applyOperation(p, entry, input, { key, userKey: userKeyOf(parent.actor, parent.ip) }, makeContext, { ...auditorOf(parent), operationId }, deferred)
  } catch (error) {
    const mapped = mapError(error)
    if (mapped.status >= 500) console.error(`${operationId} (in ${parent.operationId}) failed:`, error)
    return { status: mapped.status, body: failureOf(mapped), replayed: false }
  }
}
