// The checker's side of maker-checker on a platform with the secure default (every approvable
// action needs a checker): the request's references, risk hints (and their absence), the documents
// read from the request, and the created entity linked once approved.
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { nubanCheckDigit } from '../../../../src/lib/nuban.ts'
import { demoOutletBvn } from '../../seed/demo-onboardings.ts'
import { agents, approvalRequests, bankAccounts, bvnHolders, countries, merchants, permissions, productGroups, products, roles, states, users } from '../../db/schema.ts'
import { createTestApp, type TestApp } from '../../testing.ts'
import { distanceOutsideKm, STATE_EXTENTS, stateAt } from './state-extents.ts'
import { lgaInState } from './state-lgas.ts'

let app: TestApp
const tokens: Record<string, string> = {}
const refs = { lagosId: 0, kanoId: 0, merchantId: 0, otherMerchantId: 0, productId: 0 }

type Hint = { code: string; severity: string; values: Record<string, string | number>; entity: { type: string; id: number; name: string } | null }

async function detail(id: number, token = tokens.checker) {
  const response = await app.request('GET', `/apms/api/v1/Approval/${id}`, { token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body.data as {
    hints: Hint[]
    references: { kind: string; id: string; name: string }[]
    documents: { index: number; fileName: string; sizeBytes: number }[]
    entityId: number | null
    status: string
  }
}

async function sent(method: string, path: string, body: unknown, token = tokens.maker): Promise<number> {
  const response = await app.request(method, path, { token, body })
  expect(response.status, JSON.stringify(response.body)).toBe(202)
  return response.body.data.approvalRequestId as number
}

const codes = (hints: Hint[]) => hints.map((h) => h.code)

/** The sandbox's BVN directory holding the person as entered (a middle name the forms do not ask for). */
async function holding<T extends { bvn: string; firstName: string; lastName: string; phoneNumber: string }>(person: T, changes: Partial<typeof bvnHolders.$inferInsert> = {}): Promise<T> {
  await app.handle.db
    .insert(bvnHolders)
    .values({ bvn: person.bvn, firstName: person.firstName, middleName: 'Oluwaseun', lastName: person.lastName, dateOfBirth: '1988-06-14', phoneNumber: person.phoneNumber, ...changes })
  return person
}

let serial = 0
function agentBody(overrides: Record<string, unknown> = {}) {
  serial += 1
  const n = String(serial).padStart(4, '0')
  return {
    merchantId: refs.merchantId,
    firstName: 'Bisi',
    lastName: 'Adeyemi',
    businessName: `Bisi Review Point ${n}`,
    agentType: 'Individual',
    phoneNumber: `+234918800${n}`,
    email: `bisi.review${n}@example.com`,
    bvn: `2298811${n}`,
    nin: `7108822${n}`,
    tin: null,
    address: { street: '3 Ojuelegba Road', city: 'Surulere', stateId: refs.lagosId, lga: 'Surulere' },
    location: { latitude: 6.50874, longitude: 3.36532 },
    terminalSerialNumber: `TPS900-7712${n}`,
    terminalMaker: 'Topwise',
    dailyCashOutLimit: 50_000_000,
    ...overrides,
  }
}

beforeAll(async () => {
  // The secure default, not the functional tests' short list.
  app = await createTestApp({ seed: { approvals: undefined } })
  for (const user of ['admin', 'maker', 'checker', 'checker2', 'support']) tokens[user] = await app.login(user)
  const db = app.handle.db
  const state = async (code: string) => {
    const [row] = await db
      .select({ id: states.id })
      .from(states)
      .innerJoin(countries, eq(countries.id, states.countryId))
      .where(and(eq(countries.isoCode, 'NG'), eq(states.code, code)))
    return row!.id
  }
  refs.lagosId = await state('LA')
  refs.kanoId = await state('KN')
  const open = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.status, 'Active'), eq(merchants.enabled, true)))
    .orderBy(asc(merchants.id))
    .limit(2)
  refs.merchantId = open[0]!.id
  refs.otherMerchantId = open[1]!.id
  refs.productId = (await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1))[0]!.id
})

afterAll(() => app?.close())

