// Bulk decisions: each item decided as the single Approve/Reject would, in order, in its own
// transaction, with its Idempotency-Key in the same store as the single decisions.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadOperations } from '../../platform/contracts.ts'
import { compile, createAjv, describeErrors } from '../../platform/json-schema.ts'
import { createTestApp, undeclaredFields, type TestApp } from '../../testing.ts'

const BULK = '/apms/api/v1/Approval/BulkDecision'
const APPROVE = '/apms/api/v1/Approval/Approve'
const REJECT = '/apms/api/v1/Approval/Reject'

let t: TestApp
const tokens: Record<string, string> = {}
let productIds: number[] = []

const bulkContract = loadOperations().find((op) => op.operationId === 'decideApprovalRequests')!
const validateAnswer = compile(createAjv(), bulkContract.responses['200']!.schema!)

/** POST BulkDecision; a 200 answer must match its contract. */
async function bulk(token: string | undefined, decisions: unknown[]) {
  const response = await t.request('POST', BULK, { token, body: { decisions } })
  if (response.status === 200) {
    const valid = validateAnswer(response.body)
    expect(valid ? [] : describeErrors(validateAnswer.errors, 'answer.'), JSON.stringify(response.body).slice(0, 500)).toEqual([])
  }
  return response
}

async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.handle.db.execute(query)) as unknown as { rows: { n: number }[] }
  return Number(result.rows[0]?.n ?? 0)
}

const decisionsAudited = (id: number) => scalar(sql`select count(*)::int as n from audit_records where event_type in ('Approve', 'Reject') and description like ${`% approval request ${id}:%`}`)

let made = 0
/** A pending Product Group / Create request by `username` (maker-checker configured in beforeAll). */
async function pendingRequest(username = 'maker'): Promise<number> {
  made++
  const response = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens[username], body: { name: `Bulk test group ${made} ${username}`, productIds: productIds.slice(0, 2) } })
  expect(response.status, JSON.stringify(response.body)).toBe(202)
  return response.body.data.approvalRequestId as number
}

beforeAll(async () => {
  t = await createTestApp()
  for (const user of ['admin', 'maker', 'checker', 'checker2']) tokens[user] = await t.login(user)
  productIds = ((await t.request('GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100', { token: tokens.admin })).body.data as { id: number }[]).map((p) => p.id)
  const permissions = (await t.request('GET', '/ums/api/v1/Roles/getPermissions', { token: tokens.admin })).body.data as { permissionId: number; groupName: string; shortName: string }[]
  const roles = (await t.request('GET', '/ums/api/v1/Roles/getAll?ClientType=Admin', { token: tokens.admin })).body.data as { id: number; name: string }[]
  const permission = permissions.find((p) => p.groupName === 'Product Group' && p.shortName === 'Create')!
  const roleIds = roles.filter((r) => r.name === 'Supervisor' || r.name === 'Super Admin').map((r) => r.id)
  const configured = await t.request('POST', '/apms/api/v1/Approval/UpdateApprovablePermission', { token: tokens.admin, body: { permissionId: permission.permissionId, roleIds, enabled: true } })
  expect(configured.status).toBe(200)
})
afterAll(() => t.close())

