// Agents through HTTP on a seeded in-memory platform: the CBN agent record, its bounds, exclusivity and permissions.
import { and, asc, count, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { agents, auditRecords, countries, merchants, products, states, transactions } from '../../db/schema.ts'
import { createTestApp, type TestApp } from '../../testing.ts'

const MER = '/mer/api/v1'

let app: TestApp
let admin: string
let auditor: string

const refs = { lagosId: 0, kanoId: 0, foreignStateId: 0, merchantId: 0, otherMerchantId: 0, otherMerchantName: '' }

async function agentCount(): Promise<number> {
  const [row] = await app.handle.db.select({ n: count() }).from(agents)
  return row?.n ?? 0
}

let serial = 0
function agentBody(overrides: Record<string, unknown> = {}) {
  serial += 1
  const n = String(serial).padStart(4, '0')
  return {
    merchantId: refs.merchantId,
    firstName: 'Ngozi',
    lastName: 'Eze',
    businessName: `Ngozi Cash Point ${n}`,
    agentType: 'Individual',
    phoneNumber: `+234917700${n}`,
    email: 'ngozi.eze@example.com',
    bvn: `2297711${n}`,
    nin: `7104455${n}`,
    tin: null,
    address: { street: '14 Bode Thomas Street', city: 'Surulere', stateId: refs.lagosId, lga: 'Surulere' },
    location: { latitude: 6.498312, longitude: 3.355184 },
    terminalSerialNumber: `TPS900-8812${n}`,
    terminalMaker: 'Topwise',
    dailyCashOutLimit: 50_000_000,
    ...overrides,
  }
}

async function create(body: Record<string, unknown>, token = admin) {
  return app.request('POST', `${MER}/Agent/create`, { token, body })
}

const fields = (res: { body: { fieldErrors?: Array<{ field: string }> } }) => (res.body.fieldErrors ?? []).map((e) => e.field)

beforeAll(async () => {
  app = await createTestApp()
  ;[admin, auditor] = await Promise.all([app.login('admin'), app.login('auditor')])
  const db = app.handle.db
  const nigerian = (code: string) =>
    db
      .select({ id: states.id })
      .from(states)
      .innerJoin(countries, eq(countries.id, states.countryId))
      .where(and(eq(countries.isoCode, 'NG'), eq(states.code, code)))
  const [[lagos], [kano], [foreign]] = await Promise.all([
    nigerian('LA'),
    nigerian('KN'),
    db.select({ id: states.id }).from(states).innerJoin(countries, eq(countries.id, states.countryId)).where(ne(countries.isoCode, 'NG')).limit(1),
  ])
  const open = await db
    .select({ id: merchants.id, name: merchants.businessName })
    .from(merchants)
    .where(and(eq(merchants.status, 'Active'), eq(merchants.enabled, true)))
    .orderBy(asc(merchants.id))
    .limit(2)
  if (!lagos || !kano || !foreign || open.length < 2) throw new Error('reference data missing from the seed')
  Object.assign(refs, { lagosId: lagos.id, kanoId: kano.id, foreignStateId: foreign.id, merchantId: open[0]!.id, otherMerchantId: open[1]!.id, otherMerchantName: open[1]!.name })
})

afterAll(async () => {
  await app?.close()
})

describe('the agent record', () => {
  it('creates an agent with its regulatory record, masks BVN and NIN, derives the zone', async () => {
    const body = agentBody({ agentType: 'Business', tin: '23456789-0001', dailyCashOutLimit: 120_000_000 })
    const res = await create(body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const agent = res.body.data
    expect(agent).toMatchObject({
      agentType: 'Business',
      bvn: `${body.bvn.slice(0, 3)}*****${body.bvn.slice(8)}`,
      nin: `${body.nin.slice(0, 3)}*****${body.nin.slice(8)}`,
      tin: '23456789-0001',
      address: { stateId: refs.lagosId, stateName: 'Lagos', zone: 'South West', lga: 'Surulere' },
      location: { latitude: 6.498312, longitude: 3.355184 },
      terminalSerialNumber: body.terminalSerialNumber,
      terminalMaker: 'Topwise',
      dailyCashOutLimit: 120_000_000,
      merchant: { id: refs.merchantId },
      enabled: true,
    })
    expect(agent.terminalId).toMatch(/^[A-Z0-9]{8}$/)
    expect(JSON.stringify(res.body)).not.toContain(body.bvn)
    expect(JSON.stringify(res.body)).not.toContain(body.nin)
    const [row] = await app.handle.db.select().from(agents).where(eq(agents.id, agent.id))
    expect(row).toMatchObject({ bvn: body.bvn, nin: body.nin, stateId: refs.lagosId, dailyCashOutLimit: 120_000_000 })
    const [audit] = await app.handle.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityType, 'Agent'), eq(auditRecords.entityId, String(agent.id))))
    expect(audit?.newData).not.toContain(body.nin)
  })

  it('refuses a wrong BVN or NIN, a limit above ₦1,200,000 and bad coordinates on their fields, storing nothing', async () => {
    const before = await agentCount()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bvn: '2231' }, 'bvn'],
      [{ bvn: '2231234567a' }, 'bvn'],
      [{ nin: '123456789012' }, 'nin'],
      [{ dailyCashOutLimit: 120_000_001 }, 'dailyCashOutLimit'],
      [{ location: { latitude: 51.5, longitude: 3.35 } }, 'location.latitude'],
      [{ location: { latitude: 6.5, longitude: 3.1234567 } }, 'location.longitude'],
      [{ terminalMaker: 'Verifone' }, 'terminalMaker'],
      [{ agentType: 'Cooperative' }, 'agentType'],
      [{ address: { street: '1 Oxford Street', city: 'Accra', stateId: refs.foreignStateId, lga: 'Accra' } }, 'address.stateId'],
    ]
    for (const [override, field] of cases) {
      const res = await create(agentBody(override))
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400)
      expect(fields(res)).toContain(field)
    }
    const over = await create(agentBody({ dailyCashOutLimit: 150_000_000 }))
    expect(over.body.fieldErrors[0]).toMatchObject({ field: 'dailyCashOutLimit' })
    expect(await agentCount()).toBe(before)
  })

  it('keeps an agent with one merchant: a BVN or NIN of another merchant’s agent is refused with 409 naming it', async () => {
    const first = agentBody({ merchantId: refs.otherMerchantId })
    expect((await create(first)).status).toBe(200)
    const before = await agentCount()

    const sameBvn = await create(agentBody({ bvn: first.bvn }))
    expect(sameBvn.status).toBe(409)
    expect(sameBvn.body.fieldErrors).toEqual([{ field: 'bvn', code: 'TAKEN', message: expect.stringContaining(refs.otherMerchantName) }])
    const sameNin = await create(agentBody({ nin: first.nin }))
    expect(sameNin.status).toBe(409)
    expect(fields(sameNin)).toEqual(['nin'])
    expect(sameNin.body.errors[0]).toContain(refs.otherMerchantName)
    expect(await agentCount()).toBe(before)

    // A second outlet of the same person under the same merchant is one principal: allowed.
    const secondOutlet = await create(agentBody({ merchantId: refs.otherMerchantId, bvn: first.bvn, nin: first.nin }))
    expect(secondOutlet.status, JSON.stringify(secondOutlet.body)).toBe(200)
  })

  it('is refused to a user without the permission (403), storing nothing', async () => {
    const before = await agentCount()
    const res = await create(agentBody(), auditor)
    expect(res.status).toBe(403)
    const list = await app.request('GET', `${MER}/Agent?PageSize=1`, { token: auditor })
    expect(list.status).toBe(200)
    const update = await app.request('PUT', `${MER}/Agent?id=${list.body.data[0].id}`, { token: auditor, body: agentBody() })
    expect(update.status).toBe(403)
    expect(await agentCount()).toBe(before)
  })
})