describe('secure by default', () => {
  it('sends every approvable action of a maker for approval, and lists every one in the configuration', async () => {
    const listed = await app.request('GET', '/apms/api/v1/Approval/ApprovableConfigurations?PageNumber=1&PageSize=100', { token: tokens.checker })
    expect(listed.status).toBe(200)
    const configurations = listed.body.data as { enabled: boolean; roles: { name: string }[] }[]
    expect(configurations.length).toBeGreaterThanOrEqual(25)
    expect(configurations.every((c) => c.enabled && c.roles.length > 0)).toBe(true)
    await sent('POST', '/pms/api/v1/ProductGroup/Create', { name: 'Secure default outlets', description: null, productIds: [refs.productId] })
    await sent('POST', '/mer/api/v1/Agent/create', agentBody())
  })

  it('puts switching approval off under approval too, audited and with a hint', async () => {
    const [permission] = await app.handle.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(and(eq(permissions.groupName, 'Agent'), eq(permissions.shortName, 'Enable/Disable Agent')))
    const id = await sent('POST', '/apms/api/v1/Approval/UpdateApprovablePermission', { permissionId: permission!.id, roleIds: [], enabled: false }, tokens.admin)
    const request = await detail(id)
    expect(codes(request.hints)).toContain('ApprovalTurnedOff')
    expect(request.hints.find((h) => h.code === 'ApprovalTurnedOff')).toMatchObject({ severity: 'danger', values: { permission: 'Agent / Enable/Disable Agent' } })
    const approved = await app.request('PUT', `/apms/api/v1/Approval/Approve?id=${id}`, { token: tokens.checker })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    const roles = await app.request('GET', `/apms/api/v1/Approval/GetApprovableRoles/${permission!.id}`, { token: tokens.checker })
    expect(roles.body.data).toEqual([])
    const audited = (await app.handle.db.execute(
      sql`select count(*)::int as n from audit_records where event_type = 'ConfigurationChange' and entity_type = 'ApprovalConfiguration' and description like ${'%Enable/Disable Agent: off%'}`,
    )) as unknown as { rows: { n: number }[] }
    expect(audited.rows[0]?.n).toBe(1)
  })
})

describe('the created entity, linked', () => {
  it('records the id of what an approved creation made, in the Approve answer, the detail and the list', async () => {
    const id = await sent('POST', '/pms/api/v1/ProductGroup/Create', { name: 'Linked outlets', description: null, productIds: [refs.productId] })
    expect((await detail(id)).entityId).toBeNull()
    const approved = await app.request('PUT', `/apms/api/v1/Approval/Approve?id=${id}`, { token: tokens.checker })
    expect(approved.status).toBe(200)
    const [group] = await app.handle.db.select({ id: productGroups.id }).from(productGroups).where(eq(productGroups.name, 'Linked outlets'))
    expect(approved.body.data.entityId).toBe(group!.id)
    expect((await detail(id)).entityId).toBe(group!.id)
    const list = await app.request('GET', '/apms/api/v1/Approval?PageNumber=1&PageSize=50&Status=Approved', { token: tokens.maker })
    expect((list.body.data as { id: number; entityId: number | null }[]).find((r) => r.id === id)?.entityId).toBe(group!.id)
  })

  it('leaves a rejected creation without an entity', async () => {
    const id = await sent('POST', '/pms/api/v1/ProductGroup/Create', { name: 'Rejected outlets', description: null, productIds: [refs.productId] })
    const rejected = await app.request('PUT', `/apms/api/v1/Approval/Reject?id=${id}`, { token: tokens.checker, body: { reason: 'Not needed this quarter' } })
    expect(rejected.status).toBe(200)
    expect(rejected.body.data.entityId).toBeNull()
  })
})

