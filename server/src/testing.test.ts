// The test app's contract check: it finds the operation the app ran and refuses answers the contract does not give.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import { roles } from './db/schema.ts'
import { checkAnswer, createTestApp, operationFor, undeclaredFields, urlOf, type TestApp } from './testing.ts'

describe('operationFor', () => {
  it('matches literal segments before parameters, and ignores the query string', () => {
    expect(operationFor('POST', '/ums/api/v1/User/create')?.operationId).toBe('createUser')
    expect(operationFor('GET', '/ums/api/v1/User/12?x=1')?.operationId).toBe('getUser')
    expect(operationFor('GET', '/ums/api/v1/Roles/getAll?ClientType=Admin')?.operationId).toBe('listAllRoles')
    expect(operationFor('GET', '/ums/api/v1/Roles/get/3')?.operationId).toBe('getRole')
    expect(operationFor('HEAD', '/healthz')?.operationId).toBe('getHealth')
    expect(operationFor('PATCH', '/ums/api/v1/User/12')).toBeUndefined()
    expect(operationFor('GET', '/ums/api/v1/Nothing')).toBeUndefined()
  })

  it('builds an operation’s URL from its contract path', () => {
    expect(urlOf('getUser', { id: 12 })).toBe('/ums/api/v1/User/12')
    expect(urlOf('listRoles', {}, { Name: 'a b', PageSize: 5, Status: undefined })).toBe('/ums/api/v1/Roles?Name=a+b&PageSize=5')
    expect(() => urlOf('getUser')).toThrow(/path parameter id/)
  })
})

describe('checkAnswer', () => {
  const envelope = { succeeded: false, message: 'Not found', code: 'NOT_FOUND', errors: ['Role 9 was not found'], data: null }

  it('accepts a documented status with a body of its schema', () => {
    expect(() => checkAnswer('GET', '/ums/api/v1/Roles/get/9', { status: 404, body: envelope })).not.toThrow()
  })

  it('refuses a body that breaks the schema, naming the operation, the status and the field', () => {
    expect(() => checkAnswer('GET', '/ums/api/v1/Roles/get/9', { status: 404, body: { ...envelope, errors: [] } })).toThrow(
      /getRole \(GET \/ums\/api\/v1\/Roles\/get\/9\) answered 404 against its contract: errors: must NOT have fewer than 1 items/,
    )
    // An error without its code breaks the contract (the catalogue in common.yaml).
    const { code: _code, ...uncoded } = envelope
    expect(() => checkAnswer('GET', '/ums/api/v1/Roles/get/9', { status: 404, body: uncoded })).toThrow(/answered 404 against its contract: code: is required/)
    expect(() => checkAnswer('GET', '/ums/api/v1/Roles?PageSize=1', { status: 200, body: { succeeded: true, data: 'roles' } })).toThrow(/listRoles .* answered 200 against its contract/)
  })

  it('refuses a status the operation does not document', () => {
    expect(() => checkAnswer('GET', '/ums/api/v1/Roles/getPermissions', { status: 418, body: { ...envelope, message: 'Teapot' } })).toThrow(
      /listPermissions .* answered 418, which its contract does not document/,
    )
  })

  it('refuses an error code the operation’s response for that status does not list, naming the operation, the status and the code', () => {
    expect(() => checkAnswer('GET', '/ums/api/v1/Roles/get/9', { status: 404, body: { ...envelope, code: 'IN_USE' } })).toThrow(
      /getRole \(GET \/ums\/api\/v1\/Roles\/get\/9\) answered 404 IN_USE, a code its contract's 404 does not list \(NOT_FOUND\)/,
    )
    // The codes an operation lists beyond the shared response's are its own (createFeeScheme's 409).
    const conflict = { succeeded: false, message: 'Conflict', errors: ['Taken'], data: null }
    for (const code of ['IDEMPOTENCY_KEY_REUSED', 'APPROVAL_PENDING', 'DUPLICATE_NAME'])
      expect(() => checkAnswer('POST', '/mer/api/v1/MerchantFeeScheme/Create', { status: 409, body: { ...conflict, code } })).not.toThrow()
    expect(() => checkAnswer('POST', '/mer/api/v1/MerchantFeeScheme/Create', { status: 409, body: { ...conflict, code: 'ALREADY_DECIDED' } })).toThrow(/createFeeScheme .* 409 ALREADY_DECIDED/)
  })

  it('refuses a field the schema does not declare (Approve once answered eight)', () => {
    const approved = { data: { id: 1, beforeData: null } }
    expect(() => checkAnswer('GET', '/ums/api/v1/Roles/get/9', { status: 404, body: { ...envelope, hint: 'x' } })).toThrow(/getRole .* answered 404 with fields its contract does not declare: hint/)
    expect(undeclaredFields({ type: 'object', properties: { data: { type: 'object', properties: { id: {} } } } }, approved)).toEqual(['data.beforeData'])
    expect(undeclaredFields({ type: 'object', properties: { values: { type: 'object', additionalProperties: { type: 'string' } } } }, { values: { any: 'name' } })).toEqual([])
  })

  it('wants 405 METHOD_NOT_ALLOWED for a method a known path does not have', () => {
    const refusal = { succeeded: false, message: 'Method Not Allowed', errors: ['No'], code: 'METHOD_NOT_ALLOWED', data: null }
    expect(() => checkAnswer('GET', '/ums/api/v1/Authentication/login', { status: 405, body: refusal })).not.toThrow()
    expect(() => checkAnswer('GET', '/ums/api/v1/Authentication/login', { status: 404, body: envelope })).toThrow(/yet it answered 404, not 405/)
  })

  it('checks a file answer by its status only', () => {
    const path = urlOf('exportTransactions')
    expect(() => checkAnswer('GET', path, { status: 200, body: 'Reference,Date\r\n', file: true })).not.toThrow()
    expect(() => checkAnswer('GET', path, { status: 200, body: undefined, file: true })).not.toThrow()
    expect(() => checkAnswer('GET', path, { status: 201, body: undefined, file: true })).toThrow(/exportTransactions .* answered 201/)
  })

  it('wants the app’s 404 envelope for a path no contract has', () => {
    expect(() => checkAnswer('GET', '/ums/api/v1/Nothing', { status: 404, body: envelope })).not.toThrow()
    expect(() => checkAnswer('GET', '/ums/api/v1/Nothing', { status: 200, body: {} })).toThrow(/No operation in the contracts for GET \/ums\/api\/v1\/Nothing/)
    expect(() => checkAnswer('GET', '/ums/api/v1/Nothing', { status: 404, body: 'Not found' })).toThrow(/is not an error envelope/)
  })

  it('does not change the body it checks (the validator fills in defaults on a copy)', () => {
    const body = { ...envelope }
    checkAnswer('GET', '/ums/api/v1/Roles/get/9', { status: 404, body })
    expect(body).toEqual(envelope)
  })
})

