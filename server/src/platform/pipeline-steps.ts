// The steps a request takes through the pipeline before its handler: app credentials, actor, rate limit, input, permission.
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

import type { Database, DatabaseHandle } from '../db/client.ts'
import type { VersionWatch } from '../db/versions.ts'
import type { Env } from '../env.ts'
import type { Authenticator } from './auth.ts'
import type { CompiledOperation } from './compiled-operations.ts'
import type { ContractOperation } from './contracts.ts'
import { ANONYMOUS } from './audit.ts'
import { badRequest, forbidden, HttpError, unauthorized, type Problem } from './http.ts'
import { controlCharacterProblems, validationProblems } from './json-schema.ts'
import type { ListCache } from './list-cache.ts'
import { RateLimiter, rateLimitHeaders, tooManyRequests, type RatePolicyName } from './rate-limit.ts'
import { readSystemConfiguration, type RateLimits } from './settings.ts'
import { permissionKey, type Actor, type Platform } from './types.ts'

/** What the steps share: set up once by mountOperations. */
export interface Pipeline {
  env: Env
  db: Database
  log: (line: string) => void
  dataWatch: VersionWatch
  authenticator: Authenticator
  compiled: Map<string, CompiledOperation>
  platform: Platform
  listCache: ListCache
  rates: RateGate
}

/** Who is calling: the actor, the permissions they hold, and whether they signed in. */
export interface Caller {
  actor: Actor
  granted: ReadonlySet<string>
  signedIn: boolean
}

const anonymous: Actor = { userId: null, username: ANONYMOUS, fullName: 'Anonymous' }

/** 401 unless the request carries this platform's app-id and app-key (the few operations declaring `security: []` need none). */
export function checkAppCredentials(env: Env, entry: CompiledOperation, headers: Headers): void {
  if (!entry.noAppCredentials && (headers.get('app-id') !== env.appId || headers.get('app-key') !== env.appKey)) {
    throw unauthorized('UNKNOWN_APPLICATION', 'Unknown application: check the app-id and app-key headers')
  }
}

/** The caller: anonymous on public operations, else the session of the bearer token (401 when there is none). */
export async function resolveActor(p: Pipeline, entry: CompiledOperation, headers: Headers, dataVersion: string): Promise<Caller> {
  if (entry.publicOnly) return { actor: anonymous, granted: new Set(), signedIn: false }
  const session = await p.authenticator.session(headers.get('authorization') ?? undefined, dataVersion)
  return { actor: session.actor, granted: session.permissions, signedIn: true }
}

/** The rate limits of the system configuration, read again when the data version moves, and the counter they are applied by. */
export class RateGate {
  private limitsRead: { version: string; limits: Promise<RateLimits> } | null = null
  private readonly limiter: RateLimiter
  private readonly db: Database

  constructor(handle: DatabaseHandle) {
    this.db = handle.db
    // Servers sharing PostgreSQL count together; on PGlite this server is the only one.
    this.limiter = new RateLimiter(handle.kind === 'postgres' ? handle : undefined)
  }

  /** The rate limits of the system configuration at this data version. */
  limitsAt(version: string): Promise<RateLimits> {
    if (this.limitsRead?.version !== version) {
      const limits = readSystemConfiguration(this.db).then((configuration) => configuration.rateLimits)
      this.limitsRead = { version, limits }
      limits.catch(() => {
        if (this.limitsRead?.limits === limits) this.limitsRead = null
      })
    }
    return this.limitsRead.limits
  }

  /** Counts one request of `subject` under `policy`. */
  async hit(policy: RatePolicyName, subject: string, version: string) {
    return this.limiter.hit(policy, subject, (await this.limitsAt(version))[policy])
  }
}

/**
 * Counts the request under its policy: the RateLimit headers on the answer, or 429 with Retry-After.
 * Before sign-in, each address is counted; after it, each user (a refused token is counted by its address: refuseUnauthenticated).
 */
export async function rateLimit(p: Pipeline, c: Context, entry: CompiledOperation, caller: Caller, dataVersion: string): Promise<void> {
  const subject = entry.publicOnly ? `address:${clientAddress(c, p.env.trustProxy)}` : `user:${caller.actor.userId ?? caller.actor.username}`
  await count(p, c, entry.ratePolicy, subject, dataVersion)
}

