import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { verifySecret } from '../platform/crypto.ts'
import { loadOperations, permissionCatalogue } from '../platform/contracts.ts'
import { openDatabase, type DatabaseHandle } from '../db/client.ts'
import { BANK_NAMES, DEMO_PASSWORD, computeFee, createAdministrator, seed, type FeeRule } from './seed.ts'
import { COUNTRIES, placesOfState } from './seed-data.ts'
import { nubanCheckDigit } from './seed-random.ts'

async function rows<T>(handle: DatabaseHandle, text: string): Promise<T[]> {
  const result = (await handle.db.execute(text as never)) as unknown as { rows: T[] }
  return result.rows
}

async function count(handle: DatabaseHandle, text: string): Promise<number> {
  const [row] = await rows<{ n: number }>(handle, `select count(*)::int as n from (${text}) as q`)
  return row?.n ?? -1
}

describe('nubanCheckDigit', () => {
  it('matches the CBN example (bank 011, serial 000001457)', () => {
    // CBN's worked example: 0000014579 at First Bank.
    expect(nubanCheckDigit('011', '000001457')).toBe(9)
  })
})

describe('placesOfState', () => {
  it('gives every Nigerian state real towns of its own, with their LGA and streets', () => {
    for (const [code, name] of COUNTRIES[0]?.states ?? []) {
      const places = placesOfState(name)
      expect(places.length, name).toBeGreaterThan(0)
      for (const place of places) {
        expect(place.state).toBe(code)
        expect(place.city).not.toBe('')
        expect(place.streets.length).toBeGreaterThan(0)
      }
    }
    expect(placesOfState('Rivers').map((place) => place.city)).toContain('Port Harcourt')
    expect(placesOfState('Federal Capital Territory').map((place) => place.city)).not.toContain('Federal Capital Territory')
    expect(placesOfState('Atlantis')).toEqual([])
  })
})

