// Users through HTTP: lists, self-access, creation under maker-checker, updates, status, deletion.
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { approvalConfigs, approvalRequests, auditRecords, permissions, rolePermissions, roles, userRoles, users } from '../../db/schema.ts'
import { hashSecret } from '../../platform/crypto.ts'
import type { BodyOf } from '../../platform/types.ts'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing.ts'

const USERS = '/ums/api/v1/User'

let app: TestApp
let admin: string
let checker: string
let auditor: string
let support: string

const userIdOf = (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub)

async function idOf(username: string): Promise<number> {
  const [row] = await app.handle.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
  if (!row) throw new Error(`no user ${username}`)
  return row.id
}

async function approvalRequestCount(): Promise<number> {
  const [row] = await app.handle.db.select({ n: count() }).from(approvalRequests)
  return row?.n ?? 0
}

/** Applies these User actions at once: the tests of updates, status and deletion check the direct path. */
async function withoutMakerChecker(group: string, actions: string[]) {
  const ids = (
    await app.handle.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(and(eq(permissions.groupName, group), inArray(permissions.shortName, actions)))
  ).map((r) => r.id)
  if (ids.length) await app.handle.db.delete(approvalConfigs).where(inArray(approvalConfigs.permissionId, ids))
}

async function activeAdminRoleIds(token: string): Promise<number[]> {
  const res = await app.call('listAllRoles', { token, query: { ClientType: 'Admin' } }, 200)
  return res.body.data.filter((r) => r.status === 'Active').map((r) => r.id)
}

let serial = 0
function newUser(overrides: Partial<BodyOf<'createUser'>> = {}): BodyOf<'createUser'> {
  serial += 1
  const n = String(serial).padStart(2, '0')
  return {
    username: `test.user${n}`,
    firstName: 'Ngozi',
    lastName: 'Adeyemi',
    email: `test.user${n}@firstbank.ng`,
    phoneNumber: `+23480900000${n}`,
    roleIds: [],
    multiFactorEnabled: false,
    ...overrides,
  }
}

/** Creates a user the way the seed configures it: admin makes the request, checker approves it. */
async function createApproved(body: ReturnType<typeof newUser>): Promise<number> {
  const made = await app.call('createUser', { token: admin, body }, 202)
  const approved = await app.request('PUT', `/apms/api/v1/Approval/Approve?id=${made.body.data.approvalRequestId}`, { token: checker })
  expect(approved.status, JSON.stringify(approved.body)).toBe(200)
  return idOf(body.username)
}

beforeAll(async () => {
  app = await createTestApp({ seed: { transactions: 0 } })
  admin = await app.login('admin')
  checker = await app.login('checker')
  auditor = await app.login('auditor')
  support = await app.login('support')
})

afterAll(async () => {
  await app?.close()
})