describe('risk hints', () => {
  it('names the references of an agent request and raises nothing for a plausible agent', async () => {
    const id = await sent('POST', '/mer/api/v1/Agent/create', await holding(agentBody()))
    const request = await detail(id)
    // An agent is already pending under this merchant (above): that is all the checker is told.
    expect(codes(request.hints).filter((code) => code !== 'OtherPendingRequests')).toEqual([])
    expect(request.references).toEqual(expect.arrayContaining([{ kind: 'State', id: String(refs.lagosId), name: 'Lagos' }, expect.objectContaining({ kind: 'Merchant', id: String(refs.merchantId) })]))
  })

  it('flags a GPS point outside the chosen state, with the distance and where it lies', async () => {
    const id = await sent('POST', '/mer/api/v1/Agent/create', agentBody({ address: { street: '3 Ojuelegba Road', city: 'Surulere', stateId: refs.kanoId, lga: 'Surulere' } }))
    const hint = (await detail(id)).hints.find((h) => h.code === 'LocationOutsideState')
    expect(hint).toMatchObject({ severity: 'warning', values: { state: 'Kano', nearestState: 'Lagos' } })
    expect(Number(hint?.values.distanceKm)).toBeGreaterThan(400)
  })

  it('flags a cash-out limit at the regulatory maximum, and not below it', async () => {
    const at = await detail(await sent('POST', '/mer/api/v1/Agent/create', agentBody({ dailyCashOutLimit: 120_000_000 })))
    expect(at.hints.find((h) => h.code === 'CashOutLimitAtMaximum')).toMatchObject({ severity: 'info', values: { limit: 120_000_000, maximum: 120_000_000 } })
    const below = await detail(await sent('POST', '/mer/api/v1/Agent/create', agentBody({ dailyCashOutLimit: 119_999_900 })))
    expect(codes(below.hints)).not.toContain('CashOutLimitAtMaximum')
  })

  it('flags a BVN and an e-mail already used by another record, with a link to it', async () => {
    const [holder] = await app.handle.db
      .select({ id: agents.id, bvn: agents.bvn, code: agents.code })
      .from(agents)
      .where(and(eq(agents.merchantId, refs.merchantId), ne(agents.status, 'Deleted')))
      .limit(1)
    const [user] = await app.handle.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.username, 'auditor'))
    const request = await detail(await sent('POST', '/mer/api/v1/Agent/create', agentBody({ bvn: holder!.bvn, email: user!.email })))
    const bvn = request.hints.find((h) => h.code === 'BvnUsedElsewhere')
    expect(bvn).toMatchObject({ severity: 'danger', entity: { type: 'Agent', id: holder!.id } })
    expect(String(bvn?.values.value)).toMatch(/^\d{3}\*+\d{3}$/)
    expect(request.hints.find((h) => h.code === 'EmailUsedElsewhere')).toMatchObject({ entity: { type: 'User', id: user!.id } })
  })

  it('flags a BVN that another pending request claims, naming that request, and not once it is decided', async () => {
    const body = agentBody({ merchantId: refs.otherMerchantId, bvn: '22977665511' })
    const first = await sent('POST', '/mer/api/v1/Agent/create', body)
    const second = await sent('POST', '/mer/api/v1/Agent/create', agentBody({ bvn: '22977665511' }), tokens.admin)
    const hint = (await detail(second)).hints.find((h) => h.code === 'BvnInPendingRequest')
    expect(hint).toMatchObject({
      severity: 'danger',
      values: { value: '229*****511', requestId: first },
      entity: { type: 'ApprovalRequest', id: first, name: expect.stringContaining(body.businessName) },
    })
    expect((await detail(first)).hints.find((h) => h.code === 'BvnInPendingRequest')).toMatchObject({ values: { requestId: second } })
    expect((await app.request('PUT', `/apms/api/v1/Approval/Reject?id=${first}`, { token: tokens.checker, body: { reason: 'Duplicate outlet' } })).status).toBe(200)
    expect(codes((await detail(second)).hints)).not.toContain('BvnInPendingRequest')
  })

  it("tells the checker of the maker's other pending requests on the same merchant", async () => {
    const first = await sent('POST', '/mer/api/v1/Agent/create', agentBody({ merchantId: refs.otherMerchantId }))
    const second = await sent('POST', '/mer/api/v1/Agent/create', agentBody({ merchantId: refs.otherMerchantId }))
    const hint = (await detail(second)).hints.find((h) => h.code === 'OtherPendingRequests')
    expect(hint).toMatchObject({ severity: 'info', values: { count: 1, requestIds: `#${first}` } })
  })

  it("flags a role change that grants what the checker's own roles do not hold, or the maker-checker switch", async () => {
    const roleNamed = async (name: string) => (await app.handle.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)))[0]!.id
    const ids = async (...pairs: [string, string][]) =>
      Promise.all(
        pairs.map(
          async ([g, a]) =>
            (
              await app.handle.db
                .select({ id: permissions.id })
                .from(permissions)
                .where(and(eq(permissions.groupName, g), eq(permissions.shortName, a)))
            )[0]!.id,
        ),
      )
    const heldBy = async (roleId: number) =>
      ((await app.handle.db.execute(sql`select permission_id from role_permissions where role_id = ${roleId}`)) as unknown as { rows: { permission_id: number }[] }).rows.map((r) =>
        Number(r.permission_id),
      )
    const update = async (name: string, permissionIds: number[]) =>
      sent('PUT', `/ums/api/v1/Roles/UpdateRole/${await roleNamed(name)}`, { name, description: 'Reviewed role', status: 'Active', permissionIds }, tokens.admin)

    // The Supervisor (the checker) holds every View permission: adding one raises nothing.
    const support = await roleNamed('Customer Support')
    const quiet = await detail(await update('Customer Support', [...(await heldBy(support)), ...(await ids(['Audit', 'View Audit']))]))
    expect(codes(quiet.hints)).toEqual([])

    const compliance = await roleNamed('Compliance Officer')
    const id = await update('Compliance Officer', [...(await heldBy(compliance)), ...(await ids(['Fee Scheme', 'Create'], ['Approval', 'Update Approvable Permission']))])
    const escalating = await detail(id)
    const notHeld = escalating.hints.find((h) => h.code === 'PermissionsNotHeldByReader')
    expect(notHeld?.values).toMatchObject({ count: 2, permissions: 'Approval / Update Approvable Permission, Fee Scheme / Create' })
    expect(Number(notHeld?.values.userCount)).toBeGreaterThan(0)
    expect(escalating.hints.find((h) => h.code === 'GrantsApprovalConfiguration')).toMatchObject({ severity: 'danger' })
    // Hints are the reader's: the administrator holds every permission, so none is "not held" for them.
    expect(codes((await detail(id, tokens.admin)).hints)).not.toContain('PermissionsNotHeldByReader')
  })
})

