// Contract-driven: every mutating operation (every non-GET of the contracts, and the GETs whose
// handler is marked mutating) writes exactly one audit record when it succeeds, through the
// pipeline. A new operation fails this test until it has a call below or a listed exception.
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  approvalConfigRoles,
  approvalConfigs,
  cases,
  commissionGroups,
  countries,
  documentTypes,
  feeSchemes,
  industries,
  permissions,
  productGroups,
  products,
  roles,
  states,
  superAgents,
  users,
} from '../db/schema.ts'
import { allHandlers } from '../services/index.ts'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../testing.ts'
import { loadOperations } from './contracts.ts'
import { hashSecret } from './crypto.ts'
import type { OperationId } from './types.ts'
import { nubanCheckDigit } from '../../../src/lib/nuban.ts'

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

/** Operations whose successful call writes other than one record, and why. */
const exceptions: Partial<Record<OperationId, { records: number; reason: string }>> = {
  approveRequest: { records: 2, reason: 'the change it applies, under the maker\'s name "(approved by …)", and the Approve decision' },
  getDashboardTransactionSummary: { records: 0, reason: 'a read over POST (the filters travel in the body)' },
  getDashboardActivitySummary: { records: 0, reason: 'a read over POST (the filters travel in the body)' },
  getDashboardTransactionGraph: { records: 0, reason: 'a read over POST (the filters travel in the body)' },
  getAnalyticsSeries: { records: 0, reason: 'a read over POST (the filters travel in the body)' },
  listRolePermissions: { records: 0, reason: 'a read over POST' },
  verifySecurityAnswer: { records: 0, reason: 'a check that changes nothing (wrong answers are counted in memory)' },
  send2FaToken: { records: 0, reason: 'a step of sign-in: the Login records are written at the password and at the code' },
}

interface Call {
  method: string
  url: string
  token?: string | null
  body?: unknown
}

let t: TestApp
let admin: string
let adminRoleId: number
const state: Record<string, number> = {}
let required: number[] = []
const tokens: Record<string, string> = {}

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows
  if (!row) throw new Error('seed row missing')
  return row
}

async function auditCount(): Promise<number> {
  const result = (await t.handle.db.execute(sql`select count(*)::int as n from audit_records`)) as unknown as { rows: { n: number }[] }
  return result.rows[0]?.n ?? 0
}

async function ok(call: Call, status = 200): Promise<any> {
  const response = await t.request(call.method, call.url, { token: call.token === undefined ? admin : call.token, body: call.body })
  expect(response.status, `${call.method} ${call.url}: ${JSON.stringify(response.body)}`).toBe(status)
  return response.body
}

/** A staff member with a role, for the operations that act on the caller's own account. */
async function staff(username: string, roleId: number): Promise<number> {
  const [row] = await t.handle.db
    .insert(users)
    .values({
      username,
      firstName: 'Ngozi',
      lastName: 'Adeyemi',
      email: `${username}@sandbox-bank.ng`,
      phoneNumber: `+23480${String(Math.abs(hash(username)))
        .padStart(8, '0')
        .slice(0, 8)}`,
      passwordHash: await hashSecret(DEMO_PASSWORD),
    })
    .returning({ id: users.id })
  if (!row) throw new Error('user not inserted')
  await t.handle.db.execute(sql`insert into user_roles (user_id, role_id) values (${row.id}, ${roleId})`)
  return row.id
}

function hash(text: string): number {
  let h = 7
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) | 0
  return h
}

/** Puts a permission under maker-checker, approved by the admin's role. */
async function underMakerChecker(group: string, action: string): Promise<void> {
  const permission = await one(
    t.handle.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(sql`${permissions.groupName} = ${group} and ${permissions.shortName} = ${action}`),
  )
  await ok({ method: 'POST', url: '/apms/api/v1/Approval/UpdateApprovablePermission', body: { permissionId: permission.id, roleIds: [adminRoleId], enabled: true } })
}

async function pendingProductGroup(name: string): Promise<number> {
  await underMakerChecker('Product Group', 'Create')
  const made = await ok({ method: 'POST', url: '/pms/api/v1/ProductGroup/Create', token: tokens.maker, body: { name, description: null, productIds: [state.productId] } }, 202)
  await t.handle.db.delete(approvalConfigs)
  return made.data.approvalRequestId as number
}