describe('listUsers and getUser', () => {
  it('lists users newest first with roles and permissions, filtered by any-case parts', async () => {
    // call() checks the status; the test app checks every answer against its contract.
    const res = await app.call('listUsers', { token: admin, query: { PageNumber: 1, PageSize: 500 } }, 200)
    const [live] = await app.handle.db.select({ n: count() }).from(users).where(ne(users.status, 'Deleted'))
    expect(res.body.totalRecords).toBe(live?.n)
    const times = res.body.data.map((u) => u.createdAt)
    expect([...times].sort().reverse()).toEqual(times)

    const filtered = await app.call('listUsers', { token: admin, query: { Username: 'MAKER' } }, 200)
    const names = filtered.body.data.map((u) => u.username)
    expect(names).toContain('maker')
    expect(names.every((n) => n.toLowerCase().includes('maker'))).toBe(true)
    const maker = filtered.body.data.find((u) => u.username === 'maker')
    expect(maker?.roles.length).toBeGreaterThan(0)
    expect(maker?.permissions.length).toBeGreaterThan(0)
  })

  it('reads a user with roles and the distinct permissions of their active roles', async () => {
    const id = await idOf('maker')
    const res = await app.call('getUser', { token: admin, path: { id } }, 200)
    const user = res.body.data
    expect(user).toMatchObject({ id, username: 'maker', status: 'Active', clientType: 'Admin' })
    expect(user.roles.length).toBeGreaterThan(0)
    expect(user).not.toHaveProperty('passwordHash')
    const ids = user.permissions.map((p) => p.permissionId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const p of user.permissions) expect(Object.keys(p).sort()).toEqual(['description', 'groupName', 'permissionId', 'shortName'])
  })

  it('lets a user read themselves but not others without User / View', async () => {
    // Customer Support lacks User / View (the seeded Auditor role holds every View permission).
    const own = await app.request('GET', `${USERS}/${userIdOf(support)}`, { token: support })
    expect(own.status).toBe(200)
    expect(own.body.data.username).toBe('support')

    const other = await app.request('GET', `${USERS}/${await idOf('admin')}`, { token: support })
    expect(other.status).toBe(403)
    expect(other.body.errors[0]).toContain('User / View')
  })

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await app.request('GET', `${USERS}/999999`, { token: admin })).status).toBe(404)
    const bad = await app.request('GET', `${USERS}/abc`, { token: admin })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0]).toMatch(/^id:/)
  })
})

describe('createUser under maker-checker', () => {
  it('stores a request (202) that a checker approves; the user is created without a password and gets a setup link', async () => {
    const roleIds = (await activeAdminRoleIds(admin)).slice(0, 1)
    const body = newUser({ roleIds, multiFactorEnabled: true })
    const made = await app.call('createUser', { token: admin, body }, 202)
    expect((await app.handle.db.select().from(users).where(eq(users.username, body.username))).length).toBe(0)

    const approved = await app.request('PUT', `/apms/api/v1/Approval/Approve?id=${made.body.data.approvalRequestId}`, { token: checker })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)

    const [row] = await app.handle.db.select().from(users).where(eq(users.username, body.username))
    expect(row).toMatchObject({ status: 'Active', passwordHash: null, email: body.email, multiFactorEnabled: true })
    const read = await app.call('getUser', { token: admin, path: { id: row!.id } }, 200)
    expect(read.body.data.roles.map((r) => r.id)).toEqual(roleIds)
    expect(read.body.data.lastLoginAt).toBeNull()

    // The setup link reached the outbox, and its token is live.
    const token = await app.lastNotification(body.username)
    const check = await app.request('GET', `/ums/api/v1/Authentication/passwordResetToken/${token}`, { headers: { ClientType: 'Admin' } })
    expect(check.status).toBe(200)
    expect(check.body.data.username).toBe(body.username)
    // The page that sets the password shows the bank's policy before anyone signs in.
    expect(check.body.data.passwordPolicy).toMatchObject({ minLength: expect.any(Number), requireSymbol: expect.any(Boolean) })

    // Audited as the maker, without secrets.
    const [audit] = await app.handle.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.eventType, 'Create'), eq(auditRecords.entityType, 'User'), eq(auditRecords.entityId, String(row!.id))))
    expect(audit?.username).toBe('admin')
    expect(audit?.newData).not.toContain('password')
  })

  it('refuses a taken username or email in any case (409 naming the field) and stores nothing', async () => {
    const roleIds = (await activeAdminRoleIds(admin)).slice(0, 1)
    const before = await approvalRequestCount()
    const dupName = await app.request('POST', `${USERS}/create`, { token: admin, body: newUser({ username: 'MAKER', roleIds }) })
    expect(dupName.status).toBe(409)
    expect(dupName.body.errors[0]).toMatch(/^username:/)

    const [maker] = await app.handle.db.select({ email: users.email }).from(users).where(eq(users.username, 'maker'))
    const dupEmail = await app.request('POST', `${USERS}/create`, { token: admin, body: newUser({ email: maker!.email.toUpperCase(), roleIds }) })
    expect(dupEmail.status).toBe(409)
    expect(dupEmail.body.errors[0]).toMatch(/^email:/)
    expect(await approvalRequestCount()).toBe(before)
  })

  it('refuses unknown or inactive roles and bad fields (400 naming them) and stores nothing', async () => {
    const before = await approvalRequestCount()
    const unknownRole = await app.request('POST', `${USERS}/create`, { token: admin, body: newUser({ roleIds: [987654] }) })
    expect(unknownRole.status).toBe(400)
    expect(unknownRole.body.errors[0]).toMatch(/^roleIds:.*987654/)

    const bad = await app.request('POST', `${USERS}/create`, {
      token: admin,
      body: { ...newUser({ roleIds: [] }), email: 'not-an-email', phoneNumber: '08031234567', extra: true },
    })
    // Sent with request(): the body breaks the contract on purpose (call() would not type it).
    expect(bad.status).toBe(400)
    const errors = (bad.body.errors as string[]).join('\n')
    expect(errors).toMatch(/email:/)
    expect(errors).toMatch(/phoneNumber:/)
    expect(errors).toMatch(/roleIds:/)
    expect(errors).toMatch(/extra:/)
    expect(await approvalRequestCount()).toBe(before)
  })

  it('refuses users without User / Create (403)', async () => {
    const res = await app.request('POST', `${USERS}/create`, { token: auditor, body: newUser({ roleIds: [1] }) })
    expect(res.status).toBe(403)
  })
})