describe('an onboarding: settlement account and documents', () => {
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj <</Type/Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n').toString('base64')

  async function onboarding(overrides: Record<string, unknown> = {}) {
    serial += 1
    const n = String(serial).padStart(4, '0')
    const db = app.handle.db
    const [industry] = await db.execute(sql`select id from industries order by id limit 1`).then((r) => (r as unknown as { rows: { id: number }[] }).rows)
    const refsOf = async (table: string) => ((await db.execute(sql.raw(`select id from ${table} where status = 'Active' order by id limit 1`))) as unknown as { rows: { id: number }[] }).rows[0]!.id
    const [nigeria] = await db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, 'NG'))
    const types = (await db.execute(sql`select id from document_types where required order by id`)) as unknown as { rows: { id: number }[] }
    const serialNo = `22334${n}`
    const personnel = { username: `review.owner${n}`, firstName: 'Ifeoma', lastName: 'Obi', email: `owner.review${n}@example.ng`, phoneNumber: `+234916000${n}`, bvn: `2216677${n}` }
    if (!('personnel' in overrides)) await holding(personnel)
    return {
      businessName: `Review Stores ${n}`,
      businessType: 'SoleProprietorship',
      industryId: industry!.id,
      rcNumber: `BN66${n}`,
      tin: null,
      emailAddress1: `review${n}@example.ng`,
      emailAddress2: null,
      phoneNumber1: `+234916000${n}`,
      phoneNumber2: null,
      address: { street: '12 Allen Avenue', city: 'Ikeja', stateId: refs.lagosId, countryId: nigeria!.id, lga: 'Ikeja' },
      superAgentId: await refsOf('super_agents'),
      personnel,
      settlement: { accountNumber: serialNo + nubanCheckDigit('058', serialNo), bankCode: '058', accountName: `REVIEW STORES ${n}` },
      configuration: {
        productGroupId: await refsOf('product_groups'),
        feeSchemeId: await refsOf('fee_schemes'),
        commissionGroupId: await refsOf('commission_groups'),
        dailyTransactionLimit: 500_000_000,
        singleTransactionLimit: 20_000_000,
      },
      documents: types.rows.map((t) => ({ documentTypeId: t.id, fileName: `required-${t.id}.pdf`, contentType: 'application/pdf', contentBase64: PDF })),
      ...overrides,
    }
  }

  it('lists the documents with the request and serves each to a checker, with the merchant page permissions', async () => {
    const id = await sent('POST', '/mer/api/v1/Merchant/create', await onboarding())
    const request = await detail(id)
    expect(request.documents.length).toBeGreaterThanOrEqual(2)
    expect(request.documents[0]).toMatchObject({ index: 0, sizeBytes: Buffer.from(PDF, 'base64').length })
    const file = await app.request('GET', `/apms/api/v1/Approval/${id}/documents/0`, { token: tokens.checker })
    expect(file.status).toBe(200)
    expect(file.body.data.contentBase64).toBe(PDF)
    // Customer support reads merchants but not approval requests.
    expect((await app.request('GET', `/apms/api/v1/Approval/${id}/documents/0`, { token: tokens.support })).status).toBe(403)
    expect((await app.request('GET', `/apms/api/v1/Approval/${id}/documents/9`, { token: tokens.checker })).status).toBe(404)
    // A new account the sandbox's bank directory does not hold: name enquiry finds nothing.
    expect(codes(request.hints)).toEqual(['AccountNotFound'])
  })

  it("compares the name enquiry's answer with the account name and the business name", async () => {
    const body = await onboarding()
    const { accountNumber, bankCode } = body.settlement
    await app.handle.db.insert(bankAccounts).values({ bankCode, accountNumber, accountName: body.settlement.accountName })
    const same = await detail(await sent('POST', '/mer/api/v1/Merchant/create', body))
    expect(same.hints).toEqual([])
    const enquiry = await app.request('GET', `/mer/api/v1/Bank/NameEnquiry?BankCode=${bankCode}&AccountNumber=${accountNumber}`, { token: tokens.maker })
    expect(enquiry.body.data).toEqual({ accountNumber, bankCode, bankName: 'Guaranty Trust Bank', accountName: body.settlement.accountName })

    const other = await onboarding()
    await app.handle.db.insert(bankAccounts).values({ bankCode: other.settlement.bankCode, accountNumber: other.settlement.accountNumber, accountName: 'CHINEDU OKEKE' })
    const differs = await detail(await sent('POST', '/mer/api/v1/Merchant/create', other))
    expect(differs.hints.find((h) => h.code === 'AccountNameDiffers')).toMatchObject({
      severity: 'warning',
      values: { enquiryName: 'CHINEDU OKEKE', accountName: other.settlement.accountName, businessName: other.businessName },
    })
  })

  it('answers a name enquiry only for a well-formed account the bank holds, to those who onboard merchants', async () => {
    const enquire = (query: string, token = tokens.maker) => app.request('GET', `/mer/api/v1/Bank/NameEnquiry?${query}`, { token })
    expect((await enquire('BankCode=011&AccountNumber=0123456789')).body.fieldErrors).toEqual([expect.objectContaining({ field: 'AccountNumber' })])
    expect((await enquire('BankCode=011&AccountNumber=0123456784')).status).toBe(404)
    expect((await enquire('BankCode=011&AccountNumber=0123456784', tokens.support)).status).toBe(403)
  })

  it('takes back a returned onboarding resubmitted unchanged: its own name, e-mail and phone are no clash, while another onboarding of them still is', async () => {
    const body = await onboarding()
    const id = await sent('POST', '/mer/api/v1/Merchant/create', body)
    const returned = await app.request('PUT', `/apms/api/v1/Approval/Return?id=${id}`, { token: tokens.checker, body: { note: 'Upload the right CAC certificate', fields: ['documents'] } })
    expect(returned.status, JSON.stringify(returned.body)).toBe(200)
    // Returned, the request still claims its values.
    const copy = await app.request('POST', '/mer/api/v1/Merchant/create', { token: tokens.maker, body: { ...body, personnel: { ...body.personnel, username: `${body.personnel.username}x` } } })
    expect(copy.status).toBe(409)
    const resubmitted = await app.request('PUT', `/apms/api/v1/Approval/Resubmit?id=${id}`, { token: tokens.maker, body: { body } })
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200)
    expect((await detail(id)).status).toBe('Pending')
  })

  it("hints on the personnel's BVN (details differ, not found) and an LGA not in the state", async () => {
    const body = await onboarding()
    await app.handle.db.insert(bvnHolders).values({ bvn: '22166000001', firstName: 'Ifeoma', lastName: 'Okafor', dateOfBirth: '1990-01-01', phoneNumber: body.personnel.phoneNumber })
    const differs = (
      await detail(await sent('POST', '/mer/api/v1/Merchant/create', { ...body, personnel: { ...body.personnel, bvn: '22166000001' }, address: { ...body.address, lga: 'Port Harcourt' } }))
    ).hints
    expect(differs.find((h) => h.code === 'BvnDetailsDiffer')).toMatchObject({ severity: 'danger', values: { value: '221*****001', fields: 'name', person: 'Ifeoma Obi' } })
    expect(differs.find((h) => h.code === 'LgaNotInState')).toMatchObject({ severity: 'warning', values: { lga: 'Port Harcourt', state: 'Lagos', lgaState: 'Rivers' } })
    const other = await onboarding()
    const unknown = (await detail(await sent('POST', '/mer/api/v1/Merchant/create', { ...other, personnel: { ...other.personnel, bvn: '22166000002' } }))).hints
    expect(unknown.find((h) => h.code === 'BvnNotFound')).toMatchObject({ severity: 'warning', values: { value: '221*****002' } })
    expect(codes(unknown)).not.toContain('LgaNotInState')
  })

  it('flags a settlement account that another pending onboarding claims, naming that request', async () => {
    const first = await onboarding()
    const firstId = await sent('POST', '/mer/api/v1/Merchant/create', first)
    const second = await onboarding()
    const secondId = await sent('POST', '/mer/api/v1/Merchant/create', { ...second, settlement: { ...second.settlement, accountNumber: first.settlement.accountNumber } })
    expect((await detail(secondId)).hints.find((h) => h.code === 'SettlementAccountInPendingRequest')).toMatchObject({
      severity: 'danger',
      values: { value: `${first.settlement.accountNumber} (Guaranty Trust Bank)`, requestId: firstId },
      entity: { type: 'ApprovalRequest', id: firstId, name: first.businessName },
    })
  })

  it('flags a settlement account that is already another merchant’s', async () => {
    const [other] = await app.handle.db.select({ id: merchants.id, settlement: merchants.settlement }).from(merchants).orderBy(asc(merchants.id)).limit(1)
    const settlement = other!.settlement as { accountNumber: string; bankCode: string }
    const body = await onboarding()
    const id = await sent('POST', '/mer/api/v1/Merchant/create', { ...body, settlement: { ...body.settlement, accountNumber: settlement.accountNumber, bankCode: settlement.bankCode } })
    expect((await detail(id)).hints.find((h) => h.code === 'SettlementAccountUsedElsewhere')).toMatchObject({ severity: 'danger', entity: { type: 'Merchant', id: other!.id } })
  })
})

