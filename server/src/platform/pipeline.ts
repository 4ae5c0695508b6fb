// Every operation of every contract passes through here: app credentials, validation against the
// contract, session, permission, idempotency, maker-checker, transaction, audit, envelope.
import { getConnInfo } from '@hono/node-server/conninfo'
import type { ValidateFunction } from 'ajv/dist/2020.js'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

import type { DatabaseHandle, Executor } from '../db/client.ts'
import { versionWatch } from '../db/versions.ts'
import { notifications } from '../db/schema.ts'
import type { Env } from '../env.ts'
import { auditorOf, splitResult, writeAudit, type Auditor } from './audit.ts'
import { clockOffset } from './clock.ts'
import { Authenticator } from './auth.ts'
import { loadOperations, type ContractOperation, type JsonSchema } from './contracts.ts'
import { badRequest, failure, forbidden, HttpError, ok, unauthorized, type FieldError } from './http.ts'
import { applyOnce, requestHashOf, userKeyOf, type StoredAnswer } from './idempotency.ts'
import { compile, controlCharacterProblems, createAjv, validationProblems } from './json-schema.ts'
import { approverRolesFor, decideApprovalRequest, permissionIdOf, storeApprovalRequest } from './maker-checker.ts'
import { policyOf, RateLimiter, rateLimitHeaders, tooManyRequests, type RatePolicyName } from './rate-limit.ts'
import { readSystemConfiguration, type RateLimits } from './settings.ts'
import { permissionKey, type Actor, type AuditEntry, type Handler, type OperationId, type Platform, type RequestContext, type StoredInput } from './types.ts'

/** What a failed operation still writes after its rollback: effects, and the audit records of refused attempts. */
interface Deferred {
  rollbackEffects: ((executor: Executor) => Promise<void>)[]
  refusals: { username: string; entry: AuditEntry }[]
}

interface CompiledOperation {
  op: ContractOperation
  handler: Handler<OperationId>
  path: ValidateFunction
  query: ValidateFunction
  headers: ValidateFunction
  body: ValidateFunction | undefined
  publicOnly: boolean
  noAppCredentials: boolean
  ratePolicy: RatePolicyName
}

const anonymous: Actor = { userId: null, username: 'anonymous', fullName: 'Anonymous' }

function objectSchema(params: ContractOperation['parameters'], where: string): JsonSchema {
  const selected = params.filter((p) => p.in === where)
  return {
    type: 'object',
    properties: Object.fromEntries(selected.map((p) => [p.name, p.schema])),
    required: selected.filter((p) => p.required).map((p) => p.name),
  }
}

function honoPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1')
}

export interface PipelineOptions {
  handle: DatabaseHandle
  env: Env
  handlers: Partial<Record<OperationId, Handler<OperationId>>>
  log?: (line: string) => void
}

