// Administration through HTTP: countries and states, system configuration, MFA options, health.
import { and, desc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { approvalConfigRoles, approvalConfigs, auditRecords, permissions, roles } from '../../db/schema.ts'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing.ts'

const CONFIG = '/admin/api/v1/SystemConfiguration'

let app: TestApp
let admin: string

const update = {
  passwordPolicy: { minLength: 12, requireUppercase: true, requireLowercase: true, requireDigit: true, requireSymbol: false, expiryDays: 60, historyCount: 6 },
  lockout: { maxFailedAttempts: 4, lockoutMinutes: 20 },
  session: { accessTokenMinutes: 20, refreshTokenDays: 5 },
  mfa: { enforcedForAdmins: false, requiredForRoleIds: [] as number[], defaultOption: 'Sms', otpLength: 6, otpTtlSeconds: 240 },
  transactionLimits: { defaultDailyLimit: 60_000_000, defaultSingleLimit: 12_000_000 },
}

async function updatePermissionId(): Promise<number> {
  const [row] = await app.handle.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.groupName, 'System Configuration'), eq(permissions.shortName, 'Update System Configuration')))
  return row!.id
}

beforeAll(async () => {
  app = await createTestApp({ seed: { transactions: 0 } })
  admin = await app.login('admin')
  // The direct path first; maker-checker is switched on in its own test.
  await app.handle.db.delete(approvalConfigs).where(eq(approvalConfigs.permissionId, await updatePermissionId()))
})

afterAll(async () => {
  await app?.close()
})

describe('countries and states', () => {
  it('lists countries by name and the 36 states and FCT of Nigeria', async () => {
    const token = await app.login('support')
    const countries = await app.request('GET', '/admin/api/v1/Country', { token })
    expect(countries.status).toBe(200)
    const names = countries.body.data.map((c: { name: string }) => c.name)
    expect([...names].sort((a: string, b: string) => a.localeCompare(b))).toEqual(names)
    const nigeria = countries.body.data.find((c: { isoCode: string }) => c.isoCode === 'NG')
    expect(nigeria).toMatchObject({ name: 'Nigeria', dialCode: '+234', currencyCode: 'NGN' })
    const states = await app.request('GET', `/admin/api/v1/Country/state/${nigeria.id}`, { token })
    expect(states.status).toBe(200)
    expect(states.body.data).toHaveLength(37)
    expect(states.body.data.find((s: { code: string }) => s.code === 'LA')).toMatchObject({ name: 'Lagos', countryId: nigeria.id })
    const stateNames = states.body.data.map((s: { name: string }) => s.name)
    expect([...stateNames].sort((a: string, b: string) => a.localeCompare(b))).toEqual(stateNames)
    expect((await app.request('GET', '/admin/api/v1/Country/state/99999', { token })).status).toBe(404)
    expect((await app.request('GET', '/admin/api/v1/Country/state/abc', { token })).status).toBe(400)
  })
})

