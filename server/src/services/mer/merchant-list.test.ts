// The merchant list's filters (super agent with the others, every filter shape of the prepared
// statements), the merchant page's reads and writes as the back office makes them, and their refusals.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { agents, approvalConfigs, auditRecords, documentTypes, merchantDocuments, merchants, permissions, superAgents } from '../../db/schema.ts'
import { createTestApp, type TestApp } from '../../testing.ts'

const MER = '/mer/api/v1'
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

interface Row {
  id: number
  businessName: string
  status: string
  superAgent: { id: number }
  agentCount: number
  createdAt: string
}

let app: TestApp
let admin: string
let auditor: string

beforeAll(async () => {
  app = await createTestApp()
  ;[admin, auditor] = await Promise.all([app.login('admin'), app.login('auditor')])
})

afterAll(async () => {
  await app?.close()
})

async function list(query: string, token = admin) {
  const res = await app.request('GET', `${MER}/Merchant?${query}`, { token })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as { data: Row[]; totalRecords: number; totalPages: number }
}

describe('listMerchants with SuperAgentId', () => {
  it('keeps only the merchants of that super agent, with the other filters, newest first', async () => {
    const db = app.handle.db
    const [busiest] = await db
      .select({ id: merchants.superAgentId, n: count() })
      .from(merchants)
      .where(ne(merchants.status, 'Deleted'))
      .groupBy(merchants.superAgentId)
      .orderBy(sql`count(*) desc`)
      .limit(1)
    const superAgentId = busiest!.id
    const page = await list(`SuperAgentId=${superAgentId}&PageSize=500`)
    expect(page.totalRecords).toBe(busiest!.n)
    expect(page.data.length).toBe(busiest!.n)
    expect(page.data.every((m) => m.superAgent.id === superAgentId)).toBe(true)
    const dates = page.data.map((m) => m.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)

    const [inactive] = await db
      .select({ n: count() })
      .from(merchants)
      .where(and(eq(merchants.superAgentId, superAgentId), eq(merchants.status, 'Inactive')))
    expect((await list(`SuperAgentId=${superAgentId}&Status=Inactive`)).totalRecords).toBe(inactive!.n)

    const part = page.data[0]!.businessName.slice(1, 6)
    const named = await list(`SuperAgentId=${superAgentId}&BusinessName=${encodeURIComponent(part)}&SortOrder=asc`)
    expect(named.data.length).toBeGreaterThan(0)
    for (const m of named.data) {
      expect(m.superAgent.id).toBe(superAgentId)
      expect(m.businessName.toLowerCase()).toContain(part.toLowerCase())
    }
    const other = await db.select({ id: superAgents.id }).from(superAgents).where(ne(superAgents.id, superAgentId)).limit(1)
    const elsewhere = await list(`SuperAgentId=${other[0]!.id}&PageSize=500`)
    expect(elsewhere.data.some((m) => m.superAgent.id === superAgentId)).toBe(false)
    expect((await list('SuperAgentId=999999')).totalRecords).toBe(0)
  })

  it('counts each merchant agents that are not Deleted', async () => {
    const page = await list('PageSize=20')
    for (const m of page.data) {
      const [n] = await app.handle.db
        .select({ n: count() })
        .from(agents)
        .where(and(eq(agents.merchantId, m.id), ne(agents.status, 'Deleted')))
      expect(m.agentCount, m.businessName).toBe(n!.n)
    }
  })

  it('answers the same through the prepared statement however often a filter shape comes back, and a quote is only text', async () => {
    const first = await list('PageSize=7&PageNumber=2')
    const again = await list('PageSize=7&PageNumber=2')
    expect(again.data.map((m) => m.id)).toEqual(first.data.map((m) => m.id))
    expect((await list('PageSize=7&PageNumber=3')).data.map((m) => m.id)).not.toEqual(first.data.map((m) => m.id))
    for (const name of ["O'Brien", "x' or '1'='1", '\\', '%']) {
      const res = await list(`BusinessName=${encodeURIComponent(name)}`)
      for (const m of res.data) expect(m.businessName.toLowerCase()).toContain(name.toLowerCase())
    }
    // The list follows a change at once: nothing is cached between requests.
    const target = first.data[0]!
    await app.handle.db.update(merchants).set({ businessName: "Mama Ngozi's Kiosk Ltd" }).where(eq(merchants.id, target.id))
    const renamed = await list(`BusinessName=${encodeURIComponent("ngozi's kiosk")}`)
    expect(renamed.data.map((m) => m.id)).toEqual([target.id])
  })

  it('refuses a malformed super agent id with 400 naming it', async () => {
    for (const value of ['abc', '0', '-3']) {
      const res = await app.request('GET', `${MER}/Merchant?SuperAgentId=${value}`, { token: admin })
      expect(res.status, value).toBe(400)
      expect(res.body.errors.join(' ')).toContain('SuperAgentId')
    }
  })
})

