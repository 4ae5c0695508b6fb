// Merchants, agents, fee schemes, commission groups and enums through HTTP, on a seeded in-memory platform.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  agents,
  approvalConfigs,
  approvalRequests,
  auditRecords,
  commissionGroups,
  countries,
  documentTypes,
  feeSchemes,
  industries,
  merchantDocuments,
  merchants,
  permissions,
  productGroups,
  products,
  states,
  superAgents,
  users,
} from '../../db/schema.ts'
import { loadOperations } from '../../platform/contracts.ts'
import { compile, createAjv, describeErrors } from '../../platform/json-schema.ts'
import { createTestApp, type TestApp } from '../../testing.ts'
import { computeFee, type FeeRuleShape } from '../../../../src/lib/fees.ts'
import { nubanCheckDigit } from '../../../../src/lib/nuban.ts'

const MER = '/mer/api/v1'
const PDF = 'JVBERi0xLjcKJeLjz9MKMSAwIG9iago8PC9UeXBlL0NhdGFsb2c+PgplbmRvYmoKdHJhaWxlcgo8PC9Sb290IDEgMCBSPj4KJSVFT0YK'
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

let app: TestApp
let admin: string
let maker: string
let checker: string
let support: string

const refs = {
  industryId: 0,
  countryId: 0,
  stateId: 0,
  otherCountryStateId: 0 as number | null,
  superAgentId: 0,
  productGroupId: 0,
  feeSchemeId: 0,
  inactiveFeeSchemeId: 0 as number | null,
  commissionGroupId: 0,
  documentTypeIds: [] as number[],
  productIds: [] as number[],
}

async function rowCount(table: typeof merchants | typeof agents | typeof feeSchemes | typeof commissionGroups | typeof approvalRequests | typeof merchantDocuments) {
  const [row] = await app.handle.db.select({ n: count() }).from(table)
  return row?.n ?? 0
}

async function merchantNamed(name: string) {
  const [row] = await app.handle.db
    .select()
    .from(merchants)
    .where(sql`lower(${merchants.businessName}) = lower(${name})`)
  return row ?? null
}

/** Applies these actions at once (no maker-checker), for the tests of the direct path. */
async function withoutMakerChecker(group: string, actions: string[]) {
  const ids = (
    await app.handle.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(and(eq(permissions.groupName, group), inArray(permissions.shortName, actions)))
  ).map((r) => r.id)
  if (ids.length) await app.handle.db.delete(approvalConfigs).where(inArray(approvalConfigs.permissionId, ids))
}

async function approve(approvalRequestId: number) {
  const res = await app.request('PUT', `/apms/api/v1/Approval/Approve?id=${approvalRequestId}`, { token: checker })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res
}

let serial = 0
function merchantBody(overrides: Record<string, unknown> = {}) {
  serial += 1
  const n = String(serial).padStart(4, '0')
  return {
    businessName: `Adaeze Provisions Test ${n}`,
    businessType: 'SoleProprietorship',
    industryId: refs.industryId,
    rcNumber: `BN77${n}`,
    tin: null,
    emailAddress1: `adaeze.test${n}@example.ng`,
    emailAddress2: null,
    phoneNumber1: `+234919000${n}`,
    phoneNumber2: null,
    address: { street: `${serial} Ogui Road`, city: 'Enugu', stateId: refs.stateId, countryId: refs.countryId, lga: 'Enugu North' },
    superAgentId: refs.superAgentId,
    personnel: { username: `adaeze.test${n}`, firstName: 'Adaeze', lastName: 'Nwankwo', email: `owner.test${n}@example.ng`, phoneNumber: `+234919000${n}`, bvn: `2215487${n}` },
    settlement: { accountNumber: `01234${n}` + nubanCheckDigit('058', `01234${n}`), bankCode: '058', accountName: 'ADAEZE PROVISIONS' },
    configuration: {
      productGroupId: refs.productGroupId,
      feeSchemeId: refs.feeSchemeId,
      commissionGroupId: refs.commissionGroupId,
      dailyTransactionLimit: 500_000_000,
      singleTransactionLimit: 20_000_000,
    },
    // The seed's required documents: CAC certificate and the personnel's valid ID.
    documents: [
      { documentTypeId: refs.documentTypeIds[0], fileName: 'cac-certificate.pdf', contentType: 'application/pdf', contentBase64: PDF },
      { documentTypeId: refs.documentTypeIds[2], fileName: 'nin-slip.png', contentType: 'image/png', contentBase64: PNG },
    ],
    ...overrides,
  }
}

/** Onboards a merchant the way the seed configures it: maker submits, checker approves. */
async function createMerchant(overrides: Record<string, unknown> = {}) {
  const body = merchantBody(overrides)
  const made = await app.request('POST', `${MER}/Merchant/create`, { token: maker, body })
  expect(made.status, JSON.stringify(made.body)).toBe(202)
  await approve(made.body.data.approvalRequestId)
  const row = await merchantNamed(body.businessName)
  if (!row) throw new Error('merchant not created on approval')
  return { id: row.id, body }
}

let agentSerial = 0
function agentBody(merchantId: number, overrides: Record<string, unknown> = {}) {
  agentSerial += 1
  const n = String(agentSerial).padStart(4, '0')
  return {
    merchantId,
    firstName: 'Emeka',
    lastName: 'Okonkwo',
    businessName: `Emeka POS Hub ${n}`,
    phoneNumber: `+234918000${n}`,
    email: null,
    bvn: `2238765${n}`,
    nin: `7012345${n}`,
    agentType: 'Individual',
    location: { latitude: 6.50874, longitude: 3.36532 },
    dailyCashOutLimit: 50_000_000,
    address: { street: '3 Ojuelegba Road', city: 'Surulere', stateId: refs.stateId, lga: 'Surulere' },
    ...overrides,
  }
}

beforeAll(async () => {
  app = await createTestApp()
  ;[admin, maker, checker, support] = await Promise.all([app.login('admin'), app.login('maker'), app.login('checker'), app.login('support')])
  const db = app.handle.db
  const [nigeria] = await db.select().from(countries).where(eq(countries.isoCode, 'NG'))
  if (!nigeria) throw new Error('no Nigeria in the seed')
  const [state] = await db.select().from(states).where(eq(states.countryId, nigeria.id)).orderBy(asc(states.id)).limit(1)
  const [foreign] = await db.select().from(states).where(ne(states.countryId, nigeria.id)).limit(1)
  const [industry] = await db.select().from(industries).orderBy(asc(industries.id)).limit(1)
  const [superAgent] = await db.select().from(superAgents).where(eq(superAgents.status, 'Active')).limit(1)
  const [group] = await db.select().from(productGroups).where(eq(productGroups.status, 'Active')).limit(1)
  const [fee] = await db.select().from(feeSchemes).where(eq(feeSchemes.status, 'Active')).limit(1)
  const [inactiveFee] = await db.select().from(feeSchemes).where(eq(feeSchemes.status, 'Inactive')).limit(1)
  const [commission] = await db.select().from(commissionGroups).where(eq(commissionGroups.status, 'Active')).limit(1)
  if (!state || !industry || !superAgent || !group || !fee || !commission) throw new Error('reference data missing from the seed')
  Object.assign(refs, {
    industryId: industry.id,
    countryId: nigeria.id,
    stateId: state.id,
    otherCountryStateId: foreign?.id ?? null,
    superAgentId: superAgent.id,
    productGroupId: group.id,
    feeSchemeId: fee.id,
    inactiveFeeSchemeId: inactiveFee?.id ?? null,
    commissionGroupId: commission.id,
    documentTypeIds: (await db.select({ id: documentTypes.id }).from(documentTypes).orderBy(asc(documentTypes.id))).map((r) => r.id),
    productIds: (await db.select({ id: products.id }).from(products).where(eq(products.status, 'Active')).orderBy(asc(products.id))).map((r) => r.id),
  })
})

