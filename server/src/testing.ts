// createTestApp(): the whole sandbox platform on an in-memory PGlite, seeded small, driven through HTTP.
import { openDatabase, type DatabaseHandle } from './db/client.ts'
import { seed, type SeedOptions } from './db/seed.ts'
import { DEMO_PASSWORD, type Env } from './env.ts'
import { createApp } from './app.ts'
import type { RateLimits } from './platform/settings.ts'
import type { OperationId, RequestContext, StoredInput } from './platform/types.ts'

export { DEMO_PASSWORD }

export interface TestApp {
  handle: DatabaseHandle
  env: Env
  /** Sends a request through the app with the app-id/app-key headers (and a bearer token when given). */
  request(method: string, path: string, options?: { token?: string | null; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Headers }>
  /** The response itself (files: exports), with the app headers and the token. */
  raw(method: string, path: string, options?: { token?: string | null }): Promise<Response>
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
    distDir: '/nonexistent',
    logRequests: false,
    trustProxy: false,
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

export async function createTestApp(options: { env?: Partial<Env>; seed?: Partial<SeedOptions>; databaseUrl?: string } = {}): Promise<TestApp> {
  const env = testEnv(options.env)
  const handle = await openDatabase({ databaseUrl: options.databaseUrl })
  await seed(handle, { demo: true, transactions: env.seedTransactions, merchants: 40, agents: 120, quiet: true, rateLimits: UNREACHED_RATE_LIMITS, approvals: TEST_APPROVALS, ...options.seed })
  const { app, platform } = createApp({ handle, env, log: () => {} })

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
    return { status: response.status, body: parsed, headers: response.headers }
  }

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

  const raw: TestApp['raw'] = async (method, path, opts = {}) =>
    app.request(path, { method, headers: { 'app-id': env.appId, 'app-key': env.appKey, channel: 'Web', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) } })

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

  return { handle, env, request, raw, login, lastNotification, perform, close: () => handle.close() }
}
