// The error codes (issue 26): one catalogue, the same in common.yaml; every helper takes a code;
// each class of refusal answers with its code (and, for a 400, a code per field).
import { readFileSync } from 'node:fs'

import { SignJWT } from 'jose'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'

import { createTestApp, UNREACHED_RATE_LIMITS, type TestApp } from '../testing.ts'
import { errorCodes, fieldErrorCodes, type ErrorCode, type FieldErrorCode } from './error-codes.ts'
import { badRequest, conflict, conflictsOn, fieldError, fieldProblem, forbidden, HttpError, invalidField, notFound, unauthorized, type FieldError } from './http.ts'

interface Refusal {
  code: string
  values?: Record<string, string | number>
  errors: string[]
  fieldErrors?: { field: string; code: string; message: string; values?: Record<string, string | number> }[]
}

const common = parse(readFileSync(new URL('../../../openapi/common.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, { enum: string[]; 'x-enumDescriptions': Record<string, string> }> }
}

describe('the catalogue', () => {
  it.each([
    ['ErrorCode', errorCodes],
    ['FieldErrorCode', fieldErrorCodes],
  ] as const)('common.yaml lists %s as error-codes.ts does, each with its meaning', (name, codes) => {
    const schema = common.components.schemas[name]!
    expect(schema.enum).toEqual(Object.keys(codes))
    expect(schema['x-enumDescriptions']).toEqual(codes)
    for (const code of schema.enum) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/)
  })
})

describe('the helpers', () => {
  it('need a code for every refusal (checked by the compiler), and put it on the error', () => {
    expectTypeOf(unauthorized).parameter(0).toEqualTypeOf<ErrorCode>()
    expectTypeOf(forbidden).parameter(0).toEqualTypeOf<ErrorCode>()
    expectTypeOf(notFound).parameter(0).toEqualTypeOf<ErrorCode>()
    expectTypeOf(conflict).parameter(0).toEqualTypeOf<ErrorCode>()
    expectTypeOf(conflictsOn).parameters.toEqualTypeOf<[ErrorCode, FieldErrorCode, string[]]>()
    expectTypeOf(invalidField).parameter(1).toEqualTypeOf<FieldErrorCode>()
    expectTypeOf(fieldProblem).parameter(1).toEqualTypeOf<FieldErrorCode>()
    expectTypeOf(fieldError).parameter(1).toEqualTypeOf<ErrorCode>()
    expectTypeOf<ConstructorParameters<typeof HttpError>[1]>().toEqualTypeOf<ErrorCode>()
    expectTypeOf<FieldError['code']>().toEqualTypeOf<FieldErrorCode>()
    // Never run: what the compiler refuses.
    const refused = () => [
      // @ts-expect-error a 401 needs its code
      unauthorized('Sign in'),
      // @ts-expect-error a 403 needs its code
      forbidden('No'),
      // @ts-expect-error a 404 needs its code
      notFound('Merchant 1 was not found'),
      // @ts-expect-error a 409 needs its code
      conflict('Taken'),
      // @ts-expect-error several clashes need the code of the error and of their fields
      conflictsOn(['email: taken']),
      // @ts-expect-error a field problem needs its code
      invalidField('name', 'is bad'),
      // @ts-expect-error a collected line needs the code of its problem
      fieldProblem('name: is bad'),
      // @ts-expect-error a field error of another status needs both codes
      fieldError(403, 'roleIds', 'not yours'),
      // @ts-expect-error so does an HttpError made directly
      new HttpError(409, ['Conflict'], 'Conflict'),
      // @ts-expect-error a code outside the catalogue does not compile
      notFound('MISSING', 'Merchant 1 was not found'),
    ]
    expect(refused).toBeTypeOf('function')

    const made: [HttpError, ErrorCode][] = [
      [unauthorized('SESSION_REQUIRED', 'Sign in'), 'SESSION_REQUIRED'],
      [forbidden('PERMISSION_DENIED', 'No'), 'PERMISSION_DENIED'],
      [notFound('NOT_FOUND', 'Merchant 1 was not found'), 'NOT_FOUND'],
      [conflict('DUPLICATE_NAME', 'name: taken', { field: 'name', code: 'TAKEN' }), 'DUPLICATE_NAME'],
      [conflictsOn('IDENTITY_IN_USE', 'TAKEN', ['email: taken']), 'IDENTITY_IN_USE'],
      [invalidField('name', 'TOO_LONG', 'is too long', { limit: 100 }), 'VALIDATION_FAILED'],
      [badRequest(fieldProblem('rules[0].amount: must be positive', 'OUT_OF_RANGE')), 'VALIDATION_FAILED'],
      [fieldError(403, 'GRANT_EXCEEDS_OWN', 'roleIds', 'NOT_PERMITTED', 'not yours'), 'GRANT_EXCEEDS_OWN'],
    ]
    for (const [error, code] of made) expect(error.code).toBe(code)
    expect(conflict('DUPLICATE_NAME', 'name: taken', { field: 'name', code: 'TAKEN' }).fieldErrors).toEqual([{ field: 'name', code: 'TAKEN', message: 'taken' }])
    expect(badRequest(fieldProblem('rules[0].amount: must be positive', 'OUT_OF_RANGE')).fieldErrors).toEqual([{ field: 'rules.0.amount', code: 'OUT_OF_RANGE', message: 'must be positive' }])
  })
})

describe('each class of refusal answers with its code', () => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  let productIds: number[]

  const expectRefusal = (body: Refusal, code: ErrorCode) => {
    expect(Object.keys(errorCodes)).toContain(body.code)
    expect(body.code).toBe(code)
    for (const f of body.fieldErrors ?? []) expect(Object.keys(fieldErrorCodes)).toContain(f.code)
  }

  beforeAll(async () => {
    t = await createTestApp({
      seed: { approvals: [['Product Group', 'Create', ['Supervisor']]] },
    })
    for (const user of ['admin', 'maker', 'checker', 'checker2', 'auditor']) tokens[user] = await t.login(user)
    const products = await t.call('listProducts', { token: tokens.admin, query: { PageNumber: 0, PageSize: 100 } }, 200)
    productIds = products.body.data.map((p) => p.id)
  })
  afterAll(() => t.close())

  it('401 without a token: SESSION_REQUIRED; a malformed or forged one: TOKEN_INVALID; an expired well-signed one: SESSION_EXPIRED', async () => {
    const list = (token: string | null) => t.request<Refusal>('GET', '/pms/api/v1/ProductGroup/GetWithPaging?PageNumber=1&PageSize=10', { token })
    const none = await list(null)
    expect(none.status).toBe(401)
    expectRefusal(none.body, 'SESSION_REQUIRED')
    const sign = (secret: string, expiresAt: number) =>
      new SignJWT({ username: 'admin' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('1')
        .setIssuedAt(expiresAt - 900)
        .setExpirationTime(expiresAt)
        .sign(new TextEncoder().encode(secret))
    const now = Math.floor(Date.now() / 1000)
    for (const token of ['not.a.token', 'garbage', await sign('another-secret-another-secret-0123456789', now + 600)]) {
      const bad = await list(token)
      expect(bad.status).toBe(401)
      expectRefusal(bad.body, 'TOKEN_INVALID')
    }
    const expired = await list(await sign(t.env.jwtSecret, now - 60))
    expect(expired.status).toBe(401)
    expectRefusal(expired.body, 'SESSION_EXPIRED')
    expect(expired.headers.get('WWW-Authenticate')).toBe('Bearer error="invalid_token"')
  })

  it('403 without the permission: PERMISSION_DENIED, with the permission as values', async () => {
    const refused = await t.request<Refusal>('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.auditor, body: { name: 'Auditor Group', productIds: productIds.slice(0, 1) } })
    expect(refused.status).toBe(403)
    expectRefusal(refused.body, 'PERMISSION_DENIED')
    expect(refused.body.values).toEqual({ group: 'Product Group', action: 'Create' })
  })

  it('404: NOT_FOUND', async () => {
    const missing = await t.request<Refusal>('GET', '/pms/api/v1/ProductGroup/999999', { token: tokens.admin })
    expect(missing.status).toBe(404)
    expectRefusal(missing.body, 'NOT_FOUND')
    expect(missing.body.values).toEqual({ entity: 'Product group', id: 999999 })
  })

  it('400: VALIDATION_FAILED with a code and the values for each field', async () => {
    const invalid = await t.request<Refusal>('POST', '/pms/api/v1/ProductGroup/Create', {
      token: tokens.admin,
      body: { name: 'x'.repeat(101), productIds: [], colour: 'red' },
    })
    expect(invalid.status).toBe(400)
    expectRefusal(invalid.body, 'VALIDATION_FAILED')
    expect(invalid.body.fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', code: 'TOO_LONG', values: { limit: 100 } }),
        expect.objectContaining({ field: 'productIds', code: 'TOO_SHORT', values: { limit: 1 } }),
        expect.objectContaining({ field: 'colour', code: 'NOT_ALLOWED_FIELD' }),
      ]),
    )
    const missing = await t.request<Refusal>('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.admin, body: { productIds: productIds.slice(0, 1) } })
    expect(missing.body.fieldErrors).toEqual([expect.objectContaining({ field: 'name', code: 'REQUIRED' })])
  })

  it('409: IDEMPOTENCY_KEY_REUSED, APPROVAL_PENDING, SELF_APPROVAL (403), ALREADY_DECIDED and DUPLICATE_NAME', async () => {
    const headers = { 'Idempotency-Key': 'error-codes-0001' }
    const made = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.admin, body: { name: 'Yaba Tech Agents', productIds: productIds.slice(0, 2) }, headers })
    expect(made.status).toBe(202)
    const reused = await t.request<Refusal>('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.admin, body: { name: 'Surulere Agents', productIds: productIds.slice(0, 2) }, headers })
    expect(reused.status).toBe(409)
    expectRefusal(reused.body, 'IDEMPOTENCY_KEY_REUSED')
    expect(reused.body.values).toEqual({ key: 'error-codes-0001', operationId: 'createProductGroup' })

    const pending = await t.request<Refusal>('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.maker, body: { name: 'YABA TECH AGENTS', productIds: productIds.slice(0, 1) } })
    expect(pending.status).toBe(409)
    expectRefusal(pending.body, 'APPROVAL_PENDING')
    expect(pending.body.values).toMatchObject({ approvalRequestId: made.body.data.approvalRequestId, maker: 'Adaeze Okonkwo' })

    const id = made.body.data.approvalRequestId as number
    const own = await t.request<Refusal>('PUT', `/apms/api/v1/Approval/Approve?id=${id}`, { token: tokens.admin })
    expect(own.status).toBe(403)
    expectRefusal(own.body, 'SELF_APPROVAL')
    expect((await t.request('PUT', `/apms/api/v1/Approval/Approve?id=${id}`, { token: tokens.checker })).status).toBe(200)
    const again = await t.request<Refusal>('PUT', `/apms/api/v1/Approval/Approve?id=${id}`, { token: tokens.checker2 })
    expect(again.status).toBe(409)
    expectRefusal(again.body, 'ALREADY_DECIDED')

    const duplicate = await t.request<Refusal>('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.admin, body: { name: 'Yaba Tech Agents', productIds: productIds.slice(0, 1) } })
    expect(duplicate.status).toBe(409)
    expectRefusal(duplicate.body, 'DUPLICATE_NAME')
    expect(duplicate.body.fieldErrors).toEqual([expect.objectContaining({ field: 'name', code: 'TAKEN' })])
    expect(duplicate.body.values).toEqual({ name: 'Yaba Tech Agents' })
  })

  it('429: RATE_LIMITED, with the wait as values', async () => {
    const limited = await createTestApp({ seed: { rateLimits: { ...UNREACHED_RATE_LIMITS, signIn: { limit: 2, windowSeconds: 60 } } } })
    try {
      const wrong = () => limited.request<Refusal>('POST', '/ums/api/v1/Authentication/login', { body: { username: 'no.such.user', password: 'Wrong@1234' }, token: null })
      const first = await wrong()
      expect(first.status).toBe(401)
      expectRefusal(first.body, 'INVALID_CREDENTIALS')
      await wrong()
      const third = await wrong()
      expect(third.status).toBe(429)
      expectRefusal(third.body, 'RATE_LIMITED')
      expect(third.body.values).toMatchObject({ limit: 2, windowSeconds: 60 })
      expect(Number(third.body.values?.retryAfterSeconds)).toBeGreaterThan(0)
    } finally {
      await limited.close()
    }
  })
})
