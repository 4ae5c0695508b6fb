// Rate limits (issue 15): per address before sign-in, per user after, exports stricter; 429 with
// Retry-After and the RateLimit headers in the envelope, a new window after the old one ends, and
// the limits taken from the system configuration at the next request.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, DEMO_PASSWORD, UNREACHED_RATE_LIMITS, type TestApp } from '../testing.ts'
import { allHandlers } from '../services/index.ts'
import { setClockOffset } from './clock.ts'
import { compileOperations } from './compiled-operations.ts'

const limits = {
  signIn: { limit: 3, windowSeconds: 60 },
  public: { limit: 300, windowSeconds: 60 },
  screens: { limit: 5, windowSeconds: 60 },
  exports: { limit: 1, windowSeconds: 120 },
}

/** A wrong attempt (an unknown user: no account gets locked) or, with the password, maker's sign-in. */
const login = (t: TestApp, address: string, password?: string) =>
  t.request('POST', '/ums/api/v1/Authentication/login', {
    body: password ? { username: 'maker', password } : { username: 'no.such.user', password: 'Wrong@1234' },
    headers: { 'x-forwarded-for': address },
  })

describe('rate limits', () => {
  let t: TestApp
  let admin: string
  let auditor: string

  beforeAll(async () => {
    // Behind a proxy, so each test can speak from its own address.
    t = await createTestApp({ env: { trustProxy: true }, seed: { rateLimits: limits } })
    // Signed in from their own addresses: the sign-in attempts below start from nothing.
    admin = await loginFrom(t, 'admin', '10.0.0.1')
    auditor = await loginFrom(t, 'auditor', '10.0.0.2')
  })
  afterAll(() => t.close())
  afterEach(() => setClockOffset(0))

  it('counts sign-in attempts per address: the fourth in the window is 429 with Retry-After, another address still signs in', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const refused = await login(t, '10.1.1.1')
      expect(refused.status).toBe(401)
      expect(refused.headers.get('RateLimit-Policy')).toBe('"sign-in";q=3;w=60')
      expect(refused.headers.get('RateLimit')).toMatch(new RegExp(`^"sign-in";r=${3 - attempt};t=\\d+$`))
    }
    // Even the right password: the address has used its attempts.
    const limited = await login(t, '10.1.1.1', DEMO_PASSWORD)
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(limited.body).toMatchObject({ succeeded: false, message: 'Too Many Requests', data: null })
    expect(limited.body.errors[0]).toBe(`Too many sign-in attempts from this address: at most 3 in 60 seconds. Try again in ${retryAfter} seconds.`)
    // The one-time code and password reset count under the same policy.
    const reset = await t.request('POST', '/ums/api/v1/Authentication/resetPassword', { body: { usernameOrEmail: 'maker' }, headers: { 'x-forwarded-for': '10.1.1.1' } })
    expect(reset.status).toBe(429)

    expect((await login(t, '10.1.1.2', DEMO_PASSWORD)).status).toBe(200)
  })

  it('counts a request refused for its token per address: the 401 carries the RateLimit headers and WWW-Authenticate', async () => {
    const list = '/mer/api/v1/Merchant?PageSize=5'
    const none = await t.request('GET', list, { headers: { 'x-forwarded-for': '10.1.5.1' } })
    expect(none.status).toBe(401)
    expect(none.headers.get('WWW-Authenticate')).toBe('Bearer')
    expect(none.headers.get('RateLimit-Policy')).toBe('"public";q=300;w=60')
    expect(none.headers.get('RateLimit')).toMatch(/^"public";r=299;t=\d+$/)
    const forged = await t.request('GET', list, { token: 'not.a.token', headers: { 'x-forwarded-for': '10.1.5.1' } })
    expect(forged.status).toBe(401)
    expect(forged.headers.get('WWW-Authenticate')).toBe('Bearer error="invalid_token"')
    expect(forged.headers.get('RateLimit')).toMatch(/^"public";r=298;t=\d+$/)
    // A refused sign-in is not about a bearer token: no WWW-Authenticate.
    expect((await login(t, '10.1.5.2')).headers.get('WWW-Authenticate')).toBeNull()
  })

  it('starts a new window once the old one ends', async () => {
    for (let attempt = 0; attempt < 4; attempt++) await login(t, '10.1.2.1')
    expect((await login(t, '10.1.2.1')).status).toBe(429)
    setClockOffset(61_000)
    const again = await login(t, '10.1.2.1', DEMO_PASSWORD)
    expect(again.status).toBe(200)
    expect(again.headers.get('RateLimit')).toMatch(/^"sign-in";r=2;t=\d+$/)
  })

  it('counts each user on their own: the sixth screen request is 429, another user goes on', async () => {
    const list = '/mer/api/v1/Merchant?PageSize=5'
    for (let request = 1; request <= 5; request++) {
      const answer = await t.request('GET', `${list}&PageNumber=${request}`, { token: auditor })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('RateLimit')).toMatch(new RegExp(`^"screens";r=${5 - request};t=\\d+$`))
    }
    // A cached answer counts like any other.
    const limited = await t.request('GET', `${list}&PageNumber=1`, { token: auditor })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('RateLimit-Policy')).toBe('"screens";q=5;w=60')
    expect(limited.body.errors[0]).toMatch(/^Too many requests by this user: at most 5 in 60 seconds\. Try again in \d+ seconds\.$/)
    // A refused request changes nothing; another user is not held back.
    expect((await t.request('GET', list, { token: admin })).status).toBe(200)
    setClockOffset(61_000)
    expect((await t.request('GET', list, { token: auditor })).status).toBe(200)
  })

  it('holds exports to their own, stricter limit, with the headers on the streamed file', async () => {
    setClockOffset(10 * 60_000)
    const path = '/aud/api/v1/AuditTrail/Export?Format=csv&Locale=en'
    const file = await t.raw('GET', path, { token: admin })
    expect(file.status).toBe(200)
    expect(file.headers.get('RateLimit')).toMatch(/^"exports";r=0;t=\d+$/)
    await file.arrayBuffer()
    const second = await t.raw('GET', path, { token: admin })
    expect(second.status).toBe(429)
    expect(Number(second.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(((await second.json()) as { errors: string[] }).errors[0]).toMatch(/^Too many exports by this user: at most 1 in 120 seconds/)
    // Screens are counted apart.
    expect((await t.request('GET', '/mer/api/v1/Merchant?PageSize=5', { token: admin })).status).toBe(200)
  })

  it('applies a change of the system configuration from the next request, and names a bad limit', async () => {
    setClockOffset(20 * 60_000)
    const current = (await t.request('GET', '/admin/api/v1/SystemConfiguration', { token: admin })).body.data
    expect(current.rateLimits).toEqual(limits)
    const { updatedAt: _at, updatedBy: _by, ...settings } = current
    const body = { ...settings, session: { accessTokenMinutes: settings.session.accessTokenMinutes, refreshTokenDays: settings.session.refreshTokenDays } }
    const bad = await t.request('PUT', '/admin/api/v1/SystemConfiguration', { token: admin, body: { ...body, rateLimits: { ...limits, screens: { limit: 0, windowSeconds: 60 } } } })
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors).toContainEqual(expect.objectContaining({ field: 'rateLimits.screens.limit' }))

    const changed = await t.request('PUT', '/admin/api/v1/SystemConfiguration', { token: admin, body: { ...body, rateLimits: { ...limits, screens: { limit: 50, windowSeconds: 30 } } } })
    expect(changed.status).toBe(200)
    const next = await t.request('GET', '/mer/api/v1/Merchant?PageSize=5', { token: admin })
    expect(next.headers.get('RateLimit-Policy')).toBe('"screens";q=50;w=30')
    // Left out, the limits stay as they are.
    const { rateLimits: _limits, ...withoutLimits } = body
    const kept = await t.request('PUT', '/admin/api/v1/SystemConfiguration', { token: admin, body: withoutLimits })
    expect(kept.status).toBe(200)
    expect(kept.body.data.rateLimits.screens).toEqual({ limit: 50, windowSeconds: 30 })
  })
})