function merchantBody(n: string) {
  return {
    businessName: `Audit Coverage Stores ${n}`,
    businessType: 'SoleProprietorship',
    industryId: state.industryId,
    rcNumber: `BN88${n}`,
    tin: null,
    emailAddress1: `coverage${n}@example.ng`,
    emailAddress2: null,
    phoneNumber1: `+234917000${n}`,
    phoneNumber2: null,
    address: { street: '5 Ogui Road', city: 'Enugu', stateId: state.stateId, countryId: state.countryId, lga: 'Enugu North' },
    superAgentId: state.superAgentId,
    personnel: { username: `coverage.owner${n}`, firstName: 'Ifeoma', lastName: 'Obi', email: `owner${n}@example.ng`, phoneNumber: `+234917000${n}`, bvn: `2215488${n}` },
    settlement: { accountNumber: `01236${n}` + nubanCheckDigit('058', `01236${n}`), bankCode: '058', accountName: 'AUDIT COVERAGE STORES' },
    configuration: {
      productGroupId: state.productGroupId,
      feeSchemeId: state.feeSchemeId,
      commissionGroupId: state.commissionGroupId,
      dailyTransactionLimit: 500_000_000,
      singleTransactionLimit: 20_000_000,
    },
    // The seed's required documents (CAC certificate, the personnel's ID).
    documents: required.map((documentTypeId) => ({ documentTypeId, fileName: `required-${documentTypeId}.png`, contentType: 'image/png', contentBase64: PNG })),
  }
}

function agentBody() {
  return {
    firstName: 'Emeka',
    lastName: 'Okonkwo',
    businessName: 'Coverage POS Hub',
    agentType: 'Individual',
    phoneNumber: '+2348180000001',
    email: null,
    bvn: '22387650001',
    nin: '70123450001',
    address: { street: '3 Ojuelegba Road', city: 'Surulere', stateId: state.stateId, lga: 'Surulere' },
    location: { latitude: 6.50874, longitude: 3.36532 },
    dailyCashOutLimit: 50_000_000,
  }
}

async function merchantId(name: string): Promise<number> {
  const list = await ok({ method: 'GET', url: `/mer/api/v1/Merchant?BusinessName=${encodeURIComponent(name)}` })
  const id = list.data.find((m: { businessName: string }) => m.businessName === name)?.id
  if (!id) throw new Error(`merchant ${name} not found`)
  return id as number
}

const rules = () => [{ productId: state.productId, agentSharePercent: 50, superAgentSharePercent: 30, platformSharePercent: 20 }]
const feeRules = () => [{ productId: state.productId, type: 'Flat', amount: 10000 }]

