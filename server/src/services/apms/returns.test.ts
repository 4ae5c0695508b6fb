// Return for correction (issue 35): a checker returns a pending request to its maker with a note and
// the fields to correct; the maker resubmits it, corrected, as the same request; its history is kept.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../testing.ts'

const RETURN = '/apms/api/v1/Approval/Return'
const RESUBMIT = '/apms/api/v1/Approval/Resubmit'
const APPROVE = '/apms/api/v1/Approval/Approve'
const REJECT = '/apms/api/v1/Approval/Reject'
const BULK = '/apms/api/v1/Approval/BulkDecision'
const CREATE_GROUP = '/pms/api/v1/ProductGroup/Create'

let t: TestApp
const tokens: Record<string, string> = {}
let productIds: number[] = []

async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.handle.db.execute(query)) as unknown as { rows: { n: number }[] }
  return Number(result.rows[0]?.n ?? 0)
}

const audited = (eventType: string, id: number) => scalar(sql`select count(*)::int as n from audit_records where event_type = ${eventType} and description like ${`% approval request ${id} %`}`)

let made = 0
/** A pending Product Group / Create request by the maker (maker-checker configured in beforeAll). */
async function pendingRequest(): Promise<{ id: number; name: string }> {
  made++
  const name = `Return test group ${made}`
  const response = await t.request('POST', CREATE_GROUP, { token: tokens.maker, body: { name, productIds: productIds.slice(0, 2) } })
  expect(response.status, JSON.stringify(response.body)).toBe(202)
  return { id: response.body.data.approvalRequestId as number, name }
}

const note = 'The second product does not belong in this group'

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