/**
 * A request refused for its access token (none, expired, revoked): counted per address under the
 * public policy, so its 401 carries the RateLimit headers it declares (or is a 429), and names the
 * scheme to authenticate with (WWW-Authenticate, RFC 6750). Any other error goes on as it is.
 */
export async function refuseUnauthenticated(p: Pipeline, c: Context, dataVersion: string, error: unknown): Promise<never> {
  if (!(error instanceof HttpError) || error.status !== 401) throw error
  c.header('WWW-Authenticate', c.req.header('authorization') ? 'Bearer error="invalid_token"' : 'Bearer')
  await count(p, c, 'public', `address:${clientAddress(c, p.env.trustProxy)}`, dataVersion)
  throw error
}

async function count(p: Pipeline, c: Context, policy: RatePolicyName, subject: string, dataVersion: string): Promise<void> {
  const verdict = await p.rates.hit(policy, subject, dataVersion)
  // Set before the answer is made (see app.ts): they go out with it, errors included.
  for (const [name, value] of Object.entries(rateLimitHeaders(verdict))) c.header(name, value)
  if (!verdict.allowed) {
    c.header('Retry-After', String(verdict.resetSeconds))
    throw tooManyRequests(verdict)
  }
}

/** A NUL or other control character anywhere in the path, query or body is refused before validation. */
export function refuseControlCharacters(value: unknown): void {
  const problems = controlCharacterProblems(value)
  if (problems.length) throw badRequest(...problems)
}

/**
 * One part of the input against the contract (400 naming the fields), used by requests (execute) and
 * by operations run on a caller's behalf (perform) alike. The path and query are coerced in place
 * (an id becomes a number). Control characters are refused first in the path, query and body; the
 * headers are checked against their schema only, as they always were. No body (undefined), or an
 * operation that takes none, is not checked here: a required body is the reader's (readBody).
 */
export function validateInput(entry: CompiledOperation, part: 'path' | 'query' | 'headers' | 'body', value: unknown): void {
  const validate = entry[part]
  if (!validate || value === undefined) return
  if (part !== 'headers') refuseControlCharacters(value)
  if (!validate(value)) throw badRequest(...validationProblems(validate.errors).map((problem) => (part === 'query' ? asParameter(problem) : problem)))
}

/** A query field the operation does not take is named as the parameter it is not. */
const asParameter = (problem: Problem): Problem =>
  typeof problem !== 'string' && problem.code === 'NOT_ALLOWED_FIELD' ? { ...problem, message: 'is not a query parameter of this operation' } : problem

/**
 * 403 unless the caller holds the operation's permission, or the operation lets users act on
 * themselves (x-self) and the path names the caller. The path is validated (coerced) first, so
 * its id compares with the actor's user id.
 */
export function authorise(op: ContractOperation, caller: Pick<Caller, 'actor' | 'granted'>, path: Record<string, unknown>): void {
  if (typeof op.access !== 'object' || caller.granted.has(permissionKey(op.access.group, op.access.action))) return
  const own = op.selfParameter !== undefined && caller.actor.userId !== null && path[op.selfParameter] === caller.actor.userId
  if (!own) throw forbidden('PERMISSION_DENIED', `You do not have the permission ${op.access.group} / ${op.access.action}`, { group: op.access.group, action: op.access.action })
}

/** The query string as an object: a parameter given more than once becomes an array. */
export function queryOf(url: URL): Record<string, unknown> {
  const query: Record<string, unknown> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    query[key] = values.length > 1 ? values : values[0]
  }
  return query
}

/** The values of the headers the operation declares. */
export function headerValuesOf(op: ContractOperation, headers: Headers): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const p of op.parameters.filter((p) => p.in === 'header')) {
    const value = headers.get(p.name)
    if (value !== null) values[p.name] = value
  }
  return values
}

/** The JSON body of an operation that takes one (undefined when empty and optional); 400 when it is not JSON or is missing and required. */
export async function readBody(c: Context, entry: CompiledOperation): Promise<unknown> {
  if (!entry.body) return undefined
  const text = await c.req.text()
  if (text.trim()) {
    try {
      return JSON.parse(text)
    } catch {
      throw badRequest({ field: 'body', code: 'NOT_JSON', message: 'is not valid JSON' })
    }
  }
  if (entry.op.requestBody?.required) throw badRequest({ field: 'body', code: 'REQUIRED', message: 'is required' })
  return undefined
}

/** The caller's address: the socket's, or behind a trusted proxy the first of X-Forwarded-For (a client could write any). */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined
  if (forwarded) return forwarded
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