/** For each operation, in order: the setup it needs (its own records are not counted) and the call. */
const calls: [OperationId, () => Promise<Call>][] = [
  ['login', async () => ({ method: 'POST', url: '/ums/api/v1/Authentication/login', token: null, body: { username: 'auditor', password: DEMO_PASSWORD } })],
  [
    'send2FaToken',
    async () => {
      await ok({ method: 'POST', url: '/ums/api/v1/Authentication/login', token: null, body: { username: 'mfa.admin', password: DEMO_PASSWORD } })
      return { method: 'GET', url: '/ums/api/v1/Authentication/Send2FAToken?username=mfa.admin', token: null }
    },
  ],
  [
    'validate2Fa',
    async () => {
      await ok({ method: 'POST', url: '/ums/api/v1/Authentication/login', token: null, body: { username: 'mfa.admin', password: DEMO_PASSWORD } })
      const challenge = await ok({ method: 'GET', url: '/ums/api/v1/Authentication/Send2FAToken?username=mfa.admin', token: null })
      return { method: 'POST', url: '/ums/api/v1/Authentication/Validate2Fa', token: null, body: { username: 'mfa.admin', token: challenge.data.token, code: await t.lastNotification('mfa.admin') } }
    },
  ],
  [
    'refreshToken',
    async () => {
      const signedIn = await ok({ method: 'POST', url: '/ums/api/v1/Authentication/login', token: null, body: { username: 'auditor', password: DEMO_PASSWORD } })
      return { method: 'POST', url: '/ums/api/v1/Authentication/refresh', token: null, body: { accessToken: signedIn.data.accessToken, refreshToken: signedIn.data.refreshToken } }
    },
  ],
  [
    'logout',
    async () => {
      const signedIn = await ok({ method: 'POST', url: '/ums/api/v1/Authentication/login', token: null, body: { username: 'auditor', password: DEMO_PASSWORD } })
      return { method: 'POST', url: '/ums/api/v1/Authentication/logout', token: signedIn.data.accessToken, body: { refreshToken: signedIn.data.refreshToken } }
    },
  ],
  [
    'changePassword',
    async () => ({
      method: 'POST',
      url: '/ums/api/v1/Authentication/changePassword',
      token: tokens.own,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Abuja#Garki2027', confirmPassword: 'Abuja#Garki2027' },
    }),
  ],
  ['requestPasswordReset', async () => ({ method: 'POST', url: '/ums/api/v1/Authentication/resetPassword', token: null, body: { usernameOrEmail: 'coverage.reset' } })],
  [
    'changePasswordWithToken',
    async () => ({
      method: 'POST',
      url: '/ums/api/v1/Authentication/changepassword-with-token',
      token: null,
      body: { token: await t.lastNotification('coverage.reset'), newPassword: 'Kano&Sabon2026', confirmPassword: 'Kano&Sabon2026' },
    }),
  ],
  [
    'registerStaff',
    async () => ({
      method: 'POST',
      url: '/ums/api/v1/Authentication/register',
      token: null,
      body: {
        username: 'coverage.applicant',
        firstName: 'Aisha',
        lastName: 'Bello',
        email: 'coverage.applicant@sandbox-bank.ng',
        phoneNumber: '+2348091230001',
        reason: 'Joining the agent network team in Kano.',
      },
    }),
  ],
  [
    'changeSecurityAnswers',
    async () => {
      const questions = await ok({ method: 'GET', url: '/ums/api/v1/SecurityQuestion/get' })
      const [first, second] = questions.data as { id: number }[]
      return {
        method: 'POST',
        url: '/ums/api/v1/SecurityQuestion/change',
        token: tokens.other,
        body: {
          currentPassword: DEMO_PASSWORD,
          answers: [
            { questionId: first!.id, answer: 'Corona School Ikoyi' },
            { questionId: second!.id, answer: 'Onitsha' },
          ],
        },
      }
    },
  ],
  [
    'verifySecurityAnswer',
    async () => {
      const questions = await ok({ method: 'GET', url: '/ums/api/v1/SecurityQuestion/get' })
      return { method: 'POST', url: '/ums/api/v1/SecurityQuestion/verifyAnswer', token: null, body: { username: 'coverage.other', questionId: questions.data[0].id, answer: 'Corona School Ikoyi' } }
    },
  ],
  ['resetUserSecurityQuestions', async () => ({ method: 'GET', url: `/ums/api/v1/SecurityQuestion/reset/${state.otherId}` })],
  ['createSecurityQuestion', async () => ({ method: 'POST', url: '/ums/api/v1/SecurityQuestion/create', body: { question: 'What was the name of your first employer?' } })],

  [
    'createRole',
    async () => ({ method: 'POST', url: '/ums/api/v1/Roles/create', body: { name: 'Coverage Analyst', description: 'Reads audit trails', clientType: 'Admin', permissionIds: [state.permissionId] } }),
  ],
  [
    'updateRole',
    async () => {
      state.roleId = (await one(t.handle.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Coverage Analyst')))).id
      return {
        method: 'PUT',
        url: `/ums/api/v1/Roles/UpdateRole/${state.roleId}`,
        body: { name: 'Coverage Analyst', description: 'Reads audit trails and reports', status: 'Active', permissionIds: [state.permissionId] },
      }
    },
  ],
  ['listRolePermissions', async () => ({ method: 'POST', url: `/ums/api/v1/Roles/getPermissionByRole?roleId=${state.roleId}` })],
  ['deleteRole', async () => ({ method: 'DELETE', url: `/ums/api/v1/Roles/${state.roleId}` })],

  [
    'createUser',
    async () => ({
      method: 'POST',
      url: '/ums/api/v1/User/create',
      body: {
        username: 'coverage.user',
        firstName: 'Aisha',
        lastName: 'Bello',
        email: 'coverage.user@sandbox-bank.ng',
        phoneNumber: '+2348091230002',
        roleIds: [adminRoleId],
        multiFactorEnabled: false,
      },
    }),
  ],
  [
    'updateUser',
    async () => {
      state.userId = (await one(t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'coverage.user')))).id
      return {
        method: 'PUT',
        url: `/ums/api/v1/User/update/${state.userId}`,
        body: { firstName: 'Aisha', lastName: 'Bello-Musa', email: 'coverage.user@sandbox-bank.ng', phoneNumber: '+2348091230002', roleIds: [adminRoleId], multiFactorEnabled: false },
      }
    },
  ],
  [
    'unlockUser',
    async () => {
      // Locked by failed sign-ins: what an unlock ends.
      await t.handle.db
        .update(users)
        .set({ failedLogins: 5, lockedUntil: new Date(Date.now() + 30 * 60_000) })
        .where(eq(users.id, Number(state.userId)))
      return { method: 'PUT', url: `/ums/api/v1/User/unlock/${state.userId}` }
    },
  ],
  ['updateUserStatus', async () => ({ method: 'PUT', url: `/ums/api/v1/User/update/${state.userId}/Inactive` })],
  ['updateUserPersonnel', async () => ({ method: 'PUT', url: `/ums/api/v1/User/updatePersonnel/${state.userId}`, body: { firstName: 'Aisha', lastName: 'Bello', phoneNumber: '+2348091230003' } })],
  ['deleteUser', async () => ({ method: 'DELETE', url: `/ums/api/v1/User/${state.userId}` })],

  ['createProductGroup', async () => ({ method: 'POST', url: '/pms/api/v1/ProductGroup/Create', body: { name: 'Coverage outlets', description: null, productIds: [state.productId] } })],
  [
    'updateProductGroup',
    async () => {
      state.groupId = (await one(t.handle.db.select({ id: productGroups.id }).from(productGroups).where(eq(productGroups.name, 'Coverage outlets')))).id
      return { method: 'PUT', url: '/pms/api/v1/ProductGroup/Update', body: { id: state.groupId, name: 'Coverage outlets', description: 'Cash only', productIds: [state.productId], status: 'Active' } }
    },
  ],
  ['deleteProductGroup', async () => ({ method: 'PUT', url: `/pms/api/v1/ProductGroup/Delete/${state.groupId}` })],

  ['createFeeScheme', async () => ({ method: 'POST', url: '/mer/api/v1/MerchantFeeScheme/Create', body: { name: 'Coverage fees', description: null, rules: feeRules() } })],
  [
    'updateFeeScheme',
    async () => {
      state.schemeId = (await one(t.handle.db.select({ id: feeSchemes.id }).from(feeSchemes).where(eq(feeSchemes.name, 'Coverage fees')))).id
      return { method: 'PUT', url: '/mer/api/v1/MerchantFeeScheme/Update', body: { id: state.schemeId, name: 'Coverage fees', description: 'Flat', status: 'Active', rules: feeRules() } }
    },
  ],
  ['deleteFeeScheme', async () => ({ method: 'PUT', url: `/mer/api/v1/MerchantFeeScheme/Delete/${state.schemeId}` })],
  ['createCommissionGroup', async () => ({ method: 'POST', url: '/mer/api/v1/MerchantCommissionGroup/Create', body: { name: 'Coverage split', description: null, rules: rules() } })],
  [
    'updateCommissionGroup',
    async () => {
      state.commissionId = (await one(t.handle.db.select({ id: commissionGroups.id }).from(commissionGroups).where(eq(commissionGroups.name, 'Coverage split')))).id
      return { method: 'PUT', url: '/mer/api/v1/MerchantCommissionGroup/Update', body: { id: state.commissionId, name: 'Coverage split', description: '50/30/20', status: 'Active', rules: rules() } }
    },
  ],
  ['deleteCommissionGroup', async () => ({ method: 'PUT', url: `/mer/api/v1/MerchantCommissionGroup/Delete/${state.commissionId}` })],

  ['createMerchant', async () => ({ method: 'POST', url: '/mer/api/v1/Merchant/create', body: merchantBody('0001') })],
  [
    'updateMerchant',
    async () => {
      state.merchantId = await merchantId('Audit Coverage Stores 0001')
      const { businessName, businessType, industryId, rcNumber, tin, emailAddress1, emailAddress2, phoneNumber1, phoneNumber2, address } = merchantBody('0001')
      return {
        method: 'PUT',
        url: `/mer/api/v1/Merchant?id=${state.merchantId}`,
        body: { businessName, businessType, industryId, rcNumber, tin, emailAddress1, emailAddress2, phoneNumber1, phoneNumber2: phoneNumber2 ?? '+2348120000001', address },
      }
    },
  ],
  [
    'updateMerchantDocument',
    async () => ({
      method: 'POST',
      url: `/mer/api/v1/Merchant/updateDocument/${state.merchantId}`,
      body: { documentTypeId: state.documentTypeId, fileName: 'utility-bill.png', contentType: 'image/png', contentBase64: PNG },
    }),
  ],
  [
    'updateMerchantConfiguration',
    async () => ({
      method: 'POST',
      url: '/mer/api/v1/Merchant/configuration/Update',
      body: {
        merchantId: state.merchantId,
        productGroupId: state.productGroupId,
        feeSchemeId: state.feeSchemeId,
        commissionGroupId: state.commissionGroupId,
        dailyTransactionLimit: 400_000_000,
        singleTransactionLimit: 20_000_000,
      },
    }),
  ],
  ['createAgent', async () => ({ method: 'POST', url: '/mer/api/v1/Agent/create', body: { merchantId: state.merchantId, ...agentBody() } })],
  [
    'updateAgent',
    async () => {
      const list = await ok({ method: 'GET', url: `/mer/api/v1/Agent?MerchantId=${state.merchantId}` })
      const { bvn: _bvn, nin: _nin, ...record } = agentBody()
      return { method: 'PUT', url: `/mer/api/v1/Agent?id=${list.data[0].id}`, body: { ...record, dailyCashOutLimit: 80_000_000 } }
    },
  ],
  [
    'enableDisableAgent',
    async () => {
      const list = await ok({ method: 'GET', url: `/mer/api/v1/Agent?MerchantId=${state.merchantId}` })
      return { method: 'PUT', url: `/mer/api/v1/Agent/EnableDisableAgent/${list.data[0].id}`, body: { enabled: false, reason: 'Terminal reported stolen by the outlet' } }
    },
  ],
  // A reveal writes one PersonalDataRevealed record (personal-data.test.ts reads it).
  [
    'revealAgentPersonalData',
    async () => {
      const list = await ok({ method: 'GET', url: `/mer/api/v1/Agent?MerchantId=${state.merchantId}` })
      return { method: 'POST', url: `/mer/api/v1/Agent/${list.data[0].id}/Reveal/bvn` }
    },
  ],
  ['revealMerchantPersonalData', async () => ({ method: 'POST', url: `/mer/api/v1/Merchant/${state.merchantId}/Reveal/bvn` })],
  [
    'revealApprovalPersonalData',
    async () => {
      await underMakerChecker('Agent', 'Create Agent')
      const made = await ok(
        {
          method: 'POST',
          url: '/mer/api/v1/Agent/create',
          token: tokens.maker,
          body: { merchantId: state.merchantId, ...agentBody(), businessName: 'Coverage Reveal Hub', phoneNumber: '+2348180000002', bvn: '22387650002', nin: '70123450002' },
        },
        202,
      )
      await t.handle.db.delete(approvalConfigs)
      return { method: 'POST', url: `/apms/api/v1/Approval/${made.data.approvalRequestId}/Reveal/nin` }
    },
  ],
  [
    'enableDisableMerchant',
    async () => ({ method: 'PUT', url: `/mer/api/v1/Merchant/EnableDisableMerchant/${state.merchantId}`, body: { enabled: false, reason: 'Settlement account under review' } }),
  ],
  [
    'deleteMerchant',
    async () => {
      await ok({ method: 'POST', url: '/mer/api/v1/Merchant/create', body: merchantBody('0002') })
      return { method: 'DELETE', url: `/mer/api/v1/Merchant/${await merchantId('Audit Coverage Stores 0002')}` }
    },
  ],

  ['addCaseComment', async () => ({ method: 'POST', url: `/cms/api/v1/Case/${state.caseId}/comment`, body: { body: 'Called the customer; waiting for the bank statement.' } })],
  ['assignCase', async () => ({ method: 'PUT', url: `/cms/api/v1/Case/${state.caseId}/assign`, body: { assigneeUserId: state.adminId } })],
  [
    'resolveCase',
    async () => ({ method: 'PUT', url: `/cms/api/v1/Case/${state.caseId}/resolve`, body: { resolution: 'Bank refunded the customer on the statement date.', outcome: 'CustomerRefunded' } }),
  ],
  ['reopenCase', async () => ({ method: 'PUT', url: `/cms/api/v1/Case/${state.caseId}/reopen`, body: { reason: 'The customer says the refund never arrived.' } })],
  [
    'createCase',
    async () => {
      const result = (await t.handle.db.execute(
        // A transaction a double debit can be about (not a cash deposit, say), without a case yet.
        sql`select t.reference from transactions t join products p on p.id = t.product_id
            where p.category in ('CashWithdrawal', 'FundsTransfer', 'BillPayment', 'AirtimeData')
              and not exists (select 1 from cases c where c.transaction_reference = t.reference) order by t.id limit 1`,
      )) as unknown as { rows: { reference: string }[] }
      return {
        method: 'POST',
        url: '/cms/api/v1/Case',
        body: {
          transactionReference: result.rows[0]!.reference,
          category: 'DoubleDebit',
          title: 'Charged twice',
          description: 'The customer was debited twice for one payment.',
          customerName: 'Yusuf Garba',
          customerPhone: '+2348069876543',
        },
      }
    },
  ],

  ['getDashboardTransactionSummary', async () => ({ method: 'POST', url: '/dashms/api/v1/Admin/GetAdminDashboardTransactionSummary', body: { startDate: '2026-01-01', endDate: '2026-01-31' } })],
  ['getDashboardActivitySummary', async () => ({ method: 'POST', url: '/dashms/api/v1/Admin/GetAdminDashboardActivitySummary', body: { startDate: '2026-01-01', endDate: '2026-01-31' } })],
  [
    'getDashboardTransactionGraph',
    async () => ({ method: 'POST', url: '/dashms/api/v1/Admin/GetAdminDashboardTransactionGraphSummary', body: { startDate: '2026-01-01', endDate: '2026-01-07', interval: 'Day' } }),
  ],
  [
    'getAnalyticsSeries',
    async () => ({ method: 'POST', url: '/dashms/api/v1/Admin/GetAnalyticsSeries', body: { startDate: '2026-01-01', endDate: '2026-01-28', interval: 'Week', metric: 'Amount', groupBy: 'Channel' } }),
  ],

  [
    'updateApprovablePermission',
    async () => ({ method: 'POST', url: '/apms/api/v1/Approval/UpdateApprovablePermission', body: { permissionId: state.permissionId, roleIds: [adminRoleId], enabled: true } }),
  ],
  [
    'approveRequest',
    async () => {
      await t.handle.db.delete(approvalConfigs)
      return { method: 'PUT', url: `/apms/api/v1/Approval/Approve?id=${await pendingProductGroup('Coverage approved')}` }
    },
  ],
  ['verifyAuditTrail', async () => ({ method: 'POST', url: '/aud/api/v1/AuditTrail/Verification', body: { from: 'Start' } })],
  ['rejectRequest', async () => ({ method: 'PUT', url: `/apms/api/v1/Approval/Reject?id=${await pendingProductGroup('Coverage rejected')}`, body: { reason: 'Duplicate of an existing group' } })],
  [
    'returnRequest',
    async () => ({ method: 'PUT', url: `/apms/api/v1/Approval/Return?id=${await pendingProductGroup('Coverage returned')}`, body: { note: 'Name it after its products', fields: ['name'] } }),
  ],
  [
    'resubmitRequest',
    async () => {
      const id = await pendingProductGroup('Coverage resubmitted')
      await ok({ method: 'PUT', url: `/apms/api/v1/Approval/Return?id=${id}`, body: { note: 'Name it after its products' } })
      return {
        method: 'PUT',
        url: `/apms/api/v1/Approval/Resubmit?id=${id}`,
        token: tokens.maker,
        body: { body: { name: 'Coverage resubmitted, renamed', description: null, productIds: [state.productId] } },
      }
    },
  ],
  // One decision in a batch is audited as the single decision is: one Reject record.
  [
    'decideApprovalRequests',
    async () => ({
      method: 'POST',
      url: '/apms/api/v1/Approval/BulkDecision',
      body: { decisions: [{ id: await pendingProductGroup('Coverage bulk rejected'), decision: 'reject', reason: 'Duplicate of an existing group', idempotencyKey: 'coverage-bulk-0001' }] },
    }),
  ],

  [
    'revokeOtherSessions',
    async () => {
      await ok({ method: 'POST', url: '/ums/api/v1/Authentication/login', token: null, body: { username: 'coverage.other', password: DEMO_PASSWORD } })
      return { method: 'POST', url: '/ums/api/v1/Authentication/sessions/revokeOthers', token: tokens.other }
    },
  ],

  [
    'createWebhookSubscription',
    async () => ({ method: 'POST', url: '/admin/api/v1/Webhook', body: { url: 'https://hooks.coverage.example/events', description: 'Coverage', eventTypes: ['merchant.created'] } }),
  ],
  [
    'updateWebhookSubscription',
    async () => {
      state.webhookId = (await ok({ method: 'GET', url: '/admin/api/v1/Webhook' })).data.find((s: { url: string }) => s.url === 'https://hooks.coverage.example/events').id
      return {
        method: 'PUT',
        url: `/admin/api/v1/Webhook/${state.webhookId}`,
        body: { url: 'https://hooks.coverage.example/events', description: null, eventTypes: ['merchant.created', 'merchant.disabled'], status: 'Active' },
      }
    },
  ],
  ['revealWebhookSecret', async () => ({ method: 'POST', url: `/admin/api/v1/Webhook/${state.webhookId}/Secret` })],
  ['sendWebhookTestEvent', async () => ({ method: 'POST', url: `/admin/api/v1/Webhook/${state.webhookId}/Test` })],
  [
    'redeliverWebhook',
    async () => {
      const [delivery] = (await ok({ method: 'GET', url: `/admin/api/v1/Webhook/${state.webhookId}/Deliveries` })).data as { id: number }[]
      return { method: 'POST', url: `/admin/api/v1/Webhook/${state.webhookId}/Deliveries/${delivery!.id}/Redeliver` }
    },
  ],
  ['deleteWebhookSubscription', async () => ({ method: 'DELETE', url: `/admin/api/v1/Webhook/${state.webhookId}` })],
  [
    'updateSystemConfiguration',
    async () => {
      const current = (await ok({ method: 'GET', url: '/admin/api/v1/SystemConfiguration' })).data
      const { passwordPolicy, lockout, session, mfa, transactionLimits } = current
      return {
        method: 'PUT',
        url: '/admin/api/v1/SystemConfiguration',
        body: {
          passwordPolicy,
          lockout: { ...lockout, lockoutMinutes: lockout.lockoutMinutes + 1 },
          session: { accessTokenMinutes: session.accessTokenMinutes, refreshTokenDays: session.refreshTokenDays },
          mfa,
          transactionLimits,
        },
      }
    },
  ],
]