describe('changing users', () => {
  let roleIds: number[]

  beforeAll(async () => {
    roleIds = await activeAdminRoleIds(admin)
    await withoutMakerChecker('User', ['Update', 'Delete', 'Change Status'])
  })

  it('updates details and roles; 409 when the email belongs to another user', async () => {
    const id = await createApproved(newUser({ roleIds: roleIds.slice(0, 1) }))
    const body = { firstName: 'Ngozi', lastName: 'Okonkwo', email: 'ngozi.okonkwo@firstbank.ng', phoneNumber: '+2348099990001', roleIds: roleIds.slice(0, 2), multiFactorEnabled: true }
    const res = await app.call('updateUser', { token: admin, path: { id }, body }, 200)
    expect(res.body.data).toMatchObject({ id, lastName: 'Okonkwo', email: body.email, multiFactorEnabled: true })
    expect(res.body.data.roles.map((r) => r.id)).toEqual(body.roleIds)
    const [audit] = await app.handle.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.eventType, 'Update'), eq(auditRecords.entityId, String(id))))
      .orderBy(desc(auditRecords.id))
    expect(JSON.parse(audit!.oldData!).lastName).toBe('Adeyemi')
    expect(JSON.parse(audit!.newData!).lastName).toBe('Okonkwo')

    const [maker] = await app.handle.db.select({ email: users.email }).from(users).where(eq(users.username, 'maker'))
    const clash = await app.call('updateUser', { token: admin, path: { id }, body: { ...body, email: maker!.email } }, 409)
    expect(clash.body.errors[0]).toMatch(/^email:/)

    const missing = await app.request('PUT', `${USERS}/update/999999`, { token: admin, body })
    expect(missing.status).toBe(404)
  })

  it('deactivates and reactivates a user; 409 when already in that status or on oneself', async () => {
    const id = await createApproved(newUser({ roleIds: roleIds.slice(0, 1) }))
    const off = await app.call('updateUserStatus', { token: admin, path: { id, status: 'Inactive' } }, 200)
    expect(off.body.data.status).toBe('Inactive')
    expect(off.body.message).toBe('User deactivated')

    const again = await app.request('PUT', `${USERS}/update/${id}/Inactive`, { token: admin })
    expect(again.status).toBe(409)

    const on = await app.request('PUT', `${USERS}/update/${id}/Active`, { token: admin })
    expect(on.status).toBe(200)
    expect(on.body.data.status).toBe('Active')

    const self = await app.request('PUT', `${USERS}/update/${userIdOf(admin)}/Inactive`, { token: admin })
    expect(self.status).toBe(409)

    const badStatus = await app.request('PUT', `${USERS}/update/${id}/Deleted`, { token: admin })
    expect(badStatus.status).toBe(400)
    expect(badStatus.body.errors[0]).toMatch(/^status:/)
  })

  it('ends the sessions of a deactivated user at once', async () => {
    const supportId = userIdOf(support)
    expect((await app.request('GET', `${USERS}/${supportId}`, { token: support })).status).toBe(200)
    expect((await app.request('PUT', `${USERS}/update/${supportId}/Inactive`, { token: admin })).status).toBe(200)
    expect((await app.request('GET', `${USERS}/${supportId}`, { token: support })).status).toBe(401)
    expect((await app.request('PUT', `${USERS}/update/${supportId}/Active`, { token: admin })).status).toBe(200)
  })

  it('soft-deletes a user: hidden from lists unless Status=Deleted; not oneself', async () => {
    const body = newUser({ roleIds: roleIds.slice(0, 1) })
    const id = await createApproved(body)
    expect((await app.request('DELETE', `${USERS}/${userIdOf(admin)}`, { token: admin })).status).toBe(409)

    await app.call('deleteUser', { token: admin, path: { id } }, 200)

    const listed = await app.request('GET', `${USERS}?Username=${body.username}`, { token: admin })
    expect(listed.body.data).toEqual([])
    const deleted = await app.request('GET', `${USERS}?Username=${body.username}&Status=Deleted`, { token: admin })
    expect(deleted.body.data.map((u: { id: number }) => u.id)).toEqual([id])
    const read = await app.request('GET', `${USERS}/${id}`, { token: admin })
    expect(read.body.data.status).toBe('Deleted')

    expect((await app.request('DELETE', `${USERS}/${id}`, { token: admin })).status).toBe(404)
    expect((await app.request('PUT', `${USERS}/update/${id}/Active`, { token: admin })).status).toBe(404)
  })

  it('lets a user change their own names and phone, and not another user’s', async () => {
    const id = userIdOf(auditor)
    const res = await app.call('updateUserPersonnel', { token: auditor, path: { id }, body: { firstName: 'Halima', lastName: 'Sani-Bello', phoneNumber: '+2348077770001' } }, 200)
    expect(res.body.data).toMatchObject({ id, firstName: 'Halima', lastName: 'Sani-Bello', phoneNumber: '+2348077770001' })

    const other = await app.request('PUT', `${USERS}/updatePersonnel/${await idOf('maker')}`, { token: auditor, body: { firstName: 'X', lastName: 'Y', phoneNumber: '+2348077770002' } })
    expect(other.status).toBe(403)

    const bad = await app.request('PUT', `${USERS}/updatePersonnel/${id}`, { token: auditor, body: { firstName: 'Halima', lastName: 'S4ni', phoneNumber: '0807' } })
    expect(bad.status).toBe(400)
    const errors = (bad.body.errors as string[]).join('\n')
    expect(errors).toMatch(/lastName:/)
    expect(errors).toMatch(/phoneNumber:/)
    const [row] = await app.handle.db.select({ lastName: users.lastName }).from(users).where(eq(users.id, id))
    expect(row?.lastName).toBe('Sani-Bello')
  })
})

