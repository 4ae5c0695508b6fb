// The authorization matrix, generated from the contracts: a new operation is covered automatically.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { permissions, userRoles, users } from '../db/schema.ts'
import { and, eq, inArray } from 'drizzle-orm'

import { createTestApp, DEMO_PASSWORD, type TestApp } from '../testing.ts'
import { loadOperations, type ContractOperation } from './contracts.ts'
import { hashSecret } from './crypto.ts'

let t: TestApp
let noPermissionToken: string
let admin: string

function sampleValue(schema: Record<string, unknown>): string {
  if (Array.isArray(schema.enum)) return String(schema.enum[0])
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'integer' || type === 'number') return '1'
  if (schema.format === 'date') return '2026-01-01'
  return 'sample-value-0001'
}

/** A URL for the operation with valid path and required query values (ids point at other users). */
function urlOf(op: ContractOperation): string {
  let path = op.path
  for (const p of op.parameters.filter((p) => p.in === 'path')) path = path.replace(`{${p.name}}`, encodeURIComponent(sampleValue(p.schema)))
  const query = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${encodeURIComponent(sampleValue(p.schema))}`)
  return query.length ? `${path}?${query.join('&')}` : path
}

beforeAll(async () => {
  t = await createTestApp()
  // A signed-in staff member without any role: every permission check must refuse them.
  await t.handle.db.insert(users).values({
    username: 'no.roles',
    firstName: 'Bola',
    lastName: 'Ajayi',
    email: 'no.roles@sandbox-bank.ng',
    phoneNumber: '+2348030000999',
    passwordHash: await hashSecret(DEMO_PASSWORD),
  })
  noPermissionToken = await t.login('no.roles')
  admin = await t.login('admin')
})

afterAll(() => t.close())

const operations = loadOperations()
const guarded = operations.filter((op) => op.access !== 'public')
const permissioned = operations.filter((op) => typeof op.access === 'object')

describe('authorization matrix', () => {
  it.each(guarded.map((op) => [op.operationId, op] as const))('%s answers 401 without a token', async (_id, op) => {
    const response = await t.request(op.method.toUpperCase(), urlOf(op), { body: op.requestBody ? {} : undefined })
    expect(response.status).toBe(401)
    expect(response.body.succeeded).toBe(false)
    expect(response.body.errors.length).toBeGreaterThan(0)
  })

  it.each(guarded.map((op) => [op.operationId, op] as const))('%s answers 401 with a forged token', async (_id, op) => {
    const response = await t.request(op.method.toUpperCase(), urlOf(op), { token: `${admin.slice(0, -4)}AAAA`, body: op.requestBody ? {} : undefined })
    expect(response.status).toBe(401)
  })

  it.each(permissioned.map((op) => [op.operationId, op] as const))('%s answers 403 to a user without its permission', async (_id, op) => {
    const response = await t.request(op.method.toUpperCase(), urlOf(op), { token: noPermissionToken, body: op.requestBody ? {} : undefined })
    expect(response.status).toBe(403)
    const access = op.access as { group: string; action: string }
    expect(response.body.errors[0]).toContain(`${access.group} / ${access.action}`)
  })

  it('refuses requests without the application credentials', async () => {
    const response = await t.request('GET', '/mer/api/v1/Enum/getIndustries', { token: admin, headers: { 'app-key': 'wrong' } })
    expect(response.status).toBe(401)
    expect(response.body.errors[0]).toMatch(/app-id and app-key/)
  })

  it('lets a user without any role see their password policy and sessions, and sign out elsewhere, but not the system configuration', async () => {
    expect((await t.request('GET', '/ums/api/v1/Authentication/passwordPolicy', { token: noPermissionToken })).status).toBe(200)
    const sessions = await t.request('GET', '/ums/api/v1/Authentication/sessions', { token: noPermissionToken })
    expect(sessions.status).toBe(200)
    expect(sessions.body.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1)
    expect((await t.request('POST', '/ums/api/v1/Authentication/sessions/revokeOthers', { token: noPermissionToken })).status).toBe(200)
    const config = await t.request('GET', '/admin/api/v1/SystemConfiguration', { token: noPermissionToken })
    expect(config.status).toBe(403)
    expect(config.body.errors[0]).toContain('System Configuration / View System Configuration')
  })

  it('lets a user read their own record without User / View', async () => {
    const me = await t.request('GET', '/ums/api/v1/User/1', { token: admin })
    const noRolesId = (await t.request('GET', '/ums/api/v1/User?Username=no.roles', { token: admin })).body.data[0].id as number
    const own = await t.request('GET', `/ums/api/v1/User/${noRolesId}`, { token: noPermissionToken })
    expect(me.status).toBe(200)
    expect(own.status).toBe(200)
    expect(own.body.data.username).toBe('no.roles')
  })

  it("applies the self rule to an operation run on a caller's behalf (perform, as a bulk operation runs its items) as to a request", async () => {
    const noRolesId = (await t.request('GET', '/ums/api/v1/User?Username=no.roles', { token: admin })).body.data[0].id as number
    const own = await t.perform(noPermissionToken, 'getUser', { path: { id: noRolesId }, query: {}, body: null })
    expect(own.status, JSON.stringify(own.body)).toBe(200)
    expect(own.body.data.username).toBe('no.roles')
    // As it comes from a URL: the path is coerced before the self rule compares it.
    expect((await t.perform(noPermissionToken, 'getUser', { path: { id: String(noRolesId) }, query: {}, body: null })).status).toBe(200)
    const other = await t.perform(noPermissionToken, 'getUser', { path: { id: 1 }, query: {}, body: null })
    expect(other.status).toBe(403)
    expect(other.body.errors[0]).toContain('User / View')
  })

  // The other 403 of the contracts: holding the operation's permission is not enough to give more than one holds.
  it.each([
    ['createRole', 'POST', () => '/ums/api/v1/Roles/create', (ids: number[]) => ({ name: 'Escalation Probe', clientType: 'Admin', permissionIds: ids })],
    ['updateRole', 'PUT', (roleId: number) => `/ums/api/v1/Roles/UpdateRole/${roleId}`, (ids: number[]) => ({ name: 'Role Keepers', status: 'Active', permissionIds: ids })],
  ] as const)('%s answers 403 to a user granting a permission they do not hold', async (operationId, method, url, body) => {
    const op = operations.find((o) => o.operationId === operationId)!
    expect((op.raw as { responses?: Record<string, unknown> }).responses?.['403'], `${operationId} documents its 403`).toBeDefined()
    const rows = await t.handle.db
      .select({ id: permissions.id, group: permissions.groupName, action: permissions.shortName })
      .from(permissions)
      .where(inArray(permissions.groupName, ['Role', 'Approval']))
    const roleIds = rows.filter((r) => r.group === 'Role').map((r) => r.id)
    const approve = rows.find((r) => r.group === 'Approval' && r.action === 'Approve Request')!.id
    const keepers = await t.request('POST', '/ums/api/v1/Roles/create', { token: admin, body: { name: `Role Keepers ${operationId}`, clientType: 'Admin', permissionIds: roleIds } })
    expect(keepers.status).toBe(200)
    const [probe] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'no.roles'))
    await t.handle.db.insert(userRoles).values({ userId: probe!.id, roleId: keepers.body.data.id })
    // Any role change drops cached sessions: the probe's next request carries the new role.
    await t.request('PUT', `/ums/api/v1/Roles/UpdateRole/${keepers.body.data.id}`, { token: admin, body: { name: `Role Keepers ${operationId}`, status: 'Active', permissionIds: roleIds } })
    try {
      const response = await t.request(method, url(keepers.body.data.id), { token: noPermissionToken, body: body([...roleIds, approve]) })
      expect(response.status).toBe(403)
      expect(response.body.errors[0]).toContain('Approval / Approve Request')
    } finally {
      await t.handle.db.delete(userRoles).where(and(eq(userRoles.userId, probe!.id), eq(userRoles.roleId, keepers.body.data.id)))
    }
  })
})
