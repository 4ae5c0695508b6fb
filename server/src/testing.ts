// createTestApp(): the whole sandbox platform on an in-memory PGlite, seeded small, driven through HTTP.
import type { ValidateFunction } from 'ajv/dist/2020.js'

import { openDatabase, type DatabaseHandle } from './db/client.ts'
import { changeFeed } from './totals/change-feed.ts'
import { seed, type SeedOptions } from './seed/seed.ts'
import { DEMO_PASSWORD, type Env } from './env.ts'
import { createApp } from './app.ts'
import { deref, loadOperations, operationsAt, type ContractOperation, type JsonSchema } from './platform/contracts.ts'
import { compile, createAjv, describeErrors } from './platform/json-schema.ts'
import type { RateLimits } from './platform/settings.ts'
import type { AnswerOf, BodyOf, OperationId, Operations, PathOf, QueryOf, RequestContext, StoredInput } from './platform/types.ts'

export { DEMO_PASSWORD }

export interface RequestOptions {
  token?: string | null
  body?: unknown
  headers?: Record<string, string>
}

/** An answer read as JSON (or as text when it is not JSON). */
export interface TestAnswer<T> {
  status: number
  body: T
  headers: Headers
}

type StatusOf<K extends OperationId> = Extract<keyof Operations[K]['responses'], number>
/** The body the contract gives an operation for a status (the CSV text of a file answer). */
type BodyAt<K extends OperationId, S extends number> = [AnswerOf<K, S>] extends [never] ? string : AnswerOf<K, S>
/** An answer of the operation: narrowing on `status` narrows `body`. */
export type ContractAnswer<K extends OperationId, S extends StatusOf<K> = StatusOf<K>> = { [Status in S]: { status: Status; body: BodyAt<K, Status>; headers: Headers } }[S]

export interface CallInput<K extends OperationId> {
  path?: PathOf<K>
  query?: QueryOf<K>
  body?: BodyOf<K>
  token?: string | null
  headers?: Record<string, string>
}

export interface TestApp {
  handle: DatabaseHandle
  env: Env
  /**
   * Sends a request through the app with the app-id/app-key headers (and a bearer token when given).
   * The answer is checked against the contract (see checkAnswer); name its body type to read it typed.
   */
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestAnswer<T>>
  /**
   * Calls an operation by its id: the URL is built from the contract, the input and the answer are
   * typed from the generated contract types. With `status`, any other status throws, and the body
   * is the one the contract gives for that status.
   */
  call<K extends OperationId, S extends StatusOf<K>>(operationId: K, input: CallInput<K>, status: S): Promise<ContractAnswer<K, S>>
  call<K extends OperationId>(operationId: K, input?: CallInput<K>): Promise<ContractAnswer<K>>
  /** The response itself (files: exports), with the app headers and the token; its status (and a JSON body) is checked too. */
  raw(method: string, path: string, options?: { token?: string | null; headers?: Record<string, string> }): Promise<Response>
  /** Signs in a demo user (MFA users through the outbox code) and returns the access token. */
  login(username: string, password?: string): Promise<string>
  /** The last one-time code or reset token sent to a user through the outbox. */
  lastNotification(username: string): Promise<string>
  /** Runs an operation through platform.perform, as a bulk operation runs each of its items: for the user of the token, with no HTTP request of its own. */
  perform(token: string, operationId: OperationId, input: StoredInput, idempotencyKey?: string): Promise<{ status: number; body: any; replayed: boolean }>
  close(): Promise<void>
}

export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    port: 0,
    dataDir: '',
    databaseUrl: undefined,
    demoMode: true,
    production: false,
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    appId: 'backoffice-sandbox',
    appKey: 'sandbox-app-key',
    seedTransactions: 2_000,
    seedMerchants: 40,
    seedAgents: 120,
    distDir: '/nonexistent',
    logRequests: false,
    trustProxy: false,
    simulateRate: 0,
    simulateLagosHours: false,
    webhookRetryBaseMs: 30_000,
    ...overrides,
  }
}