describe('rate limits without a trusted proxy', () => {
  it('ignore X-Forwarded-For: a client cannot take a new address for each attempt', async () => {
    const t = await createTestApp({ seed: { rateLimits: { ...UNREACHED_RATE_LIMITS, signIn: { limit: 2, windowSeconds: 60 } } } })
    try {
      expect((await login(t, '10.9.0.1')).status).toBe(401)
      expect((await login(t, '10.9.0.2')).status).toBe(401)
      expect((await login(t, '10.9.0.3')).status).toBe(429)
    } finally {
      await t.close()
    }
  })
})

async function loginFrom(t: TestApp, username: string, address: string): Promise<string> {
  const answer = await t.request('POST', '/ums/api/v1/Authentication/login', { body: { username, password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': address } })
  if (answer.status !== 200 || answer.body.data.multiFactorRequired) throw new Error(`login ${username}: ${answer.status}`)
  return answer.body.data.accessToken as string
}

describe('the policy of an operation', () => {
  it('counts an export as an export and the event stream as a screen (a page opens it, and it must not spend the exports)', () => {
    const compiled = compileOperations(allHandlers)
    expect(compiled.get('exportTransactions')?.ratePolicy).toBe('exports')
    expect(compiled.get('streamEvents')?.ratePolicy).toBe('screens')
    expect(compiled.get('login')?.ratePolicy).toBe('signIn')
  })
})