describe('updating an agent', () => {
  let id: number
  let body: ReturnType<typeof agentBody>

  beforeAll(async () => {
    body = agentBody()
    const res = await create(body)
    id = res.body.data.id
  })

  it('changes the record, keeps BVN, NIN and terminal when left out, and moves the zone with the state', async () => {
    const { merchantId: _m, bvn: _b, nin: _n, ...record } = body
    const changes = {
      ...record,
      businessName: 'Ngozi Cash Point Kano',
      address: { street: '12 Niger Street', city: 'Kano', stateId: refs.kanoId, lga: 'Fagge' },
      location: { latitude: 12.01472, longitude: 8.53198 },
      terminalMaker: 'PAX',
      terminalSerialNumber: 'A920-10293847',
      dailyCashOutLimit: 80_000_000,
    }
    const before = await app.request('GET', `${MER}/Agent/${id}`, { token: admin })
    const res = await app.request('PUT', `${MER}/Agent?id=${id}`, { token: admin, body: changes })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.message).toBe('Agent updated')
    expect(res.body.data).toMatchObject({
      businessName: 'Ngozi Cash Point Kano',
      address: { stateName: 'Kano', zone: 'North West' },
      location: { latitude: 12.01472, longitude: 8.53198 },
      terminalMaker: 'PAX',
      dailyCashOutLimit: 80_000_000,
      bvn: before.body.data.bvn,
      nin: before.body.data.nin,
      terminalId: before.body.data.terminalId,
    })
    const [audit] = await app.handle.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityType, 'Agent'), eq(auditRecords.eventType, 'Update'), eq(auditRecords.entityId, String(id))))
    expect(audit?.oldData).toContain('Surulere')
    expect(audit?.newData).toContain('Fagge')
  })

  it('refuses moving the agent to another merchant (409 on merchantId) and a limit above the cap (400), changing nothing', async () => {
    const { merchantId: _m, bvn: _b, nin: _n, ...record } = body
    const [before] = await app.handle.db.select().from(agents).where(eq(agents.id, id))
    const moved = await app.request('PUT', `${MER}/Agent?id=${id}`, { token: admin, body: { ...record, merchantId: refs.otherMerchantId } })
    expect(moved.status).toBe(409)
    expect(fields(moved)).toEqual(['merchantId'])
    const over = await app.request('PUT', `${MER}/Agent?id=${id}`, { token: admin, body: { ...record, dailyCashOutLimit: 130_000_000 } })
    expect(over.status).toBe(400)
    expect(fields(over)).toContain('dailyCashOutLimit')
    const badNin = await app.request('PUT', `${MER}/Agent?id=${id}`, { token: admin, body: { ...record, nin: '12345' } })
    expect(badNin.status).toBe(400)
    expect(fields(badNin)).toContain('nin')
    const [after] = await app.handle.db.select().from(agents).where(eq(agents.id, id))
    expect(after).toEqual(before)
    expect((await app.request('PUT', `${MER}/Agent?id=999999`, { token: admin, body: record })).status).toBe(404)
  })
})