afterAll(async () => {
  await app?.close()
})

describe('reference data', () => {
  it('lists industries and document types to any signed-in user', async () => {
    const industriesRes = await app.request('GET', `${MER}/Enum/getIndustries`, { token: support })
    expect(industriesRes.status).toBe(200)
    expect(industriesRes.body.data.length).toBeGreaterThan(0)
    expect(industriesRes.body.data[0]).toEqual({ id: refs.industryId, name: expect.any(String) })
    const typesRes = await app.request('GET', `${MER}/Enum/getDocumentTypes`, { token: support })
    expect(typesRes.status).toBe(200)
    expect(typesRes.body.data.map((t: { id: number }) => t.id)).toEqual(refs.documentTypeIds)
    expect(typesRes.body.data.some((t: { required: boolean }) => t.required)).toBe(true)
    expect((await app.request('GET', `${MER}/Enum/getIndustries`)).status).toBe(401)
  })
})

describe('settlement banks', () => {
  it('lists the banks by CBN code, sorted by name, to any signed-in user', async () => {
    const res = await app.request('GET', `${MER}/Enum/getBanks`, { token: support })
    expect(res.status).toBe(200)
    const names = res.body.data.map((bank: { name: string }) => bank.name)
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')))
    expect(res.body.data).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' })
  })
})