describe('seed (demo, test size)', () => {
  let handle: DatabaseHandle
  const options = { demo: true, transactions: 2000, merchants: 40, agents: 120, quiet: true }

  beforeAll(async () => {
    handle = await openDatabase({})
    await seed(handle, options)
  })
  afterAll(async () => {
    await handle.close()
  })

  it('seeds the whole permission catalogue, with descriptions', async () => {
    const expected = Object.values(permissionCatalogue()).flat().length
    expect(await count(handle, 'select 1 from permissions')).toBe(expected)
    expect(await count(handle, "select 1 from permissions where coalesce(description, '') = ''")).toBe(0)
  })

  it('gives Super Admin every permission and the other roles what they need', async () => {
    const grants = await rows<{ name: string; client_type: string; n: number }>(
      handle,
      'select r.name, r.client_type, count(rp.permission_id)::int as n from roles r left join role_permissions rp on rp.role_id = r.id group by r.id order by r.id',
    )
    const total = await count(handle, 'select 1 from permissions')
    expect(grants.find((g) => g.name === 'Super Admin')?.n).toBe(total)
    const has = async (role: string, group: string, action: string) =>
      (await count(
        handle,
        `select 1 from role_permissions rp join roles r on r.id = rp.role_id join permissions p on p.id = rp.permission_id
         where r.name = '${role}' and p.group_name = '${group}' and p.short_name = '${action}'`,
      )) === 1
    expect(await has('Operations Officer', 'Merchant', 'Create Merchant')).toBe(true)
    expect(await has('Operations Officer', 'Approval', 'Approve Request')).toBe(false)
    expect(await has('Supervisor', 'Approval', 'Approve Request')).toBe(true)
    expect(await has('Supervisor', 'Merchant', 'Create Merchant')).toBe(false)
    expect(await has('Auditor', 'Audit', 'View Audit')).toBe(true)
    expect(await has('Auditor', 'Approval', 'Approve Request')).toBe(false)
    expect(await has('Customer Support', 'Case', 'Manage Case')).toBe(true)
    expect(await has('Customer Support', 'Merchant', 'Update Merchant')).toBe(false)
    expect(new Set(grants.map((g) => g.client_type))).toEqual(new Set(['Admin', 'Merchant', 'Agent']))
  })

  it('creates the demo accounts with the demo password, and staff who cannot sign in', async () => {
    const demo = await rows<{ username: string; role: string; password_hash: string; multi_factor_enabled: boolean; email: string; phone_number: string }>(
      handle,
      `select u.username, r.name as role, u.password_hash, u.multi_factor_enabled, u.email, u.phone_number
       from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id where u.password_hash is not null order by u.id`,
    )
    expect(demo.map((u) => [u.username, u.role])).toEqual([
      ['admin', 'Super Admin'],
      ['maker', 'Operations Officer'],
      ['checker', 'Supervisor'],
      ['checker2', 'Supervisor'],
      ['auditor', 'Auditor'],
      ['support', 'Customer Support'],
      ['mfa.admin', 'Super Admin'],
      ['compliance', 'Compliance Officer'],
    ])
    expect(demo.filter((u) => u.multi_factor_enabled).map((u) => u.username)).toEqual(['mfa.admin'])
    expect(demo.every((u) => u.email.endsWith('@sandbox-bank.ng') && /^\+234[0-9]{10}$/.test(u.phone_number))).toBe(true)
    expect(await verifySecret(DEMO_PASSWORD, demo[0]?.password_hash)).toBe(true)
    const staff = await count(handle, 'select 1 from users where password_hash is null')
    expect(staff).toBeGreaterThanOrEqual(20)
    expect(await count(handle, 'select 1 from users u left join user_roles ur on ur.user_id = u.id where ur.user_id is null')).toBe(0)
  })

  it('seeds the reference data', async () => {
    const nigeria = await rows<{ id: number; dial_code: string; currency_code: string }>(handle, "select id, dial_code, currency_code from countries where iso_code = 'NG'")
    expect(nigeria).toEqual([{ id: 1, dial_code: '+234', currency_code: 'NGN' }])
    expect(await count(handle, 'select 1 from states where country_id = 1')).toBe(37)
    expect(await count(handle, "select 1 from states where country_id = 1 and (code, name) in (('LA', 'Lagos'), ('FC', 'Federal Capital Territory'), ('KN', 'Kano'))")).toBe(3)
    expect(await count(handle, 'select distinct code from states where country_id = 1')).toBe(37)
    expect(await count(handle, 'select 1 from countries')).toBe(5)
    expect(await count(handle, 'select 1 from super_agents')).toBe(5)
    expect(await count(handle, "select 1 from super_agents where code ~ '^SA-[0-9]{3}$'")).toBe(5)
    expect(await count(handle, 'select 1 from document_types where required')).toBe(2)
    expect(await count(handle, 'select 1 from security_questions')).toBe(8)
    expect(await count(handle, 'select 1 from industries')).toBeGreaterThanOrEqual(10)
    expect(await count(handle, 'select 1 from products')).toBe(9)
  })

  it('seeds merchants and agents per the contract', async () => {
    expect(await count(handle, 'select 1 from merchants')).toBe(options.merchants)
    expect(await count(handle, 'select 1 from agents')).toBe(options.agents)
    expect(await count(handle, "select 1 from merchants where rc_number !~ '^(RC|BN|IT)[0-9]{1,8}$'")).toBe(0)
    expect(await count(handle, "select 1 from merchants where phone_number1 !~ '^\\+234[0-9]{10}$'")).toBe(0)
    expect(await count(handle, 'select 1 from merchants where product_group_id is null or fee_scheme_id is null or commission_group_id is null')).toBe(0)
    expect(await count(handle, "select 1 from merchants where not (address ?& array['street', 'city', 'stateId', 'countryId', 'lga'])")).toBe(0)
    expect(await count(handle, "select 1 from merchants where not (personnel ?& array['username', 'firstName', 'lastName', 'email', 'phoneNumber', 'bvn'])")).toBe(0)
    expect(await count(handle, "select 1 from merchants where settlement->>'accountNumber' !~ '^[0-9]{10}$'")).toBe(0)
    const active = await count(handle, "select 1 from merchants where status = 'Active' and enabled")
    expect(active / options.merchants).toBeGreaterThan(0.75)
    expect(await count(handle, "select 1 from agents where code !~ '^AGT-[0-9]{6}$' or terminal_id !~ '^[A-Z0-9]{8}$' or bvn !~ '^[0-9]{11}$'")).toBe(0)
    expect(await count(handle, 'select distinct terminal_id from agents')).toBe(options.agents)
    expect(await count(handle, 'select 1 from agents a join merchants m on m.id = a.merchant_id where a.super_agent_id <> m.super_agent_id')).toBe(0)
    expect(await count(handle, 'select 1 from merchants m where not exists (select 1 from agents a where a.merchant_id = m.id)')).toBe(0)
    expect(
      await count(
        handle,
        'select 1 from merchants m where (select count(*) from merchant_documents d join document_types t on t.id = d.document_type_id and t.required where d.merchant_id = m.id) < 2',
      ),
    ).toBe(0)
  })

  it('stores fee and commission rules in the contract request shape', async () => {
    const schemes = await rows<{ rules: Array<Record<string, unknown>> }>(handle, 'select rules from fee_schemes')
    for (const { rules } of schemes) {
      for (const rule of rules) {
        const keys = Object.keys(rule).sort().join(',')
        expect(['amount,productId,type', 'capAmount,minAmount,percent,productId,type', 'bands,productId,type']).toContain(keys)
      }
    }
    const groups = await rows<{ rules: Array<{ agentSharePercent: number; superAgentSharePercent: number; platformSharePercent: number }> }>(handle, 'select rules from commission_groups')
    expect(groups.length).toBeGreaterThanOrEqual(3)
    for (const { rules } of groups) {
      for (const rule of rules) expect(Math.round((rule.agentSharePercent + rule.superAgentSharePercent + rule.platformSharePercent) * 100)).toBe(10000)
    }
  })

  it("seeds transactions whose fee follows the merchant's scheme and whose commission adds up", async () => {
    const txns = await rows<{ status: string; amount: number; fee: number; a: number; s: number; p: number; rules: FeeRule[]; product_id: number }>(
      handle,
      `select t.status, t.amount::float8 as amount, t.fee::float8 as fee, t.agent_commission::float8 as a, t.super_agent_commission::float8 as s,
              t.platform_commission::float8 as p, f.rules, t.product_id
       from transactions t join merchants m on m.id = t.merchant_id join fee_schemes f on f.id = m.fee_scheme_id`,
    )
    expect(txns.length).toBe(options.transactions)
    for (const t of txns) {
      const rule = t.rules.find((r) => r.productId === t.product_id)
      expect(rule).toBeDefined()
      const charged = t.status === 'Successful' || t.status === 'Pending'
      expect(t.fee).toBe(charged && rule ? computeFee(rule, t.amount) : 0)
      expect(t.a + t.s + t.p).toBe(t.fee)
    }
    expect(await count(handle, 'select distinct reference from transactions')).toBe(options.transactions)
    expect(await count(handle, "select 1 from transactions where reference !~ '^AB[0-9]{16}$'")).toBe(0)
    expect(await count(handle, "select 1 from transactions where debit_account_number !~ '^[0-9]{10}$' or credit_account_number !~ '^[0-9]{10}$'")).toBe(0)
    const banks = await rows<{ code: string }>(handle, 'select distinct destination_bank_code as code from transactions')
    for (const { code } of banks) expect(BANK_NAMES[code]).toBeTruthy()
    // A year ending now; pending ones are recent and not completed.
    expect(await count(handle, "select 1 from transactions where created_at < now() - interval '366 days' or created_at > now()")).toBe(0)
    expect(await count(handle, "select 1 from transactions where status = 'Pending' and (completed_at is not null or created_at < now() - interval '8 days')")).toBe(0)
    expect(await count(handle, "select 1 from transactions where status <> 'Pending' and completed_at < created_at")).toBe(0)
    expect((await count(handle, "select 1 from transactions where status = 'Successful'")) / options.transactions).toBeGreaterThan(0.88)
    // Only agents that existed could trade.
    expect(await count(handle, "select 1 from transactions t join agents a on a.id = t.agent_id where t.created_at < a.created_at - interval '1 day'")).toBe(0)
    // The sequence continues after the loaded ids.
    const [next] = await rows<{ id: number }>(handle, "select nextval(pg_get_serial_sequence('merchants', 'id'))::int as id")
    expect(next?.id).toBe(options.merchants + 1)
  })

  it('is secure by default: every approvable action of the contracts needs a checker, with the roles DESIGN section 4 gives', async () => {
    const configs = await rows<{ permission: string; roles: string; enabled: boolean }>(
      handle,
      `select p.group_name || '/' || p.short_name as permission, string_agg(r.name, ',' order by r.name) as roles, bool_and(c.enabled) as enabled
       from approval_configs c join permissions p on p.id = c.permission_id
       join approval_config_roles cr on cr.config_id = c.id join roles r on r.id = cr.role_id group by 1 order by 1`,
    )
    const approvable = [...new Set(loadOperations().flatMap((op) => (op.approvable && typeof op.access === 'object' ? [`${op.access.group}/${op.access.action}`] : [])))].sort()
    expect(approvable.length).toBeGreaterThanOrEqual(25)
    expect(configs.map((c) => c.permission)).toEqual(approvable)
    expect(configs.every((c) => c.enabled)).toBe(true)
    const rolesOf = (permission: string) => configs.find((c) => c.permission === permission)?.roles
    expect(rolesOf('Agent/Create Agent')).toBe('Supervisor')
    expect(rolesOf('Commission Group/Update')).toBe('Supervisor')
    expect(rolesOf('User/Create')).toBe('Super Admin,Supervisor')
    expect(rolesOf('Approval/Update Approvable Permission')).toBe('Super Admin,Supervisor')
    expect(rolesOf('System Configuration/Update System Configuration')).toBe('Super Admin,Supervisor')
  })

  it('seeds an audit trail and dispute cases', async () => {
    const audit = await count(handle, 'select 1 from audit_records')
    expect(audit).toBeGreaterThan(2000)
    expect(await count(handle, "select 1 from audit_records where created_at < now() - interval '91 days'")).toBe(0)
    expect(
      await count(
        handle,
        "select distinct event_type from audit_records where event_type in ('Login', 'LoginFailed', 'Logout', 'Create', 'Update', 'StatusChange', 'Approve', 'Reject', 'SentForApproval')",
      ),
    ).toBe(9)
    const cases = await count(handle, 'select 1 from cases')
    expect(cases).toBe(30)
    expect(await count(handle, "select 1 from cases where case_number !~ '^CASE-[0-9]{4}-[0-9]{6}$'")).toBe(0)
    expect(await count(handle, 'select 1 from cases c where c.transaction_reference is not null and not exists (select 1 from transactions t where t.reference = c.transaction_reference)')).toBe(0)
    expect(await count(handle, "select 1 from cases where status in ('Resolved', 'Closed') and (resolution is null or outcome is null or resolved_at is null)")).toBe(0)
    expect(await count(handle, "select 1 from cases where status <> 'Open' and assignee_id is null")).toBe(0)
    expect(await count(handle, 'select 1 from cases c where not exists (select 1 from case_history h where h.case_id = c.id)')).toBe(0)
    expect(await count(handle, 'select 1 from case_comments')).toBeGreaterThan(0)
    expect(await count(handle, 'select 1 from system_configuration')).toBe(1)
  })

  it('does nothing when called again', async () => {
    const before = await rows(handle, 'select (select count(*) from transactions)::int t, (select count(*) from users)::int u, (select max(id) from audit_records)::int a')
    await seed(handle, options)
    expect(await rows(handle, 'select (select count(*) from transactions)::int t, (select count(*) from users)::int u, (select max(id) from audit_records)::int a')).toEqual(before)
  })
})