describe('state extents', () => {
  it("hold DOMAIN.md's points and every seeded agent's GPS point in its own state", async () => {
    expect(stateAt(6.5, 3.37)).toBe('Lagos')
    expect(stateAt(12.0, 8.52)).toBe('Kano')
    expect(stateAt(9.06, 7.49)).toBe('Federal Capital Territory')
    const rows = (await app.handle.db.execute(sql`select s.name, a.latitude, a.longitude from agents a join states s on s.id = a.state_id where a.latitude is not null`)) as unknown as {
      rows: { name: string; latitude: number; longitude: number }[]
    }
    expect(rows.rows.length).toBeGreaterThan(50)
    const outside = rows.rows.filter((r) => STATE_EXTENTS[r.name] && distanceOutsideKm(STATE_EXTENTS[r.name]!, r.latitude, r.longitude) > 10)
    expect(outside).toEqual([])
  })
})

describe('values another record holds, that submission leaves to the checker', () => {
  it('flags a NIN another outlet of the same merchant holds (the platform allows it), with that agent', async () => {
    const [holder] = await app.handle.db
      .select({ id: agents.id, nin: agents.nin })
      .from(agents)
      .where(and(eq(agents.merchantId, refs.merchantId), ne(agents.status, 'Deleted'), sql`${agents.nin} is not null`))
      .limit(1)
    const found = (await detail(await sent('POST', '/mer/api/v1/Agent/create', agentBody({ nin: holder!.nin })))).hints.find((h) => h.code === 'NinUsedElsewhere')
    expect(found).toMatchObject({ severity: 'danger', entity: { type: 'Agent', id: holder!.id } })
  })

  it("flags a phone number that is a staff member's", async () => {
    const [user] = await app.handle.db.select({ id: users.id, phone: users.phoneNumber }).from(users).where(eq(users.username, 'auditor'))
    const found = (await detail(await sent('POST', '/mer/api/v1/Agent/create', agentBody({ phoneNumber: user!.phone })))).hints.find((h) => h.code === 'PhoneUsedElsewhere')
    expect(found).toMatchObject({ severity: 'warning', values: { value: user!.phone }, entity: { type: 'User', id: user!.id } })
  })

  it('flags a terminal given to another agent after the request was made, and nothing before', async () => {
    const terminalId = 'HNT00001'
    const id = await sent('POST', '/mer/api/v1/Agent/create', agentBody({ terminalId }))
    expect(codes((await detail(id)).hints)).not.toContain('TerminalUsedElsewhere')
    const [other] = await app.handle.db
      .select({ id: agents.id })
      .from(agents)
      .where(and(ne(agents.merchantId, refs.merchantId), ne(agents.status, 'Deleted')))
      .limit(1)
    await app.handle.db.update(agents).set({ terminalId }).where(eq(agents.id, other!.id))
    expect((await detail(id)).hints.find((h) => h.code === 'TerminalUsedElsewhere')).toMatchObject({ severity: 'danger', values: { value: terminalId }, entity: { type: 'Agent', id: other!.id } })
  })
})