/** A role holding exactly these (group, action) pairs, and a signed-in user who holds only it. */
async function userWithPermissions(username: string, phoneNumber: string, pairs: [string, string][]): Promise<{ token: string; id: number; roleId: number }> {
  const db = app.handle.db
  const [role] = await db
    .insert(roles)
    .values({ name: `Test ${username}`, description: 'Test role', clientType: 'Admin' })
    .returning({ id: roles.id })
  const all = await db.select({ id: permissions.id, groupName: permissions.groupName, shortName: permissions.shortName }).from(permissions)
  const chosen = all.filter((p) => pairs.some(([g, a]) => p.groupName === g && p.shortName === a))
  expect(chosen.length).toBe(pairs.length)
  await db.insert(rolePermissions).values(chosen.map((p) => ({ roleId: role!.id, permissionId: p.id })))
  const [user] = await db
    .insert(users)
    .values({ username, firstName: 'Test', lastName: 'Desk', email: `${username}@firstbank.ng`, phoneNumber, passwordHash: await hashSecret(DEMO_PASSWORD) })
    .returning({ id: users.id })
  await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id })
  return { token: await app.login(username), id: user!.id, roleId: role!.id }
}

async function roleIdNamed(name: string): Promise<number> {
  const [row] = await app.handle.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name))
  return row!.id
}