describe('system configuration', () => {
  it('round-trips an update, keeps the idle timeout, and audits old and new', async () => {
    const before = await app.request('GET', CONFIG, { token: admin })
    expect(before.status).toBe(200)
    expect(before.body.data.session.idleTimeoutMs).toBe(600000)
    const res = await app.request('PUT', CONFIG, { token: admin, body: update })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ ...update, session: { ...update.session, idleTimeoutMs: 600000 }, updatedBy: 'admin' })
    const after = await app.request('GET', CONFIG, { token: admin })
    expect(after.body.data).toEqual(res.body.data)
    const [audit] = await app.handle.db.select().from(auditRecords).where(eq(auditRecords.eventType, 'ConfigurationChange')).orderBy(desc(auditRecords.id)).limit(1)
    expect(audit).toMatchObject({ username: 'admin', entityType: 'SystemConfiguration', entityId: '1' })
    expect(JSON.parse(audit!.oldData!).passwordPolicy).toEqual(before.body.data.passwordPolicy)
    expect(JSON.parse(audit!.newData!).transactionLimits).toEqual(update.transactionLimits)
  })

  it('refuses a single limit above the daily limit, and bad fields, with 400 naming the field', async () => {
    const tooHigh = await app.request('PUT', CONFIG, { token: admin, body: { ...update, transactionLimits: { defaultDailyLimit: 1_000, defaultSingleLimit: 2_000 } } })
    expect(tooHigh.status).toBe(400)
    expect(tooHigh.body.errors[0]).toContain('defaultSingleLimit')
    const short = await app.request('PUT', CONFIG, { token: admin, body: { ...update, passwordPolicy: { ...update.passwordPolicy, minLength: 4 } } })
    expect(short.status).toBe(400)
    expect(short.body.errors.join(' ')).toContain('minLength')
    const idle = await app.request('PUT', CONFIG, { token: admin, body: { ...update, session: { ...update.session, idleTimeoutMs: 1 } } })
    expect(idle.status).toBe(400)
  })

  it('applies a tighter password policy to the next password change at once, without a restart', async () => {
    const maker = await app.login('maker')
    const attempt = (newPassword: string) =>
      app.request('POST', '/ums/api/v1/Authentication/changePassword', { token: maker, body: { currentPassword: DEMO_PASSWORD, newPassword, confirmPassword: newPassword } })
    const tight = { ...update, passwordPolicy: { ...update.passwordPolicy, minLength: 14, requireSymbol: true } }
    expect((await app.request('PUT', CONFIG, { token: admin, body: tight })).status).toBe(200)
    // Passes the old 12-character rule, not the new 14-character one.
    const refused = await attempt('Ikoyi#Lagos12')
    expect(refused.status).toBe(400)
    expect(refused.body.errors.join(' ')).toContain('at least 14 characters')
    // A class the policy no longer asks for is no longer required.
    // (No history either, so the demo password can be set back.)
    const relaxed = { ...update, passwordPolicy: { ...update.passwordPolicy, minLength: 8, requireSymbol: false, historyCount: 0 } }
    expect((await app.request('PUT', CONFIG, { token: admin, body: relaxed })).status).toBe(200)
    expect((await attempt('IkoyiLagos2026')).status).toBe(200)
    const back = await app.request('POST', '/ums/api/v1/Authentication/changePassword', {
      token: maker,
      body: { currentPassword: 'IkoyiLagos2026', newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
    })
    expect(back.status).toBe(200)
    expect((await app.request('PUT', CONFIG, { token: admin, body: tight })).status).toBe(200)
    const noSymbol = await attempt('IkoyiLagosCrescent2026')
    expect(noSymbol.status).toBe(400)
    expect(noSymbol.body.errors.join(' ')).toContain('must contain a symbol')
    // The refused changes stored nothing: the demo password still signs in.
    expect(await app.login('maker')).toEqual(expect.any(String))
    expect((await attempt('Ikoyi#Lagos#2026')).status).toBe(200)
    expect((await app.request('PUT', CONFIG, { token: admin, body: update })).status).toBe(200)
  })

  it('requires a second factor of the holders of the chosen roles at their next sign-in, and refuses an unknown role', async () => {
    const unknown = await app.request('PUT', CONFIG, { token: admin, body: { ...update, mfa: { ...update.mfa, requiredForRoleIds: [999999] } } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors.join(' ')).toContain('mfa.requiredForRoleIds')
    expect((await app.request('GET', CONFIG, { token: admin })).body.data.mfa.requiredForRoleIds).toEqual([])

    const [supervisor] = await app.handle.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Supervisor'))
    const signIn = (username: string) => app.request('POST', '/ums/api/v1/Authentication/login', { body: { username, password: DEMO_PASSWORD } })
    expect((await signIn('checker2')).body.data.multiFactorRequired).toBe(false)
    const res = await app.request('PUT', CONFIG, { token: admin, body: { ...update, mfa: { ...update.mfa, requiredForRoleIds: [supervisor!.id] } } })
    expect(res.status).toBe(200)
    expect(res.body.data.mfa.requiredForRoleIds).toEqual([supervisor!.id])
    try {
      const supervisorSignIn = await signIn('checker2')
      expect(supervisorSignIn.status).toBe(200)
      expect(supervisorSignIn.body.data).toMatchObject({ multiFactorRequired: true, accessToken: null })
      // The code completes the sign-in; a user without the role signs in with the password alone.
      expect(await app.login('checker2')).toEqual(expect.any(String))
      expect((await signIn('support')).body.data.multiFactorRequired).toBe(false)
    } finally {
      expect((await app.request('PUT', CONFIG, { token: admin, body: update })).status).toBe(200)
    }
    expect((await signIn('checker2')).body.data.multiFactorRequired).toBe(false)
  })

  it('needs the permissions', async () => {
    const support = await app.login('support')
    expect((await app.request('GET', CONFIG, { token: support })).status).toBe(403)
    const auditor = await app.login('auditor')
    expect((await app.request('GET', CONFIG, { token: auditor })).status).toBe(200)
    expect((await app.request('PUT', CONFIG, { token: auditor, body: update })).status).toBe(403)
  })

  it('goes through maker-checker when configured: 202, 409 while pending, applied on approval', async () => {
    const permissionId = await updatePermissionId()
    const [supervisor] = await app.handle.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Supervisor'))
    const [config] = await app.handle.db.insert(approvalConfigs).values({ permissionId, updatedBy: 'admin' }).returning({ id: approvalConfigs.id })
    await app.handle.db.insert(approvalConfigRoles).values({ configId: config!.id, roleId: supervisor!.id })
    try {
      const changed = { ...update, lockout: { maxFailedAttempts: 6, lockoutMinutes: 45 } }
      const sent = await app.request('PUT', CONFIG, { token: admin, body: changed })
      expect(sent.status).toBe(202)
      const requestId = sent.body.data.approvalRequestId
      const second = await app.request('PUT', CONFIG, { token: admin, body: update })
      expect(second.status).toBe(409)
      expect((await app.request('GET', CONFIG, { token: admin })).body.data.lockout).toEqual(update.lockout)
      const checker = await app.login('checker')
      const approved = await app.request('PUT', `/apms/api/v1/Approval/Approve?id=${requestId}`, { token: checker })
      expect(approved.status).toBe(200)
      const now = await app.request('GET', CONFIG, { token: admin })
      expect(now.body.data).toMatchObject({ lockout: changed.lockout, updatedBy: 'admin' })
    } finally {
      await app.handle.db.delete(approvalConfigs).where(inArray(approvalConfigs.permissionId, [permissionId]))
    }
  })
})

describe('MFA options and health', () => {
  it('offers Email and SMS, not the authenticator app', async () => {
    const token = await app.login('support')
    const res = await app.request('GET', `${CONFIG}/GetMultifactorAuthenticationOptions`, { token })
    expect(res.status).toBe(200)
    expect(res.body.data.map((o: { code: string; enabled: boolean }) => [o.code, o.enabled])).toEqual([
      ['Email', true],
      ['Sms', true],
      ['Authenticator', false],
    ])
  })

  it('answers /healthz without credentials', async () => {
    const res = await app.request('GET', '/healthz', { headers: { 'app-id': '', 'app-key': '' } })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ status: 'ok', version: '0.1.0', database: 'pglite', uptimeSeconds: expect.any(Number) })
  })
})