/** Limits the functional tests never reach: they send far more than a person. Rate limit tests set their own. */
export const UNREACHED_RATE_LIMITS: RateLimits = {
  signIn: { limit: 1_000_000, windowSeconds: 60 },
  public: { limit: 1_000_000, windowSeconds: 60 },
  screens: { limit: 1_000_000, windowSeconds: 60 },
  exports: { limit: 1_000_000, windowSeconds: 60 },
}

/**
 * The approval configuration the services' functional tests run under: the six actions they send
 * for approval on purpose. The rest apply at once, so a test of an operation tests the operation;
 * the secure default (every approvable action) is tested on its own (apms.test.ts).
 */
export const TEST_APPROVALS: NonNullable<SeedOptions['approvals']> = [
  ['Merchant', 'Create Merchant', ['Supervisor']],
  ['Merchant', 'Update Merchant', ['Supervisor']],
  ['Fee Scheme', 'Create', ['Supervisor']],
  ['Fee Scheme', 'Update', ['Supervisor']],
  ['Commission Group', 'Update', ['Supervisor']],
  ['User', 'Create', ['Supervisor', 'Super Admin']],
]

/** The operation the app runs for this method and path (query string ignored), or undefined. */
export function operationFor(method: string, path: string): ContractOperation | undefined {
  const pathname = new URL(path, 'http://test.invalid').pathname
  // Hono answers HEAD with the GET route.
  const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase()
  return operationsAt(pathname).find((op) => op.method === verb)
}

const contractAjv = createAjv()
const validators = new Map<string, ValidateFunction>()

function validatorFor(key: string, schema: () => JsonSchema): ValidateFunction {
  let validate = validators.get(key)
  if (!validate) {
    validate = compile(contractAjv, schema())
    validators.set(key, validate)
  }
  return validate
}

// The answer of a path no contract has (common.yaml NotFound), or of a method its path does not have (MethodNotAllowed): the app's fallback.
const sharedResponseSchema = (name: string) => () =>
  (deref({ $ref: `./common.yaml#/components/responses/${name}` }, 'common.yaml') as { content: { 'application/json': { schema: JsonSchema } } }).content['application/json'].schema

/** The code of an error envelope, when the body is one. */
function errorCodeOf(body: unknown): string | undefined {
  const code = typeof body === 'object' && body !== null && (body as { succeeded?: unknown }).succeeded === false ? (body as { code?: unknown }).code : undefined
  return typeof code === 'string' ? code : undefined
}

function describeBody(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return text === undefined ? '(none)' : text.length > 500 ? `${text.slice(0, 500)}…` : text
}

/**
 * Throws when the answer breaks the contract of the operation the app ran for method and path: a
 * status the operation does not document, an error code its response for that status does not
 * list (codesOf), a JSON body its schema refuses, or a field its schema does not declare. A file answer (an
 * export) is checked by status only. A path no operation has must get the app's 404 envelope.
 */
