// Cases through HTTP: lists and filters, detail, and the comment / assign / resolve lifecycle.
import { and, count, desc, eq, ne, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { auditRecords, caseHistory, cases, users } from '../../db/schema.ts'
import { setClockOffset } from '../../platform/clock.ts'
import { createTestApp, type TestApp } from '../../testing.ts'

const CASES = '/cms/api/v1/Case'

let app: TestApp
let admin: string
let support: string
let auditor: string

beforeAll(async () => {
  app = await createTestApp({ seed: { transactions: 500 } })
  admin = await app.login('admin')
  support = await app.login('support')
  auditor = await app.login('auditor')
})

afterAll(async () => {
  await app?.close()
})

async function userId(username: string): Promise<number> {
  const [row] = await app.handle.db.select({ id: users.id }).from(users).where(eq(users.username, username))
  if (!row) throw new Error(`no user ${username}`)
  return row.id
}

/** A fresh Open, unassigned case for the lifecycle tests. */
async function openCase(): Promise<number> {
  const [row] = await app.handle.db
    .insert(cases)
    .values({
      caseNumber: `CASE-2026-${String(900000 + Math.floor(Math.random() * 99999)).padStart(6, '0')}`,
      title: 'Debited, no cash dispensed',
      description: 'Customer was debited for a card withdrawal but the agent gave no cash.',
      category: 'NoCashDispensed',
      priority: 'High',
      status: 'Open',
      transactionReference: null,
      amount: 2_000_000,
      customerName: 'Ngozi Eze',
      customerPhone: '+2348031234567',
      createdBy: 'support',
      dueAt: new Date(Date.now() + 72 * 3_600_000),
    })
    .returning({ id: cases.id })
  await app.handle.db.insert(caseHistory).values({ caseId: row!.id, action: 'Created', fromValue: null, toValue: 'Open', actor: 'support' })
  return row!.id
}

describe('listCases and getCase', () => {
  it('lists every case newest first, and filters by status and priority like SQL', async () => {
    const [total] = await app.handle.db.select({ n: count() }).from(cases)
    expect(total!.n).toBeGreaterThan(0)
    const res = await app.request('GET', `${CASES}?PageSize=500`, { token: support })
    expect(res.status).toBe(200)
    expect(res.body.totalRecords).toBe(total!.n)
    const times = res.body.data.map((c: { createdAt: string }) => c.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    const [open] = await app.handle.db
      .select({ n: count() })
      .from(cases)
      .where(and(eq(cases.status, 'Open'), eq(cases.priority, 'High')))
    const filtered = await app.request('GET', `${CASES}?Status=Open&Priority=High&PageSize=500`, { token: support })
    expect(filtered.body.totalRecords).toBe(open!.n)
    expect(filtered.body.data.every((c: { status: string; priority: string }) => c.status === 'Open' && c.priority === 'High')).toBe(true)
  })

  it('filters by assignee username and transaction reference in any case, and by dates', async () => {
    const [assigned] = await app.handle.db
      .select({ username: users.username, id: cases.id, reference: cases.transactionReference })
      .from(cases)
      .innerJoin(users, eq(users.id, cases.assigneeId))
      .limit(1)
    if (assigned) {
      const [n] = await app.handle.db.select({ n: count() }).from(cases).innerJoin(users, eq(users.id, cases.assigneeId)).where(eq(users.username, assigned.username))
      const res = await app.request('GET', `${CASES}?AssigneeUsername=${assigned.username.toUpperCase()}&PageSize=500`, { token: support })
      expect(res.body.totalRecords).toBe(n!.n)
    }
    const [withReference] = await app.handle.db.select({ id: cases.id, reference: cases.transactionReference }).from(cases).where(ne(cases.transactionReference, '')).limit(1)
    if (withReference?.reference) {
      const res = await app.request('GET', `${CASES}?TransactionReference=${withReference.reference.toLowerCase()}`, { token: support })
      expect(res.body.data.map((c: { id: number }) => c.id)).toContain(withReference.id)
    }
    const none = await app.request('GET', `${CASES}?StartDate=2001-01-01&EndDate=2001-01-31`, { token: support })
    expect(none.body.totalRecords).toBe(0)
    const bad = await app.request('GET', `${CASES}?StartDate=2026-10-10&EndDate=2026-10-01`, { token: support })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0]).toContain('EndDate')
  })

  it('gets a case with its comments and history, 404 for an unknown one', async () => {
    const [latest] = await app.handle.db.select({ id: cases.id }).from(cases).orderBy(desc(cases.id)).limit(1)
    const res = await app.request('GET', `${CASES}/${latest!.id}`, { token: auditor })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: latest!.id, comments: expect.any(Array), history: expect.any(Array) })
    expect(res.body.data.caseNumber).toMatch(/^CASE-\d{4}-\d{6}$/)
    const missing = await app.request('GET', `${CASES}/99999999`, { token: auditor })
    expect(missing.status).toBe(404)
  })
})