export function mountOperations(app: Hono, options: PipelineOptions): { authenticator: Authenticator; platform: Platform } {
  const { handle, env } = options
  const log = options.log ?? ((line: string) => console.info(line))
  const db = handle.db
  const dataWatch = versionWatch(env, 'data_version')
  const authenticator = new Authenticator(db, env.jwtSecret)
  const ajvStrict = createAjv()
  const ajvCoerce = createAjv({ coerceTypes: true })
  const operations = loadOperations()
  const missing = operations.filter((op) => !options.handlers[op.operationId as OperationId]).map((op) => op.operationId)
  if (missing.length) throw new Error(`No handler for: ${missing.join(', ')}`)

  const compiled = new Map<string, CompiledOperation>()
  for (const op of operations) {
    compiled.set(op.operationId, {
      op,
      handler: options.handlers[op.operationId as OperationId] as Handler<OperationId>,
      path: compile(ajvCoerce, objectSchema(op.parameters, 'path')),
      query: compile(ajvCoerce, objectSchema(op.parameters, 'query')),
      headers: compile(ajvCoerce, objectSchema(op.parameters, 'header')),
      body: op.requestBody ? compile(ajvStrict, op.requestBody.schema) : undefined,
      publicOnly: op.access === 'public',
      noAppCredentials: Array.isArray(op.raw.security) && op.raw.security.length === 0,
      ratePolicy: policyOf(op.operationId, { publicOnly: op.access === 'public', file: op.responses['200']?.file === true }),
    })
  }

  const platform: Platform = {
    authenticator,
    decideApproval: (ctx, id, decision) =>
      decideApprovalRequest(ctx, id, decision, {
        handlerOf: (operationId) => compiled.get(operationId)?.handler,
        replayContext: (checkerCtx, operationId, input, maker) => ({
          ...checkerCtx,
          operationId,
          path: input.path as never,
          query: input.query as never,
          body: input.body as never,
          actor: maker,
          approved: true,
          subject: undefined,
        }),
      }),
    async submitForApproval(ctx, operationId, input) {
      const target = compiled.get(operationId)
      if (!target || typeof target.op.access !== 'object' || !target.handler.subject) throw new Error(`${operationId} cannot be sent for approval`)
      const { group, action } = target.op.access
      // Without a configuration, holders of the permission itself decide (see decideApprovalRequest).
      const permissionId = (await approverRolesFor(ctx.db, group, action))?.permissionId ?? (await permissionIdOf(ctx.db, group, action))
      if (!permissionId) throw new Error(`Permission ${group} / ${action} is not in the catalogue`)
      const replay = { ...ctx, operationId, path: input.path as never, query: input.query as never, body: input.body as never, subject: undefined }
      const subject = await target.handler.subject(replay)
      return storeApprovalRequest(ctx, operationId, permissionId, subject, input)
    },
    perform,
    async impactOf(executor, operationId, change) {
      const handler = compiled.get(operationId)?.handler
      return handler?.impact ? handler.impact(executor, change) : null
    },
    invalidateAuthorization: () => authenticator.invalidate(),
    async notify(executor, message) {
      await executor.insert(notifications).values(message)
      if (env.demoMode) log(`[outbox] ${message.channel} to ${message.destination}: ${message.subject}: ${message.body}`)
    },
  }

  const listCache = new ListCache()
  // Servers sharing PostgreSQL count together; on PGlite this server is the only one.
  const limiter = new RateLimiter(handle.kind === 'postgres' ? handle : undefined)
  let limitsRead: { version: string; limits: Promise<RateLimits> } | null = null

  /** The rate limits of the system configuration, read again when the data version moves. */
  function rateLimitsAt(version: string): Promise<RateLimits> {
    if (limitsRead?.version !== version) {
      const limits = readSystemConfiguration(db).then((configuration) => configuration.rateLimits)
      limitsRead = { version, limits }
      limits.catch(() => {
        if (limitsRead?.limits === limits) limitsRead = null
      })
    }
    return limitsRead.limits
  }

  /** Counts the request under its policy: the RateLimit headers on the answer, or 429 with Retry-After. */
  async function countRequest(c: Context, entry: CompiledOperation, subject: string, version: string): Promise<void> {
    const policy = entry.ratePolicy
    const verdict = await limiter.hit(policy, subject, (await rateLimitsAt(version))[policy])
    // Set before the answer is made (see app.ts): they go out with it, errors included.
    for (const [name, value] of Object.entries(rateLimitHeaders(verdict))) c.header(name, value)
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.resetSeconds))
      throw tooManyRequests(verdict)
    }
  }

  // Static segments before parameters, so /Merchant/validate is not read as /Merchant/{id}.
  const ordered = [...compiled.values()].sort((a, b) => (a.op.path.match(/\{/g)?.length ?? 0) - (b.op.path.match(/\{/g)?.length ?? 0))
  for (const entry of ordered) {
    const route = honoPath(entry.op.path)
    if (entry.op.requestBody) app.on(entry.op.method.toUpperCase(), route, limitBody(bodyLimitOf(entry)))
    app.on(entry.op.method.toUpperCase(), route, (c) => run(c, entry))
  }

  async function run(c: Context, entry: CompiledOperation): Promise<Response> {
    const started = performance.now()
    try {
      const response = await execute(c, entry)
      if (env.logRequests) log(`${c.req.method} ${c.req.path} ${response.status} ${(performance.now() - started).toFixed(1)}ms`)
      return response
    } catch (error) {
      const mapped = mapError(error)
      if (mapped.status >= 500) console.error(`${entry.op.operationId} failed:`, error)
      return c.json(failure(mapped.status, mapped.errors, mapped.message, mapped.fieldErrors), mapped.status as 400)
    }
  }

  async function execute(c: Context, entry: CompiledOperation): Promise<Response> {
    const { op } = entry
    const headers = c.req.raw.headers
    if (!entry.noAppCredentials && (headers.get('app-id') !== env.appId || headers.get('app-key') !== env.appKey)) {
      throw unauthorized('Unknown application: check the app-id and app-key headers')
    }

    // Who is calling, before validating their input: 401 and 403 never leak validation details.
    let actor = anonymous
    let granted: ReadonlySet<string> = new Set()
    let signedIn = false
    // The data version once per request: the rate limits, the session and a cached list are checked against it.
    const dataVersion = await dataWatch.current(db)
    // Before sign-in, each address is counted; after it, each user (a refused token is not counted).
    if (entry.publicOnly) await countRequest(c, entry, `address:${clientAddress(c, env.trustProxy)}`, dataVersion)
    else {
      const session = await authenticator.session(headers.get('authorization') ?? undefined, dataVersion)
      actor = session.actor
      granted = session.permissions
      signedIn = true
      await countRequest(c, entry, `user:${actor.userId ?? actor.username}`, dataVersion)
    }

    const path: Record<string, unknown> = { ...c.req.param() }
    refuseControlCharacters(path)
    if (!entry.path(path)) throw badRequest(...validationProblems(entry.path.errors))
    if (typeof op.access === 'object' && !granted.has(permissionKey(op.access.group, op.access.action))) {
      const own = op.selfParameter !== undefined && actor.userId !== null && path[op.selfParameter] === actor.userId
      if (!own) throw forbidden(`You do not have the permission ${op.access.group} / ${op.access.action}`)
    }

    const query: Record<string, unknown> = {}
    const url = new URL(c.req.url)
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key)
      query[key] = values.length > 1 ? values : values[0]
    }
    refuseControlCharacters(query)
    if (!entry.query(query)) throw badRequest(...validationProblems(entry.query.errors))
    const headerValues: Record<string, unknown> = {}
    for (const p of op.parameters.filter((p) => p.in === 'header')) {
      const value = headers.get(p.name)
      if (value !== null) headerValues[p.name] = value
    }
    if (!entry.headers(headerValues)) throw badRequest(...validationProblems(entry.headers.errors))

    let body: unknown = undefined
    if (entry.body) {
      const text = await c.req.text()
      if (text.trim()) {
        try {
          body = JSON.parse(text)
        } catch {
          throw badRequest('body: is not valid JSON')
        }
      } else if (op.requestBody?.required) {
        throw badRequest('body: is required')
      }
      if (body !== undefined) refuseControlCharacters(body)
      if (body !== undefined && !entry.body(body)) throw badRequest(...validationProblems(entry.body.errors))
    }

    const ip = clientAddress(c, env.trustProxy)
    const userAgent = headers.get('user-agent')
    const auditor: Auditor = { username: actor.username, ip, userAgent }
    const rollbackEffects: ((executor: Executor) => Promise<void>)[] = []
    const refusals: { username: string; entry: AuditEntry }[] = []
    const makeContext = (executor: Executor): RequestContext<OperationId> => ({
      operationId: op.operationId as OperationId,
      path: path as never,
      query: query as never,
      body: body as never,
      actor,
      signedIn,
      permissions: granted,
      db: executor,
      env,
      ip,
      userAgent,
      headers,
      approved: false,
      subject: undefined,
      onRollback: (effect) => {
        rollbackEffects.push(effect)
      },
      auditRefusal: (username, auditEntry) => {
        refusals.push({ username, entry: auditEntry })
      },
      platform,
    })

    // A bulk operation runs outside a transaction: each of its items runs in its own (perform).
    const reads = (op.method === 'get' && !entry.handler.mutating) || entry.handler.readOnly
    if ((reads && !headerValues['Idempotency-Key']) || entry.handler.bulk) {
      if (entry.handler.cached && actor.userId !== null) {
        return listCache.answer(c, dataVersion, `${op.operationId}|${actor.userId}|${clockOffset()}|${url.pathname}${url.search}`, () => entry.handler.handle(makeContext(db)))
      }
      const result = await entry.handler.handle(makeContext(db))
      return answer(c, result)
    }

    const key = headerValues['Idempotency-Key'] as string | undefined
    const input: StoredInput = { path, query, body: body ?? null }
    const outcome = await applyOperation(entry, input, key, userKeyOf(actor, ip), makeContext, auditor, { rollbackEffects, refusals })
    if (outcome.replayed) c.header('Idempotent-Replayed', 'true')
    return c.json(outcome.body as object, outcome.status as 200)
  }

  /** Idempotency, the transaction, maker-checker, the handler and its audit record: one request's, or one item's of a bulk operation. */
  async function applyOperation(
    entry: CompiledOperation,
    input: StoredInput,
    key: string | undefined,
    userKey: string,
    makeContext: (executor: Executor) => RequestContext<OperationId>,
    auditor: Auditor,
    deferred: Deferred,
  ): Promise<StoredAnswer & { replayed: boolean }> {
    const { op } = entry
    const scope = key ? { userKey, key, operationId: op.operationId, requestHash: requestHashOf(op.operationId, input.path, input.query, input.body) } : null
    return applyOnce(
      db,
      scope,
      async (tx) => {
        const ctx = makeContext(tx)
        const config = op.approvable && typeof op.access === 'object' ? await approverRolesFor(tx, op.access.group, op.access.action) : null
        if (config && !entry.handler.subject) throw new Error(`${op.operationId} is approvable but describes no subject`)
        // Once per request: it is what is sent for approval, or what handle() applies.
        if (entry.handler.subject) ctx.subject = await entry.handler.subject(ctx)
        if (config && ctx.subject) {
          const approvalRequestId = await storeApprovalRequest(ctx, op.operationId as OperationId, config.permissionId, ctx.subject, input)
          return { status: 202, body: ok({ approvalRequestId, status: 'Pending' }, 'Sent for approval') }
        }
        const { answer, change } = splitResult(await entry.handler.handle(ctx))
        if (change) await writeAudit(tx, auditor, change)
        return normalise(answer)
      },
      async () => {
        if (!deferred.rollbackEffects.length && !deferred.refusals.length) return
        await db.transaction(async (tx) => {
          for (const effect of deferred.rollbackEffects) await effect(tx)
          for (const refusal of deferred.refusals) await writeAudit(tx, { ...auditor, username: refusal.username }, refusal.entry)
        })
      },
    )
  }

  /** An operation run for the caller of a bulk operation, as if sent alone; refusals are answers. */
  async function perform(parent: RequestContext<OperationId>, operationId: OperationId, input: StoredInput, key?: string): Promise<StoredAnswer & { replayed: boolean }> {
    const entry = compiled.get(operationId)
    if (!entry) throw new Error(`No operation ${operationId}`)
    const { op } = entry
    const deferred: Deferred = { rollbackEffects: [], refusals: [] }
    try {
      if (typeof op.access === 'object' && !parent.permissions.has(permissionKey(op.access.group, op.access.action))) {
        throw forbidden(`You do not have the permission ${op.access.group} / ${op.access.action}`)
      }
      if (!entry.path(input.path)) throw badRequest(...validationProblems(entry.path.errors))
      if (!entry.query(input.query)) throw badRequest(...validationProblems(entry.query.errors))
      if (entry.body && input.body !== null && !entry.body(input.body)) throw badRequest(...validationProblems(entry.body.errors))
      const makeContext = (executor: Executor): RequestContext<OperationId> => ({
        ...parent,
        operationId,
        path: input.path as never,
        query: input.query as never,
        body: (input.body ?? undefined) as never,
        db: executor,
        approved: false,
        subject: undefined,
        onRollback: (effect) => {
          deferred.rollbackEffects.push(effect)
        },
        auditRefusal: (username, auditEntry) => {
          deferred.refusals.push({ username, entry: auditEntry })
        },
      })
      return await applyOperation(entry, input, key, userKeyOf(parent.actor, parent.ip), makeContext, auditorOf(parent), deferred)
    } catch (error) {
      const mapped = mapError(error)
      if (mapped.status >= 500) console.error(`${operationId} (in ${parent.operationId}) failed:`, error)
      return { status: mapped.status, body: failure(mapped.status, mapped.errors, mapped.message, mapped.fieldErrors), replayed: false }
    }
  }

  return { authenticator, platform }
}