describe('bulk decisions', () => {
  it('decides each item on its own, in order: applied, refused with the reason, and the maker’s own refused', async () => {
    const [first, decidedElsewhere, own, toReject] = [await pendingRequest(), await pendingRequest(), await pendingRequest('admin'), await pendingRequest()]
    expect((await t.request('PUT', `${APPROVE}?id=${decidedElsewhere}`, { token: tokens.checker2 })).status).toBe(200)

    const response = await bulk(tokens.admin, [
      { id: first, decision: 'approve', idempotencyKey: 'bulk-mixed-0001' },
      { id: decidedElsewhere, decision: 'approve', idempotencyKey: 'bulk-mixed-0002' },
      { id: own, decision: 'approve', idempotencyKey: 'bulk-mixed-0003' },
      { id: toReject, decision: 'reject', reason: 'Duplicate of an existing group', idempotencyKey: 'bulk-mixed-0004' },
    ])
    expect(response.status).toBe(200)
    expect(response.body.message).toBe('2 applied, 2 refused')
    const results = response.body.data as {
      id: number
      idempotencyKey: string
      status: number
      outcome: string
      errors: string[] | null
      values?: Record<string, string | number>
      request: { status: string; decidedBy: { username: string }; reason: string | null } | null
    }[]
    expect(results.map((r) => [r.id, r.idempotencyKey, r.status, r.outcome])).toEqual([
      [first, 'bulk-mixed-0001', 200, 'applied'],
      [decidedElsewhere, 'bulk-mixed-0002', 409, 'refused'],
      [own, 'bulk-mixed-0003', 403, 'refused'],
      [toReject, 'bulk-mixed-0004', 200, 'applied'],
    ])
    expect(results[0]?.request).toMatchObject({ status: 'Approved', decidedBy: { username: 'admin' } })
    expect(results[1]?.errors?.[0]).toMatch(/^This request was already approved by Tunde Bakare on .+ \(Lagos time\)$/)
    expect(results[1]?.values).toMatchObject({ status: 'Approved', decidedBy: 'Tunde Bakare' })
    expect(results[1]?.request).toBeNull()
    expect(results[2]?.errors?.[0]).toBe('You made this request; another user must decide it')
    expect(results[3]?.request).toMatchObject({ status: 'Rejected', reason: 'Duplicate of an existing group' })

    // The first was applied although later items were refused; each decision audited once, as alone.
    expect(await scalar(sql`select count(*)::int as n from product_groups where name = ${`Bulk test group 1 maker`}`)).toBe(1)
    expect(await scalar(sql`select count(*)::int as n from product_groups where name = ${`Bulk test group 4 maker`}`)).toBe(0)
    expect(await decisionsAudited(first)).toBe(1)
    expect(await decisionsAudited(decidedElsewhere)).toBe(1)
    expect(await decisionsAudited(own)).toBe(0)
    expect(await decisionsAudited(toReject)).toBe(1)
    expect(
      await scalar(
        sql`select count(*)::int as n from audit_records where event_type = 'Reject' and username = 'admin' and description like ${`% approval request ${toReject}: %(reason: Duplicate of an existing group)`}`,
      ),
    ).toBe(1)
    const detail = await t.request('GET', `/apms/api/v1/Approval/${own}`, { token: tokens.admin })
    expect(detail.body.data.status).toBe('Pending')
  })

  it('applies a decision once across a single request and a batch, answering the first result', async () => {
    // Sent alone, its answer lost, then replayed in a batch.
    const aloneFirst = await pendingRequest()
    const alone = await t.request('PUT', `${APPROVE}?id=${aloneFirst}`, { token: tokens.checker, headers: { 'Idempotency-Key': 'cross-path-key-0001' } })
    expect(alone.status).toBe(200)
    // Sent in a batch, its answer lost, then replayed alone.
    const batchFirst = await pendingRequest()
    const reason = 'Wrong products for this group'
    const batch = await bulk(tokens.checker, [
      { id: aloneFirst, decision: 'approve', idempotencyKey: 'cross-path-key-0001' },
      { id: batchFirst, decision: 'reject', reason, idempotencyKey: 'cross-path-key-0002' },
    ])
    expect(batch.body.data.map((r: { status: number; outcome: string }) => [r.status, r.outcome])).toEqual([
      [200, 'applied'],
      [200, 'applied'],
    ])
    expect(batch.body.data[0].request).toEqual(alone.body.data)
    expect(batch.body.data[0].message).toBe(alone.body.message)
    const replayedAlone = await t.request('PUT', `${REJECT}?id=${batchFirst}`, { token: tokens.checker, body: { reason }, headers: { 'Idempotency-Key': 'cross-path-key-0002' } })
    expect(replayedAlone.status).toBe(200)
    expect(replayedAlone.headers.get('Idempotent-Replayed')).toBe('true')
    expect(replayedAlone.body.data).toEqual(batch.body.data[1].request)
    // And a batch replayed as a whole answers the same again.
    const again = await bulk(tokens.checker, [
      { id: aloneFirst, decision: 'approve', idempotencyKey: 'cross-path-key-0001' },
      { id: batchFirst, decision: 'reject', reason, idempotencyKey: 'cross-path-key-0002' },
    ])
    expect(again.body.data).toEqual(batch.body.data)
    expect(await decisionsAudited(aloneFirst)).toBe(1)
    expect(await decisionsAudited(batchFirst)).toBe(1)

    // A key stands for one decision: another request or decision under it is refused, not replayed.
    const other = await pendingRequest()
    const misuse = await bulk(tokens.checker, [
      { id: other, decision: 'approve', idempotencyKey: 'cross-path-key-0001' },
      { id: aloneFirst, decision: 'reject', reason, idempotencyKey: 'cross-path-key-0001' },
    ])
    expect(misuse.body.data.map((r: { status: number; errors: string[] }) => [r.status, r.errors[0]])).toEqual([
      [409, 'This Idempotency-Key was already used for a different request'],
      [409, 'This Idempotency-Key was already used for a different request'],
    ])
    // The same key from another user is that user's own decision.
    const otherUser = await bulk(tokens.checker2, [{ id: aloneFirst, decision: 'approve', idempotencyKey: 'cross-path-key-0001' }])
    expect(otherUser.body.data[0]).toMatchObject({ status: 409, outcome: 'refused', errors: [expect.stringMatching(/already approved by Aisha Bello/)] })
    expect(await decisionsAudited(other)).toBe(0)
  })

  it('refuses a bad item shape with 400 naming decisions.N.field, and decides nothing', async () => {
    const id = await pendingRequest()
    const valid = { id, decision: 'approve', idempotencyKey: 'bad-shape-valid-01' }
    const cases: [unknown[], string][] = [
      [[valid, { id, decision: 'maybe', idempotencyKey: 'bad-shape-0002' }], 'decisions.1.decision: must be one of approve, reject, return'],
      [[valid, { id, decision: 'reject', idempotencyKey: 'bad-shape-0003' }], 'decisions.1.reason: is required'],
      [[valid, { id, decision: 'approve', idempotencyKey: 'short' }], 'decisions.1.idempotencyKey: must NOT have fewer than 8 characters'],
      [[valid, { id: 'seven', decision: 'approve', idempotencyKey: 'bad-shape-0005' }], 'decisions.1.id: must be integer'],
      [[valid, { id, decision: 'approve', idempotencyKey: 'bad-shape-0006', note: 'Looks right to me' }], 'decisions.1.note: only a return has a note'],
      [[valid, { id, decision: 'approve', idempotencyKey: 'bad-shape-0007', extra: 'x' }], 'decisions.1.extra: is not an allowed field'],
      [[{ ...valid, reason: 'Looks right to me' }], 'decisions.0.reason: only a rejection has a reason'],
      [[], 'decisions: must NOT have fewer than 1 items'],
      [Array.from({ length: 101 }, (_, i) => ({ id, decision: 'approve', idempotencyKey: `too-many-${String(i).padStart(3, '0')}` })), 'decisions: must NOT have more than 100 items'],
    ]
    for (const [decisions, error] of cases) {
      const response = await bulk(tokens.checker, decisions)
      expect(response.status, error).toBe(400)
      expect(response.body.errors).toContain(error)
    }
    expect(await decisionsAudited(id)).toBe(0)
    expect((await t.request('GET', `/apms/api/v1/Approval/${id}`, { token: tokens.checker })).body.data.status).toBe('Pending')
  })

  it('needs Approval / Approve Request', async () => {
    const id = await pendingRequest()
    const response = await bulk(tokens.maker, [{ id, decision: 'approve', idempotencyKey: 'no-permission-01' }])
    expect(response.status).toBe(403)
  })
})

