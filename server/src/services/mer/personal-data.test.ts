// Personal data revealed on purpose, and on the record (DOMAIN.md, the Nigeria Data Protection Act
// 2023): a BVN or NIN in full only through a reveal, by a holder of Personal Data / View Personal
// Data, written to the audit trail in its transaction without the value; every other answer, for
// every role, keeps it masked; and nothing personal reaches the server's log.
import { readFileSync } from 'node:fs'

import { and, asc, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { agents, auditRecords, commissionGroups, countries, documentTypes, feeSchemes, industries, merchants, productGroups, states, superAgents } from '../../db/schema.ts'
import { loadOperations } from '../../platform/contracts.ts'
import { createTestApp, TEST_APPROVALS, type TestApp } from '../../testing.ts'
import { allHandlers } from '../index.ts'
import type { OperationId } from '../../platform/types.ts'
import { nubanCheckDigit } from '../../../../src/lib/nuban.ts'

const PDF = 'JVBERi0xLjcKJeLjz9MKMSAwIG9iago8PC9UeXBlL0NhdGFsb2c+PgplbmRvYmoKdHJhaWxlcgo8PC9Sb290IDEgMCBSPj4KJSVFT0YK'

/** Every demo user who signs in with a password alone (mfa.admin holds the role admin holds). */
const USERS = ['admin', 'maker', 'checker', 'checker2', 'auditor', 'support', 'compliance'] as const
/** The roles without Personal Data / View Personal Data. */
const REFUSED = ['maker', 'checker', 'checker2', 'auditor', 'support'] as const

let app: TestApp
const tokens = {} as Record<(typeof USERS)[number], string>
const logged: string[] = []

// What the onboarding of a merchant and of an agent enters: identity numbers, phones, e-mails.
const onboarding = {
  merchantBvn: '22154870921',
  merchantPhone: '+2349190007731',
  merchantEmail: 'adaeze.reveal@example.ng',
  personnelEmail: 'owner.reveal@example.ng',
  personnelPhone: '+2349190007732',
  agentBvn: '22977110931',
  agentNin: '71044550931',
  agentPhone: '+2349177000931',
  agentEmail: 'ngozi.reveal@example.com',
}
const requests = { merchant: 0, agent: 0 }
let agentId = 0
let merchantId = 0

async function auditCount(): Promise<number> {
  const [row] = await app.handle.db.select({ n: count() }).from(auditRecords)
  return row?.n ?? 0
}

async function lastAudit() {
  const [row] = await app.handle.db.select().from(auditRecords).orderBy(desc(auditRecords.id)).limit(1)
  if (!row) throw new Error('no audit record')
  return row
}

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows
  if (!row) throw new Error('seed row missing')
  return row
}