/** A NUL or other control character anywhere in the path, query or body is refused before validation. */
function refuseControlCharacters(value: unknown): void {
  const problems = controlCharacterProblems(value)
  if (problems.length) throw badRequest(...problems)
}

function normalise(result: unknown): { status: number; body: unknown } {
  if (typeof result === 'object' && result !== null && 'status' in result && 'body' in result && typeof (result as { status: unknown }).status === 'number' && !('succeeded' in result)) {
    return result as { status: number; body: unknown }
  }
  return { status: 200, body: result }
}

function answer(c: Context, result: unknown): Response {
  // A streamed file (an export) is already the response: it takes the headers set for it (rate limits).
  if (result instanceof Response) {
    for (const name of ['RateLimit', 'RateLimit-Policy']) {
      const value = c.res.headers.get(name)
      if (value) result.headers.set(name, value)
    }
    return result
  }
  const { status, body } = normalise(splitResult(result).answer)
  return c.json(body as object, status as 200)
}

/** The caller's address: the socket's, or behind a trusted proxy the first of X-Forwarded-For (a client could write any). */
function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined
  if (forwarded) return forwarded
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

function pgCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** How long a cached list answer lives at most, written or not: the answers that depend on the time (a case's time left). */
export const LIST_CACHE_TTL_MS = 15_000
/** The memory the kept answers may take (their JSON text, counted as UTF-16). */
const LIST_CACHE_BYTES = 32 * 1024 * 1024

/**
 * List answers kept as their JSON text, keyed by operation, user and request, and tagged with the
 * data version they were made at: an answer is reused only while the version is the same. Requests
 * arriving while one is made share it. The least recently used go first beyond LIST_CACHE_BYTES.
 */
class ListCache {
  private readonly entries = new Map<string, { version: string; at: number; status: number; body: string }>()
  private bytes = 0
  private readonly making = new Map<string, Promise<{ status: number; body: string } | Response>>()

  /** The answer made at `version` (the data version of the request), kept or made now. */
  async answer(c: Context, version: string, key: string, produce: () => Promise<unknown>): Promise<Response> {
    const now = Date.now()
    const hit = this.entries.get(key)
    if (hit && hit.version === version && now - hit.at < LIST_CACHE_TTL_MS) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return json(c, hit.status, hit.body)
    }
    const making = `${version}|${key}`
    let pending = this.making.get(making)
    if (!pending) {
      pending = produce().then((result) => {
        if (result instanceof Response) return result
        const { status, body } = normalise(splitResult(result).answer)
        const made = { status, body: JSON.stringify(body) }
        this.forget(key)
        this.entries.set(key, { version, at: now, ...made })
        this.bytes += made.body.length * 2
        for (const oldest of this.entries.keys()) {
          if (this.bytes <= LIST_CACHE_BYTES) break
          this.forget(oldest)
        }
        return made
      })
      this.making.set(making, pending)
      void pending.finally(() => this.making.delete(making)).catch(() => undefined)
    }
    const made = await pending
    return made instanceof Response ? made : json(c, made.status, made.body)
  }

  private forget(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.bytes -= entry.body.length * 2
    this.entries.delete(key)
  }
}