describe('returning a request for correction', () => {
  it('needs a note, from a permitted checker who is not the maker', async () => {
    const { id } = await pendingRequest()
    const noNote = await t.request('PUT', `${RETURN}?id=${id}`, { token: tokens.checker, body: { fields: ['name'] } })
    expect(noNote.status).toBe(400)
    expect(noNote.body.code).toBe('VALIDATION_FAILED')
    const blank = await t.request('PUT', `${RETURN}?id=${id}`, { token: tokens.checker, body: { note: '     ' } })
    expect(blank.status).toBe(400)
    const tooLong = await t.request('PUT', `${RETURN}?id=${id}`, { token: tokens.checker, body: { note: 'x'.repeat(501) } })
    expect(tooLong.status).toBe(400)
    const byMaker = await t.request('PUT', `${RETURN}?id=${id}`, { token: tokens.maker, body: { note } })
    expect(byMaker.status).toBe(403)
    expect(['SELF_APPROVAL', 'PERMISSION_DENIED']).toContain(byMaker.body.code)
    const own = await t.request('POST', CREATE_GROUP, { token: tokens.admin, body: { name: `Return test own ${id}`, productIds: productIds.slice(0, 1) } })
    expect(own.status).toBe(202)
    const self = await t.request('PUT', `${RETURN}?id=${own.body.data.approvalRequestId}`, { token: tokens.admin, body: { note } })
    expect(self.status).toBe(403)
    expect(self.body.code).toBe('SELF_APPROVAL')
    const detail = await t.request('GET', `/apms/api/v1/Approval/${id}`, { token: tokens.checker })
    expect(detail.body.data.status).toBe('Pending')
    expect(await audited('Return', id)).toBe(0)
  })

  it('returns it with the note and fields, holds the entity, and the maker resubmits it corrected as the same request', async () => {
    const { id, name } = await pendingRequest()
    const returned = await t.request('PUT', `${RETURN}?id=${id}`, { token: tokens.checker, headers: { 'Idempotency-Key': `return-key-${id}` }, body: { note, fields: ['productIds'] } })
    expect(returned.status, JSON.stringify(returned.body)).toBe(200)
    expect(returned.body.data).toMatchObject({ id, status: 'Returned', reason: note, decidedBy: { username: 'checker' }, canDecide: false, input: null })
    // Replayed with its key: the first answer, returned once.
    const replay = await t.request('PUT', `${RETURN}?id=${id}`, { token: tokens.checker, headers: { 'Idempotency-Key': `return-key-${id}` }, body: { note, fields: ['productIds'] } })
    expect(replay.status).toBe(200)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await audited('Return', id)).toBe(1)
    // A second return, or a decision, of a returned request is refused: it waits for its maker.
    const again = await t.request('PUT', `${RETURN}?id=${id}`, { token: tokens.checker2, body: { note } })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('ALREADY_DECIDED')
    expect((await t.request('PUT', `${APPROVE}?id=${id}`, { token: tokens.checker2 })).body.code).toBe('ALREADY_DECIDED')

    // While returned, the entity counts as having a pending request.
    const second = await t.request('POST', CREATE_GROUP, { token: tokens.admin, body: { name, productIds: productIds.slice(0, 1) } })
    expect(second.status).toBe(409)
    expect(second.body.code).toBe('APPROVAL_PENDING')
    expect(second.body.values.approvalRequestId).toBe(id)

    // The maker reads what they sent; the checker does not.
    const forMaker = await t.request('GET', `/apms/api/v1/Approval/${id}`, { token: tokens.maker })
    expect(forMaker.body.data.input).toEqual({ name, productIds: productIds.slice(0, 2) })
    expect((await t.request('GET', `/apms/api/v1/Approval/${id}`, { token: tokens.checker })).body.data.input).toBeNull()

    // Only the maker resubmits, validated as the operation validates its body.
    const byChecker = await t.request('PUT', `${RESUBMIT}?id=${id}`, { token: tokens.checker, body: { body: { name, productIds: productIds.slice(0, 1) } } })
    expect(byChecker.status).toBe(403)
    expect(byChecker.body.code).toBe('NOT_THE_MAKER')
    const invalid = await t.request('PUT', `${RESUBMIT}?id=${id}`, { token: tokens.maker, body: { body: { name, productIds: 'none', colour: 'red' } } })
    expect(invalid.status).toBe(400)
    expect(invalid.body.code).toBe('VALIDATION_FAILED')
    expect((invalid.body.fieldErrors as { field: string }[]).map((f) => f.field)).toEqual(expect.arrayContaining(['productIds', 'colour']))
    expect(await audited('Resubmit', id)).toBe(0)

    const resubmitted = await t.request('PUT', `${RESUBMIT}?id=${id}`, { token: tokens.maker, body: { body: { name, productIds: productIds.slice(0, 1) } } })
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200)
    expect(resubmitted.body.data).toMatchObject({ id, status: 'Pending', decidedBy: null, decidedAt: null, reason: null, input: null })
    expect(JSON.parse(resubmitted.body.data.afterData as string)).toMatchObject({ name })
    expect(await audited('Resubmit', id)).toBe(1)
    // Pending again: a second resubmission is refused.
    const twice = await t.request('PUT', `${RESUBMIT}?id=${id}`, { token: tokens.maker, body: { body: { name, productIds: productIds.slice(0, 1) } } })
    expect(twice.status).toBe(409)
    expect(twice.body.code).toBe('INVALID_STATE')

    const approved = await t.request('PUT', `${APPROVE}?id=${id}`, { token: tokens.checker })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    const history = approved.body.data.history as { event: string; by: { username: string }; note: string | null; fields: string[] }[]
    expect(history.map((h) => [h.event, h.by.username])).toEqual([
      ['Sent', 'maker'],
      ['Returned', 'checker'],
      ['Resubmitted', 'maker'],
      ['Approved', 'checker'],
    ])
    expect(history[1]).toMatchObject({ note, fields: ['productIds'] })
    // Applied as corrected: one product, under the same request.
    expect(await scalar(sql`select count(*)::int as n from product_group_products pgp join product_groups g on g.id = pgp.product_group_id where g.name = ${name}`)).toBe(1)
    expect(await scalar(sql`select count(*)::int as n from approval_requests where entity_name = ${name}`)).toBe(1)
  })

  it('leaves a rejection final: it cannot be returned or resubmitted', async () => {
    const { id } = await pendingRequest()
    expect((await t.request('PUT', `${REJECT}?id=${id}`, { token: tokens.checker, body: { reason: 'Not needed' } })).status).toBe(200)
    const back = await t.request('PUT', `${RETURN}?id=${id}`, { token: tokens.checker, body: { note } })
    expect(back.status).toBe(409)
    expect(back.body.code).toBe('ALREADY_DECIDED')
    const resubmit = await t.request('PUT', `${RESUBMIT}?id=${id}`, { token: tokens.maker, body: { body: { name: 'Anything', productIds: productIds.slice(0, 1) } } })
    expect(resubmit.status).toBe(409)
    expect(resubmit.body.code).toBe('INVALID_STATE')
    const detail = await t.request('GET', `/apms/api/v1/Approval/${id}`, { token: tokens.checker })
    expect((detail.body.data.history as { event: string }[]).map((h) => h.event)).toEqual(['Sent', 'Rejected'])
  })

  it('returns in a batch like approve and reject, a return needing its note', async () => {
    const { id } = await pendingRequest()
    const missing = await t.request('POST', BULK, { token: tokens.checker, body: { decisions: [{ id, decision: 'return', idempotencyKey: `bulk-return-${id}-a` }] } })
    expect(missing.status).toBe(400)
    expect((missing.body.fieldErrors as { field: string }[]).map((f) => f.field)).toEqual([`decisions.0.note`])
    const misplaced = await t.request('POST', BULK, { token: tokens.checker, body: { decisions: [{ id, decision: 'approve', note, idempotencyKey: `bulk-return-${id}-b` }] } })
    expect(misplaced.status).toBe(400)
    const key = `bulk-return-${id}-c`
    const batch = await t.request('POST', BULK, { token: tokens.checker, body: { decisions: [{ id, decision: 'return', note, fields: ['name'], idempotencyKey: key }] } })
    expect(batch.status).toBe(200)
    expect(batch.body.data[0]).toMatchObject({ outcome: 'applied', request: { status: 'Returned', reason: note } })
    // The same key sent alone (an offline return replayed) answers the first result, returned once.
    const alone = await t.request('PUT', `${RETURN}?id=${id}`, { token: tokens.checker, headers: { 'Idempotency-Key': key }, body: { note, fields: ['name'] } })
    expect(alone.status).toBe(200)
    expect(alone.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await audited('Return', id)).toBe(1)
  })
})