describe('a settlement account stored before the NUBAN check', () => {
  it('is flagged as not a valid NUBAN for its bank', async () => {
    const [permission] = await app.handle.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(and(eq(permissions.groupName, 'Merchant'), eq(permissions.shortName, 'Create Merchant')))
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
    const found = (await detail(stored!.id)).hints
    expect(found.find((h) => h.code === 'NubanInvalid')).toMatchObject({ severity: 'danger', values: { accountNumber: '0123456789', bankName: 'First Bank of Nigeria' } })
    // Name enquiry is not asked for a number that cannot exist.
    expect(found.map((h) => h.code)).not.toContain('AccountNotFound')
  })
})

describe('BVN validation (the sandbox standing in for NIBSS)', () => {
  const validate = (query: string, token = tokens.maker) => app.request('GET', `/mer/api/v1/Bvn/Validate?${query}`, { token })

  it('answers match or not per field, names in any order and case, middle name optional, never the record', async () => {
    const person = await holding({ bvn: '22188001001', firstName: 'Adébáyọ̀', lastName: 'Ogunlesi', phoneNumber: '+2348031110001' })
    const matched = await validate(`Bvn=${person.bvn}&FirstName=OGUNLESI&LastName=adebayo&DateOfBirth=1988-06-14&PhoneNumber=%2B2348031110001`)
    expect(matched.status, JSON.stringify(matched.body)).toBe(200)
    expect(matched.body.data).toEqual({ bvn: '221*****001', nameMatches: true, dateOfBirthMatches: true, phoneMatches: true })
    const withMiddle = await validate(`Bvn=${person.bvn}&FirstName=Adebayo&MiddleName=Oluwaseun&LastName=Ogunlesi`)
    expect(withMiddle.body.data).toEqual({ bvn: '221*****001', nameMatches: true, dateOfBirthMatches: null, phoneMatches: null })
    const differs = await validate(`Bvn=${person.bvn}&FirstName=Adebayo&LastName=Ogunleye&DateOfBirth=1988-06-15`)
    expect(differs.body.data).toEqual({ bvn: '221*****001', nameMatches: false, dateOfBirthMatches: false, phoneMatches: null })
    expect(JSON.stringify(differs.body)).not.toContain('1988-06-14')
    expect(JSON.stringify(differs.body)).not.toContain('Oluwaseun')
  })

  it('seeds the directory from the agents and the personnel: most as recorded, a few with another first name, a few unknown', async () => {
    const counts = async (table: 'agents' | 'merchants') => {
      const [bvn, first, last] = table === 'agents' ? ['a.bvn', 'a.first_name', 'a.last_name'] : ["a.personnel->>'bvn'", "a.personnel->>'firstName'", "a.personnel->>'lastName'"]
      const result = (await app.handle.db.execute(
        sql.raw(`select count(*)::int as total, count(h.bvn) filter (where h.first_name = ${first} and h.last_name = ${last})::int as same,
          count(h.bvn) filter (where h.first_name <> ${first})::int as renamed, count(*) filter (where h.bvn is null)::int as unknown
          from ${table} a left join bvn_holders h on h.bvn = ${bvn}`),
      )) as unknown as { rows: { total: number; same: number; renamed: number; unknown: number }[] }
      return result.rows[0]!
    }
    const seededAgents = await counts('agents')
    expect(seededAgents.same).toBeGreaterThan(seededAgents.total * 0.9)
    expect(seededAgents.renamed).toBeGreaterThan(0)
    expect(seededAgents.unknown).toBeGreaterThan(0)
    const personnel = await counts('merchants')
    expect(personnel.same).toBeGreaterThan(personnel.total * 0.9)
    expect(personnel.renamed + personnel.unknown).toBeGreaterThan(0)
  })

  it('answers 404 for a BVN NIBSS does not know, 400 for a malformed one, and 403 to a user who neither creates agents nor onboards merchants', async () => {
    const unknown = await validate('Bvn=22188009999&FirstName=Ada&LastName=Obi')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', values: { entity: 'BVN', id: '221*****999' } })
    expect((await validate('Bvn=2218800&FirstName=Ada&LastName=Obi')).status).toBe(400)
    const denied = await validate('Bvn=22188009999&FirstName=Ada&LastName=Obi', tokens.support)
    expect(denied.status).toBe(403)
    expect(denied.body).toMatchObject({ code: 'PERMISSION_DENIED' })
  })

  it('hints on an agent request: nothing when the details are the holder’s, BvnNotFound, and BvnDetailsDiffer naming the fields', async () => {
    const plain = await holding(agentBody({ merchantId: refs.otherMerchantId }))
    expect(codes((await detail(await sent('POST', '/mer/api/v1/Agent/create', plain))).hints).filter((c) => c.startsWith('Bvn'))).toEqual([])

    const unknown = agentBody({ merchantId: refs.otherMerchantId })
    expect((await detail(await sent('POST', '/mer/api/v1/Agent/create', unknown))).hints.find((h) => h.code === 'BvnNotFound')).toMatchObject({
      severity: 'warning',
      values: { value: `${unknown.bvn.slice(0, 3)}*****${unknown.bvn.slice(-3)}` },
    })

    const renamed = await holding(agentBody({ merchantId: refs.otherMerchantId }), { firstName: 'Bisola', phoneNumber: '+2348000000001' })
    const differs = (await detail(await sent('POST', '/mer/api/v1/Agent/create', renamed))).hints.find((h) => h.code === 'BvnDetailsDiffer')
    expect(differs).toMatchObject({ severity: 'danger', values: { fields: 'name, phone', person: 'Bisi Adeyemi' } })
    expect(JSON.stringify(differs)).not.toContain(renamed.bvn)
    expect(JSON.stringify(differs)).not.toContain('Bisola')

    const phoneOnly = await holding(agentBody({ merchantId: refs.otherMerchantId }), { phoneNumber: '+2348000000002' })
    expect((await detail(await sent('POST', '/mer/api/v1/Agent/create', phoneOnly))).hints.find((h) => h.code === 'BvnDetailsDiffer')).toMatchObject({
      severity: 'warning',
      values: { fields: 'phone' },
    })
  })

  it("checks an agent update's names against the agent's own BVN", async () => {
    const [agent] = await app.handle.db
      .select()
      .from(agents)
      .where(and(eq(agents.merchantId, refs.merchantId), ne(agents.status, 'Deleted')))
      .limit(1)
    await app.handle.db
      .insert(bvnHolders)
      .values({ bvn: agent!.bvn, firstName: agent!.firstName, lastName: agent!.lastName, dateOfBirth: '1979-01-02', phoneNumber: agent!.phoneNumber })
      .onConflictDoUpdate({ target: bvnHolders.bvn, set: { firstName: agent!.firstName, lastName: agent!.lastName, phoneNumber: agent!.phoneNumber } })
    const current = (await app.request('GET', `/mer/api/v1/Agent/${agent!.id}`, { token: tokens.maker })).body.data
    const update = {
      merchantId: agent!.merchantId,
      firstName: 'Someone',
      lastName: current.lastName,
      businessName: current.businessName,
      agentType: current.agentType,
      phoneNumber: current.phoneNumber,
      email: current.email,
      address: { street: current.address.street, city: current.address.city, stateId: current.address.stateId, lga: current.address.lga },
      location: current.location,
      dailyCashOutLimit: current.dailyCashOutLimit,
    }
    const response = await app.request('PUT', `/mer/api/v1/Agent?id=${agent!.id}`, { token: tokens.maker, body: update })
    expect(response.status, JSON.stringify(response.body)).toBe(202)
    const hints = (await detail(response.body.data.approvalRequestId as number)).hints
    expect(hints.find((h) => h.code === 'BvnDetailsDiffer')).toMatchObject({ severity: 'danger', values: { fields: 'name', person: `Someone ${current.lastName}` } })
  })
})