const json = (c: Context, status: number, body: string) => c.body(body, status as 200, { 'content-type': 'application/json' })

/** The JSON a signed-in user may send (1 MB), unless the operation declares its own (x-body-limit). */
export const BODY_LIMIT = 1_048_576
/** Before sign-in (login, one-time codes, password reset): small forms only, so nobody unknown makes the server read much. */
export const PUBLIC_BODY_LIMIT = 16_384

const bodyLimitOf = (entry: CompiledOperation) => entry.op.bodyLimit ?? (entry.publicOnly ? PUBLIC_BODY_LIMIT : BODY_LIMIT)

/** 413 in the envelope: refused from Content-Length before reading, or as soon as a streamed body passes the limit. */
const tooLarge = (limit: number) => (c: Context) =>
  c.json(failure(413, [`The request body is larger than this operation accepts (at most ${limit.toLocaleString('en')} bytes)`], 'Payload Too Large'), 413)

/**
 * The body limit of an operation. An announced length is judged from the header alone: touching
 * the request's body, as Hono's body-limit does first, makes the Node adapter build a full Request
 * and read the body through it, a fifth of a small POST's time. A streamed body (no length) goes
 * through Hono's body-limit, which counts it as it is read.
 */
function limitBody(limit: number): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize: limit, onError: tooLarge(limit) })
  return async (c, next) => {
    const length = c.req.header('content-length')
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(length) > limit ? tooLarge(limit)(c) : next()
    }
    return streamed(c, next)
  }
}

export function mapError(error: unknown): { status: number; errors: string[]; message: string; fieldErrors?: FieldError[] } {
  if (error instanceof HttpError) return { status: error.status, errors: error.errors, message: error.message, fieldErrors: error.fieldErrors }
  const code = pgCode(error)
  if (code === '23505') return { status: 409, errors: ['A record with the same unique value already exists'], message: 'Conflict' }
  if (code === '23503') return { status: 409, errors: ['The record refers to, or is referred to by, another record that does not allow this change'], message: 'Conflict' }
  if (code === '22003' || code === '22P02') return { status: 400, errors: ['A value is out of range or malformed'], message: 'Request validation failed' }
  return { status: 500, errors: ['Something went wrong on our side; nothing was changed. Please try again.'], message: 'Error' }
}