describe('reading agents', () => {
  it("shows today's cash-out: successful cash withdrawals since midnight in Lagos", async () => {
    const res = await create(agentBody())
    const agent = res.body.data
    const db = app.handle.db
    const [withdrawal] = await db.select().from(products).where(eq(products.category, 'CashWithdrawal')).limit(1)
    const [deposit] = await db.select().from(products).where(eq(products.category, 'CashDeposit')).limit(1)
    if (!withdrawal || !deposit) throw new Error('products missing')
    const now = Date.now()
    const base = {
      channel: 'POS',
      fee: 10000,
      agentCommission: 5000,
      superAgentCommission: 3000,
      platformCommission: 2000,
      superAgentId: agent.superAgent.id,
      merchantId: agent.merchant.id,
      agentId: agent.id,
      debitAccountNumber: '0123456789',
      creditAccountNumber: '9876543210',
      destinationBankCode: '058',
      narration: 'Cash withdrawal',
      responseCode: '00',
    }
    const rows = [
      { status: 'Successful', productId: withdrawal.id, amount: 2_000_000, createdAt: new Date(now - 60_000) },
      { status: 'Successful', productId: withdrawal.id, amount: 500_000, createdAt: new Date(now - 30_000) },
      { status: 'Failed', productId: withdrawal.id, amount: 9_000_000, createdAt: new Date(now - 20_000) },
      { status: 'Successful', productId: deposit.id, amount: 7_000_000, createdAt: new Date(now - 10_000) },
      { status: 'Successful', productId: withdrawal.id, amount: 3_000_000, createdAt: new Date(now - 3 * 86_400_000) },
    ]
    await db.insert(transactions).values(rows.map((r, i) => ({ ...base, ...r, reference: `TEST-CASHOUT-${agent.id}-${i}` })))
    const got = await app.request('GET', `${MER}/Agent/${agent.id}`, { token: admin })
    expect(got.status).toBe(200)
    expect(got.body.data).toMatchObject({ id: agent.id, cashOutToday: 2_500_000, dailyCashOutLimit: 50_000_000 })
    expect((await app.request('GET', `${MER}/Agent/999999`, { token: admin })).status).toBe(404)
  })

  it('lists with the merchant, super agent, state, status, enabled and name filters', async () => {
    const byMerchant = await app.request('GET', `${MER}/Agent?MerchantId=${refs.otherMerchantId}&PageSize=500`, { token: admin })
    expect(byMerchant.status).toBe(200)
    expect(byMerchant.body.totalRecords).toBeGreaterThanOrEqual(2)
    for (const a of byMerchant.body.data) expect(a.merchant.id).toBe(refs.otherMerchantId)

    const byState = await app.request('GET', `${MER}/Agent?StateId=${refs.kanoId}&PageSize=500`, { token: admin })
    expect(byState.body.totalRecords).toBeGreaterThan(0)
    for (const a of byState.body.data) expect(a.address).toMatchObject({ stateId: refs.kanoId, zone: 'North West' })
    const [kanoRows] = await app.handle.db
      .select({ n: count() })
      .from(agents)
      .where(and(eq(agents.stateId, refs.kanoId), ne(agents.status, 'Deleted')))
    expect(byState.body.totalRecords).toBe(kanoRows?.n)

    const superAgentId = byMerchant.body.data[0].superAgent.id
    const bySuperAgent = await app.request('GET', `${MER}/Agent?SuperAgentId=${superAgentId}&PageSize=20`, { token: admin })
    for (const a of bySuperAgent.body.data) expect(a.superAgent.id).toBe(superAgentId)

    const byName = await app.request('GET', `${MER}/Agent?Name=ngozi%20CASH&MerchantId=${refs.merchantId}`, { token: admin })
    expect(byName.body.totalRecords).toBeGreaterThanOrEqual(2)
    for (const a of byName.body.data) expect(a.businessName.toLowerCase()).toContain('ngozi cash')

    const disabled = await app.request('GET', `${MER}/Agent?Enabled=false&PageSize=100`, { token: admin })
    for (const a of disabled.body.data) expect(a.enabled).toBe(false)
    const inactive = await app.request('GET', `${MER}/Agent?Status=Inactive&PageSize=100`, { token: admin })
    for (const a of inactive.body.data) expect(a.status).toBe('Inactive')

    const page = await app.request('GET', `${MER}/Agent?PageSize=10`, { token: admin })
    const dates = page.body.data.map((a: { createdAt: string }) => a.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    for (const a of page.body.data) expect(a.location === null || (a.location.latitude >= 4.2 && a.location.latitude <= 13.9)).toBe(true)
  })

  it('seeds every agent with coordinates near its place, a NIN and a limit under the cap', async () => {
    const seeded = await app.handle.db.select().from(agents)
    const withTerminalDetails = seeded.filter((a) => a.terminalSerialNumber && a.terminalMaker).length
    expect(withTerminalDetails / seeded.length).toBeGreaterThan(0.6)
    for (const a of seeded) {
      expect(a.latitude).toBeGreaterThanOrEqual(4.2)
      expect(a.latitude).toBeLessThanOrEqual(13.9)
      expect(a.longitude).toBeGreaterThanOrEqual(2.7)
      expect(a.longitude).toBeLessThanOrEqual(14.7)
      expect(a.nin).toMatch(/^[0-9]{11}$/)
      expect(a.dailyCashOutLimit).toBeLessThanOrEqual(120_000_000)
      expect(a.stateId).not.toBeNull()
    }
    // Lagos outlets lie in Lagos, Kano ones in Kano (rough boxes around the states).
    for (const a of seeded.filter((s) => s.stateId === refs.lagosId)) expect([a.latitude! > 6.3 && a.latitude! < 6.75, a.longitude! > 2.7 && a.longitude! < 4.4]).toEqual([true, true])
    for (const a of seeded.filter((s) => s.stateId === refs.kanoId)) expect([a.latitude! > 10.5 && a.latitude! < 12.7, a.longitude! > 7.6 && a.longitude! < 9.5]).toEqual([true, true])
  })
})