describe('seed (no demo)', () => {
  let handle: DatabaseHandle

  beforeAll(async () => {
    handle = await openDatabase({})
    await seed(handle, { demo: false, transactions: 300, merchants: 5, agents: 10, quiet: true })
  })
  afterAll(async () => {
    await handle.close()
  })

  it('creates no users, audit records or cases', async () => {
    expect(await count(handle, 'select 1 from users')).toBe(0)
    expect(await count(handle, 'select 1 from audit_records')).toBe(0)
    expect(await count(handle, 'select 1 from cases')).toBe(0)
    expect(await count(handle, 'select 1 from roles')).toBeGreaterThan(0)
    expect(await count(handle, 'select 1 from transactions')).toBe(300)
  })

  it('creates a first administrator on request', async () => {
    const id = await createAdministrator(handle, {
      username: 'ops.admin',
      password: 'Str0ng!Passw0rd',
      firstName: 'Bola',
      lastName: 'Tinubu-Adeyemi',
      email: 'ops.admin@bank.ng',
      phoneNumber: '+2348030000001',
    })
    const [user] = await rows<{ role: string; password_hash: string }>(
      handle,
      `select r.name as role, u.password_hash from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id where u.id = ${id}`,
    )
    expect(user?.role).toBe('Super Admin')
    expect(await verifySecret('Str0ng!Passw0rd', user?.password_hash)).toBe(true)
    await expect(createAdministrator(handle, { username: 'OPS.ADMIN', password: 'x', firstName: 'A', lastName: 'B', email: 'other@bank.ng', phoneNumber: '+2348030000002' })).rejects.toThrow(
      /already exists/,
    )
  })
})