describe('refusals that keep user management safe', () => {
  it('refuses giving a role whose permissions the caller does not hold (403 on roleIds), and stores nothing', async () => {
    const hr = await userWithPermissions('test.hr', '+2348095550001', [
      ['User', 'View'],
      ['User', 'Create'],
      ['User', 'Update'],
    ])
    const supervisor = await roleIdNamed('Supervisor')
    const before = await approvalRequestCount()
    const made = await app.call('createUser', { token: hr.token, body: newUser({ roleIds: [supervisor] }) }, 403)
    expect(made.body.errors[0]).toMatch(/You cannot give the role Supervisor: it holds permissions you do not hold yourself \(.*Approval \/ Approve Request/)
    expect(made.body.fieldErrors?.[0]?.field).toBe('roleIds')
    expect(await approvalRequestCount()).toBe(before)

    // The same on an update: giving Supervisor to a user who does not hold it.
    const maker = await idOf('maker')
    const makerNow = (await app.request('GET', `${USERS}/${maker}`, { token: admin })).body.data
    const body = { firstName: makerNow.firstName, lastName: makerNow.lastName, email: makerNow.email, phoneNumber: makerNow.phoneNumber, multiFactorEnabled: false }
    const raise = await app.request('PUT', `${USERS}/update/${maker}`, { token: hr.token, body: { ...body, roleIds: [...makerNow.roles.map((r: { id: number }) => r.id), supervisor] } })
    expect(raise.status).toBe(403)
    expect(raise.body.errors[0]).toMatch(/Supervisor/)

    // Roles the caller holds may be given, and roles the user already holds may be kept.
    const own = await app.request('POST', `${USERS}/create`, { token: hr.token, body: newUser({ roleIds: [hr.roleId] }) })
    expect([200, 202]).toContain(own.status)
    const keep = await app.request('PUT', `${USERS}/update/${maker}`, { token: hr.token, body: { ...body, roleIds: makerNow.roles.map((r: { id: number }) => r.id) } })
    expect(keep.status, JSON.stringify(keep.body)).toBe(200)
  })

  it('refuses deleting, deactivating or removing the role of the last Active user able to manage users', async () => {
    const desk = await userWithPermissions('test.desk', '+2348095550002', [
      ['User', 'View'],
      ['User', 'Delete'],
      ['User', 'Change Status'],
    ])
    const db = app.handle.db
    const adminId = userIdOf(admin)
    // Every other holder of User / Update is made Inactive: admin is the last one.
    const holders = await db
      .selectDistinct({ id: users.id })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
      .innerJoin(permissions, and(eq(permissions.id, rolePermissions.permissionId), eq(permissions.groupName, 'User'), eq(permissions.shortName, 'Update')))
      .where(and(eq(users.status, 'Active'), ne(users.id, adminId)))
    const others = holders.map((h) => h.id)
    if (others.length) await db.update(users).set({ status: 'Inactive' }).where(inArray(users.id, others))
    try {
      const deactivate = await app.call('updateUserStatus', { token: desk.token, path: { id: adminId, status: 'Inactive' } }, 409)
      expect(deactivate.body.errors[0]).toMatch(/last Active user able to manage users/)
      const remove = await app.request('DELETE', `${USERS}/${adminId}`, { token: desk.token })
      expect(remove.status).toBe(409)
      expect(remove.body.errors[0]).toMatch(/You cannot delete admin: they are the last Active user able to manage users/)

      // Admin removing their own user-management role is refused too.
      const me = (await app.request('GET', `${USERS}/${adminId}`, { token: admin })).body.data
      const demote = await app.request('PUT', `${USERS}/update/${adminId}`, {
        token: admin,
        body: { firstName: me.firstName, lastName: me.lastName, email: me.email, phoneNumber: me.phoneNumber, multiFactorEnabled: me.multiFactorEnabled, roleIds: [await roleIdNamed('Auditor')] },
      })
      expect(demote.status).toBe(409)
      expect(demote.body.errors[0]).toMatch(/remove the user-management role of admin/)
      const [still] = await db.select({ status: users.status }).from(users).where(eq(users.id, adminId))
      expect(still?.status).toBe('Active')

      // With another manager back, the same deactivation is allowed (and undone).
      await db
        .update(users)
        .set({ status: 'Active' })
        .where(inArray(users.id, others.slice(0, 1)))
      const allowed = await app.request('PUT', `${USERS}/update/${adminId}/Inactive`, { token: desk.token })
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(200)
      await db.update(users).set({ status: 'Active' }).where(eq(users.id, adminId))
    } finally {
      if (others.length) await db.update(users).set({ status: 'Active' }).where(inArray(users.id, others))
    }
    admin = await app.login('admin')
  })

  it('shows a lockout after failed sign-ins and unlocks it (audited); 409 when not locked; 403 without Change Status', async () => {
    const body = newUser({ roleIds: [await roleIdNamed('Auditor')] })
    const id = await createApproved(body)
    await app.handle.db
      .update(users)
      .set({ passwordHash: await hashSecret(DEMO_PASSWORD) })
      .where(eq(users.id, id))
    let locked = false
    for (let i = 0; i < 10 && !locked; i += 1) {
      const res = await app.request('POST', '/ums/api/v1/Authentication/login', { body: { username: body.username, password: 'Wrong@1234' } })
      locked = res.status === 423 || /locked/i.test(JSON.stringify(res.body))
    }
    expect(locked).toBe(true)
    const read = await app.call('getUser', { token: admin, path: { id } }, 200)
    expect(read.body.data.lockedUntil).not.toBeNull()
    expect((await app.request('POST', '/ums/api/v1/Authentication/login', { body: { username: body.username, password: DEMO_PASSWORD } })).status).not.toBe(200)

    expect((await app.request('PUT', `${USERS}/unlock/${id}`, { token: auditor })).status).toBe(403)
    const unlocked = await app.call('unlockUser', { token: admin, path: { id } }, 200)
    expect(unlocked.body.data).toMatchObject({ lockedUntil: null, failedLoginAttempts: 0 })
    const [audit] = await app.handle.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityType, 'User'), eq(auditRecords.entityId, String(id))))
      .orderBy(desc(auditRecords.id))
    expect(audit).toMatchObject({ username: 'admin', eventType: 'StatusChange' })
    expect(audit?.description).toMatch(/^Unlock user/)
    expect((await app.request('POST', '/ums/api/v1/Authentication/login', { body: { username: body.username, password: DEMO_PASSWORD } })).status).toBe(200)

    const again = await app.request('PUT', `${USERS}/unlock/${id}`, { token: admin })
    expect(again.status).toBe(409)
    expect(again.body.errors[0]).toMatch(/is not locked/)
  })
})
