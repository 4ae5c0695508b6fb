// The feed of business events (listEvents): each change's event written with it (never for a
// change refused or rolled back), approval requests' events in order around the change they apply,
// read by cursor once each, only the kinds the reader may see.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing.ts'

const FEED = '/admin/api/v1/Events'
const MER = '/mer/api/v1'

let t: TestApp
const tokens: Record<string, string> = {}
let productIds: number[] = []

interface FeedEvent {
  id: number
  type: string
  entity: { type: string; id: string | null; name: string | null }
  actor: string
  summary: string
  data: Record<string, unknown>
}

/** Every event after `after` a user may read, walked by cursor a few at a time. */
async function walk(token: string | undefined, after: number, query = ''): Promise<FeedEvent[]> {
  const events: FeedEvent[] = []
  for (let cursor = after; ;) {
    const page = await t.request('GET', `${FEED}?After=${cursor}&Limit=2${query}`, { token })
    expect(page.status, JSON.stringify(page.body)).toBe(200)
    events.push(...(page.body.data as FeedEvent[]))
    expect(page.body.next).toBe(page.body.data.at(-1)?.id ?? cursor)
    cursor = page.body.next as number
    if (!page.body.hasMore) return events
  }
}

async function head(): Promise<number> {
  const result = (await t.handle.db.execute(sql`select seq from business_event_head`)) as unknown as { rows: { seq: string | number }[] }
  return Number(result.rows[0]?.seq)
}

const scheme = (name: string) => ({ name, description: 'Feed test', rules: [{ productId: productIds[0], type: 'Flat', amount: 10000 }] })

beforeAll(async () => {
  t = await createTestApp()
  for (const user of ['admin', 'maker', 'checker', 'support']) tokens[user] = await t.login(user)
  productIds = ((await t.request('GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100', { token: tokens.admin })).body.data as { id: number }[]).map((p) => p.id)
})
afterAll(() => t.close())