export function checkAnswer(method: string, path: string, answer: { status: number; body: unknown; file?: boolean }): void {
  const op = operationFor(method, path)
  if (!op) {
    const [status, code, name] = operationsAt(new URL(path, 'http://test.invalid').pathname).length ? [405, 'METHOD_NOT_ALLOWED', 'MethodNotAllowed'] : [404, 'NOT_FOUND', 'NotFound']
    const validate = validatorFor(`(no operation) ${status}`, sharedResponseSchema(name))
    if (answer.status !== status) throw new Error(`No operation in the contracts for ${method} ${path}, yet it answered ${answer.status}, not ${status}: ${describeBody(answer.body)}`)
    // A copy: the validator fills in defaults, and the test reads what the app sent.
    if (!validate(structuredClone(answer.body)))
      throw new Error(`The ${status} for ${method} ${path} (no operation) is not an error envelope: ${describeErrors(validate.errors).join('; ')}\nbody: ${describeBody(answer.body)}`)
    if (errorCodeOf(answer.body) !== code) throw new Error(`The ${status} for ${method} ${path} (no operation) is not ${code}: ${describeBody(answer.body)}`)
    return
  }
  const response = op.responses[String(answer.status)]
  if (!response) {
    throw new Error(`${op.operationId} (${method} ${path}) answered ${answer.status}, which its contract does not document (${Object.keys(op.responses).join(', ')}): ${describeBody(answer.body)}`)
  }
  const code = errorCodeOf(answer.body)
  if (code !== undefined && !response.codes.includes(code)) {
    throw new Error(
      `${op.operationId} (${method} ${path}) answered ${answer.status} ${code}, a code its contract's ${answer.status} does not list (${response.codes.join(', ') || 'none'}): ${describeBody(answer.body)}`,
    )
  }
  if (answer.file || response.file || !response.schema) return
  const schema = response.schema
  const validate = validatorFor(`${op.operationId} ${answer.status}`, () => schema)
  if (!validate(structuredClone(answer.body))) {
    throw new Error(`${op.operationId} (${method} ${path}) answered ${answer.status} against its contract: ${describeErrors(validate.errors).join('; ')}\nbody: ${describeBody(answer.body)}`)
  }
  const undeclared = undeclaredFields(schema, answer.body)
  if (undeclared.length) throw new Error(`${op.operationId} (${method} ${path}) answered ${answer.status} with fields its contract does not declare: ${undeclared.slice(0, 20).join(', ')}`)
}

/** The schemas a value may be read under: the schema itself and its allOf, oneOf and anyOf branches, all levels. */
function branchesOf(schema: JsonSchema): JsonSchema[] {
  const nested = ['allOf', 'oneOf', 'anyOf'].flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as JsonSchema[]) : []))
  return [schema, ...nested.flatMap(branchesOf)]
}

/**
 * The fields of an answer that its schema does not declare (dotted paths): a schema that lists its
 * properties names every field it answers. A free-form object (no properties, or
 * additionalProperties given a schema) declares any name.
 */
export function undeclaredFields(schema: JsonSchema, value: unknown, path = ''): string[] {
  const branches = branchesOf(schema)
  if (Array.isArray(value)) {
    const items = branches.map((b) => b.items as JsonSchema | undefined).filter((i): i is JsonSchema => typeof i === 'object')
    return items.length ? value.flatMap((item, i) => items.flatMap((s) => undeclaredFields(s, item, `${path}${i}.`))) : []
  }
  if (typeof value !== 'object' || value === null) return []
  const properties = new Map<string, JsonSchema[]>()
  for (const b of branches) for (const [name, sub] of Object.entries((b.properties ?? {}) as Record<string, JsonSchema>)) properties.set(name, [...(properties.get(name) ?? []), sub])
  if (properties.size === 0 || branches.some((b) => typeof b.additionalProperties === 'object')) return []
  return Object.entries(value).flatMap(([name, field]) => {
    const declared = properties.get(name)
    return declared ? [...new Set(declared.flatMap((s) => undeclaredFields(s, field, `${path}${name}.`)))] : [`${path}${name}`]
  })
}

function contractOperation(operationId: OperationId): ContractOperation {
  const op = loadOperations().find((o) => o.operationId === operationId)
  if (!op) throw new Error(`No operation ${operationId} in the contracts`)
  return op
}

/** The URL of an operation: its contract path with the path parameters in, and the query string. */
export function urlOf(operationId: OperationId, path: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const op = contractOperation(operationId)
  const filled = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (path[name] === undefined) throw new Error(`${operationId}: no value for the path parameter ${name}`)
    return encodeURIComponent(String(path[name]))
  })
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) search.append(name, String(item))
  }
  const text = search.toString()
  return text ? `${filled}?${text}` : filled
}