describe('merchant lists', () => {
  it('pages newest first, with PageNumber 0 as the first page', async () => {
    const first = await app.request('GET', `${MER}/Merchant?PageNumber=1&PageSize=5`, { token: admin })
    expect(first.status).toBe(200)
    expect(first.body.data).toHaveLength(5)
    expect(first.body.totalRecords).toBeGreaterThanOrEqual(5)
    const dates = first.body.data.map((m: { createdAt: string }) => m.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    const zero = await app.request('GET', `${MER}/Merchant?PageNumber=0&PageSize=5`, { token: admin })
    expect(zero.body.data.map((m: { id: number }) => m.id)).toEqual(first.body.data.map((m: { id: number }) => m.id))
    const asc = await app.request('GET', `${MER}/Merchant?SortOrder=asc&PageSize=5`, { token: admin })
    const ascDates = asc.body.data.map((m: { createdAt: string }) => m.createdAt)
    expect([...ascDates].sort()).toEqual(ascDates)
    const row = first.body.data[0]
    expect(row).toMatchObject({ superAgent: { id: expect.any(Number), name: expect.any(String), code: expect.any(String) }, industry: { id: expect.any(Number) }, agentCount: expect.any(Number) })
  })

  it('filters on part of the business name, any case, and on status', async () => {
    const some = await app.request('GET', `${MER}/Merchant?PageSize=1`, { token: admin })
    const name: string = some.body.data[0].businessName
    const part = name.slice(2, 8).toUpperCase()
    const res = await app.request('GET', `${MER}/Merchant?BusinessName=${encodeURIComponent(part)}`, { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.data.length).toBeGreaterThan(0)
    for (const m of res.body.data) expect(m.businessName.toLowerCase()).toContain(part.toLowerCase())
    const none = await app.request('GET', `${MER}/Merchant?BusinessName=${encodeURIComponent('%_no such merchant')}`, { token: admin })
    expect(none.body.data).toEqual([])
    const active = await app.request('GET', `${MER}/Merchant?Status=Active&PageSize=500`, { token: admin })
    for (const m of active.body.data) expect(m.status).toBe('Active')
    expect((await app.request('GET', `${MER}/Merchant?Status=Gone`, { token: admin })).status).toBe(400)
    const forbidden = await app.request('DELETE', `${MER}/Merchant/${some.body.data[0].id}`, { token: support })
    expect(forbidden.status).toBe(403)
    expect(forbidden.body.errors[0]).toContain('Merchant / Delete Merchant')
  })

  it('lists the merchants of a super agent, 404 for an unknown one', async () => {
    const res = await app.request('GET', `${MER}/Merchant/superagent/${refs.superAgentId}`, { token: admin })
    expect(res.status).toBe(200)
    for (const m of res.body.data) expect(m.superAgent.id).toBe(refs.superAgentId)
    const [db] = await app.handle.db
      .select({ n: count() })
      .from(merchants)
      .where(and(eq(merchants.superAgentId, refs.superAgentId), ne(merchants.status, 'Deleted')))
    expect(res.body.data).toHaveLength(db?.n ?? -1)
    const unknown = await app.request('GET', `${MER}/Merchant/superagent/999999`, { token: admin })
    expect(unknown.status).toBe(404)
    expect(unknown.body.errors[0]).toContain('999999')
  })

  it('says on every answer that the list of a super agent is deprecated, and when it may go (and nothing on the list that replaces it)', async () => {
    for (const id of [refs.superAgentId, 999999]) {
      const res = await app.request('GET', `${MER}/Merchant/superagent/${id}`, { token: admin })
      expect(res.headers.get('deprecation')).toBe(`@${Date.parse('2026-11-28T00:00:00Z') / 1000}`)
      expect(res.headers.get('sunset')).toBe('Mon, 31 May 2027 00:00:00 GMT')
      expect(res.headers.get('link')).toBe('</api/CHANGELOG.md>; rel="deprecation"; type="text/markdown"')
    }
    const successor = await app.request('GET', `${MER}/Merchant?SuperAgentId=${refs.superAgentId}`, { token: admin })
    expect(successor.status).toBe(200)
    expect(successor.headers.get('deprecation')).toBeNull()
    expect(successor.headers.get('sunset')).toBeNull()
  })
})

describe('merchant onboarding', () => {
  it('validateMerchant reports taken values without failing', async () => {
    const [taken] = await app.handle.db.select().from(merchants).limit(1)
    if (!taken) throw new Error('no seeded merchant')
    const q = new URLSearchParams({ BusinessName: taken.businessName.toUpperCase(), EmailAddress: taken.emailAddress1, PersonnelUsername: taken.personnelUsername })
    const res = await app.request('GET', `${MER}/Merchant/validate?${q}`, { token: maker })
    expect(res.status).toBe(200)
    expect(res.body.data.valid).toBe(false)
    expect(res.body.data.conflicts.map((c: { field: string }) => c.field).sort()).toEqual(['BusinessName', 'EmailAddress', 'PersonnelUsername'])
    const free = await app.request('GET', `${MER}/Merchant/validate?BusinessName=Nobody+Trading+Xyz&PhoneNumber=%2B2349199999999`, { token: maker })
    expect(free.body.data).toEqual({ valid: true, conflicts: [] })
    const bad = await app.request('GET', `${MER}/Merchant/validate?PhoneNumber=08031234567`, { token: maker })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0]).toContain('PhoneNumber')
  })

  it('validateMerchant and the onboarding name every holder: a staff user, an agent, a pending onboarding', async () => {
    const [staff] = await app.handle.db.select({ email: users.email, phone: users.phoneNumber }).from(users).where(eq(users.clientType, 'Admin')).limit(1)
    const [agent] = await app.handle.db.select({ phone: agents.phoneNumber, code: agents.code }).from(agents).where(ne(agents.status, 'Deleted')).limit(1)
    if (!staff || !agent) throw new Error('no seeded staff user or agent')
    const byStaff = await app.request('GET', `${MER}/Merchant/validate?${new URLSearchParams({ EmailAddress: staff.email.toUpperCase() })}`, { token: maker })
    expect(byStaff.status).toBe(200)
    expect(byStaff.body.data.conflicts).toEqual([
      { field: 'EmailAddress', message: expect.stringContaining('already used by a staff user'), holder: { kind: 'StaffUser', name: null, approvalRequestId: null } },
    ])
    const byAgent = await app.request('GET', `${MER}/Merchant/validate?${new URLSearchParams({ PhoneNumber: agent.phone })}`, { token: maker })
    expect(byAgent.body.data.conflicts[0]).toMatchObject({ field: 'PhoneNumber', holder: { kind: 'Agent', name: expect.stringContaining(agent.code) } })

    const pending = merchantBody()
    const made = await app.request('POST', `${MER}/Merchant/create`, { token: maker, body: pending })
    expect(made.status, JSON.stringify(made.body)).toBe(202)
    const requestId = made.body.data.approvalRequestId as number
    const q = new URLSearchParams({ BusinessName: pending.businessName, EmailAddress: pending.personnel.email })
    const claimed = await app.request('GET', `${MER}/Merchant/validate?${q}`, { token: maker })
    expect(claimed.body.data.valid).toBe(false)
    expect(claimed.body.data.conflicts).toEqual([
      {
        field: 'BusinessName',
        message: `Pending request #${requestId} already onboards a merchant named ${pending.businessName}`,
        holder: { kind: 'PendingRequest', name: pending.businessName, approvalRequestId: requestId },
      },
      { field: 'EmailAddress', message: expect.stringContaining(`pending request #${requestId}`), holder: { kind: 'PendingRequest', name: pending.businessName, approvalRequestId: requestId } },
    ])
    // A second onboarding with the pending one's e-mail is refused, naming the request; the pending one is approved (it does not clash with itself).
    const second = await app.request('POST', `${MER}/Merchant/create`, { token: maker, body: merchantBody({ emailAddress1: pending.emailAddress1 }) })
    expect(second.status).toBe(409)
    expect(second.body.code).toBe('IDENTITY_IN_USE')
    expect(second.body.errors).toContain(`emailAddress1: The e-mail address ${pending.emailAddress1} is already used by pending request #${requestId} (${pending.businessName})`)
    await approve(requestId)
    const staffEmail = await app.request('POST', `${MER}/Merchant/create`, { token: maker, body: merchantBody({ emailAddress1: staff.email }) })
    expect(staffEmail.status).toBe(409)
    expect(staffEmail.body.errors).toContain(`emailAddress1: The e-mail address ${staff.email} is already used by a staff user`)
  })

  it('under maker-checker: the maker gets 202 and nothing is applied until a checker approves', async () => {
    const body = merchantBody({
      documents: [
        { documentTypeId: refs.documentTypeIds[0], fileName: 'cac.pdf', contentType: 'application/pdf', contentBase64: PDF },
        { documentTypeId: refs.documentTypeIds[2], fileName: 'nin-slip.png', contentType: 'image/png', contentBase64: PNG },
      ],
    })
    const before = await rowCount(merchants)
    const made = await app.request('POST', `${MER}/Merchant/create`, { token: maker, body })
    expect(made.status, JSON.stringify(made.body)).toBe(202)
    expect(made.body.data).toEqual({ approvalRequestId: expect.any(Number), status: 'Pending' })
    expect(await rowCount(merchants)).toBe(before)
    expect(await merchantNamed(body.businessName)).toBeNull()

    const [request] = await app.handle.db.select().from(approvalRequests).where(eq(approvalRequests.id, made.body.data.approvalRequestId))
    expect(request?.operationId).toBe('createMerchant')
    expect(request?.afterData).not.toContain(body.personnel.bvn)
    expect(request?.afterData).not.toContain(PDF)
    // The checker reads names, not ids.
    const after = JSON.parse(request?.afterData ?? '{}')
    expect(after).not.toHaveProperty('industryId')
    expect(after).toMatchObject({
      industry: { name: expect.any(String) },
      address: { stateName: expect.any(String) },
      settlement: { bankName: 'Guaranty Trust Bank' },
      configuration: { feeScheme: { id: refs.feeSchemeId } },
    })

    const own = await app.request('PUT', `/apms/api/v1/Approval/Approve?id=${made.body.data.approvalRequestId}`, { token: maker })
    expect(own.status).toBe(403)
    expect(await merchantNamed(body.businessName)).toBeNull()

    await approve(made.body.data.approvalRequestId)
    const row = await merchantNamed(body.businessName)
    expect(row).not.toBeNull()
    expect(row?.createdBy).toBe('maker')
    const got = await app.request('GET', `${MER}/Merchant/${row?.id}`, { token: admin })
    expect(got.status).toBe(200)
    expect(got.body.data).toMatchObject({
      businessName: body.businessName,
      status: 'Active',
      enabled: true,
      agentCount: 0,
      username: body.personnel.username,
      personnel: { bvn: `${body.personnel.bvn.slice(0, 3)}*****${body.personnel.bvn.slice(8)}` },
      settlement: { bankCode: '058', bankName: 'Guaranty Trust Bank' },
      address: { stateId: refs.stateId, countryId: refs.countryId, stateName: expect.any(String), countryName: expect.any(String) },
      configuration: { feeScheme: { id: refs.feeSchemeId }, dailyTransactionLimit: 500_000_000, singleTransactionLimit: 20_000_000 },
    })
    const docs = await app.request('GET', `${MER}/Merchant/documents/${row?.id}`, { token: admin })
    expect(docs.body.data).toHaveLength(2)
    expect(docs.body.data[0]).toMatchObject({ fileName: 'cac.pdf', contentType: 'application/pdf', sizeBytes: Buffer.from(PDF, 'base64').length, uploadedBy: 'maker' })
    const audits = await app.handle.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityType, 'Merchant'), eq(auditRecords.eventType, 'Create'), eq(auditRecords.entityId, String(row?.id))))
    expect(audits).toHaveLength(1)
    expect(audits[0]?.username).toBe('maker')
    expect(audits[0]?.newData).toContain(body.businessName)
    expect(audits[0]?.newData).not.toContain(body.personnel.bvn)

    // The personnel became a Merchant user with the personnel role, and chooses a password through the outbox link.
    const [personnel] = await app.handle.db.select().from(users).where(eq(users.username, body.personnel.username))
    expect(personnel).toMatchObject({ clientType: 'Merchant', status: 'Active', passwordHash: null, email: body.personnel.email })
    const read = await app.request('GET', `/ums/api/v1/User/${personnel?.id}`, { token: admin })
    expect(read.body.data.roles.map((role: { name: string }) => role.name)).toEqual(['Merchant Owner'])
    const token = await app.lastNotification(body.personnel.username)
    const chosen = await app.request('POST', '/ums/api/v1/Authentication/changepassword-with-token', {
      body: { token, newPassword: 'Kano#Stores2026', confirmPassword: 'Kano#Stores2026' },
    })
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200)
    const signedIn = await app.request('POST', '/ums/api/v1/Authentication/login', { body: { username: body.personnel.username, password: 'Kano#Stores2026' } })
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
    expect(signedIn.body.data.accessToken).toEqual(expect.any(String))
  })

  it('refuses an onboarding without a required document (400 on documents naming it) and stores nothing', async () => {
    const before = await rowCount(merchants)
    const res = await app.request('POST', `${MER}/Merchant/create`, {
      token: maker,
      body: merchantBody({ documents: [{ documentTypeId: refs.documentTypeIds[0], fileName: 'cac.pdf', contentType: 'application/pdf', contentBase64: PDF }] }),
    })
    expect(res.status).toBe(400)
    expect(res.body.fieldErrors).toEqual([{ field: 'documents', code: 'REQUIRED', message: 'Valid ID is required' }])
    expect(await rowCount(merchants)).toBe(before)
  })

  it('refuses a personnel e-mail that another user has (409 on personnel.email) and stores nothing', async () => {
    const [existing] = await app.handle.db.select({ email: users.email }).from(users).where(eq(users.username, 'checker'))
    const body = merchantBody()
    const before = await rowCount(merchants)
    const res = await app.request('POST', `${MER}/Merchant/create`, { token: maker, body: { ...body, personnel: { ...body.personnel, email: existing!.email.toUpperCase() } } })
    expect(res.status).toBe(409)
    expect(res.body.fieldErrors).toEqual([expect.objectContaining({ field: 'personnel.email' })])
    expect(await rowCount(merchants)).toBe(before)
  })

  it('refuses a body that breaks the contract with 400 naming the field, and stores nothing', async () => {
    const merchantsBefore = await rowCount(merchants)
    const requestsBefore = await rowCount(approvalRequests)
    const short = await app.request('POST', `${MER}/Merchant/create`, { token: maker, body: merchantBody({ businessName: 'X' }) })
    expect(short.status).toBe(400)
    expect(short.body.errors.join(' ')).toContain('businessName')
    const { personnel: _personnel, ...withoutPersonnel } = merchantBody()
    const missing = await app.request('POST', `${MER}/Merchant/create`, { token: maker, body: withoutPersonnel })
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toContain('personnel: is required')
    const extra = await app.request('POST', `${MER}/Merchant/create`, { token: maker, body: { ...merchantBody(), status: 'Active' } })
    expect(extra.status).toBe(400)
    expect(extra.body.errors.join(' ')).toContain('status')
    expect(await rowCount(merchants)).toBe(merchantsBefore)
    expect(await rowCount(approvalRequests)).toBe(requestsBefore)
  })

  it('refuses business-rule violations with 400 or 409 before anything is stored', async () => {
    const merchantsBefore = await rowCount(merchants)
    const requestsBefore = await rowCount(approvalRequests)
    const base = merchantBody()
    const expectRefused = async (body: unknown, status: number, fragment: string) => {
      const res = await app.request('POST', `${MER}/Merchant/create`, { token: maker, body })
      expect(res.status, JSON.stringify(res.body)).toBe(status)
      expect(res.body.errors.join(' | ')).toContain(fragment)
      // The field the message names is also in fieldErrors, by the same dotted path.
      const field = /^([\w.]+)(?::|$)/.exec(fragment)?.[1]
      if (field) expect(res.body.fieldErrors.map((e: { field: string }) => e.field)).toContain(field)
    }
    await expectRefused({ ...base, configuration: { ...base.configuration, singleTransactionLimit: 600_000_000 } }, 400, 'configuration.singleTransactionLimit')
    if (refs.inactiveFeeSchemeId) await expectRefused({ ...base, configuration: { ...base.configuration, feeSchemeId: refs.inactiveFeeSchemeId } }, 400, 'configuration.feeSchemeId')
    await expectRefused({ ...base, configuration: { ...base.configuration, commissionGroupId: 999999 } }, 400, 'configuration.commissionGroupId: unknown commission group 999999')
    await expectRefused({ ...base, superAgentId: 999999 }, 400, 'superAgentId')
    await expectRefused({ ...base, industryId: 999999 }, 400, 'industryId')
    if (refs.otherCountryStateId) await expectRefused({ ...base, address: { ...base.address, stateId: refs.otherCountryStateId } }, 400, 'address.stateId')
    await expectRefused({ ...base, settlement: { ...base.settlement, bankCode: '999' } }, 400, 'settlement.bankCode')
    // DOMAIN.md's example: First Bank 011 with serial 012345678 has check digit 4; 0123456789 is not a NUBAN there.
    await expectRefused(
      { ...base, settlement: { ...base.settlement, bankCode: '011', accountNumber: '0123456789' } },
      400,
      'settlement.accountNumber: 0123456789 is not a valid NUBAN for First Bank of Nigeria',
    )
    const doc = base.documents[0]!
    await expectRefused({ ...base, documents: [{ ...doc, contentBase64: 'JVBERi0x=' }] }, 400, 'documents.0.contentBase64: is not valid base64')
    await expectRefused({ ...base, documents: [{ ...doc, contentBase64: PNG }] }, 400, 'documents.0.contentBase64: the content is not a PDF file')
    await expectRefused({ ...base, documents: [doc, doc] }, 400, 'documents.1.documentTypeId')
    const big = Buffer.alloc(5 * 1024 * 1024 + 1000, 0x20)
    big.write('%PDF-1.7')
    await expectRefused({ ...base, documents: [{ ...doc, contentBase64: big.toString('base64') }] }, 400, 'larger than the 5 MB allowed')

    const [taken] = await app.handle.db.select().from(merchants).limit(1)
    if (!taken) throw new Error('no seeded merchant')
    await expectRefused({ ...base, businessName: taken.businessName.toLowerCase() }, 409, 'businessName')
    await expectRefused({ ...base, emailAddress2: taken.emailAddress1.toUpperCase() }, 409, 'emailAddress2')
    await expectRefused({ ...base, phoneNumber1: taken.phoneNumber1 }, 409, 'phoneNumber1')
    await expectRefused({ ...base, personnel: { ...base.personnel, username: taken.personnelUsername.toUpperCase() } }, 409, 'personnel.username')
    await expectRefused({ ...base, personnel: { ...base.personnel, username: 'checker' } }, 409, 'personnel.username')

    expect(await rowCount(merchants)).toBe(merchantsBefore)
    expect(await rowCount(approvalRequests)).toBe(requestsBefore)
  })
})