describe('the LGA against the state', () => {
  it('says nothing for an LGA of the state, and names the state an LGA of another state belongs to', async () => {
    const inState = await detail(await sent('POST', '/mer/api/v1/Agent/create', agentBody({ address: { street: '3 Ojuelegba Road', city: 'Surulere', stateId: refs.lagosId, lga: 'surulere' } })))
    expect(codes(inState.hints)).not.toContain('LgaNotInState')
    const elsewhere = await detail(
      await sent(
        'POST',
        '/mer/api/v1/Agent/create',
        agentBody({ address: { street: '3 Zoo Road', city: 'Kano', stateId: refs.lagosId, lga: 'Kano Municipal' }, location: { latitude: 6.6, longitude: 3.35 } }),
      ),
    )
    expect(elsewhere.hints.find((h) => h.code === 'LgaNotInState')).toMatchObject({ severity: 'warning', values: { lga: 'Kano Municipal', state: 'Lagos', lgaState: 'Kano' } })
    const nowhere = await detail(await sent('POST', '/mer/api/v1/Agent/create', agentBody({ address: { street: '3 Ojuelegba Road', city: 'Surulere', stateId: refs.lagosId, lga: 'Atlantis' } })))
    expect(nowhere.hints.find((h) => h.code === 'LgaNotInState')).toMatchObject({ values: { lga: 'Atlantis', state: 'Lagos', lgaState: '' } })
  })

  it("gives the demo's Kano outlet with Ikeja's address both the GPS and the LGA hints, and its BVN matches", async () => {
    // As server/src/seed/demo-activity.ts sends it (the seed's BVN directory holds Musa Ibrahim Danjuma).
    const id = await sent('POST', '/mer/api/v1/Agent/create', {
      ...agentBody(),
      firstName: 'Musa',
      lastName: 'Danjuma',
      phoneNumber: '+2349030041001',
      bvn: demoOutletBvn(1),
      address: { street: '14 Obafemi Awolowo Way', city: 'Ikeja', stateId: refs.kanoId, lga: 'Ikeja' },
      location: { latitude: 6.6018, longitude: 3.3515 },
    })
    const hints = (await detail(id)).hints
    expect(codes(hints)).toEqual(expect.arrayContaining(['LocationOutsideState', 'LgaNotInState']))
    expect(hints.find((h) => h.code === 'LgaNotInState')).toMatchObject({ values: { lga: 'Ikeja', state: 'Kano', lgaState: 'Lagos' } })
    expect(codes(hints).filter((c) => c === 'BvnNotFound' || c === 'BvnDetailsDiffer')).toEqual([])
  })

  it("flags a merchant update whose address moves the LGA out of the merchant's state", async () => {
    const current = (await app.request('GET', `/mer/api/v1/Merchant/${refs.otherMerchantId}`, { token: tokens.maker })).body.data
    const body = {
      businessName: current.businessName,
      businessType: current.businessType,
      industryId: current.industry.id,
      rcNumber: current.rcNumber,
      tin: current.tin,
      emailAddress1: current.emailAddress1,
      emailAddress2: current.emailAddress2,
      phoneNumber1: current.phoneNumber1,
      phoneNumber2: current.phoneNumber2,
      address: { street: current.address.street, city: current.address.city, stateId: current.address.stateId, countryId: current.address.countryId, lga: 'Gwagwalada' },
    }
    const id = await sent('PUT', `/mer/api/v1/Merchant?id=${refs.otherMerchantId}`, body)
    const found = (await detail(id)).hints.find((h) => h.code === 'LgaNotInState')
    expect(current.address.stateName).not.toBe('Federal Capital Territory')
    expect(found).toMatchObject({ severity: 'warning', values: { lga: 'Gwagwalada', state: current.address.stateName, lgaState: 'Federal Capital Territory' } })
  })

  it('finds every seeded agent and merchant address with an LGA of its own state', async () => {
    const rows = (await app.handle.db.execute(
      sql`select s.name as state, x.lga from (select address->>'lga' as lga, state_id from agents union all select address->>'lga', (address->>'stateId')::int from merchants) x join states s on s.id = x.state_id`,
    )) as unknown as { rows: { state: string; lga: string }[] }
    expect(rows.rows.length).toBeGreaterThan(100)
    expect(rows.rows.filter((r) => !lgaInState(r.lga, r.state))).toEqual([])
  })
})