beforeAll(async () => {
  app = await createTestApp({
    env: { logRequests: true },
    log: (line) => logged.push(line),
    // A new agent waits for a checker too, so a request holds a BVN and a NIN.
    seed: { approvals: [...TEST_APPROVALS, ['Agent', 'Create Agent', ['Supervisor']]] },
  })
  for (const method of ['info', 'log', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')))
  }
  for (const username of USERS) tokens[username] = await app.login(username)

  // The onboarding flow: a merchant and an agent entered by the maker, held for a checker.
  const db = app.handle.db
  const nigeria = await one(db.select().from(countries).where(eq(countries.isoCode, 'NG')))
  const state = await one(db.select().from(states).where(eq(states.countryId, nigeria.id)).orderBy(asc(states.id)).limit(1))
  const required = await db.select({ id: documentTypes.id }).from(documentTypes).where(eq(documentTypes.required, true))
  const account = `0123409${'31'}`
  const merchant = await app.request('POST', '/mer/api/v1/Merchant/create', {
    token: tokens.maker,
    body: {
      businessName: 'Adaeze Reveal Provisions',
      businessType: 'SoleProprietorship',
      industryId: (await one(db.select().from(industries).orderBy(asc(industries.id)).limit(1))).id,
      rcNumber: 'BN7709311',
      tin: null,
      emailAddress1: onboarding.merchantEmail,
      emailAddress2: null,
      phoneNumber1: onboarding.merchantPhone,
      phoneNumber2: null,
      address: { street: '31 Ogui Road', city: 'Enugu', stateId: state.id, countryId: nigeria.id, lga: 'Enugu North' },
      superAgentId: (await one(db.select().from(superAgents).where(eq(superAgents.status, 'Active')).limit(1))).id,
      personnel: { username: 'adaeze.reveal', firstName: 'Adaeze', lastName: 'Nwankwo', email: onboarding.personnelEmail, phoneNumber: onboarding.personnelPhone, bvn: onboarding.merchantBvn },
      settlement: { accountNumber: account + nubanCheckDigit('058', account), bankCode: '058', accountName: 'ADAEZE REVEAL PROVISIONS' },
      configuration: {
        productGroupId: (await one(db.select().from(productGroups).where(eq(productGroups.status, 'Active')).limit(1))).id,
        feeSchemeId: (await one(db.select().from(feeSchemes).where(eq(feeSchemes.status, 'Active')).limit(1))).id,
        commissionGroupId: (await one(db.select().from(commissionGroups).where(eq(commissionGroups.status, 'Active')).limit(1))).id,
        dailyTransactionLimit: 500_000_000,
        singleTransactionLimit: 20_000_000,
      },
      documents: required.map((type, i) => ({ documentTypeId: type.id, fileName: `document-${i}.pdf`, contentType: 'application/pdf', contentBase64: PDF })),
    },
  })
  expect(merchant.status, JSON.stringify(merchant.body)).toBe(202)
  requests.merchant = merchant.body.data.approvalRequestId
  const approved = await app.request('PUT', `/apms/api/v1/Approval/Approve?id=${requests.merchant}`, { token: tokens.checker })
  expect(approved.status, JSON.stringify(approved.body)).toBe(200)
  merchantId = (await one(db.select({ id: merchants.id }).from(merchants).where(eq(merchants.businessName, 'Adaeze Reveal Provisions')))).id

  const agent = await app.request('POST', '/mer/api/v1/Agent/create', {
    token: tokens.maker,
    body: {
      merchantId,
      firstName: 'Ngozi',
      lastName: 'Eze',
      businessName: 'Ngozi Reveal Cash Point',
      agentType: 'Individual',
      phoneNumber: onboarding.agentPhone,
      email: onboarding.agentEmail,
      bvn: onboarding.agentBvn,
      nin: onboarding.agentNin,
      tin: null,
      address: { street: '14 Bode Thomas Street', city: 'Surulere', stateId: state.id, lga: 'Surulere' },
      location: { latitude: 6.498312, longitude: 3.355184 },
      terminalSerialNumber: 'TPS900-88120931',
      terminalMaker: 'Topwise',
      dailyCashOutLimit: 50_000_000,
    },
  })
  expect(agent.status, JSON.stringify(agent.body)).toBe(202)
  requests.agent = agent.body.data.approvalRequestId
  agentId = (
    await one(
      db
        .select({ id: agents.id })
        .from(agents)
        .where(and(isNotNull(agents.nin), ne(agents.status, 'Deleted')))
        .orderBy(asc(agents.id))
        .limit(1),
    )
  ).id
})

afterAll(async () => {
  vi.restoreAllMocks()
  await app?.close()
})

describe('revealing a BVN or NIN', () => {
  it('answers an agent’s BVN and NIN in full to the compliance officer, each on the trail without its value, counted as an export', async () => {
    const [agent] = await app.handle.db.select().from(agents).where(eq(agents.id, agentId))
    for (const field of ['bvn', 'nin'] as const) {
      const answer = await app.call('revealAgentPersonalData', { path: { id: agentId, field }, token: tokens.compliance }, 200)
      expect(answer.body.data).toEqual({ field, value: agent?.[field] })
      expect(answer.headers.get('RateLimit-Policy')).toMatch(/^"exports"/)
      const record = await lastAudit()
      expect(record).toMatchObject({ username: 'compliance', eventType: 'PersonalDataRevealed', entityType: 'Agent', entityId: String(agentId), newData: JSON.stringify({ field }) })
      expect(record.description).toBe(`Revealed the ${field.toUpperCase()} of agent ${agent?.code} ${agent?.firstName} ${agent?.lastName}`)
      expect(JSON.stringify(record)).not.toContain(agent?.[field])
    }
  })

  it('answers a merchant personnel’s BVN, and 404 for a NIN a merchant does not record', async () => {
    const answer = await app.call('revealMerchantPersonalData', { path: { id: merchantId, field: 'bvn' }, token: tokens.compliance }, 200)
    expect(answer.body.data).toEqual({ field: 'bvn', value: onboarding.merchantBvn })
    expect(await lastAudit()).toMatchObject({ eventType: 'PersonalDataRevealed', entityType: 'Merchant', entityId: String(merchantId), newData: '{"field":"bvn"}' })
    const before = await auditCount()
    await app.call('revealMerchantPersonalData', { path: { id: merchantId, field: 'nin' }, token: tokens.compliance }, 404)
    expect(await auditCount()).toBe(before)
  })

  it('answers the numbers the maker entered in an approval request', async () => {
    const bvn = await app.call('revealApprovalPersonalData', { path: { id: requests.agent, field: 'bvn' }, token: tokens.compliance }, 200)
    expect(bvn.body.data.value).toBe(onboarding.agentBvn)
    const nin = await app.call('revealApprovalPersonalData', { path: { id: requests.agent, field: 'nin' }, token: tokens.compliance }, 200)
    expect(nin.body.data.value).toBe(onboarding.agentNin)
    expect(await lastAudit()).toMatchObject({ username: 'compliance', eventType: 'PersonalDataRevealed', entityType: 'ApprovalRequest', entityId: String(requests.agent), newData: '{"field":"nin"}' })
    const merchantBvn = await app.call('revealApprovalPersonalData', { path: { id: requests.merchant, field: 'bvn' }, token: tokens.compliance }, 200)
    expect(merchantBvn.body.data.value).toBe(onboarding.merchantBvn)
    await app.call('revealApprovalPersonalData', { path: { id: requests.merchant, field: 'nin' }, token: tokens.compliance }, 404)
  })

  it.each(REFUSED)('refuses %s (no Personal Data / View Personal Data) with 403, and records nothing', async (username) => {
    const before = await auditCount()
    const calls = [
      app.call('revealAgentPersonalData', { path: { id: agentId, field: 'bvn' }, token: tokens[username] }, 403),
      app.call('revealMerchantPersonalData', { path: { id: merchantId, field: 'bvn' }, token: tokens[username] }, 403),
      app.call('revealApprovalPersonalData', { path: { id: requests.agent, field: 'nin' }, token: tokens[username] }, 403),
    ]
    for (const refused of await Promise.all(calls)) expect(refused.body).toMatchObject({ code: 'PERMISSION_DENIED', values: { group: 'Personal Data', action: 'View Personal Data' } })
    expect(await auditCount()).toBe(before)
  })

  it('is held by the compliance officer and the super admin alone among the demo roles', async () => {
    const holders = (await app.handle.db.execute(sql`
      select r.name from roles r join role_permissions rp on rp.role_id = r.id join permissions p on p.id = rp.permission_id
      where p.group_name = 'Personal Data' and p.short_name = 'View Personal Data' order by r.name`)) as unknown as { rows: { name: string }[] }
    expect(holders.rows.map((row) => row.name)).toEqual(['Compliance Officer', 'Super Admin'])
  })
})

describe('every other answer', () => {
  it('keeps every BVN and NIN of the platform masked, for every role: lists, exports, records, approval details and hints, the audit trail', async () => {
    const db = app.handle.db
    const agentNumbers = await db.select({ bvn: agents.bvn, nin: agents.nin }).from(agents)
    const merchantNumbers = await db.select({ personnel: merchants.personnel }).from(merchants)
    const full = new Set<string>([onboarding.merchantBvn, onboarding.agentBvn, onboarding.agentNin])
    for (const row of agentNumbers) for (const value of [row.bvn, row.nin]) if (value) full.add(value)
    for (const row of merchantNumbers) full.add(String((row.personnel as { bvn?: unknown }).bvn))
    const anyFull = new RegExp(`(?<![0-9])(${[...full].join('|')})(?![0-9])`)
    // The pattern finds a number where there is one.
    expect(JSON.stringify(agentNumbers).match(anyFull)?.[0]).toBe(agentNumbers[0]?.bvn)

    // Every read of the contracts that needs no path (lists, exports, summaries), as many rows as a page holds.
    const reads = loadOperations().filter((op) => op.method === 'get' && !op.path.includes('{') && !op.responses['200']?.events && !allHandlers[op.operationId as OperationId]?.mutating)
    const paths = reads.map((op) => (op.parameters.some((p) => p.name === 'PageSize') ? `${op.path}?PageSize=500` : op.path))
    const [firstAgents, firstMerchants, reveals] = await Promise.all([
      db.select({ id: agents.id }).from(agents).orderBy(asc(agents.id)).limit(5),
      db.select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.id)).limit(5),
      db.select({ id: auditRecords.id }).from(auditRecords).where(eq(auditRecords.eventType, 'PersonalDataRevealed')),
    ])
    const onboardingRecords = await db
      .select({ id: auditRecords.id })
      .from(auditRecords)
      .where(
        sql`(${auditRecords.entityType} = 'Merchant' and ${auditRecords.entityId} = ${String(merchantId)}) or ${auditRecords.entityType} = 'ApprovalRequest' or ${auditRecords.eventType} = 'SentForApproval'`,
      )
    paths.push(
      ...[agentId, ...firstAgents.map((a) => a.id)].map((id) => `/mer/api/v1/Agent/${id}`),
      ...[merchantId, ...firstMerchants.map((m) => m.id)].map((id) => `/mer/api/v1/Merchant/${id}`),
      `/apms/api/v1/Approval/${requests.merchant}`,
      `/apms/api/v1/Approval/${requests.agent}`,
      '/aud/api/v1/AuditTrail?EventType=PersonalDataRevealed',
      ...[...reveals, ...onboardingRecords].map((record) => `/aud/api/v1/AuditTrail/${record.id}`),
    )
    expect(reveals.length).toBeGreaterThanOrEqual(5)

    let answered = 0
    for (const username of USERS) {
      for (const path of paths) {
        const response = await app.raw('GET', path, { token: tokens[username] })
        const text = await response.text()
        if (response.status === 200) answered += 1
        expect(text.match(anyFull)?.[0], `${username} GET ${path}`).toBeUndefined()
      }
    }
    // The sweep read something: the compliance officer alone opened every record and list above.
    expect(answered).toBeGreaterThan(paths.length)
  })
})