const mutating = loadOperations()
  .filter((op) => op.method !== 'get' || allHandlers[op.operationId as OperationId]?.mutating)
  .map((op) => op.operationId as OperationId)

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('admin')
  const db = t.handle.db
  // Every approvable action applies at once here; the approval path is exercised on its own below.
  await db.delete(approvalConfigRoles)
  await db.delete(approvalConfigs)
  const adminRow = await one(db.select({ id: users.id }).from(users).where(eq(users.username, 'admin')))
  state.adminId = adminRow.id
  adminRoleId = (await one(db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Super Admin')))).id
  const nigeria = await one(db.select().from(countries).where(eq(countries.isoCode, 'NG')))
  state.countryId = nigeria.id
  state.stateId = (await one(db.select().from(states).where(eq(states.countryId, nigeria.id)).orderBy(asc(states.id)).limit(1))).id
  state.industryId = (await one(db.select().from(industries).orderBy(asc(industries.id)).limit(1))).id
  state.superAgentId = (await one(db.select().from(superAgents).where(eq(superAgents.status, 'Active')).limit(1))).id
  state.productGroupId = (await one(db.select().from(productGroups).where(eq(productGroups.status, 'Active')).limit(1))).id
  state.feeSchemeId = (await one(db.select().from(feeSchemes).where(eq(feeSchemes.status, 'Active')).limit(1))).id
  state.commissionGroupId = (await one(db.select().from(commissionGroups).where(eq(commissionGroups.status, 'Active')).limit(1))).id
  state.productId = (await one(db.select().from(products).where(eq(products.status, 'Active')).orderBy(asc(products.id)).limit(1))).id
  state.permissionId = (
    await one(
      db
        .select({ id: permissions.id })
        .from(permissions)
        .where(sql`${permissions.groupName} = 'Product Group' and ${permissions.shortName} = 'Create'`),
    )
  ).id
  state.documentTypeId = (await one(db.select({ id: documentTypes.id }).from(documentTypes).orderBy(asc(documentTypes.id)).limit(1))).id
  required = (await db.select({ id: documentTypes.id }).from(documentTypes).where(eq(documentTypes.required, true))).map((row) => row.id)
  // The seed's case statuses depend on the hour it runs: a case is opened here rather than hoped for.
  state.caseId = (await one(db.select({ id: cases.id }).from(cases).orderBy(asc(cases.id)).limit(1))).id
  await db.update(cases).set({ status: 'Open', assigneeId: null, resolvedAt: null, resolution: null, outcome: null }).where(eq(cases.id, state.caseId))
  await staff('coverage.own', adminRoleId)
  state.otherId = await staff('coverage.other', adminRoleId)
  await staff('coverage.reset', adminRoleId)
  tokens.own = await t.login('coverage.own')
  tokens.other = await t.login('coverage.other')
  tokens.maker = await t.login('maker')
})