describe('the test app checks every answer', () => {
  let app: TestApp
  let admin: string

  beforeAll(async () => {
    app = await createTestApp({ seed: { transactions: 0, merchants: 2, agents: 2 } })
    admin = await app.login('admin')
  })

  afterAll(async () => {
    await app?.close()
  })

  it('throws on an answer that breaks the contract: a role stored with a status the contract does not know', async () => {
    // Written past the API, so the handler itself answers what the contract refuses.
    const [role] = await app.handle.db.insert(roles).values({ name: 'Corrupt Role', status: 'Retired' }).returning({ id: roles.id })
    const path = `/ums/api/v1/Roles/get/${role!.id}`
    onTestFinished(async () => {
      // The lists would carry it too.
      await app.handle.db.delete(roles).where(eq(roles.id, role!.id))
    })
    await expect(app.request('GET', path, { token: admin })).rejects.toThrow(/getRole \(GET .*\) answered 200 against its contract: data\.status: must be one of/)
    await expect(app.call('getRole', { path: { id: role!.id }, token: admin })).rejects.toThrow(/getRole/)
  })

  it('lets the app’s own 404 for a path no contract has through', async () => {
    const res = await app.request('GET', '/ums/api/v1/Nothing', { token: admin })
    expect(res.status).toBe(404)
  })

  it('types the answer of call() from the contract, and throws when the status is not the one expected', async () => {
    const page = await app.call('listRoles', { token: admin, query: { PageSize: 5 } }, 200)
    const names: string[] = page.body.data.map((role) => role.name)
    expect(names.length).toBeGreaterThan(0)
    await expect(app.call('getRole', { path: { id: 999999 }, token: admin }, 200)).rejects.toThrow(/getRole answered 404, not 200/)
    const missing = await app.call('getRole', { path: { id: 999999 }, token: admin })
    if (missing.status !== 404) throw new Error(`expected 404, got ${missing.status}`)
    expect(missing.body.errors[0]).toMatch(/999999/)
  })
})