describe('merchant changes', () => {
  let merchantId: number
  let body: ReturnType<typeof merchantBody>

  beforeAll(async () => {
    ;({ id: merchantId, body } = await createMerchant())
  })

  it('updates details through maker-checker, and refuses a clash with another merchant', async () => {
    const update = { ...body, emailAddress2: `accounts.${body.emailAddress1}`, address: { ...body.address, city: 'Nsukka' } }
    const { personnel: _p, settlement: _s, configuration: _c, documents: _d, superAgentId: _sa, ...details } = update
    const made = await app.request('PUT', `${MER}/Merchant?id=${merchantId}`, { token: maker, body: details })
    expect(made.status, JSON.stringify(made.body)).toBe(202)
    expect((await app.request('GET', `${MER}/Merchant/${merchantId}`, { token: admin })).body.data.address.city).toBe('Enugu')
    await approve(made.body.data.approvalRequestId)
    const got = await app.request('GET', `${MER}/Merchant/${merchantId}`, { token: admin })
    expect(got.body.data.address.city).toBe('Nsukka')
    expect(got.body.data.emailAddress2).toBe(update.emailAddress2)

    const [other] = await app.handle.db.select().from(merchants).where(ne(merchants.id, merchantId)).limit(1)
    const clash = await app.request('PUT', `${MER}/Merchant?id=${merchantId}`, { token: maker, body: { ...details, phoneNumber1: other?.phoneNumber1 } })
    expect(clash.status).toBe(409)
    expect(clash.body.errors[0]).toContain('phoneNumber1')
    expect((await app.request('PUT', `${MER}/Merchant?id=999999`, { token: maker, body: details })).status).toBe(404)
  })

  it('refuses to approve an update when the merchant changed since the request', async () => {
    const { personnel: _p, settlement: _s, configuration: _c, documents: _d, superAgentId: _sa, ...details } = body
    const made = await app.request('PUT', `${MER}/Merchant?id=${merchantId}`, { token: maker, body: { ...details, rcNumber: 'BN1234' } })
    expect(made.status).toBe(202)
    await app.handle.db.update(merchants).set({ tin: '12345678-0001' }).where(eq(merchants.id, merchantId))
    const res = await app.request('PUT', `/apms/api/v1/Approval/Approve?id=${made.body.data.approvalRequestId}`, { token: checker })
    expect(res.status).toBe(409)
    const [row] = await app.handle.db.select().from(merchants).where(eq(merchants.id, merchantId))
    expect(row?.rcNumber).toBe(body.rcNumber)
  })

  it('changes configuration and documents (applied at once without maker-checker)', async () => {
    await withoutMakerChecker('Merchant', ['Update Merchant'])
    const config = {
      merchantId,
      productGroupId: refs.productGroupId,
      feeSchemeId: refs.feeSchemeId,
      commissionGroupId: refs.commissionGroupId,
      dailyTransactionLimit: 900_000_000,
      singleTransactionLimit: 30_000_000,
    }
    const res = await app.request('POST', `${MER}/Merchant/configuration/Update`, { token: admin, body: config })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({ feeScheme: { id: refs.feeSchemeId, name: expect.any(String) }, dailyTransactionLimit: 900_000_000 })
    const tooBig = await app.request('POST', `${MER}/Merchant/configuration/Update`, { token: admin, body: { ...config, singleTransactionLimit: 900_000_001 } })
    expect(tooBig.status).toBe(400)
    expect(tooBig.body.errors[0]).toContain('singleTransactionLimit')
    if (refs.inactiveFeeSchemeId) {
      const inactive = await app.request('POST', `${MER}/Merchant/configuration/Update`, { token: admin, body: { ...config, feeSchemeId: refs.inactiveFeeSchemeId } })
      expect(inactive.status).toBe(400)
      expect(inactive.body.errors[0]).toMatch(/^feeSchemeId: .* not Active$/)
    }

    const docsBefore = await rowCount(merchantDocuments)
    const replaced = await app.request('POST', `${MER}/Merchant/updateDocument/${merchantId}`, {
      token: admin,
      body: { documentTypeId: refs.documentTypeIds[0], fileName: 'cac-2026.png', contentType: 'image/png', contentBase64: PNG },
    })
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
    expect(replaced.body.data).toMatchObject({ fileName: 'cac-2026.png', contentType: 'image/png', uploadedBy: 'admin' })
    expect(await rowCount(merchantDocuments)).toBe(docsBefore)
    const docs = await app.request('GET', `${MER}/Merchant/documents/${merchantId}`, { token: admin })
    expect(docs.body.data.map((d: { fileName: string }) => d.fileName)).toEqual(['cac-2026.png', 'nin-slip.png'])
    const bad = await app.request('POST', `${MER}/Merchant/updateDocument/${merchantId}`, {
      token: admin,
      body: { documentTypeId: refs.documentTypeIds[1], fileName: 'bill.pdf', contentType: 'application/pdf', contentBase64: 'AAAA' },
    })
    expect(bad.status).toBe(400)
    expect(await rowCount(merchantDocuments)).toBe(docsBefore)
  })

  it('enables and disables, 409 when already in that state, and says when agents are affected', async () => {
    const agent = await app.request('POST', `${MER}/Agent/create`, { token: admin, body: agentBody(merchantId) })
    expect(agent.status, JSON.stringify(agent.body)).toBe(200)
    const again = await app.request('PUT', `${MER}/Merchant/EnableDisableMerchant/${merchantId}`, { token: admin, body: { enabled: true, reason: 'Already fine' } })
    expect(again.status).toBe(409)
    const off = await app.request('PUT', `${MER}/Merchant/EnableDisableMerchant/${merchantId}`, { token: admin, body: { enabled: false, reason: 'Chargeback review' } })
    expect(off.status).toBe(200)
    expect(off.body.message).toContain('1 enabled agent')
    expect((await app.request('GET', `${MER}/Merchant/${merchantId}`, { token: admin })).body.data.enabled).toBe(false)
    const refused = await app.request('POST', `${MER}/Agent/create`, { token: admin, body: agentBody(merchantId) })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0]).toContain('merchantId')
    const audit = await app.handle.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.eventType, 'StatusChange'), eq(auditRecords.entityType, 'Merchant'), eq(auditRecords.entityId, String(merchantId))))
    expect(audit).toHaveLength(1)
    expect(audit[0]?.description).toContain('Chargeback review')
    const on = await app.request('PUT', `${MER}/Merchant/EnableDisableMerchant/${merchantId}`, { token: admin, body: { enabled: true, reason: 'Review closed' } })
    expect(on.status).toBe(200)
    expect(on.body.message).toBe('Merchant enabled')
  })

  it('deletes a merchant without history, and refuses one with agents or transactions', async () => {
    const withAgents = await app.request('DELETE', `${MER}/Merchant/${merchantId}`, { token: admin })
    expect(withAgents.status).toBe(409)
    expect(withAgents.body.errors[0]).toMatch(/1 agent.*disable it instead/)

    const { id } = await createMerchant()
    const deleted = await app.request('DELETE', `${MER}/Merchant/${id}`, { token: admin })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect((await app.request('GET', `${MER}/Merchant/${id}`, { token: admin })).status).toBe(404)
    const [docs] = await app.handle.db.select({ n: count() }).from(merchantDocuments).where(eq(merchantDocuments.merchantId, id))
    expect(docs?.n).toBe(0)
    const [audit] = await app.handle.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.eventType, 'Delete'), eq(auditRecords.entityType, 'Merchant'), eq(auditRecords.entityId, String(id))))
    expect(audit?.oldData).toContain('cac-certificate.pdf')
    expect((await app.request('DELETE', `${MER}/Merchant/${id}`, { token: admin })).status).toBe(404)
  })
})