describe('a merchant page', () => {
  it('writes the enabling to the audit trail too, with its reason', async () => {
    const [merchant] = await app.handle.db
      .select()
      .from(merchants)
      .where(and(eq(merchants.status, 'Active'), eq(merchants.enabled, true)))
      .orderBy(asc(merchants.id))
      .limit(1)
    const id = merchant!.id
    const off = await app.request('PUT', `${MER}/Merchant/EnableDisableMerchant/${id}`, { token: admin, body: { enabled: false, reason: 'Chargeback review' } })
    expect([200, 202]).toContain(off.status)
    if (off.status === 202) throw new Error('the seed configures no maker-checker for enable/disable: this test expects the direct path')
    const on = await app.request('PUT', `${MER}/Merchant/EnableDisableMerchant/${id}`, { token: admin, body: { enabled: true, reason: 'Review closed' } })
    expect(on.status).toBe(200)
    const history = await app.request('GET', `/aud/api/v1/AuditTrail?EntityType=Merchant&EntityId=${id}&EventType=StatusChange`, { token: auditor })
    expect(history.status).toBe(200)
    expect(history.body.data.map((r: { description: string }) => r.description)).toEqual([
      `Enable merchant ${merchant!.businessName}: Review closed`,
      `Disable merchant ${merchant!.businessName}: Chargeback review`,
    ])
    const detail = await app.request('GET', `/aud/api/v1/AuditTrail/${history.body.data[0].id}`, { token: auditor })
    expect(JSON.parse(detail.body.data.newData)).toEqual({ enabled: true, reason: 'Review closed' })
  })

  it('refuses a document of the wrong type or too large with 400 on its field, and stores nothing', async () => {
    const [merchant] = await app.handle.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.status, 'Active')).limit(1)
    const [type] = await app.handle.db.select({ id: documentTypes.id }).from(documentTypes).limit(1)
    const [before] = await app.handle.db.select({ n: count() }).from(merchantDocuments)
    const send = (body: Record<string, unknown>) =>
      app.request('POST', `${MER}/Merchant/updateDocument/${merchant!.id}`, {
        token: admin,
        body: { documentTypeId: type!.id, fileName: 'bill.png', contentType: 'image/png', contentBase64: PNG, ...body },
      })

    const gif = await send({ fileName: 'bill.gif', contentType: 'image/gif', contentBase64: 'R0lGODlhAQABAAAAACw=' })
    expect(gif.status).toBe(400)
    expect(gif.body.fieldErrors.map((f: { field: string }) => f.field)).toContain('contentType')
    const disguised = await send({ fileName: 'bill.pdf', contentType: 'application/pdf' })
    expect(disguised.status).toBe(400)
    expect(disguised.body.fieldErrors).toEqual([expect.objectContaining({ field: 'contentBase64', message: expect.stringContaining('not a PDF file') })])
    // Just over 5 MB decoded, still under the contract's length bound: the platform's own check.
    const big = Buffer.alloc(5 * 1024 * 1024 + 1024)
    Buffer.from(PNG, 'base64').copy(big)
    const oversize = await send({ contentBase64: big.toString('base64') })
    expect(oversize.status).toBe(400)
    expect(oversize.body.fieldErrors).toEqual([expect.objectContaining({ field: 'contentBase64', message: expect.stringContaining('larger than the 5 MB allowed') })])
    // Far over: the contract's bound refuses it before it is decoded.
    const huge = await send({ contentBase64: 'A'.repeat(7_000_004) })
    expect(huge.status).toBe(400)
    expect(huge.body.fieldErrors.map((f: { field: string }) => f.field)).toContain('contentBase64')
    const [after] = await app.handle.db.select({ n: count() }).from(merchantDocuments)
    expect(after!.n).toBe(before!.n)
  })

  it('serves a stored document with its content through its downloadUrl, to those who may view merchants', async () => {
    const [merchant] = await app.handle.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.status, 'Active')).orderBy(asc(merchants.id)).limit(1)
    const [type] = await app.handle.db.select({ id: documentTypes.id }).from(documentTypes).orderBy(asc(documentTypes.id)).limit(1)
    // Applied at once for this test: the seed puts Update Merchant under maker-checker.
    const update = await app.handle.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(and(eq(permissions.groupName, 'Merchant'), eq(permissions.shortName, 'Update Merchant')))
    await app.handle.db.delete(approvalConfigs).where(
      inArray(
        approvalConfigs.permissionId,
        update.map((p) => p.id),
      ),
    )
    const saved = await app.request('POST', `${MER}/Merchant/updateDocument/${merchant!.id}`, {
      token: admin,
      body: { documentTypeId: type!.id, fileName: 'shop-front.png', contentType: 'image/png', contentBase64: PNG },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const listed = await app.request('GET', `${MER}/Merchant/documents/${merchant!.id}`, { token: auditor })
    const document = listed.body.data.find((d: { fileName: string }) => d.fileName === 'shop-front.png')
    expect(document.downloadUrl).toBe(`${MER}/Merchant/documents/${merchant!.id}/files/${document.id}`)
    const file = await app.request('GET', document.downloadUrl, { token: auditor })
    expect(file.status).toBe(200)
    expect(file.body.data).toEqual({ id: document.id, fileName: 'shop-front.png', contentType: 'image/png', sizeBytes: Buffer.from(PNG, 'base64').length, contentBase64: PNG })
    // Another merchant's path does not reach it; an unknown one is 404 too.
    const [other] = await app.handle.db.select({ id: merchants.id }).from(merchants).where(ne(merchants.id, merchant!.id)).limit(1)
    expect((await app.request('GET', `${MER}/Merchant/documents/${other!.id}/files/${document.id}`, { token: admin })).status).toBe(404)
    expect((await app.request('GET', `${MER}/Merchant/documents/${merchant!.id}/files/99999999`, { token: admin })).status).toBe(404)
    expect((await app.request('GET', `${MER}/Merchant/documents/${merchant!.id}/files/abc`, { token: admin })).status).toBe(400)
    expect((await app.request('GET', document.downloadUrl)).status).toBe(401)
  })

  it("refuses the auditor's changes with 403 and changes nothing", async () => {
    const [merchant] = await app.handle.db.select().from(merchants).where(eq(merchants.status, 'Active')).limit(1)
    const got = await app.request('GET', `${MER}/Merchant/${merchant!.id}`, { token: auditor })
    expect(got.status).toBe(200)
    const m = got.body.data
    const body = {
      businessName: m.businessName,
      businessType: m.businessType,
      industryId: m.industry.id,
      rcNumber: m.rcNumber,
      tin: m.tin,
      emailAddress1: m.emailAddress1,
      emailAddress2: m.emailAddress2,
      phoneNumber1: '+2348099990000',
      phoneNumber2: m.phoneNumber2,
      address: { street: m.address.street, city: m.address.city, stateId: m.address.stateId, countryId: m.address.countryId, lga: m.address.lga },
    }
    const put = await app.request('PUT', `${MER}/Merchant?id=${merchant!.id}`, { token: auditor, body })
    expect(put.status).toBe(403)
    expect(put.body.errors[0]).toContain('Merchant / Update Merchant')
    expect((await app.request('DELETE', `${MER}/Merchant/${merchant!.id}`, { token: auditor })).status).toBe(403)
    expect((await app.request('PUT', `${MER}/Merchant/EnableDisableMerchant/${merchant!.id}`, { token: auditor, body: { enabled: false, reason: 'Not mine to do' } })).status).toBe(403)
    const [row] = await app.handle.db.select().from(merchants).where(eq(merchants.id, merchant!.id))
    expect(row!.phoneNumber1).toBe(merchant!.phoneNumber1)
    expect(row!.enabled).toBe(merchant!.enabled)
    const [writes] = await app.handle.db
      .select({ n: count() })
      .from(auditRecords)
      .where(and(eq(auditRecords.username, 'auditor'), eq(auditRecords.entityType, 'Merchant')))
    expect(writes!.n).toBe(0)
  })
})