describe('the server’s log', () => {
  it('holds no BVN, NIN, phone number or e-mail address of the onboarding of a merchant and an agent', () => {
    expect(logged.some((line) => line.includes('POST /mer/api/v1/Merchant/create 202'))).toBe(true)
    expect(logged.some((line) => line.startsWith('[outbox] Email to adaeze.reveal:'))).toBe(true)
    const text = logged.join('\n')
    for (const value of Object.values(onboarding)) {
      expect(text).not.toContain(value)
      // A phone number written without its country code is the same number.
      if (value.startsWith('+234')) expect(text).not.toContain(`0${value.slice(4)}`)
    }
  })
})

describe('migration 0021', () => {
  it('gives a database seeded before it the permission, held by the super admin and the compliance officer', async () => {
    const db = app.handle.db
    await db.execute(sql`delete from role_permissions where permission_id in (select id from permissions where group_name = 'Personal Data')`)
    await db.execute(sql`delete from permissions where group_name = 'Personal Data'`)
    const script = readFileSync(new URL('../../../drizzle/0021_personal_data.sql', import.meta.url), 'utf8')
    // Twice: a second run changes nothing.
    for (let run = 0; run < 2; run++) for (const statement of script.split('--> statement-breakpoint')) await db.execute(sql.raw(statement))
    const holders = (await db.execute(sql`
      select r.name from roles r join role_permissions rp on rp.role_id = r.id join permissions p on p.id = rp.permission_id
      where p.group_name = 'Personal Data' and p.short_name = 'View Personal Data' order by r.name`)) as unknown as { rows: { name: string }[] }
    expect(holders.rows.map((row) => row.name)).toEqual(['Compliance Officer', 'Super Admin'])
  })
})