describe('agents', () => {
  let merchantId: number

  beforeAll(async () => {
    ;({ id: merchantId } = await createMerchant())
  })

  it('creates an agent under the merchant, with a code, a terminal id and a masked BVN', async () => {
    const body = agentBody(merchantId)
    const res = await app.request('POST', `${MER}/Agent/create`, { token: admin, body })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const agent = res.body.data
    expect(agent.code).toMatch(/^AGT-[0-9]{6}$/)
    expect(agent.terminalId).toMatch(/^[A-Z0-9]{8}$/)
    expect(agent.bvn).toBe(`${body.bvn.slice(0, 3)}*****${body.bvn.slice(8)}`)
    expect(agent).toMatchObject({
      merchant: { id: merchantId },
      superAgent: { id: refs.superAgentId },
      status: 'Active',
      enabled: true,
      address: { stateId: refs.stateId, stateName: expect.any(String) },
    })
    expect(JSON.stringify(res.body)).not.toContain(body.bvn)

    const withTerminal = await app.request('POST', `${MER}/Agent/create`, { token: admin, body: agentBody(merchantId, { terminalId: '2058XK99' }) })
    expect(withTerminal.body.data.terminalId).toBe('2058XK99')

    const before = await rowCount(agents)
    const samePhone = await app.request('POST', `${MER}/Agent/create`, { token: admin, body: agentBody(merchantId, { phoneNumber: body.phoneNumber }) })
    expect(samePhone.status).toBe(409)
    expect(samePhone.body.errors[0]).toContain('phoneNumber')
    const sameTerminal = await app.request('POST', `${MER}/Agent/create`, { token: admin, body: agentBody(merchantId, { terminalId: '2058XK99' }) })
    expect(sameTerminal.status).toBe(409)
    const noMerchant = await app.request('POST', `${MER}/Agent/create`, { token: admin, body: agentBody(999999) })
    expect(noMerchant.status).toBe(400)
    const badBvn = await app.request('POST', `${MER}/Agent/create`, { token: admin, body: agentBody(merchantId, { bvn: '123' }) })
    expect(badBvn.status).toBe(400)
    expect(badBvn.body.errors[0]).toContain('bvn')
    expect(await rowCount(agents)).toBe(before)

    const got = await app.request('GET', `${MER}/Agent/${agent.id}`, { token: admin })
    expect(got.body.data).toEqual({ ...agent, cashOutToday: 0 })
  })

  it('lists agents with filters', async () => {
    const byMerchant = await app.request('GET', `${MER}/Agent?MerchantId=${merchantId}`, { token: admin })
    expect(byMerchant.status).toBe(200)
    expect(byMerchant.body.totalRecords).toBe(2)
    for (const a of byMerchant.body.data) expect(a.merchant.id).toBe(merchantId)
    const byName = await app.request('GET', `${MER}/Agent?MerchantId=${merchantId}&Name=EMEKA%20pos`, { token: admin })
    expect(byName.body.totalRecords).toBe(2)
    const code = byMerchant.body.data[0].code as string
    const byCode = await app.request('GET', `${MER}/Agent?Name=${code.toLowerCase()}`, { token: admin })
    expect(byCode.body.data.map((a: { code: string }) => a.code)).toEqual([code])
    const today = new Date(Date.now() + 3600_000).toISOString().slice(0, 10)
    const dated = await app.request('GET', `${MER}/Agent?MerchantId=${merchantId}&StartDate=${today}&EndDate=${today}`, { token: admin })
    expect(dated.body.totalRecords).toBe(2)
    const old = await app.request('GET', `${MER}/Agent?MerchantId=${merchantId}&EndDate=2020-01-01`, { token: admin })
    expect(old.body.totalRecords).toBe(0)
    const all = await app.request('GET', `${MER}/Agent?PageSize=10`, { token: admin })
    const dates = all.body.data.map((a: { createdAt: string }) => a.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    const disabledOnly = await app.request('GET', `${MER}/Agent?Enabled=false&PageSize=500`, { token: admin })
    for (const a of disabledOnly.body.data) expect(a.enabled).toBe(false)
  })

  it('enables and disables an agent with a reason', async () => {
    const list = await app.request('GET', `${MER}/Agent?MerchantId=${merchantId}`, { token: admin })
    const id = list.body.data[0].id as number
    const off = await app.request('PUT', `${MER}/Agent/EnableDisableAgent/${id}`, { token: admin, body: { enabled: false, reason: 'Terminal reported stolen' } })
    expect(off.status).toBe(200)
    expect(off.body.message).toBe('Agent disabled')
    expect((await app.request('PUT', `${MER}/Agent/EnableDisableAgent/${id}`, { token: admin, body: { enabled: false, reason: 'Again' } })).status).toBe(409)
    const noReason = await app.request('PUT', `${MER}/Agent/EnableDisableAgent/${id}`, { token: admin, body: { enabled: true } })
    expect(noReason.status).toBe(400)
    expect(noReason.body.errors[0]).toContain('reason')
    const on = await app.request('PUT', `${MER}/Agent/EnableDisableAgent/${id}`, { token: admin, body: { enabled: true, reason: 'Terminal replaced' } })
    expect(on.status).toBe(200)
    const changes = await app.handle.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityType, 'Agent'), eq(auditRecords.eventType, 'StatusChange'), eq(auditRecords.entityId, String(id))))
      .orderBy(auditRecords.id)
    expect(changes.map((change) => change.description)).toEqual([expect.stringContaining('Terminal reported stolen'), expect.stringContaining('Terminal replaced')])
    expect((await app.request('GET', `${MER}/Agent/999999`, { token: admin })).status).toBe(404)
  })
})