describe('the feed of business events', () => {
  it('tells of a request sent, the change it applied and its approval, in that order, naming the record and people', async () => {
    const start = await head()
    const made = await t.request('POST', `${MER}/MerchantFeeScheme/Create`, { token: tokens.maker, body: scheme('Feed tariff one') })
    expect(made.status, JSON.stringify(made.body)).toBe(202)
    const id = made.body.data.approvalRequestId as number
    expect((await t.request('PUT', `/apms/api/v1/Approval/Approve?id=${id}`, { token: tokens.checker })).status).toBe(200)

    const events = await walk(tokens.admin, start)
    expect(events.map((e) => e.type)).toEqual(['approval.requested', 'fee_scheme.changed', 'approval.approved'])
    const [requested, changed, approved] = events as [FeedEvent, FeedEvent, FeedEvent]
    expect(requested).toMatchObject({ entity: { type: 'FeeScheme', id: null, name: 'Feed tariff one' }, actor: 'maker', data: { approvalRequestId: id, status: 'Pending', maker: 'maker' } })
    expect(changed).toMatchObject({ entity: { type: 'FeeScheme', name: 'Feed tariff one' }, actor: 'maker', data: { change: 'created' } })
    expect(changed.entity.id).toMatch(/^\d+$/)
    // The approval names what it created.
    expect(approved).toMatchObject({ entity: { type: 'FeeScheme', id: changed.entity.id }, actor: 'checker', data: { approvalRequestId: id, status: 'Approved', maker: 'maker' } })
    expect(approved.summary).toContain('Feed tariff one')
    expect(requested.id < changed.id && changed.id < approved.id).toBe(true)
  })

  it('tells of a rejection with its reason and a return with its note; a refused request tells nothing', async () => {
    const rejected = await t.request('POST', `${MER}/MerchantFeeScheme/Create`, { token: tokens.maker, body: scheme('Feed tariff two') })
    const returned = await t.request('POST', `${MER}/MerchantFeeScheme/Create`, { token: tokens.maker, body: scheme('Feed tariff three') })
    const start = await head()
    const reason = 'The flat fee is above the CBN guide for this band'
    expect((await t.request('PUT', `/apms/api/v1/Approval/Reject?id=${rejected.body.data.approvalRequestId}`, { token: tokens.checker, body: { reason } })).status).toBe(200)
    expect(
      (await t.request('PUT', `/apms/api/v1/Approval/Return?id=${returned.body.data.approvalRequestId}`, { token: tokens.checker, body: { note: 'Add the percentage rule for withdrawals' } })).status,
    ).toBe(200)
    // Refused: the same name again while one is pending, and a checker deciding twice.
    expect((await t.request('POST', `${MER}/MerchantFeeScheme/Create`, { token: tokens.maker, body: scheme('Feed tariff three') })).status).toBe(409)
    expect((await t.request('PUT', `/apms/api/v1/Approval/Approve?id=${rejected.body.data.approvalRequestId}`, { token: tokens.checker })).status).toBe(409)

    const events = await walk(tokens.admin, start)
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['approval.rejected', { approvalRequestId: rejected.body.data.approvalRequestId, maker: 'maker', status: 'Rejected', reason }],
      ['approval.returned', { approvalRequestId: returned.body.data.approvalRequestId, maker: 'maker', status: 'Returned', note: 'Add the percentage rule for withdrawals' }],
    ])
  })

  it('tells of a merchant disabled and enabled with the reason, under its name, read once each by cursor', async () => {
    const [merchant] = (await t.request('GET', `${MER}/Merchant?PageNumber=1&PageSize=1`, { token: tokens.admin })).body.data as { id: number; businessName: string; enabled: boolean }[]
    const start = await head()
    for (const enabled of [!merchant!.enabled, merchant!.enabled]) {
      const res = await t.request('PUT', `${MER}/Merchant/EnableDisableMerchant/${merchant!.id}`, { token: tokens.admin, body: { enabled, reason: `Feed test ${enabled ? 'on' : 'off'}` } })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    const events = await walk(tokens.admin, start)
    expect(events.map((e) => e.type)).toEqual(merchant!.enabled ? ['merchant.disabled', 'merchant.enabled'] : ['merchant.enabled', 'merchant.disabled'])
    for (const event of events) expect(event.entity).toEqual({ type: 'Merchant', id: String(merchant!.id), name: merchant!.businessName })
    expect(events[0]!.data).toEqual({ enabled: !merchant!.enabled, reason: `Feed test ${merchant!.enabled ? 'off' : 'on'}` })
    // Read again from the start: the same events, once each, in the same order.
    expect((await walk(tokens.admin, start)).map((e) => e.id)).toEqual(events.map((e) => e.id))
  })

  it('tells of a user locked after failed sign-ins, though the sign-in itself failed', async () => {
    const start = await head()
    let status = 0
    for (let attempt = 0; attempt < 10 && status !== 423; attempt++) {
      status = (await t.request('POST', '/ums/api/v1/Authentication/login', { body: { username: 'compliance', password: 'Wrong@1234' } })).status
    }
    expect(status).toBe(423)
    const [locked] = await walk(tokens.admin, start, '&Types=user.locked')
    expect(locked).toMatchObject({ type: 'user.locked', entity: { type: 'User', name: 'compliance' } })
    expect(Date.parse(String(locked!.data.lockedUntil))).toBeGreaterThan(Date.now())
    expect(DEMO_PASSWORD).not.toBe('Wrong@1234')
  })

  it('tells of a case assigned and resolved, and of a user deactivated', async () => {
    const [supportUser] = (await t.request('GET', '/ums/api/v1/User?Username=auditor', { token: tokens.admin })).body.data as { id: number; username: string }[]
    const inserted = (await t.handle.db.execute(sql`
      insert into cases (case_number, title, description, category, priority, status, amount, customer_name, customer_phone, created_by, due_at)
      values ('CASE-2026-990001', 'Debited, no cash dispensed', 'Feed test', 'NoCashDispensed', 'High', 'Open', 2000000, 'Ngozi Eze', '+2348031234567', 'support', now() + interval '72 hours')
      returning id`)) as unknown as { rows: { id: number }[] }
    const caseId = inserted.rows[0]!.id
    const checkerId = ((await t.request('GET', '/ums/api/v1/User?Username=checker', { token: tokens.admin })).body.data as { id: number; username: string }[]).find((u) => u.username === 'checker')!.id
    const start = await head()
    expect((await t.request('PUT', `/cms/api/v1/Case/${caseId}/assign`, { token: tokens.admin, body: { assigneeUserId: checkerId } })).status).toBe(200)
    expect((await t.request('PUT', `/cms/api/v1/Case/${caseId}/resolve`, { token: tokens.support, body: { resolution: 'GTBank refunded the customer.', outcome: 'CustomerRefunded' } })).status).toBe(
      200,
    )
    expect((await t.request('PUT', `/ums/api/v1/User/update/${supportUser!.id}/Inactive`, { token: tokens.admin })).status).toBe(200)

    const events = await walk(tokens.admin, start)
    expect(events.map((e) => [e.type, e.entity.type, e.entity.name, e.data])).toEqual([
      ['case.assigned', 'Case', 'CASE-2026-990001', { assignee: 'checker', status: 'InProgress' }],
      ['case.resolved', 'Case', 'CASE-2026-990001', { status: 'Resolved' }],
      ['user.disabled', 'User', 'auditor', { status: 'Inactive' }],
    ])
  })

  it('shows a reader only the kinds their permissions open, narrows by Types and names an unknown kind', async () => {
    const all = await walk(tokens.admin, 0)
    expect(new Set(all.map((e) => e.type))).toEqual(
      new Set([
        'approval.requested',
        'fee_scheme.changed',
        'approval.approved',
        'approval.rejected',
        'approval.returned',
        'merchant.disabled',
        'merchant.enabled',
        'user.locked',
        'case.assigned',
        'case.resolved',
        'user.disabled',
      ]),
    )
    // Customer support reads merchants and cases, not approvals, fee schemes or users.
    const supportSees = await walk(tokens.support, 0)
    expect(supportSees.map((e) => e.type)).toEqual(all.filter((e) => /^(merchant|case)\./.test(e.type)).map((e) => e.type))
    expect(supportSees.length).toBeGreaterThan(0)
    // Asking for a kind one may not read is not refused: it is left out, as it would be without Types.
    expect(await walk(tokens.support, 0, '&Types=approval.approved')).toEqual([])
    const onlyDecisions = await walk(tokens.admin, 0, '&Types=approval.approved,approval.rejected')
    expect(onlyDecisions.map((e) => e.type)).toEqual(['approval.approved', 'approval.rejected'])
    const unknown = await t.request('GET', `${FEED}?Types=merchant.deleted,approval.approved`, { token: tokens.admin })
    expect(unknown.status).toBe(400)
    expect(unknown.body.fieldErrors).toEqual([expect.objectContaining({ field: 'Types', code: 'NOT_ALLOWED_VALUE' })])
    expect(unknown.body.errors[0]).toContain('merchant.deleted')
    expect((await t.request('GET', `${FEED}?After=-1`, { token: tokens.admin })).status).toBe(400)
    expect((await t.request('GET', FEED, { token: null })).status).toBe(401)
  })
})