export async function createTestApp(options: { env?: Partial<Env>; seed?: Partial<SeedOptions>; databaseUrl?: string; log?: (line: string) => void } = {}): Promise<TestApp> {
  const env = testEnv(options.env)
  const handle = await openDatabase({ databaseUrl: options.databaseUrl })
  await seed(handle, { demo: true, transactions: env.seedTransactions, merchants: 40, agents: 120, quiet: true, rateLimits: UNREACHED_RATE_LIMITS, approvals: TEST_APPROVALS, ...options.seed })
  const { app, platform, stop } = createApp({ handle, env, log: options.log ?? (() => {}) })

  const request: TestApp['request'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { 'app-id': env.appId, 'app-key': env.appKey, channel: 'Web', ...opts.headers }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`
    let body: string | undefined
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body)
    }
    const response = await app.request(path, { method, headers, body })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // keep the text
    }
    checkAnswer(method, path, { status: response.status, body: parsed })
    return { status: response.status, body: parsed as never, headers: response.headers }
  }

  const call = (async (operationId: OperationId, input: CallInput<OperationId> = {}, status?: number) => {
    const res = await request(contractOperation(operationId).method.toUpperCase(), urlOf(operationId, input.path, input.query), { token: input.token, body: input.body, headers: input.headers })
    if (status !== undefined && res.status !== status) throw new Error(`${operationId} answered ${res.status}, not ${status}: ${describeBody(res.body)}`)
    return res
  }) as TestApp['call']

  const lastNotification: TestApp['lastNotification'] = async (username) => {
    const result = await handle.db.execute<{ body: string }>(`select body from notifications where lower(username) = lower('${username.replace(/'/g, "''")}') order by id desc limit 1` as never)
    const rows = (result as unknown as { rows: { body: string }[] }).rows
    const text = rows[0]?.body ?? ''
    const code = /\b(\d{6})\b/.exec(text)?.[1] ?? /token=([A-Za-z0-9_-]+)/.exec(text)?.[1]
    if (!code) throw new Error(`No code in the last notification to ${username}: ${text}`)
    return code
  }

  const login: TestApp['login'] = async (username, password = DEMO_PASSWORD) => {
    const first = await request('POST', '/ums/api/v1/Authentication/login', { body: { username, password } })
    if (first.status !== 200) throw new Error(`login ${username}: ${first.status} ${JSON.stringify(first.body)}`)
    if (!first.body.data.multiFactorRequired) return first.body.data.accessToken as string
    const challenge = await request('GET', `/ums/api/v1/Authentication/Send2FAToken?username=${encodeURIComponent(username)}`)
    const code = await lastNotification(username)
    const second = await request('POST', '/ums/api/v1/Authentication/Validate2Fa', { body: { username, token: challenge.body.data.token, code } })
    if (second.status !== 200) throw new Error(`2FA ${username}: ${second.status} ${JSON.stringify(second.body)}`)
    return second.body.data.accessToken as string
  }

  const raw: TestApp['raw'] = async (method, path, opts = {}) => {
    const response = await app.request(path, {
      method,
      headers: { 'app-id': env.appId, 'app-key': env.appKey, channel: 'Web', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    })
    // A file is checked by its status; a JSON answer (a refusal) is read from a copy, the test reads the original.
    const json = (response.headers.get('content-type') ?? '').includes('json')
    checkAnswer(method, path, { status: response.status, body: json ? await response.clone().json() : undefined, file: !json })
    return response
  }

  const perform: TestApp['perform'] = async (token, operationId, input, idempotencyKey) => {
    const { actor, permissions } = await platform.authenticator.session(`Bearer ${token}`)
    const parent: RequestContext<OperationId> = {
      operationId,
      path: {} as never,
      query: {} as never,
      body: undefined as never,
      actor,
      signedIn: true,
      permissions,
      db: handle.db,
      env,
      ip: '127.0.0.1',
      userAgent: 'vitest',
      headers: new Headers(),
      approved: false,
      subject: undefined,
      onRollback: () => {},
      auditRefusal: () => {},
      platform,
    }
    return platform.perform(parent, operationId, input, idempotencyKey)
  }

  return {
    handle,
    env,
    request,
    call,
    raw,
    login,
    lastNotification,
    perform,
    close: async () => {
      await stop()
      changeFeed(env).close()
      await handle.close()
    },
  }
}