describe('single decisions', () => {
  it('answer exactly the fields their contract declares (the request as decided, with its data)', async () => {
    for (const [operationId, url, body] of [
      ['approveRequest', APPROVE, undefined],
      ['rejectRequest', REJECT, { reason: 'The CAC documents do not match' }],
    ] as const) {
      const id = await pendingRequest()
      const decided = await t.request('PUT', `${url}?id=${id}`, { token: tokens.checker, body })
      expect(decided.status, JSON.stringify(decided.body)).toBe(200)
      const schema = loadOperations().find((op) => op.operationId === operationId)!.responses['200']!.schema!
      expect(undeclaredFields(schema, decided.body), operationId).toEqual([])
      expect(decided.body.data).toMatchObject({ id, beforeData: null, changedFields: expect.any(Array), approverRoles: expect.any(Array) })
    }
  })
})

describe('the requests on one record', () => {
  it('lists only the requests on that entity (EntityType and EntityId): a record page shows its pending change', async () => {
    const created = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: tokens.admin, body: { name: 'Pending in sight group', productIds: productIds.slice(0, 2) } })
    expect(created.status, JSON.stringify(created.body)).toBe(202)
    expect((await t.request('PUT', `${APPROVE}?id=${created.body.data.approvalRequestId}`, { token: tokens.checker })).status).toBe(200)
    const group = (await t.request('GET', '/pms/api/v1/ProductGroup/GetWithPaging?Name=Pending%20in%20sight', { token: tokens.admin })).body.data[0] as { id: number }
    const permissions = (await t.request('GET', '/ums/api/v1/Roles/getPermissions', { token: tokens.admin })).body.data as { permissionId: number; groupName: string; shortName: string }[]
    const roles = (await t.request('GET', '/ums/api/v1/Roles/getAll?ClientType=Admin', { token: tokens.admin })).body.data as { id: number; name: string }[]
    const update = permissions.find((p) => p.groupName === 'Product Group' && p.shortName === 'Update')!
    const roleIds = roles.filter((r) => r.name === 'Supervisor').map((r) => r.id)
    expect((await t.request('POST', '/apms/api/v1/Approval/UpdateApprovablePermission', { token: tokens.admin, body: { permissionId: update.permissionId, roleIds, enabled: true } })).status).toBe(200)
    const before = await t.request('GET', `/apms/api/v1/Approval?Status=Pending&EntityType=ProductGroup&EntityId=${group.id}`, { token: tokens.maker })
    expect(before.status).toBe(200)
    expect(before.body.data).toEqual([])

    const changed = await t.request('PUT', '/pms/api/v1/ProductGroup/Update', {
      token: tokens.maker,
      body: { id: group.id, name: 'Pending in sight group', description: 'Cash only', productIds: productIds.slice(0, 3), status: 'Active' },
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(202)
    await pendingRequest()
    const pending = await t.request('GET', `/apms/api/v1/Approval?Status=Pending&EntityType=ProductGroup&EntityId=${group.id}`, { token: tokens.checker })
    expect(pending.status).toBe(200)
    expect(pending.body.data).toMatchObject([{ id: changed.body.data.approvalRequestId, entityType: 'ProductGroup', entityId: group.id, summary: expect.stringContaining('Pending in sight group') }])
    expect(pending.body.data[0].maker.fullName).not.toBe('maker')
    const otherType = await t.request('GET', `/apms/api/v1/Approval?Status=Pending&EntityType=Merchant&EntityId=${group.id}`, { token: tokens.checker })
    expect(otherType.body.data.every((r: { entityType: string }) => r.entityType === 'Merchant')).toBe(true)
    expect((await t.request('GET', `/apms/api/v1/Approval?EntityId=abc`, { token: tokens.checker })).status).toBe(400)
    expect((await t.request('PUT', `${REJECT}?id=${changed.body.data.approvalRequestId}`, { token: tokens.checker, body: { reason: 'Not now' } })).status).toBe(200)
    expect(
      (await t.request('POST', '/apms/api/v1/Approval/UpdateApprovablePermission', { token: tokens.admin, body: { permissionId: update.permissionId, roleIds: [], enabled: false } })).status,
    ).toBe(200)
  })
})
