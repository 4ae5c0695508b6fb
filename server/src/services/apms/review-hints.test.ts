// The reuse and NUBAN hints that submission checks leave to the checker: a value taken by another
// record after the request was made, or one the platform accepts beside another (a second outlet
// of the same merchant), and a request stored before the NUBAN check existed.
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { agents, approvalRequests, countries, merchants, permissions, states, users } from '../../db/schema.ts'
import { createTestApp, type TestApp } from '../../testing.ts'

let app: TestApp
const tokens: Record<string, string> = {}
const refs = { lagosId: 0, merchantId: 0 }

type Hint = { code: string; severity: string; values: Record<string, string | number>; entity: { type: string; id: number; name: string } | null }

async function hints(id: number): Promise<Hint[]> {
  const response = await app.request('GET', `/apms/api/v1/Approval/${id}`, { token: tokens.checker })
  expect(response.status).toBe(200)
  return response.body.data.hints as Hint[]
}

async function sent(body: unknown): Promise<number> {
  const response = await app.request('POST', '/mer/api/v1/Agent/create', { token: tokens.maker, body })
  expect(response.status, JSON.stringify(response.body)).toBe(202)
  return response.body.data.approvalRequestId as number
}

let serial = 0
function agentBody(overrides: Record<string, unknown> = {}) {
  serial += 1
  const n = String(serial).padStart(4, '0')
  return {
    merchantId: refs.merchantId,
    firstName: 'Femi',
    lastName: 'Ojo',
    businessName: `Femi Hints Point ${n}`,
    agentType: 'Individual',
    phoneNumber: `+234918700${n}`,
    email: null,
    bvn: `2297766${n}`,
    nin: `7107766${n}`,
    tin: null,
    address: { street: '3 Ojuelegba Road', city: 'Surulere', stateId: refs.lagosId, lga: 'Surulere' },
    location: { latitude: 6.50874, longitude: 3.36532 },
    terminalSerialNumber: `TPS900-6612${n}`,
    terminalMaker: 'Topwise',
    dailyCashOutLimit: 50_000_000,
    ...overrides,
  }
}

beforeAll(async () => {
  app = await createTestApp({ seed: { approvals: undefined } })
  for (const user of ['maker', 'checker']) tokens[user] = await app.login(user)
  const db = app.handle.db
  const [lagos] = await db.select({ id: states.id }).from(states).innerJoin(countries, eq(countries.id, states.countryId)).where(and(eq(countries.isoCode, 'NG'), eq(states.code, 'LA')))
  refs.lagosId = lagos!.id
  const [open] = await db.select({ id: merchants.id }).from(merchants).where(and(eq(merchants.status, 'Active'), eq(merchants.enabled, true))).orderBy(asc(merchants.id)).limit(1)
  refs.merchantId = open!.id
})

afterAll(() => app?.close())

describe('values another record holds', () => {
  it("flags a NIN another outlet of the same merchant holds (the platform allows it), with that agent", async () => {
    const [holder] = await app.handle.db.select({ id: agents.id, nin: agents.nin }).from(agents).where(and(eq(agents.merchantId, refs.merchantId), ne(agents.status, 'Deleted'), sql`${agents.nin} is not null`)).limit(1)
    const found = (await hints(await sent(agentBody({ nin: holder!.nin })))).find((h) => h.code === 'NinUsedElsewhere')
    expect(found).toMatchObject({ severity: 'danger', entity: { type: 'Agent', id: holder!.id } })
  })

  it("flags a phone number that is a staff member's", async () => {
    const [user] = await app.handle.db.select({ id: users.id, phone: users.phoneNumber }).from(users).where(eq(users.username, 'auditor'))
    const found = (await hints(await sent(agentBody({ phoneNumber: user!.phone })))).find((h) => h.code === 'PhoneUsedElsewhere')
    expect(found).toMatchObject({ severity: 'warning', values: { value: user!.phone }, entity: { type: 'User', id: user!.id } })
  })

  it('flags a terminal given to another agent after the request was made, and nothing before', async () => {
    const terminalId = 'HNT00001'
    const id = await sent(agentBody({ terminalId }))
    expect((await hints(id)).map((h) => h.code)).not.toContain('TerminalUsedElsewhere')
    const [other] = await app.handle.db.select({ id: agents.id }).from(agents).where(and(ne(agents.merchantId, refs.merchantId), ne(agents.status, 'Deleted'))).limit(1)
    await app.handle.db.update(agents).set({ terminalId }).where(eq(agents.id, other!.id))
    expect((await hints(id)).find((h) => h.code === 'TerminalUsedElsewhere')).toMatchObject({ severity: 'danger', values: { value: terminalId }, entity: { type: 'Agent', id: other!.id } })
  })
})

describe('a settlement account stored before the NUBAN check', () => {
  it('is flagged as not a valid NUBAN for its bank', async () => {
    const [permission] = await app.handle.db.select({ id: permissions.id }).from(permissions).where(and(eq(permissions.groupName, 'Merchant'), eq(permissions.shortName, 'Create Merchant')))
    const [maker] = await app.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'maker'))
    const settlement = { accountNumber: '0123456789', bankCode: '011', accountName: 'OLD REQUEST STORES' }
    const [stored] = await app.handle.db
      .insert(approvalRequests)
      .values({
        permissionId: permission!.id,
        operationId: 'createMerchant',
        input: { path: {}, query: {}, body: { businessName: 'Old Request Stores', settlement } },
        entityType: 'Merchant',
        entityName: 'Old Request Stores',
        summary: 'Onboard merchant Old Request Stores',
        afterData: JSON.stringify({ businessName: 'Old Request Stores', settlement }),
        changedFields: [],
        makerId: maker!.id,
        makerUsername: 'maker',
        makerFullName: 'Emeka Nwosu',
      })
      .returning({ id: approvalRequests.id })
    const found = await hints(stored!.id)
    expect(found.find((h) => h.code === 'NubanInvalid')).toMatchObject({ severity: 'danger', values: { accountNumber: '0123456789', bankName: 'First Bank of Nigeria' } })
    // Name enquiry is not asked for a number that cannot exist.
    expect(found.map((h) => h.code)).not.toContain('AccountNotFound')
  })
})
