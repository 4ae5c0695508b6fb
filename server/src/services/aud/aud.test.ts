// The audit trail through HTTP: filters, detail with its JSON text, 404.
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { auditRecords } from '../../db/schema.ts'
import { createTestApp, type TestApp } from '../../testing.ts'

const AUDIT = '/aud/api/v1/AuditTrail'

let app: TestApp
let auditor: string

beforeAll(async () => {
  app = await createTestApp({ seed: { transactions: 0 } })
  await app.login('admin')
  auditor = await app.login('auditor')
  await app.handle.db.insert(auditRecords).values([
    {
      username: 'Chidinma.Okafor',
      eventType: 'Update',
      entityType: 'Merchant',
      entityId: '42',
      description: 'Updated merchant',
      oldData: '{"phone":"1"}',
      newData: '{"phone":"2"}',
      ipAddress: '102.89.34.17',
      createdAt: new Date('2001-10-02T23:30:00Z'),
    },
    { username: 'chidinma.okafor', eventType: 'Login', entityType: 'User', entityId: '12', description: 'Signed in', ipAddress: '102.89.34.17', createdAt: new Date('2001-10-01T00:30:00Z') },
    { username: 'xchidinma', eventType: 'Login', entityType: 'User', entityId: '13', description: 'Signed in', ipAddress: '102.89.34.18', createdAt: new Date('2001-09-30T22:59:59Z') },
  ])
})

afterAll(async () => {
  await app?.close()
})

