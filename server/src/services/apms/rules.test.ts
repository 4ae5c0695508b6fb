// GET Approval/rules: a client learns before it writes whether an action answers 200 (applied) or
// 202 (sent for approval), for the approvable actions the caller may perform.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../testing.ts'

let t: TestApp
const tokens: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp({ seed: { transactions: 0 } })
  for (const user of ['admin', 'maker', 'auditor']) tokens[user] = await t.login(user)
})
afterAll(() => t.close())

const rulesOf = async (user: string) => (await t.call('listApprovalRules', { token: tokens[user] }, 200)).body.data
const ruleFor = async (user: string, operationId: string) => (await rulesOf(user)).find((rule) => rule.operationId === operationId)

describe('listApprovalRules', () => {
  it("lists the caller's approvable actions with whether a checker is needed and who approves", async () => {
    const merchant = await ruleFor('maker', 'createMerchant')
    expect(merchant).toMatchObject({ approvalRequired: true, permission: { groupName: 'Merchant', shortName: 'Create Merchant' }, approverRoles: [{ name: 'Supervisor' }] })
    expect(await ruleFor('maker', 'createProductGroup')).toMatchObject({ approvalRequired: false, approverRoles: [] })
    // Only approvable actions, and only those the caller holds: an auditor changes nothing.
    const all = await rulesOf('admin')
    expect(all.length).toBeGreaterThan(20)
    expect(all.map((rule) => rule.operationId)).not.toContain('listMerchants')
    expect(await rulesOf('auditor')).toEqual([])
  })

  it('predicts the status of the write: 200 while approval is off, 202 once it is configured', async () => {
    const ids = ((await t.request('GET', '/pms/api/v1/Product/GetProductWithPaging?PageNumber=0&PageSize=100', { token: tokens.admin })).body.data as { id: number }[]).map((p) => p.id)
    expect((await ruleFor('maker', 'createProductGroup'))?.approvalRequired).toBe(false)
    await t.call('createProductGroup', { token: tokens.maker, body: { name: 'Rules Agents One', productIds: ids.slice(0, 2) } }, 200)

    const permission = (await ruleFor('admin', 'createProductGroup'))!.permission
    const supervisor = ((await t.request('GET', '/ums/api/v1/Roles/getAll?ClientType=Admin', { token: tokens.admin })).body.data as { id: number; name: string }[]).find(
      (r) => r.name === 'Supervisor',
    )!
    const configured = await t.request('POST', '/apms/api/v1/Approval/UpdateApprovablePermission', {
      token: tokens.admin,
      body: { permissionId: permission.permissionId, roleIds: [supervisor.id], enabled: true },
    })
    expect(configured.status).toBe(200)

    expect(await ruleFor('maker', 'createProductGroup')).toMatchObject({ approvalRequired: true, approverRoles: [{ id: supervisor.id, name: 'Supervisor' }] })
    await t.call('createProductGroup', { token: tokens.maker, body: { name: 'Rules Agents Two', productIds: ids.slice(0, 2) } }, 202)
  })

  it('needs a session', async () => {
    expect((await t.request('GET', '/apms/api/v1/Approval/rules')).status).toBe(401)
  })
})
