// Roles through HTTP: catalogue, lists, creation, update, deletion rules, approvable permissions.
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { approvalConfigs, auditRecords, permissions, roles, userRoles, users } from '../../db/schema.ts'
import { createTestApp, type TestApp } from '../../testing.ts'

const ROLES = '/ums/api/v1/Roles'

let app: TestApp
let admin: string
let auditor: string
let support: string

async function permissionId(group: string, action: string): Promise<number> {
  const [row] = await app.handle.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.groupName, group), eq(permissions.shortName, action)))
  if (!row) throw new Error(`no permission ${group}/${action}`)
  return row.id
}

async function roleCount(): Promise<number> {
  const [row] = await app.handle.db.select({ n: count() }).from(roles)
  return row?.n ?? 0
}

beforeAll(async () => {
  app = await createTestApp({ seed: { transactions: 0 } })
  admin = await app.login('admin')
  auditor = await app.login('auditor')
  support = await app.login('support')
  // These tests check the direct path; maker-checker itself is tested with createUser.
  const ids = (await app.handle.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.groupName, 'Role'))).map((r) => r.id)
  await app.handle.db.delete(approvalConfigs).where(inArray(approvalConfigs.permissionId, ids))
})

afterAll(async () => {
  await app?.close()
})

describe('catalogue and lists', () => {
  it('lists the permission catalogue by group then action', async () => {
    // call() checks the status; the test app checks every answer against its contract.
    const res = await app.call('listPermissions', { token: admin }, 200)
    const list = res.body.data
    expect(list[0]).toMatchObject({ groupName: 'Dashboard', shortName: 'View Dashboard' })
    const groups = list.map((p) => p.groupName).filter((g, i, all) => all.indexOf(g) === i)
    // Each group's permissions come together.
    expect(groups.length).toBe(new Set(list.map((p) => p.groupName)).size)
    const merchant = list.filter((p) => p.groupName === 'Merchant').map((p) => p.shortName)
    expect(merchant.slice(0, 2)).toEqual(['Create Merchant', 'View Merchant'])
  })

  it('lists roles with their permissions and holders, and all Admin roles for dropdowns', async () => {
    const res = await app.call('listRoles', { token: admin, query: { PageSize: 100 } }, 200)
    expect(res.body.totalRecords).toBeGreaterThan(0)
    const superAdmin = res.body.data.find((r) => r.name === 'Super Admin')
    expect(superAdmin?.userCount).toBeGreaterThan(0)
    expect(superAdmin?.permissions.length).toBeGreaterThan(10)

    const all = await app.call('listAllRoles', { token: admin, query: { ClientType: 'Admin' } }, 200)
    for (const r of all.body.data) {
      expect(r.clientType).toBe('Admin')
      expect(['Active', 'Inactive']).toContain(r.status)
      expect(Object.keys(r).sort()).toEqual(['clientType', 'grantable', 'id', 'name', 'status'])
    }
    const missing = await app.request('GET', `${ROLES}/getAll`, { token: admin })
    expect(missing.status).toBe(400)
    expect(missing.body.errors[0]).toMatch(/^ClientType:/)
  })

  it('reads a role and its permissions (POST with roleId); 404 for unknown roles', async () => {
    const [role] = await app.handle.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Super Admin'))
    const one = await app.call('getRole', { token: admin, path: { id: role!.id } }, 200)
    expect(one.body.data.name).toBe('Super Admin')
    const perms = await app.call('listRolePermissions', { token: admin, query: { roleId: role!.id } }, 200)
    expect(perms.body.data).toEqual(one.body.data.permissions)

    expect((await app.request('GET', `${ROLES}/get/999999`, { token: admin })).status).toBe(404)
    expect((await app.request('POST', `${ROLES}/getPermissionByRole?roleId=999999`, { token: admin })).status).toBe(404)
  })

  it('lists the approvable permissions: those of operations marked x-approvable', async () => {
    const res = await app.call('listApprovablePermissions', { token: admin, query: { clientType: 'Admin' } }, 200)
    const keys = res.body.data.map((p) => `${p.groupName}/${p.shortName}`)
    expect(keys).toEqual(expect.arrayContaining(['User/Create', 'User/Delete', 'Role/Create', 'Role/Update', 'Role/Delete']))
    expect(keys).not.toContain('User/View')
    expect(keys).not.toContain('Role/View')
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('refuses users without Role / View', async () => {
    const res = await app.request('GET', ROLES, { token: support })
    expect(res.status).toBe(403)
  })
})

describe('creating, updating and deleting roles', () => {
  it('creates a role; 409 for a taken name in any case; 400 naming unknown permissions; nothing written on refusal', async () => {
    const ids = [await permissionId('Audit', 'View Audit'), await permissionId('Report', 'View Transaction Report')]
    const res = await app.call('createRole', { token: admin, body: { name: 'Compliance Analyst', description: 'AML reviews', clientType: 'Admin', permissionIds: ids } }, 200)
    expect(res.body.data).toMatchObject({ name: 'Compliance Analyst', status: 'Active', clientType: 'Admin', userCount: 0 })
    expect(res.body.data.permissions.map((p) => p.permissionId)).toEqual(ids)
    const [audit] = await app.handle.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.entityType, 'Role'), eq(auditRecords.eventType, 'Create')))
    expect(audit?.entityId).toBe(String(res.body.data.id))

    const before = await roleCount()
    const dup = await app.request('POST', `${ROLES}/create`, { token: admin, body: { name: 'COMPLIANCE analyst', clientType: 'Admin', permissionIds: ids } })
    expect(dup.status).toBe(409)
    expect(dup.body.errors[0]).toMatch(/^name:/)

    const unknown = await app.request('POST', `${ROLES}/create`, { token: admin, body: { name: 'Ghost Role', clientType: 'Admin', permissionIds: [ids[0], 987654] } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors[0]).toMatch(/^permissionIds:.*987654/)

    const bad = await app.request('POST', `${ROLES}/create`, { token: admin, body: { name: ' x', clientType: 'Bank', permissionIds: [] } })
    expect(bad.status).toBe(400)
    const errors = (bad.body.errors as string[]).join('\n')
    expect(errors).toMatch(/name:/)
    expect(errors).toMatch(/clientType:/)
    expect(errors).toMatch(/permissionIds:/)
    expect(await roleCount()).toBe(before)

    expect((await app.request('POST', `${ROLES}/create`, { token: auditor, body: { name: 'Nope Role', clientType: 'Admin', permissionIds: ids } })).status).toBe(403)
  })

  it('updates a role: holders get the new permissions; 409 for another role’s name', async () => {
    const viewAudit = await permissionId('Audit', 'View Audit')
    const resetQuestions = await permissionId('Security Question', 'Reset Security Question')
    const created = await app.request('POST', `${ROLES}/create`, { token: admin, body: { name: 'Field Auditor', clientType: 'Admin', permissionIds: [viewAudit] } })
    const id = created.body.data.id as number
    const [maker] = await app.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'maker'))
    await app.handle.db.insert(userRoles).values({ userId: maker!.id, roleId: id })

    const res = await app.call(
      'updateRole',
      { token: admin, path: { id }, body: { name: 'Field Auditor', description: 'Also resets security questions', status: 'Active', permissionIds: [viewAudit, resetQuestions] } },
      200,
    )
    expect(res.body.data).toMatchObject({ id, description: 'Also resets security questions', userCount: 1 })
    const user = await app.call('getUser', { token: admin, path: { id: maker!.id } }, 200)
    expect(user.body.data.permissions.map((p) => p.permissionId)).toContain(resetQuestions)

    const clash = await app.request('PUT', `${ROLES}/UpdateRole/${id}`, { token: admin, body: { name: 'super admin', status: 'Active', permissionIds: [viewAudit] } })
    expect(clash.status).toBe(409)

    // An Inactive role gives no permissions.
    const off = await app.request('PUT', `${ROLES}/UpdateRole/${id}`, { token: admin, body: { name: 'Field Auditor', status: 'Inactive', permissionIds: [resetQuestions] } })
    expect(off.status).toBe(200)
    const after = await app.call('getUser', { token: admin, path: { id: maker!.id } }, 200)
    expect(after.body.data.permissions.map((p) => p.permissionId)).not.toContain(resetQuestions)

    expect((await app.request('PUT', `${ROLES}/UpdateRole/999999`, { token: admin, body: { name: 'Nobody', status: 'Active', permissionIds: [viewAudit] } })).status).toBe(404)
    await app.handle.db.delete(userRoles).where(and(eq(userRoles.userId, maker!.id), eq(userRoles.roleId, id)))
  })

  it('refuses to delete a role while users hold it, then soft-deletes it', async () => {
    const viewAudit = await permissionId('Audit', 'View Audit')
    const created = await app.request('POST', `${ROLES}/create`, { token: admin, body: { name: 'Temporary Desk', clientType: 'Admin', permissionIds: [viewAudit] } })
    const id = created.body.data.id as number
    const [auditorRow] = await app.handle.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = 'auditor'`)
    await app.handle.db.insert(userRoles).values({ userId: auditorRow!.id, roleId: id })

    const held = await app.call('deleteRole', { token: admin, path: { id } }, 409)
    expect(held.body.errors[0]).toBe('The role Temporary Desk is held by 1 user')

    await app.handle.db.delete(userRoles).where(and(eq(userRoles.userId, auditorRow!.id), eq(userRoles.roleId, id)))
    const res = await app.request('DELETE', `${ROLES}/${id}`, { token: admin })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((await app.request('GET', `${ROLES}/get/${id}`, { token: admin })).status).toBe(404)
    const listed = await app.request('GET', `${ROLES}?Name=temporary`, { token: admin })
    expect(listed.body.data).toEqual([])
    const deleted = await app.request('GET', `${ROLES}?Name=temporary&Status=Deleted`, { token: admin })
    expect(deleted.body.data.map((r: { id: number }) => r.id)).toEqual([id])
    const options = await app.request('GET', `${ROLES}/getAll?ClientType=Admin`, { token: admin })
    expect(options.body.data.map((r: { id: number }) => r.id)).not.toContain(id)
    expect((await app.request('DELETE', `${ROLES}/${id}`, { token: admin })).status).toBe(404)
  })

  it('refuses to delete the Super Admin role that admin holds', async () => {
    const [role] = await app.handle.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Super Admin'))
    const res = await app.request('DELETE', `${ROLES}/${role!.id}`, { token: admin })
    expect(res.status).toBe(409)
    expect(res.body.errors[0]).toMatch(/^The role Super Admin is held by \d+ users?$/)
  })
})

describe('holders of a role', () => {
  it('lists the users holding a role by username, and 404 for an unknown role', async () => {
    const [role] = await app.handle.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Supervisor'))
    const res = await app.call('listRoleUsers', { token: admin, path: { id: role!.id } }, 200)
    const usernames = res.body.data.map((u) => u.username)
    expect(usernames).toEqual(expect.arrayContaining(['checker', 'checker2']))
    expect(usernames).not.toContain('admin')
    expect([...usernames].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(usernames)
    const one = await app.request('GET', `${ROLES}/get/${role!.id}`, { token: admin })
    expect(usernames.length).toBe(one.body.data.userCount)
    expect((await app.request('GET', `${ROLES}/users/999999`, { token: admin })).status).toBe(404)
    expect((await app.request('GET', `${ROLES}/users/${role!.id}`, { token: support })).status).toBe(403)
  })
})

describe('no one grants a permission they do not hold', () => {
  it('refuses a role with permissions the caller lacks (403 naming them, under permissionIds); what they hold, or removing, is fine', async () => {
    const ids = {
      roleView: await permissionId('Role', 'View'),
      roleCreate: await permissionId('Role', 'Create'),
      roleUpdate: await permissionId('Role', 'Update'),
      viewCase: await permissionId('Case', 'View Case'),
      viewMerchant: await permissionId('Merchant', 'View Merchant'),
      createMerchant: await permissionId('Merchant', 'Create Merchant'),
      approve: await permissionId('Approval', 'Approve Request'),
    }
    // support (Customer Support) also becomes a role manager, without Merchant / Create Merchant or Approval.
    const desk = await app.request('POST', `${ROLES}/create`, { token: admin, body: { name: 'Role Desk', clientType: 'Admin', permissionIds: [ids.roleView, ids.roleCreate, ids.roleUpdate] } })
    expect(desk.status, JSON.stringify(desk.body)).toBe(200)
    const [supportUser] = await app.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'support'))
    await app.handle.db.insert(userRoles).values({ userId: supportUser!.id, roleId: desk.body.data.id })
    // A role change drops cached sessions: support's next request carries the new role.
    await app.request('PUT', `${ROLES}/UpdateRole/${desk.body.data.id}`, { token: admin, body: { name: 'Role Desk', status: 'Active', permissionIds: [ids.roleView, ids.roleCreate, ids.roleUpdate] } })
    try {
      const before = await roleCount()
      const escalate = await app.call('createRole', { token: support, body: { name: 'Shadow Approver', clientType: 'Admin', permissionIds: [ids.viewCase, ids.createMerchant, ids.approve] } }, 403)
      expect(escalate.body.errors[0]).toBe('You cannot grant permissions you do not hold yourself: Merchant / Create Merchant, Approval / Approve Request')
      expect(escalate.body.fieldErrors).toEqual([{ field: 'permissionIds', code: 'NOT_PERMITTED', message: escalate.body.errors[0] }])
      expect(await roleCount()).toBe(before)

      const allowed = await app.request('POST', `${ROLES}/create`, { token: support, body: { name: 'Case Reader', clientType: 'Admin', permissionIds: [ids.viewCase, ids.viewMerchant] } })
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(200)
      const caseReader = allowed.body.data.id as number

      const add = await app.call(
        'updateRole',
        { token: support, path: { id: caseReader }, body: { name: 'Case Reader', status: 'Active', permissionIds: [ids.viewCase, ids.viewMerchant, ids.createMerchant] } },
        403,
      )
      expect(add.body.errors[0]).toBe('You cannot grant permissions you do not hold yourself: Merchant / Create Merchant')
      const unchanged = await app.call('getRole', { token: admin, path: { id: caseReader } }, 200)
      expect(unchanged.body.data.permissions.map((p) => p.permissionId).sort((a, b) => a - b)).toEqual([ids.viewCase, ids.viewMerchant].sort((a, b) => a - b))

      // A role holding more than support: renaming it or taking a permission away grants nothing.
      const wide = await app.request('POST', `${ROLES}/create`, { token: admin, body: { name: 'Wide Role', clientType: 'Admin', permissionIds: [ids.viewCase, ids.createMerchant, ids.approve] } })
      const wideId = wide.body.data.id as number
      const rename = await app.request('PUT', `${ROLES}/UpdateRole/${wideId}`, {
        token: support,
        body: { name: 'Wide Role Renamed', status: 'Active', permissionIds: [ids.viewCase, ids.createMerchant] },
      })
      expect(rename.status, JSON.stringify(rename.body)).toBe(200)
      const regrant = await app.request('PUT', `${ROLES}/UpdateRole/${wideId}`, {
        token: support,
        body: { name: 'Wide Role Renamed', status: 'Active', permissionIds: [ids.viewCase, ids.createMerchant, ids.approve] },
      })
      expect(regrant.status).toBe(403)
      expect(regrant.body.errors[0]).toMatch(/Approval \/ Approve Request$/)

      // The dropdown says what each caller may give: the same rule as the refusal.
      const grantableOf = async (token: string) => {
        const options = await app.call('listAllRoles', { token, query: { ClientType: 'Admin' } }, 200)
        return new Map(options.body.data.map((role) => [role.name, role.grantable]))
      }
      const forSupport = await grantableOf(support)
      expect(forSupport.get('Case Reader')).toBe(true)
      expect(forSupport.get('Wide Role Renamed')).toBe(false)
      expect(forSupport.get('Supervisor')).toBe(false)
      expect([...(await grantableOf(admin)).values()].every(Boolean)).toBe(true)
    } finally {
      await app.handle.db.delete(userRoles).where(and(eq(userRoles.userId, supportUser!.id), eq(userRoles.roleId, desk.body.data.id)))
    }
  })
})

describe('what a role change does to its holders (approval impact)', () => {
  it('shows the checker which users gain or lose which permissions, approval and user management called out', async () => {
    const ids = {
      viewAudit: await permissionId('Audit', 'View Audit'),
      viewDashboard: await permissionId('Dashboard', 'View Dashboard'),
      approve: await permissionId('Approval', 'Approve Request'),
      createUser: await permissionId('User', 'Create'),
      roleUpdate: await permissionId('Role', 'Update'),
    }
    const created = await app.request('POST', `${ROLES}/create`, { token: admin, body: { name: 'Night Desk', clientType: 'Admin', permissionIds: [ids.viewAudit, ids.viewDashboard] } })
    const id = created.body.data.id as number
    const holder = async (username: string) => (await app.handle.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id
    const makerId = await holder('maker')
    const supportId = await holder('support')
    await app.handle.db.insert(userRoles).values([
      { userId: makerId, roleId: id },
      { userId: supportId, roleId: id },
    ])
    const [supervisor] = await app.handle.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Supervisor'))
    const config = await app.request('POST', '/apms/api/v1/Approval/UpdateApprovablePermission', { token: admin, body: { permissionId: ids.roleUpdate, roleIds: [supervisor!.id], enabled: true } })
    expect(config.status, JSON.stringify(config.body)).toBe(200)
    try {
      // Dashboard goes (support keeps it through Customer Support), Approve Request and User / Create arrive.
      const made = await app.request('PUT', `${ROLES}/UpdateRole/${id}`, { token: admin, body: { name: 'Night Desk', status: 'Active', permissionIds: [ids.viewAudit, ids.approve, ids.createUser] } })
      expect(made.status, JSON.stringify(made.body)).toBe(202)
      const requestId = made.body.data.approvalRequestId as number
      const checker = await app.login('checker')
      const detail = await app.call('getApprovalRequest', { token: checker, path: { id: requestId } }, 200)
      const impact = detail.body.data.impact
      expect(impact).toMatchObject({ kind: 'Role', userCount: 2 })
      // Narrows the impact's union to a role change's.
      if (impact?.kind !== 'Role') throw new Error(`not a role change's impact: ${JSON.stringify(impact)}`)
      const byName = new Map(impact.users.map((u) => [u.username, u]))
      const maker = byName.get('maker')!
      expect(maker.gained.map((p) => `${p.groupName}/${p.shortName}:${p.sensitive}`)).toEqual(['Approval/Approve Request:true', 'User/Create:true'])
      // maker's Operations Officer role gives Dashboard: nothing lost.
      expect(maker.lost).toEqual([])
      const supportChange = byName.get('support')!
      expect(supportChange.gained.map((p) => p.shortName)).toEqual(['Approve Request', 'Create'])
      expect(supportChange.lost).toEqual([])
      // The comparison reads the permissions by group.
      expect(JSON.parse(detail.body.data.afterData).permissions).toEqual({ Approval: 'Approve Request', User: 'Create', Audit: 'View Audit' })
      expect(detail.body.data.changedFields).toEqual(expect.arrayContaining(['permissions.Approval', 'permissions.Dashboard']))

      // Made Inactive, the role gives nothing: its holders lose what no other role gives them.
      await app.request('PUT', `/apms/api/v1/Approval/Reject?id=${requestId}`, { token: checker, body: { reason: 'Test: try deactivating' } })
      const off = await app.call('updateRole', { token: admin, path: { id }, body: { name: 'Night Desk', status: 'Inactive', permissionIds: [ids.viewAudit, ids.viewDashboard] } }, 202)
      const offDetail = await app.call('getApprovalRequest', { token: checker, path: { id: off.body.data.approvalRequestId } }, 200)
      const offImpact = offDetail.body.data.impact
      if (offImpact?.kind !== 'Role') throw new Error(`not a role change's impact: ${JSON.stringify(offImpact)}`)
      const offUsers = offImpact.users
      expect(offUsers.find((u) => u.username === 'maker')?.lost.map((p) => p.shortName)).toEqual(['View Audit'])
      expect(offUsers.find((u) => u.username === 'support')?.lost.map((p) => p.shortName)).toEqual(['View Audit'])
      const approved = await app.request('PUT', `/apms/api/v1/Approval/Approve?id=${off.body.data.approvalRequestId}`, { token: checker })
      expect(approved.status, JSON.stringify(approved.body)).toBe(200)
      expect((await app.request('GET', `${ROLES}/get/${id}`, { token: admin })).body.data.status).toBe('Inactive')
    } finally {
      await app.request('POST', '/apms/api/v1/Approval/UpdateApprovablePermission', { token: admin, body: { permissionId: ids.roleUpdate, roleIds: [], enabled: false } })
      await app.handle.db.delete(userRoles).where(inArray(userRoles.roleId, [id]))
    }
  })
})