afterAll(() => t?.close())

describe('audit coverage', () => {
  it('has a call for every mutating operation of the contracts, and no stale exception', () => {
    const covered = new Set(calls.map(([id]) => id))
    expect(mutating.filter((id) => !covered.has(id))).toEqual([])
    expect(Object.keys(exceptions).filter((id) => !mutating.includes(id as OperationId))).toEqual([])
  })

  it.each(calls.map(([id, call]) => [id, call] as const))('%s writes exactly one audit record, or its listed exception', async (id, prepare) => {
    const call = await prepare()
    const before = await auditCount()
    const answer = await t.request(call.method, call.url, { token: call.token === undefined ? admin : call.token, body: call.body })
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)
    expect(await auditCount()).toBe(before + (exceptions[id]?.records ?? 1))
  })

  it('an action sent for approval writes one record, SentForApproval, and no change', async () => {
    await underMakerChecker('Product Group', 'Create')
    const before = await auditCount()
    await ok({ method: 'POST', url: '/pms/api/v1/ProductGroup/Create', token: tokens.maker, body: { name: 'Coverage pending', description: null, productIds: [state.productId] } }, 202)
    expect(await auditCount()).toBe(before + 1)
    const result = (await t.handle.db.execute(sql`select event_type from audit_records order by id desc limit 1`)) as unknown as { rows: { event_type: string }[] }
    expect(result.rows[0]?.event_type).toBe('SentForApproval')
  })

  it('a failed sign-in is recorded although its request fails', async () => {
    const before = await auditCount()
    const refused = await t.request('POST', '/ums/api/v1/Authentication/login', { body: { username: 'auditor', password: 'wrong-password-1' } })
    expect(refused.status).toBe(401)
    expect(await auditCount()).toBe(before + 1)
  })
})
