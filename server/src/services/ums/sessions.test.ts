// The signed-in user's sessions (refresh-token families) and the password policy they must meet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { eq, sql } from 'drizzle-orm'

import { roles, userRoles, users } from '../../db/schema.ts'
import { hashSecret } from '../../platform/crypto.ts'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing.ts'

const SESSIONS = '/ums/api/v1/Authentication/sessions'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: { transactions: 0 } })
})

afterAll(async () => {
  await app?.close()
})

async function signIn(username: string, userAgent: string) {
  const res = await app.request('POST', '/ums/api/v1/Authentication/login', { body: { username, password: DEMO_PASSWORD }, headers: { 'user-agent': userAgent } })
  expect(res.status).toBe(200)
  return res.body.data as { accessToken: string; refreshToken: string }
}

describe('sessions', () => {
  it('lists each live sign-in with its browser, marks the caller, and signs out everywhere else', async () => {
    const laptop = await signIn('auditor', 'Mozilla/5.0 (X11; Linux x86_64) Laptop')
    const phone = await signIn('auditor', 'Mozilla/5.0 (Linux; Android 14) Phone')
    const listed = await app.request('GET', SESSIONS, { token: laptop.accessToken })
    expect(listed.status).toBe(200)
    const sessions = listed.body.data as { id: string; current: boolean; userAgent: string | null; startedAt: string; lastUsedAt: string }[]
    expect(sessions.length).toBeGreaterThanOrEqual(2)
    const mine = sessions.filter((s) => s.current)
    expect(mine).toHaveLength(1)
    expect(mine[0]!.userAgent).toContain('Laptop')
    expect(sessions.some((s) => !s.current && s.userAgent?.includes('Phone'))).toBe(true)
    expect(sessions.every((s) => /^[0-9a-f]{16}$/.test(s.id))).toBe(true)

    // A refresh keeps the session (and its mark): the new access token names the same sign-in.
    const refreshed = await app.request('POST', '/ums/api/v1/Authentication/refresh', { body: { accessToken: laptop.accessToken, refreshToken: laptop.refreshToken } })
    expect(refreshed.status).toBe(200)
    const again = (await app.request('GET', SESSIONS, { token: refreshed.body.data.accessToken })).body.data as { id: string; current: boolean }[]
    expect(again.find((s) => s.current)?.id).toBe(mine[0]!.id)

    const revoked = await app.request('POST', `${SESSIONS}/revokeOthers`, { token: refreshed.body.data.accessToken })
    expect(revoked.status).toBe(200)
    expect(revoked.body.data.revoked).toBeGreaterThanOrEqual(1)
    // The phone's sign-in cannot be extended; the caller's can.
    const phoneRefresh = await app.request('POST', '/ums/api/v1/Authentication/refresh', { body: { accessToken: phone.accessToken, refreshToken: phone.refreshToken } })
    expect(phoneRefresh.status).toBe(401)
    expect(phoneRefresh.body.errors[0]).toContain('signed out')
    const left = (await app.request('GET', SESSIONS, { token: refreshed.body.data.accessToken })).body.data as { current: boolean }[]
    expect(left).toEqual([expect.objectContaining({ current: true })])
    const mineRefresh = await app.request('POST', '/ums/api/v1/Authentication/refresh', { body: { accessToken: refreshed.body.data.accessToken, refreshToken: refreshed.body.data.refreshToken } })
    expect(mineRefresh.status).toBe(200)

    // Audited under the user's name.
    const audit = await app.request('GET', '/aud/api/v1/AuditTrail?EventType=Logout&Username=auditor&PageNumber=0&PageSize=5', { token: await app.login('admin') })
    expect(audit.body.data[0].description).toContain('signed out everywhere else')
  })

  it('shows another user nothing of these sessions', async () => {
    const support = await app.login('support')
    const theirs = (await app.request('GET', SESSIONS, { token: support })).body.data as { userAgent: string | null }[]
    expect(theirs.some((s) => s.userAgent?.includes('Laptop'))).toBe(false)
  })

  it('needs a signed-in user', async () => {
    expect((await app.request('GET', SESSIONS)).status).toBe(401)
    expect((await app.request('POST', `${SESSIONS}/revokeOthers`)).status).toBe(401)
  })
})