describe('case lifecycle', () => {
  it('comments, assigns (Open → InProgress) and resolves, with history and audit; 409 once resolved', async () => {
    const id = await openCase()
    const blank = await app.request('POST', `${CASES}/${id}/comment`, { token: support, body: { body: '   ' } })
    expect(blank.status).toBe(400)
    expect(blank.body.errors[0]).toContain('body')

    const commented = await app.request('POST', `${CASES}/${id}/comment`, { token: support, body: { body: '  Asked GTBank to confirm the debit.  ' } })
    expect(commented.status).toBe(200)
    expect(commented.body.data.comments.at(-1)).toMatchObject({ body: 'Asked GTBank to confirm the debit.', author: { username: 'support' } })
    expect(commented.body.data.history.at(-1)).toMatchObject({ action: 'Commented', fromValue: null, toValue: null, actor: 'support' })

    const checker = await userId('checker')
    const assigned = await app.request('PUT', `${CASES}/${id}/assign`, { token: admin, body: { assigneeUserId: checker } })
    expect(assigned.status).toBe(200)
    expect(assigned.body.data).toMatchObject({ status: 'InProgress', assignee: { userId: checker, username: 'checker', fullName: 'Aisha Bello' } })
    expect(assigned.body.data.history.slice(-2)).toMatchObject([
      { action: 'Assigned', fromValue: null, toValue: 'checker', actor: 'admin' },
      { action: 'StatusChanged', fromValue: 'Open', toValue: 'InProgress', actor: 'admin' },
    ])

    // Re-assigning keeps InProgress and records who had it.
    const reassigned = await app.request('PUT', `${CASES}/${id}/assign`, { token: admin, body: { assigneeUserId: await userId('checker2') } })
    expect(reassigned.body.data.status).toBe('InProgress')
    expect(reassigned.body.data.history.at(-1)).toMatchObject({ action: 'Assigned', fromValue: 'checker', toValue: 'checker2' })

    const short = await app.request('PUT', `${CASES}/${id}/resolve`, { token: support, body: { resolution: 'ok', outcome: 'CustomerRefunded' } })
    expect(short.status).toBe(400)
    expect(short.body.errors[0]).toContain('resolution')

    const resolved = await app.request('PUT', `${CASES}/${id}/resolve`, { token: support, body: { resolution: 'GTBank refunded the customer.', outcome: 'CustomerRefunded' } })
    expect(resolved.status).toBe(200)
    expect(resolved.body.data).toMatchObject({ status: 'Resolved', resolution: 'GTBank refunded the customer.', outcome: 'CustomerRefunded', resolvedAt: expect.any(String) })
    expect(resolved.body.data.history.at(-1)).toMatchObject({ action: 'Resolved', fromValue: 'InProgress', toValue: 'CustomerRefunded', actor: 'support' })

    const again = await app.request('PUT', `${CASES}/${id}/resolve`, { token: support, body: { resolution: 'Resolved twice?', outcome: 'NoFaultFound' } })
    expect(again.status).toBe(409)
    const reassign = await app.request('PUT', `${CASES}/${id}/assign`, { token: admin, body: { assigneeUserId: checker } })
    expect(reassign.status).toBe(409)
    // A resolved case still takes comments; a closed one does not.
    expect((await app.request('POST', `${CASES}/${id}/comment`, { token: support, body: { body: 'Customer called to thank us.' } })).status).toBe(200)
    await app.handle.db.update(cases).set({ status: 'Closed' }).where(eq(cases.id, id))
    expect((await app.request('POST', `${CASES}/${id}/comment`, { token: support, body: { body: 'Too late.' } })).status).toBe(409)

    const audits = await app.handle.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityType, 'Case'), eq(auditRecords.entityId, String(id))))
      .orderBy(auditRecords.id)
    expect(audits.map((a) => [a.username, a.eventType])).toEqual([
      ['support', 'Update'],
      ['admin', 'Update'],
      ['admin', 'Update'],
      ['support', 'StatusChange'],
      ['support', 'Update'],
    ])
    expect(JSON.parse(audits[3]!.newData!)).toMatchObject({ status: 'Resolved', outcome: 'CustomerRefunded' })
  })

  it('assigns only to an existing, active user; 404 for unknown cases and users', async () => {
    const id = await openCase()
    expect((await app.request('PUT', `${CASES}/99999999/assign`, { token: admin, body: { assigneeUserId: await userId('checker') } })).status).toBe(404)
    expect((await app.request('PUT', `${CASES}/${id}/assign`, { token: admin, body: { assigneeUserId: 99999999 } })).status).toBe(404)
    const [gone] = await app.handle.db
      .insert(users)
      .values({ username: 'gone.user', firstName: 'Gone', lastName: 'User', email: 'gone.user@example.ng', phoneNumber: '+2348000000001', status: 'Deleted' })
      .returning({ id: users.id })
    expect((await app.request('PUT', `${CASES}/${id}/assign`, { token: admin, body: { assigneeUserId: gone!.id } })).status).toBe(404)
    const [idle] = await app.handle.db
      .insert(users)
      .values({ username: 'idle.user', firstName: 'Idle', lastName: 'User', email: 'idle.user@example.ng', phoneNumber: '+2348000000002', status: 'Inactive' })
      .returning({ id: users.id })
    const inactive = await app.request('PUT', `${CASES}/${id}/assign`, { token: admin, body: { assigneeUserId: idle!.id } })
    expect(inactive.status).toBe(400)
    expect(inactive.body.errors[0]).toContain('assigneeUserId')
    expect((await app.request('POST', `${CASES}/99999999/comment`, { token: support, body: { body: 'Hello' } })).status).toBe(404)
    expect((await app.request('PUT', `${CASES}/99999999/resolve`, { token: support, body: { resolution: 'Refunded.', outcome: 'CustomerRefunded' } })).status).toBe(404)
    const [still] = await app.handle.db.select({ status: cases.status }).from(cases).where(eq(cases.id, id))
    expect(still!.status).toBe('Open')
  })

  it('needs Manage Case to change a case', async () => {
    const id = await openCase()
    const res = await app.request('POST', `${CASES}/${id}/comment`, { token: auditor, body: { body: 'Looks fine' } })
    expect(res.status).toBe(403)
  })
})