describe('listAuditRecords', () => {
  it('lists every record newest first without the data', async () => {
    const [total] = await app.handle.db.select({ n: count() }).from(auditRecords)
    const res = await app.request('GET', `${AUDIT}?PageSize=500`, { token: auditor })
    expect(res.status).toBe(200)
    expect(res.body.totalRecords).toBe(total!.n)
    const times = res.body.data.map((r: { createdAt: string }) => r.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    expect(res.body.data[0]).not.toHaveProperty('oldData')
  })

  it('matches the username in any case, whole or its beginning', async () => {
    const exact = await app.request('GET', `${AUDIT}?Username=CHIDINMA.OKAFOR`, { token: auditor })
    expect(exact.body.data.map((r: { username: string }) => r.username).sort()).toEqual(['Chidinma.Okafor', 'chidinma.okafor'])
    const prefix = await app.request('GET', `${AUDIT}?Username=chidinma`, { token: auditor })
    expect(prefix.body.totalRecords).toBe(2)
    const wildcard = await app.request('GET', `${AUDIT}?Username=%25`, { token: auditor })
    expect(wildcard.body.totalRecords).toBe(0)
  })

  it('filters by event type and Africa/Lagos days', async () => {
    const [logins] = await app.handle.db.select({ n: count() }).from(auditRecords).where(eq(auditRecords.eventType, 'Login'))
    const res = await app.request('GET', `${AUDIT}?EventType=Login&PageSize=500`, { token: auditor })
    expect(res.body.totalRecords).toBe(logins!.n)
    // 2001-10-01 in Lagos runs from 2001-09-30T23:00Z to 2001-10-01T23:00Z.
    const day = await app.request('GET', `${AUDIT}?StartDate=2001-10-01&EndDate=2001-10-01`, { token: auditor })
    expect(day.body.data.map((r: { entityId: string }) => r.entityId)).toEqual(['12'])
    const twoDays = await app.request('GET', `${AUDIT}?StartDate=2001-09-30&EndDate=2001-10-02&SortOrder=asc`, { token: auditor })
    expect(twoDays.body.data.map((r: { entityId: string }) => r.entityId)).toEqual(['13', '12'])
    const [n] = await app.handle.db
      .select({ n: count() })
      .from(auditRecords)
      .where(and(sql`${auditRecords.createdAt} >= '2026-10-02T23:00:00Z'`, sql`${auditRecords.createdAt} < '2026-10-03T23:00:00Z'`))
    expect((await app.request('GET', `${AUDIT}?StartDate=2026-10-03&EndDate=2026-10-03`, { token: auditor })).body.totalRecords).toBe(n!.n)
  })

  it("filters by entity type and id: one entity's history", async () => {
    const [merchant42] = await app.handle.db
      .select({ n: count() })
      .from(auditRecords)
      .where(and(eq(auditRecords.entityType, 'Merchant'), eq(auditRecords.entityId, '42')))
    const history = await app.request('GET', `${AUDIT}?EntityType=Merchant&EntityId=42&PageSize=500`, { token: auditor })
    expect(history.status).toBe(200)
    expect(history.body.totalRecords).toBe(merchant42!.n)
    expect(history.body.data.length).toBeGreaterThan(0)
    expect(history.body.data.every((r: { entityType: string; entityId: string }) => r.entityType === 'Merchant' && r.entityId === '42')).toBe(true)
    // Same id, another kind of entity: the user 12's sign-in is not merchant 12's history.
    const user12 = await app.request('GET', `${AUDIT}?EntityType=User&EntityId=12`, { token: auditor })
    expect(user12.body.data.map((r: { description: string }) => r.description)).toContain('Signed in')
    expect((await app.request('GET', `${AUDIT}?EntityType=Merchant&EntityId=12`, { token: auditor })).body.data.some((r: { entityType: string }) => r.entityType === 'User')).toBe(false)
    const [users] = await app.handle.db.select({ n: count() }).from(auditRecords).where(eq(auditRecords.entityType, 'User'))
    expect((await app.request('GET', `${AUDIT}?EntityType=User`, { token: auditor })).body.totalRecords).toBe(users!.n)
  })

  it('refuses bad input with 400 naming the field', async () => {
    for (const [query, field] of [
      ['EntityType=Merchant%27%20or%201%3D1', 'EntityType'],
      ['EntityId=42%3B%20drop', 'EntityId'],
      ['EventType=Dance', 'EventType'],
      ['StartDate=2026-02-30', 'StartDate'],
      ['StartDate=2026-10-02&EndDate=2026-10-01', 'EndDate'],
      ['PageSize=0', 'PageSize'],
    ] as const) {
      const res = await app.request('GET', `${AUDIT}?${query}`, { token: auditor })
      expect(res.status, query).toBe(400)
      expect(res.body.errors.join(' ')).toContain(field)
    }
  })
})

describe('getAuditRecord', () => {
  it('gives the record with oldData and newData as JSON text', async () => {
    const [row] = await app.handle.db.select({ id: auditRecords.id }).from(auditRecords).where(eq(auditRecords.username, 'Chidinma.Okafor'))
    const res = await app.request('GET', `${AUDIT}/${row!.id}`, { token: auditor })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: row!.id, username: 'Chidinma.Okafor', eventType: 'Update', oldData: '{"phone":"1"}', newData: '{"phone":"2"}', createdAt: '2001-10-02T23:30:00.000Z' })
    expect(JSON.parse(res.body.data.newData)).toEqual({ phone: '2' })
    expect((await app.request('GET', `${AUDIT}/99999999`, { token: auditor })).status).toBe(404)
  })

  it('needs View Audit', async () => {
    const support = await app.login('support')
    expect((await app.request('GET', AUDIT, { token: support })).status).toBe(403)
  })
})

describe('exportAuditRecords', () => {
  it('streams every record of the filter, as many as the list counts, and only to whoever may read the trail', async () => {
    const listed = await app.request('GET', `${AUDIT}?EventType=Login&PageSize=1`, { token: auditor })
    const file = await app.raw('GET', `${AUDIT}/Export?EventType=Login`, { token: auditor })
    expect(file.status).toBe(200)
    const lines = (await file.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('Date,Username,Event,Entity,Entity id,Description,IP address,Device')
    expect(lines.length - 1).toBe(listed.body.totalRecords)
    expect(Number(file.headers.get('x-total-count'))).toBe(listed.body.totalRecords)
    const support = await app.login('support')
    expect((await app.raw('GET', `${AUDIT}/Export`, { token: support })).status).toBe(403)
  })
})