/** A staff user of its own for a test that ends its sessions (password Demo@1234), holding the demo role named. */
async function newStaff(username: string, role = 'Customer Support'): Promise<number> {
  const db = app.handle.db
  const [user] = await db
    .insert(users)
    .values({ username, firstName: 'Ada', lastName: 'Obi', email: `${username}@bank.example`, phoneNumber: '+2348030000000', passwordHash: await hashSecret(DEMO_PASSWORD) })
    .returning({ id: users.id })
  const [held] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role))
  await db.insert(userRoles).values({ userId: user!.id, roleId: held!.id })
  return user!.id
}

/** What the access token gets at the next request: 200, or the 401's code. */
async function nextRequestWith(accessToken: string): Promise<number | string> {
  const res = await app.request('GET', SESSIONS, { token: accessToken })
  return res.status === 200 ? 200 : `${res.status} ${res.body.code}`
}

describe('a sign-in that ends takes its access tokens with it, at the next request', () => {
  it('logout', async () => {
    await newStaff('leaver1')
    const session = await signIn('leaver1', 'Tablet')
    const other = await signIn('leaver1', 'Laptop')
    expect(await nextRequestWith(session.accessToken)).toBe(200)
    const out = await app.request('POST', '/ums/api/v1/Authentication/logout', { token: session.accessToken, body: { refreshToken: session.refreshToken } })
    expect(out.status).toBe(200)
    expect(await nextRequestWith(session.accessToken)).toBe('401 SESSION_ENDED')
    // The user's other sign-in goes on.
    expect(await nextRequestWith(other.accessToken)).toBe(200)
  })

  it('sign out everywhere else, and the refresh-token reuse alarm', async () => {
    await newStaff('leaver2')
    const here = await signIn('leaver2', 'Here')
    const there = await signIn('leaver2', 'There')
    expect((await app.request('POST', `${SESSIONS}/revokeOthers`, { token: here.accessToken })).status).toBe(200)
    expect(await nextRequestWith(there.accessToken)).toBe('401 SESSION_ENDED')
    expect(await nextRequestWith(here.accessToken)).toBe(200)

    // A refresh token presented twice: every token of that sign-in is refused, the newest too.
    const first = await app.request('POST', '/ums/api/v1/Authentication/refresh', { body: { accessToken: here.accessToken, refreshToken: here.refreshToken } })
    expect(first.status).toBe(200)
    const replay = await app.request('POST', '/ums/api/v1/Authentication/refresh', { body: { accessToken: here.accessToken, refreshToken: here.refreshToken } })
    expect(replay.body.code).toBe('REFRESH_TOKEN_REUSED')
    expect(await nextRequestWith(here.accessToken)).toBe('401 SESSION_ENDED')
    expect(await nextRequestWith(first.body.data.accessToken)).toBe('401 SESSION_ENDED')
  })

  it('a password change ends the other sign-ins; a reset ends them all', async () => {
    await newStaff('leaver3')
    const here = await signIn('leaver3', 'Here')
    const there = await signIn('leaver3', 'There')
    const next = 'Lekki#Phase2026'
    expect(
      (await app.request('POST', '/ums/api/v1/Authentication/changePassword', { token: here.accessToken, body: { currentPassword: DEMO_PASSWORD, newPassword: next, confirmPassword: next } })).status,
    ).toBe(200)
    expect(await nextRequestWith(there.accessToken)).toBe('401 SESSION_ENDED')
    expect(await nextRequestWith(here.accessToken)).toBe(200)

    await app.call('requestPasswordReset', { body: { usernameOrEmail: 'leaver3' } }, 200)
    const token = await app.lastNotification('leaver3')
    const reset = 'Ajah#Bridge2027'
    await app.call('changePasswordWithToken', { body: { token, newPassword: reset, confirmPassword: reset } }, 200)
    expect(await nextRequestWith(here.accessToken)).toBe('401 SESSION_ENDED')
  })

  it('a lock after failed sign-ins, a user disabled, a user deleted', async () => {
    await newStaff('leaver4')
    const locked = await signIn('leaver4', 'Tablet')
    for (let attempt = 0; attempt < 5; attempt++) await app.request('POST', '/ums/api/v1/Authentication/login', { body: { username: 'leaver4', password: 'Wrong#Guess2026' } })
    expect(await nextRequestWith(locked.accessToken)).toBe('401 SESSION_ENDED')

    const admin = await app.login('admin')
    const disabledId = await newStaff('leaver5')
    const disabled = await signIn('leaver5', 'Tablet')
    expect((await app.call('updateUserStatus', { token: admin, path: { id: disabledId, status: 'Inactive' } })).status).toBe(200)
    expect(await nextRequestWith(disabled.accessToken)).toBe('401 SESSION_ENDED')
    // Made active again, the old sign-in stays ended.
    expect((await app.call('updateUserStatus', { token: admin, path: { id: disabledId, status: 'Active' } })).status).toBe(200)
    expect(await nextRequestWith(disabled.accessToken)).toBe('401 SESSION_ENDED')

    const deletedId = await newStaff('leaver6')
    const deleted = await signIn('leaver6', 'Tablet')
    expect((await app.call('deleteUser', { token: admin, path: { id: deletedId } })).status).toBe(200)
    expect(await nextRequestWith(deleted.accessToken)).toBe('401 SESSION_ENDED')
  })

  it('a role taken from a user, or a permission taken from a role, applies at the next request', async () => {
    const id = await newStaff('mover1', 'Auditor')
    const session = await signIn('mover1', 'Tablet')
    const trail = () => app.request('GET', '/aud/api/v1/AuditTrail?PageNumber=0&PageSize=1', { token: session.accessToken })
    expect((await trail()).status).toBe(200)
    await app.handle.db.delete(userRoles).where(eq(userRoles.userId, id))
    expect((await trail()).status).toBe(403)
    const [support] = await app.handle.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Customer Support'))
    await app.handle.db.insert(userRoles).values({ userId: id, roleId: support!.id })
    expect(await nextRequestWith(session.accessToken)).toBe(200)
  })
})