describe('raising a case on a transaction, its deadline and reopening', () => {
  const CASES = '/cms/api/v1/Case'
  const raise = (reference: string, token: string, category = 'NoCashDispensed') =>
    app.request('POST', CASES, {
      token,
      body: {
        transactionReference: reference,
        category,
        title: 'Debited, no cash dispensed',
        description: 'The terminal failed and gave no cash.',
        customerName: 'Ngozi Eze',
        customerPhone: '+2348031234567',
      },
    })

  /** A POS transaction of this product category with no case yet (a cash withdrawal: "no cash dispensed" fits it). */
  async function freshReference(productCategory = 'CashWithdrawal'): Promise<string> {
    const result = await app.handle.db.execute(
      sql`select t.reference from transactions t join products p on p.id = t.product_id where t.channel = 'POS' and p.category = ${productCategory} and not exists (select 1 from cases c where c.transaction_reference = t.reference) order by t.id desc limit 1`,
    )
    return (result as unknown as { rows: { reference: string }[] }).rows[0]!.reference
  }

  afterEach(() => setClockOffset(0))

  it('takes the transaction, gives a tracking number and a 72-hour deadline, and refuses a second open case on it', async () => {
    const support = await app.login('support')
    const reference = await freshReference()
    const created = await raise(reference.toLowerCase(), support)
    expect(created.status).toBe(200)
    const c = created.body.data
    expect(c.caseNumber).toMatch(/^CASE-\d{4}-\d{6}$/)
    expect(c.transactionReference).toBe(reference)
    expect(c.status).toBe('Open')
    expect(c.amount).toBeGreaterThan(0)
    expect(Date.parse(c.dueAt) - Date.parse(c.createdAt)).toBe(72 * 3_600_000)
    expect(c.overdue).toBe(false)
    expect(c.history.map((h: { action: string }) => h.action)).toEqual(['Created'])

    const again = await raise(reference, support)
    expect(again.status).toBe(409)
    expect(again.body.errors[0]).toContain(c.caseNumber)
    expect((await raise('AB0000000000000000', support)).status).toBe(404)
    const audit = await app.request('GET', `/aud/api/v1/AuditTrail?EntityType=Case&EntityId=${c.id}`, { token: await app.login('admin') })
    expect(audit.body.data[0].eventType).toBe('Create')
  })

  it('refuses a reason that does not fit the product: no cash dispensed on a cash deposit is a field error with its code', async () => {
    const support = await app.login('support')
    const deposit = await freshReference('CashDeposit')
    const refused = await raise(deposit, support)
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('VALIDATION_FAILED')
    expect(refused.body.fieldErrors).toEqual([
      expect.objectContaining({
        field: 'category',
        code: 'REASON_NOT_FOR_PRODUCT',
        values: { category: 'NoCashDispensed', product: 'Cash deposit', allowed: 'FailedTransfer, ReversalDelay, AgentMisconduct, Other' },
      }),
    ])
    // A reason that fits is accepted.
    expect((await raise(deposit, support, 'FailedTransfer')).status).toBe(200)
  })

  it('lists a case under Overdue once its deadline has passed (the clock moved three days and an hour)', async () => {
    const support = await app.login('support')
    const created = (await raise(await freshReference(), support)).body.data
    const overdueIds = async () => (await app.request('GET', `${CASES}?Overdue=true&PageSize=500`, { token: support })).body.data.map((c: { id: number }) => c.id)
    expect(await overdueIds()).not.toContain(created.id)
    setClockOffset(73 * 3_600_000)
    expect(await overdueIds()).toContain(created.id)
    const read = await app.request('GET', `${CASES}/${created.id}`, { token: support })
    expect(read.body.data.overdue).toBe(true)
  })

  it('reopens a resolved case within 14 days, not after, and lists who can be assigned', async () => {
    const support = await app.login('support')
    const created = (await raise(await freshReference(), support)).body.data
    const resolved = await app.request('PUT', `${CASES}/${created.id}/resolve`, { token: support, body: { resolution: 'The issuer reversed the debit.', outcome: 'ReversalCompleted' } })
    expect(resolved.status).toBe(200)
    const reopened = await app.request('PUT', `${CASES}/${created.id}/reopen`, { token: support, body: { reason: 'The customer says the money never came back.' } })
    expect(reopened.status).toBe(200)
    expect(reopened.body.data.status).toBe('InProgress')
    expect(reopened.body.data.history.at(-1).action).toBe('Reopened')
    await app.request('PUT', `${CASES}/${created.id}/resolve`, { token: support, body: { resolution: 'Reversed again, confirmed.', outcome: 'CustomerRefunded' } })
    setClockOffset(15 * 86_400_000)
    const late = await app.request('PUT', `${CASES}/${created.id}/reopen`, { token: support, body: { reason: 'Too late to reopen.' } })
    expect(late.status).toBe(409)
    const assignees = await app.request('GET', `${CASES}/assignees`, { token: support })
    expect(assignees.body.data.map((u: { username: string }) => u.username)).toContain('support')
  })
})