describe('fee schemes', () => {
  const rules = () => [
    {
      productId: refs.productIds[2],
      type: 'Banded',
      bands: [
        { from: 1, upTo: 500000, amount: 1000 },
        { from: 500001, upTo: 5000000, amount: 2500 },
        { from: 5000001, upTo: null, amount: 5000 },
      ],
    },
    { productId: refs.productIds[1], type: 'Percentage', percent: 0.5, capAmount: 10000, minAmount: 2000 },
    { productId: refs.productIds[0], type: 'Flat', amount: 10000 },
  ]

  it('creates through maker-checker with product views in the answer', async () => {
    const before = await rowCount(feeSchemes)
    const made = await app.request('POST', `${MER}/MerchantFeeScheme/Create`, { token: maker, body: { name: 'Test tariff 2026', description: 'For tests', rules: rules() } })
    expect(made.status, JSON.stringify(made.body)).toBe(202)
    expect(await rowCount(feeSchemes)).toBe(before)
    await approve(made.body.data.approvalRequestId)
    const list = await app.request('GET', `${MER}/MerchantFeeScheme/GetWithPaging?Name=TEST%20TARIFF`, { token: admin })
    expect(list.body.data).toHaveLength(1)
    const scheme = list.body.data[0]
    expect(scheme).toMatchObject({ name: 'Test tariff 2026', status: 'Active', merchantCount: 0, createdBy: 'maker' })
    expect(scheme.rules[0]).toEqual({ product: { id: refs.productIds[2], code: expect.any(String), name: expect.any(String) }, type: 'Banded', bands: rules()[0]!.bands })
    expect(scheme.rules[1]).toMatchObject({ type: 'Percentage', percent: 0.5, capAmount: 10000, minAmount: 2000 })
    expect((await app.request('GET', `${MER}/MerchantFeeScheme/${scheme.id}`, { token: admin })).body.data).toEqual(scheme)
  })

  it('checks rules beyond the schema and refuses a taken name, storing nothing', async () => {
    const before = await rowCount(feeSchemes)
    const requests = await rowCount(approvalRequests)
    const refused = async (rulesOrName: { rules?: unknown; name?: string }, status: number, fragment: string) => {
      const res = await app.request('POST', `${MER}/MerchantFeeScheme/Create`, { token: maker, body: { name: 'Another tariff', rules: rules(), ...rulesOrName } })
      expect(res.status, JSON.stringify(res.body)).toBe(status)
      expect(res.body.errors.join(' | ')).toContain(fragment)
      const field = /^([\w.]+):/.exec(fragment)?.[1]
      if (field) expect(res.body.fieldErrors.map((e: { field: string }) => e.field)).toContain(field)
    }
    const r = rules()
    await refused({ rules: [r[0], { ...r[2], productId: refs.productIds[2] }] }, 400, 'rules.1.productId: product')
    await refused({ rules: [{ ...r[2], productId: 999999 }] }, 400, 'rules.0.productId: unknown product 999999')
    await refused({ rules: [{ ...r[1], capAmount: 1000, minAmount: 2000 }] }, 400, 'rules.0.capAmount')
    const banded = (bands: { from: number; upTo: number | null; amount: number }[]) => ({ rules: [{ ...r[0], bands }] })
    await refused(banded([{ from: 100, upTo: null, amount: 1 }]), 400, 'rules.0.bands.0.from: the first band must start at 1 kobo')
    await refused(
      banded([
        { from: 1, upTo: 500000, amount: 1 },
        { from: 400000, upTo: null, amount: 2 },
      ]),
      400,
      'rules.0.bands.1.from: overlaps the previous band, which ends at ₦5,000.00',
    )
    await refused(
      banded([
        { from: 1, upTo: 500000, amount: 1 },
        { from: 600000, upTo: null, amount: 2 },
      ]),
      400,
      'rules.0.bands.1.from: leaves a gap after the previous band: amounts from ₦5,000.01 to ₦5,999.99',
    )
    await refused(
      banded([
        { from: 1, upTo: 500000, amount: 1 },
        { from: 500001, upTo: 400000, amount: 2 },
        { from: 400001, upTo: null, amount: 3 },
      ]),
      400,
      "rules.0.bands.1.upTo: must not be below the band's start",
    )
    await refused(
      banded([
        { from: 1, upTo: null, amount: 1 },
        { from: 5001, upTo: null, amount: 2 },
      ]),
      400,
      'rules.0.bands.0.upTo: only the last band',
    )
    await refused(banded([{ from: 1, upTo: 5000, amount: 1 }]), 400, 'rules.0.bands.0.upTo: the last band must be open-ended')
    await refused({ rules: [{ ...r[0], bands: [{ upTo: null, amount: 1 }] }] }, 400, 'from')
    // Absurd or negative amounts: refused by the contract's bounds, on their fields.
    await refused({ rules: [{ ...r[2], amount: -100 }] }, 400, 'rules.0.amount')
    await refused({ rules: [{ ...r[2], amount: 10000001 }] }, 400, 'rules.0.amount')
    await refused({ rules: [{ ...r[1], percent: 25 }] }, 400, 'rules.0.percent')
    await refused({ rules: [{ ...r[1], percent: 0.125 }] }, 400, 'rules.0.percent')
    await refused({ rules: [{ productId: refs.productIds[0], type: 'Flat' }] }, 400, 'amount')
    await refused({ name: 'TEST TARIFF 2026' }, 409, 'name: a fee scheme named TEST TARIFF 2026 already exists')
    expect(await rowCount(feeSchemes)).toBe(before)
    expect(await rowCount(approvalRequests)).toBe(requests)
  })

  it('soft deletes an unused scheme (hidden from lists), and refuses one in use', async () => {
    const inUse = await app.request('PUT', `${MER}/MerchantFeeScheme/Delete/${refs.feeSchemeId}`, { token: admin })
    expect(inUse.status).toBe(409)
    expect(inUse.body.errors[0]).toContain('merchant')
    const list = await app.request('GET', `${MER}/MerchantFeeScheme/GetWithPaging?Name=test%20tariff`, { token: admin })
    const id = list.body.data[0].id as number
    const deleted = await app.request('PUT', `${MER}/MerchantFeeScheme/Delete/${id}`, { token: admin })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    const [row] = await app.handle.db.select().from(feeSchemes).where(eq(feeSchemes.id, id))
    expect(row?.status).toBe('Deleted')
    const hidden = await app.request('GET', `${MER}/MerchantFeeScheme/GetWithPaging?PageSize=500`, { token: admin })
    expect(hidden.body.data.map((s: { id: number }) => s.id)).not.toContain(id)
    const asked = await app.request('GET', `${MER}/MerchantFeeScheme/GetWithPaging?Status=Deleted`, { token: admin })
    expect(asked.body.data.map((s: { id: number }) => s.id)).toContain(id)
    expect((await app.request('GET', `${MER}/MerchantFeeScheme/${id}`, { token: admin })).status).toBe(404)
    expect((await app.request('PUT', `${MER}/MerchantFeeScheme/Delete/${id}`, { token: admin })).status).toBe(404)
  })

  it('updates through maker-checker, and refuses to make a scheme in use Inactive', async () => {
    const current = (await app.request('GET', `${MER}/MerchantFeeScheme/${refs.feeSchemeId}`, { token: admin })).body.data
    const body = {
      id: current.id,
      name: current.name,
      description: 'Revised',
      status: 'Active',
      rules: current.rules.map(({ product, ...rule }: { product: { id: number } }) => ({ ...rule, productId: product.id })),
    }
    const made = await app.request('PUT', `${MER}/MerchantFeeScheme/Update`, { token: maker, body })
    expect(made.status, JSON.stringify(made.body)).toBe(202)
    await approve(made.body.data.approvalRequestId)
    expect((await app.request('GET', `${MER}/MerchantFeeScheme/${refs.feeSchemeId}`, { token: admin })).body.data.description).toBe('Revised')
    const inactive = await app.request('PUT', `${MER}/MerchantFeeScheme/Update`, { token: maker, body: { ...body, status: 'Inactive' } })
    expect(inactive.status).toBe(409)
  })

  it("shows the checker what a pending change would have cost the scheme's merchants over the last 30 days", async () => {
    const current = (await app.request('GET', `${MER}/MerchantFeeScheme/${refs.feeSchemeId}`, { token: admin })).body.data
    type RuleView = { product: { id: number }; type: string; amount?: number; bands?: { from: number; upTo: number | null; amount: number }[] }
    const changedProduct = (current.rules as RuleView[])[0]!.product.id
    // The first product's rule becomes a flat ₦1,000: easy to check by hand.
    const rulesAfter = (current.rules as RuleView[]).map(({ product, ...rule }) =>
      product.id === changedProduct ? { productId: product.id, type: 'Flat', amount: 100000 } : { ...rule, productId: product.id },
    )
    const made = await app.request('PUT', `${MER}/MerchantFeeScheme/Update`, {
      token: maker,
      body: { id: current.id, name: current.name, description: current.description, status: 'Active', rules: rulesAfter },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(202)
    const requestId = made.body.data.approvalRequestId as number
    const detail = await app.request('GET', `/apms/api/v1/Approval/${requestId}`, { token: checker })
    expect(detail.status).toBe(200)
    const impact = detail.body.data.impact
    expect(impact).toMatchObject({ kind: 'FeeScheme', merchantCount: current.merchantCount })
    expect(Date.parse(impact.periodEnd) - Date.parse(impact.periodStart)).toBe(30 * 86_400_000)
    // The same figures straight from the transactions, charged with the shared arithmetic.
    const txns = (await app.handle.db.execute(
      sql`select t.product_id, t.amount::float8 as amount from transactions t join merchants m on m.id = t.merchant_id
          where m.fee_scheme_id = ${refs.feeSchemeId} and m.status <> 'Deleted' and t.status = 'Successful' and t.created_at >= ${impact.periodStart} and t.created_at < ${impact.periodEnd}`,
    )) as unknown as { rows: { product_id: number; amount: number }[] }
    const changed = txns.rows.filter((t) => t.product_id === changedProduct)
    expect(changed.length).toBeGreaterThan(0)
    const row = impact.products.find((p: { product: { id: number } }) => p.product.id === changedProduct)
    expect(row).toMatchObject({ ruleChanged: true, transactionCount: changed.length, feeAfter: changed.length * 100000 })
    const beforeRule = (current.rules as RuleView[])[0]! as unknown as FeeRuleShape
    expect(row.feeBefore).toBe(changed.reduce((sum, t) => sum + computeFee(beforeRule, t.amount), 0))
    expect(impact.transactionCount).toBe(txns.rows.length)
    expect(impact.products.filter((p: { ruleChanged: boolean }) => p.ruleChanged)).toHaveLength(1)
    const others = impact.products.filter((p: { ruleChanged: boolean }) => !p.ruleChanged)
    for (const other of others) expect(other.feeAfter).toBe(other.feeBefore)
    expect(impact.feeAfter - impact.feeBefore).toBe(row.feeAfter - row.feeBefore)
    // Other operations describe no impact.
    const [otherRequest] = await app.handle.db.select().from(approvalRequests).where(ne(approvalRequests.operationId, 'updateFeeScheme')).limit(1)
    if (otherRequest) expect((await app.request('GET', `/apms/api/v1/Approval/${otherRequest.id}`, { token: checker })).body.data.impact).toBeNull()
    expect((await app.request('PUT', `/apms/api/v1/Approval/Reject?id=${requestId}`, { token: checker, body: { reason: 'Test finished' } })).status).toBe(200)
  })
})

describe('commission groups', () => {
  const rules = () => [
    { productId: refs.productIds[2], agentSharePercent: 50, superAgentSharePercent: 30, platformSharePercent: 20 },
    { productId: refs.productIds[1], agentSharePercent: 70, superAgentSharePercent: 17.5, platformSharePercent: 12.5 },
  ]

  it('creates at once when no maker-checker is configured, and checks the shares', async () => {
    const res = await app.request('POST', `${MER}/MerchantCommissionGroup/Create`, { token: admin, body: { name: 'Test split 50/30/20', rules: rules() } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({ name: 'Test split 50/30/20', description: null, status: 'Active', merchantCount: 0, createdBy: 'admin' })
    expect(res.body.data.rules[1]).toEqual({
      product: { id: refs.productIds[1], code: expect.any(String), name: expect.any(String) },
      agentSharePercent: 70,
      superAgentSharePercent: 17.5,
      platformSharePercent: 12.5,
    })
    const [audit] = await app.handle.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityType, 'CommissionGroup'), eq(auditRecords.eventType, 'Create'), eq(auditRecords.entityId, String(res.body.data.id))))
    expect(audit?.newData).toContain('Test split 50/30/20')

    const before = await rowCount(commissionGroups)
    const r = rules()
    const short = await app.request('POST', `${MER}/MerchantCommissionGroup/Create`, {
      token: admin,
      body: { name: 'Short split', rules: [r[0], r[1], { productId: refs.productIds[3], agentSharePercent: 50, superAgentSharePercent: 30, platformSharePercent: 15 }] },
    })
    expect(short.status).toBe(400)
    expect(short.body.errors).toEqual(['rules.2.platformSharePercent: the shares add up to 95.00%; they must add up to exactly 100%'])
    expect(short.body.fieldErrors).toEqual([{ field: 'rules.2.platformSharePercent', code: 'INVALID', message: 'the shares add up to 95.00%; they must add up to exactly 100%' }])
    const repeated = await app.request('POST', `${MER}/MerchantCommissionGroup/Create`, { token: admin, body: { name: 'Repeated', rules: [r[0], r[0]] } })
    expect(repeated.status).toBe(400)
    const taken = await app.request('POST', `${MER}/MerchantCommissionGroup/Create`, { token: admin, body: { name: 'test SPLIT 50/30/20', rules: rules() } })
    expect(taken.status).toBe(409)
    const tooPrecise = await app.request('POST', `${MER}/MerchantCommissionGroup/Create`, { token: admin, body: { name: 'Precise', rules: [{ ...r[0], agentSharePercent: 50.001 }] } })
    expect(tooPrecise.status).toBe(400)
    expect(await rowCount(commissionGroups)).toBe(before)
  })

  it('updates through maker-checker, soft deletes, and hides deleted groups', async () => {
    const list = await app.request('GET', `${MER}/MerchantCommissionGroup/GetWithPaging?Name=test%20split`, { token: admin })
    const group = list.body.data[0]
    const made = await app.request('PUT', `${MER}/MerchantCommissionGroup/Update`, {
      token: maker,
      body: { id: group.id, name: group.name, description: 'Revised split', status: 'Inactive', rules: rules().slice(0, 1) },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(202)
    await approve(made.body.data.approvalRequestId)
    const updated = await app.request('GET', `${MER}/MerchantCommissionGroup/${group.id}`, { token: admin })
    expect(updated.body.data).toMatchObject({ description: 'Revised split', status: 'Inactive' })
    expect(updated.body.data.rules).toHaveLength(1)

    expect((await app.request('PUT', `${MER}/MerchantCommissionGroup/Delete/${refs.commissionGroupId}`, { token: admin })).status).toBe(409)
    const deleted = await app.request('PUT', `${MER}/MerchantCommissionGroup/Delete/${group.id}`, { token: admin })
    expect(deleted.status).toBe(200)
    const after = await app.request('GET', `${MER}/MerchantCommissionGroup/GetWithPaging?PageSize=500`, { token: admin })
    expect(after.body.data.map((g: { id: number }) => g.id)).not.toContain(group.id)
    const [audit] = await app.handle.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityType, 'CommissionGroup'), eq(auditRecords.eventType, 'Delete'), eq(auditRecords.entityId, String(group.id))))
    expect(audit?.oldData).toContain('"status":"Inactive"')
    expect(audit?.newData).toContain('"status":"Deleted"')
  })
})