describe('password change', () => {
  it('ends the other sessions and keeps the one that changed the password', async () => {
    const here = await signIn('checker2', 'Mozilla/5.0 Here')
    const there = await signIn('checker2', 'Mozilla/5.0 There')
    const next = 'Surulere#Market2026'
    const res = await app.request('POST', '/ums/api/v1/Authentication/changePassword', { token: here.accessToken, body: { currentPassword: DEMO_PASSWORD, newPassword: next, confirmPassword: next } })
    expect(res.status).toBe(200)
    expect((await app.request('POST', '/ums/api/v1/Authentication/refresh', { body: { accessToken: there.accessToken, refreshToken: there.refreshToken } })).status).toBe(401)
    const kept = await app.request('POST', '/ums/api/v1/Authentication/refresh', { body: { accessToken: here.accessToken, refreshToken: here.refreshToken } })
    expect(kept.status).toBe(200)
    // The policy's history (5 by default) refuses going back to the password just left, on its field.
    const back = await app.request('POST', '/ums/api/v1/Authentication/changePassword', {
      token: kept.body.data.accessToken,
      body: { currentPassword: next, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
    })
    expect(back.status).toBe(400)
    expect(back.body.fieldErrors).toEqual([{ field: 'newPassword', code: 'PASSWORD_REUSED', message: 'is one of your last 5 passwords: choose one you have not used' }])
    const same = await app.request('POST', '/ums/api/v1/Authentication/changePassword', {
      token: kept.body.data.accessToken,
      body: { currentPassword: next, newPassword: next, confirmPassword: next },
    })
    expect(same.status).toBe(400)
    expect(same.body.fieldErrors[0].field).toBe('newPassword')
    const fresh = 'Yaba#Tech2027'
    expect(
      (await app.request('POST', '/ums/api/v1/Authentication/changePassword', { token: kept.body.data.accessToken, body: { currentPassword: next, newPassword: fresh, confirmPassword: fresh } }))
        .status,
    ).toBe(200)
  })

  it('honours a history setting changed meanwhile, and 0 allows any earlier password', async () => {
    const admin = await app.login('admin')
    const config = (await app.request('GET', '/admin/api/v1/SystemConfiguration', { token: admin })).body.data
    const { passwordPolicy, lockout, session, mfa, transactionLimits } = config
    const body = (historyCount: number) => ({
      passwordPolicy: { ...passwordPolicy, historyCount },
      lockout,
      session: { accessTokenMinutes: session.accessTokenMinutes, refreshTokenDays: session.refreshTokenDays },
      mfa,
      transactionLimits,
    })
    const token = await app.login('auditor')
    const change = (from: string, to: string) => app.request('POST', '/ums/api/v1/Authentication/changePassword', { token, body: { currentPassword: from, newPassword: to, confirmPassword: to } })
    const first = 'Ikeja#City2026'
    expect((await change(DEMO_PASSWORD, first)).status).toBe(200)
    expect((await app.request('PUT', '/admin/api/v1/SystemConfiguration', { token: admin, body: body(0) })).status).toBe(200)
    try {
      expect((await change(first, DEMO_PASSWORD)).status).toBe(200)
    } finally {
      expect((await app.request('PUT', '/admin/api/v1/SystemConfiguration', { token: admin, body: body(passwordPolicy.historyCount) })).status).toBe(200)
    }
  })
})

describe('password expiry', () => {
  it('gives no session for a right but expired password, only a token to choose a new one (history applies), then signs in', async () => {
    const login = (password: string) => app.request('POST', '/ums/api/v1/Authentication/login', { body: { username: 'checker', password } })
    // The seeded policy expires passwords after 90 days.
    await app.handle.db
      .update(users)
      .set({ passwordChangedAt: sql`now() - interval '91 days'` })
      .where(eq(users.username, 'checker'))
    const wrong = await login('Wrong#Pass2026')
    expect(wrong.status).toBe(401)
    const expired = await login(DEMO_PASSWORD)
    expect(expired.status).toBe(200)
    expect(expired.body.data).toMatchObject({ accessToken: null, refreshToken: null, username: 'checker', multiFactorRequired: false, passwordExpired: true, passwordChangeToken: expect.any(String) })
    const token = expired.body.data.passwordChangeToken as string
    expect((await app.request('GET', `/ums/api/v1/Authentication/passwordResetToken/${token}`, { headers: { ClientType: 'Admin' } })).status).toBe(200)
    const set = (password: string) => app.request('POST', '/ums/api/v1/Authentication/changepassword-with-token', { body: { token, newPassword: password, confirmPassword: password } })
    const same = await set(DEMO_PASSWORD)
    expect(same.status).toBe(400)
    expect(same.body.fieldErrors[0].field).toBe('newPassword')
    const next = 'Lekki#Phase1-2026'
    expect((await set(next)).status).toBe(200)
    const signedIn = await login(next)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.data.accessToken).toEqual(expect.any(String))
    expect(signedIn.body.data.passwordExpired).toBeUndefined()
  })
})

describe('password policy', () => {
  it('tells any signed-in user the current policy', async () => {
    const token = await app.login('support')
    const res = await app.request('GET', '/ums/api/v1/Authentication/passwordPolicy', { token })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ minLength: expect.any(Number), requireSymbol: expect.any(Boolean), historyCount: expect.any(Number) })
    expect((await app.request('GET', '/ums/api/v1/Authentication/passwordPolicy')).status).toBe(401)
  })
})