describe('merchant creation without maker-checker', () => {
  it('applies at once for admin and still refuses bad input without writing', async () => {
    await withoutMakerChecker('Merchant', ['Create Merchant'])
    const body = merchantBody()
    const res = await app.request('POST', `${MER}/Merchant/create`, { token: admin, body })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.message).toBe(`Merchant created; a password setup link was sent to ${body.personnel.email}`)
    expect(res.body.data).toMatchObject({ businessName: body.businessName, createdBy: 'admin', agentCount: 0 })
    const before = await rowCount(merchants)
    const docsBefore = await rowCount(merchantDocuments)
    const clash = await app.request('POST', `${MER}/Merchant/create`, { token: admin, body: { ...merchantBody(), businessName: body.businessName } })
    expect(clash.status).toBe(409)
    const badDoc = await app.request('POST', `${MER}/Merchant/create`, {
      token: admin,
      body: merchantBody({ documents: [{ documentTypeId: 999999, fileName: 'x.pdf', contentType: 'application/pdf', contentBase64: PDF }] }),
    })
    expect(badDoc.status).toBe(400)
    expect(badDoc.body.errors[0]).toContain('documents.0.documentTypeId')
    expect(await rowCount(merchants)).toBe(before)
    expect(await rowCount(merchantDocuments)).toBe(docsBefore)
  })
})

describe('answers follow the contract', () => {
  it('every read of seeded and created data matches its 200 schema', async () => {
    const ajv = createAjv()
    const operations = new Map(loadOperations().map((op) => [op.operationId, op]))
    const check = async (operationId: string, path: string) => {
      const schema = operations.get(operationId)?.responses['200']?.schema
      if (!schema) throw new Error(`no 200 schema for ${operationId}`)
      const res = await app.request('GET', path, { token: admin })
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200)
      const validate = compile(ajv, schema)
      expect(validate(res.body) ? [] : describeErrors(validate.errors), `${operationId} ${path}`).toEqual([])
      return res.body
    }
    const page = await check('listMerchants', `${MER}/Merchant?PageSize=500`)
    for (const m of page.data.slice(0, 25)) {
      await check('getMerchant', `${MER}/Merchant/${m.id}`)
      await check('listMerchantDocuments', `${MER}/Merchant/documents/${m.id}`)
    }
    await check('listMerchantsBySuperAgent', `${MER}/Merchant/superagent/${refs.superAgentId}`)
    const agentPage = await check('listAgents', `${MER}/Agent?PageSize=500`)
    for (const a of agentPage.data.slice(0, 10)) await check('getAgent', `${MER}/Agent/${a.id}`)
    await check('listAgents', `${MER}/Agent?Status=Inactive&PageSize=500`)
    const fees = await check('listFeeSchemes', `${MER}/MerchantFeeScheme/GetWithPaging?PageSize=500`)
    for (const f of fees.data) await check('getFeeScheme', `${MER}/MerchantFeeScheme/${f.id}`)
    const groups = await check('listCommissionGroups', `${MER}/MerchantCommissionGroup/GetWithPaging?PageSize=500`)
    for (const g of groups.data) await check('getCommissionGroup', `${MER}/MerchantCommissionGroup/${g.id}`)
    await check('listIndustries', `${MER}/Enum/getIndustries`)
    await check('listDocumentTypes', `${MER}/Enum/getDocumentTypes`)
    await check('validateMerchant', `${MER}/Merchant/validate?BusinessName=${encodeURIComponent(page.data[0].businessName)}`)
  })
})
