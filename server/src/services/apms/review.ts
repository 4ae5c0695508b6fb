// What a checker reads beside a request: the names of what its data refers to, the risk hints a
// careful checker would look up, and the documents that came with it (DESIGN.md section 4).
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'

import { isValidNuban } from '../../../../src/lib/nuban.ts'
import { referenceKindOf } from '../../../../src/lib/reference-keys.ts'
import type { Executor } from '../../db/client.ts'
import { readJson } from '../../db/json-rows.ts'
import {
  agents,
  approvalRequests,
  commissionGroups,
  countries,
  documentTypes,
  feeSchemes,
  industries,
  merchants,
  permissions,
  productGroups,
  products,
  rolePermissions,
  roles,
  states,
  superAgents,
  userRoles,
  users,
} from '../../db/schema.ts'
import { noSuch } from '../../platform/http.ts'
import type { DataOf, StoredInput } from '../../platform/types.ts'
import { AGENT_DAILY_CASH_OUT_CAP_KOBO } from '../mer/agent-repository.ts'
import { bankName } from '../mer/banks.ts'
import { compareBvn } from '../mer/bvn-validation.ts'
import { nameEnquiry, sameAccountName } from '../mer/name-enquiry.ts'
import { distanceOutsideKm, STATE_EXTENTS, stateAt } from './state-extents.ts'
import { knowsState, lgaInState, statesOfLga } from './state-lgas.ts'

type Detail = DataOf<'getApprovalRequest'>
export type ApprovalReference = Detail['references'][number]
export type ApprovalHint = Detail['hints'][number]
export type ApprovalDocument = Detail['documents'][number]
type Kind = ApprovalReference['kind']

type StoredRequest = typeof approvalRequests.$inferSelect

// ---------- references: a field's key says what it refers to (src/lib/reference-keys.ts)

function collect(value: unknown, found: Map<Kind, Set<string>>, key = ''): void {
  const kind = referenceKindOf(key)
  if (kind && (typeof value === 'number' || typeof value === 'string')) {
    const ids = found.get(kind) ?? new Set<string>()
    ids.add(String(value))
    found.set(kind, ids)
    return
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, found, kind ? key : '')
    return
  }
  if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) collect(v, found, k)
}

const numericIds = (ids: Set<string>) => [...ids].filter((id) => /^[1-9][0-9]{0,9}$/.test(id)).map(Number)

async function namesOf(db: Executor, kind: Kind, ids: Set<string>): Promise<{ id: string; name: string }[]> {
  if (kind === 'Bank') return [...ids].flatMap((code) => (bankName(code) ? [{ id: code, name: bankName(code) as string }] : []))
  const wanted = numericIds(ids)
  if (!wanted.length) return []
  const by = async (
    table:
      | typeof roles
      | typeof products
      | typeof superAgents
      | typeof feeSchemes
      | typeof commissionGroups
      | typeof productGroups
      | typeof states
      | typeof countries
      | typeof industries
      | typeof documentTypes,
  ) => (await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, wanted))).map((r) => ({ id: String(r.id), name: r.name }))
  switch (kind) {
    case 'Role':
      return by(roles)
    case 'Product':
      return by(products)
    case 'SuperAgent':
      return by(superAgents)
    case 'FeeScheme':
      return by(feeSchemes)
    case 'CommissionGroup':
      return by(commissionGroups)
    case 'ProductGroup':
      return by(productGroups)
    case 'State':
      return by(states)
    case 'Country':
      return by(countries)
    case 'Industry':
      return by(industries)
    case 'DocumentType':
      return by(documentTypes)
    case 'Permission':
      return (await db.select({ id: permissions.id, group: permissions.groupName, action: permissions.shortName }).from(permissions).where(inArray(permissions.id, wanted))).map((r) => ({
        id: String(r.id),
        name: `${r.group} / ${r.action}`,
      }))
    case 'Merchant':
      return (await db.select({ id: merchants.id, name: merchants.businessName }).from(merchants).where(inArray(merchants.id, wanted))).map((r) => ({ id: String(r.id), name: r.name }))
    case 'Agent':
      return (await db.select({ id: agents.id, code: agents.code, first: agents.firstName, last: agents.lastName }).from(agents).where(inArray(agents.id, wanted))).map((r) => ({
        id: String(r.id),
        name: `${r.code} ${r.first} ${r.last}`,
      }))
    case 'User':
      return (await db.select({ id: users.id, first: users.firstName, last: users.lastName, username: users.username }).from(users).where(inArray(users.id, wanted))).map((r) => ({
        id: String(r.id),
        name: `${r.first} ${r.last} (${r.username})`,
      }))
  }
}

/** The names of every record the request's data refers to by id or code. */
export async function referencesOf(db: Executor, ...values: unknown[]): Promise<ApprovalReference[]> {
  const found = new Map<Kind, Set<string>>()
  for (const value of values) collect(value, found)
  const named = await Promise.all([...found].map(async ([kind, ids]) => (await namesOf(db, kind, ids)).map((n) => ({ kind, ...n }))))
  return named.flat()
}

// ---------- documents

interface UploadedDocument {
  documentTypeId: number
  fileName: string
  contentType: ApprovalDocument['contentType']
  contentBase64: string
}

function uploadsOf(request: StoredRequest): UploadedDocument[] {
  const body = (request.input as StoredInput | null)?.body as Record<string, unknown> | null | undefined
  if (!body) return []
  if (request.operationId === 'createMerchant') return (Array.isArray(body.documents) ? body.documents : []) as UploadedDocument[]
  if (request.operationId === 'updateMerchantDocument') return [body as unknown as UploadedDocument]
  return []
}

const sizeOf = (base64: string) => Buffer.byteLength(base64, 'base64')

/** The documents uploaded with the request, without their content. */
export async function documentsOf(db: Executor, request: StoredRequest): Promise<ApprovalDocument[]> {
  const uploads = uploadsOf(request)
  if (!uploads.length) return []
  const ids = [...new Set(uploads.map((u) => u.documentTypeId))]
  const types = new Map((await db.select({ id: documentTypes.id, name: documentTypes.name }).from(documentTypes).where(inArray(documentTypes.id, ids))).map((t) => [t.id, t.name]))
  return uploads.map((upload, index) => ({
    index,
    documentType: { id: upload.documentTypeId, name: types.get(upload.documentTypeId) ?? '' },
    fileName: upload.fileName,
    contentType: upload.contentType,
    sizeBytes: sizeOf(upload.contentBase64),
  }))
}

/** One uploaded document with its content. */
export async function documentFileOf(db: Executor, request: StoredRequest, index: number): Promise<ApprovalDocument & { contentBase64: string }> {
  const upload = uploadsOf(request)[index]
  const listed = (await documentsOf(db, request))[index]
  if (!upload || !listed) throw noSuch('Document', index, `Approval request ${request.id} has no document ${index}`, { approvalRequestId: request.id })
  return { ...listed, contentBase64: upload.contentBase64 }
}

// ---------- hints

const severityOrder = { danger: 0, warning: 1, info: 2 } as const
const maskId = (value: string) => (value.length > 6 ? `${value.slice(0, 3)}${'*'.repeat(value.length - 6)}${value.slice(-3)}` : value)
const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})

interface Holder {
  type: string
  id: number
  name: string
}

/** The first other agent, merchant or user holding a value in one of the given places. */
async function holderOf(db: Executor, checks: { agents?: SQL; merchants?: SQL; users?: SQL }, exclude: { type: string; id: number | null }): Promise<Holder | null> {
  const own = (type: string, column: typeof agents.id | typeof merchants.id | typeof users.id) => (exclude.type === type && exclude.id !== null ? ne(column, exclude.id) : undefined)
  if (checks.agents) {
    const [row] = await db
      .select({ id: agents.id, code: agents.code, first: agents.firstName, last: agents.lastName })
      .from(agents)
      .where(and(checks.agents, ne(agents.status, 'Deleted'), own('Agent', agents.id)))
      .limit(1)
    if (row) return { type: 'Agent', id: row.id, name: `${row.code} ${row.first} ${row.last}` }
  }
  if (checks.merchants) {
    const [row] = await db
      .select({ id: merchants.id, name: merchants.businessName })
      .from(merchants)
      .where(and(checks.merchants, ne(merchants.status, 'Deleted'), own('Merchant', merchants.id)))
      .limit(1)
    if (row) return { type: 'Merchant', id: row.id, name: row.name }
  }
  if (checks.users) {
    const [row] = await db
      .select({ id: users.id, username: users.username, first: users.firstName, last: users.lastName })
      .from(users)
      .where(and(checks.users, ne(users.status, 'Deleted'), own('User', users.id)))
      .limit(1)
    if (row) return { type: 'User', id: row.id, name: `${row.first} ${row.last} (${row.username})` }
  }
  return null
}

type HintCode = ApprovalHint['code']
const hint = (code: HintCode, severity: ApprovalHint['severity'], values: ApprovalHint['values'], entity: Holder | null = null): ApprovalHint => ({ code, severity, values, entity })

async function reuseHints(db: Executor, input: Record<string, unknown>, self: { type: string; id: number | null }, personnelBvn: string | null): Promise<ApprovalHint[]> {
  const hints: ApprovalHint[] = []
  const bvn = str(input.bvn) ?? personnelBvn
  const nin = str(input.nin)
  const phones = [str(input.phoneNumber), str(input.phoneNumber1), str(input.phoneNumber2)].filter((p): p is string => p !== null)
  const emails = [str(input.email), str(input.emailAddress1), str(input.emailAddress2)].filter((e): e is string => e !== null).map((e) => e.toLowerCase())
  const terminal = str(input.terminalId)
  if (bvn) {
    const holder = await holderOf(db, { agents: eq(agents.bvn, bvn), merchants: sql`${merchants.personnel}->>'bvn' = ${bvn}` }, self)
    if (holder) hints.push(hint('BvnUsedElsewhere', 'danger', { value: maskId(bvn) }, holder))
  }
  if (nin) {
    const holder = await holderOf(db, { agents: eq(agents.nin, nin) }, self)
    if (holder) hints.push(hint('NinUsedElsewhere', 'danger', { value: maskId(nin) }, holder))
  }
  for (const phone of phones) {
    const holder = await holderOf(
      db,
      { agents: eq(agents.phoneNumber, phone), merchants: sql`(${merchants.phoneNumber1} = ${phone} or ${merchants.phoneNumber2} = ${phone})`, users: eq(users.phoneNumber, phone) },
      self,
    )
    if (holder && !(self.type === 'Merchant' && holder.type === 'User')) hints.push(hint('PhoneUsedElsewhere', 'warning', { value: phone }, holder))
  }
  for (const email of emails) {
    const holder = await holderOf(
      db,
      {
        agents: sql`lower(${agents.email}) = ${email}`,
        merchants: sql`(lower(${merchants.emailAddress1}) = ${email} or lower(${merchants.emailAddress2}) = ${email})`,
        users: sql`lower(${users.email}) = ${email}`,
      },
      self,
    )
    if (holder) hints.push(hint('EmailUsedElsewhere', 'warning', { value: email }, holder))
  }
  if (terminal) {
    const holder = await holderOf(db, { agents: eq(agents.terminalId, terminal) }, self)
    if (holder) hints.push(hint('TerminalUsedElsewhere', 'danger', { value: terminal }, holder))
  }
  return hints
}

async function settlementHints(db: Executor, body: Record<string, unknown>): Promise<ApprovalHint[]> {
  const settlement = record(body.settlement)
  const accountNumber = str(settlement.accountNumber)
  const bankCode = str(settlement.bankCode)
  if (!accountNumber || !bankCode) return []
  const hints: ApprovalHint[] = []
  const bank = bankName(bankCode) ?? bankCode
  if (!isValidNuban(bankCode, accountNumber)) hints.push(hint('NubanInvalid', 'danger', { accountNumber, bankName: bank }))
  else {
    // What NIBSS name enquiry gives for the account, against the name typed and the business's own.
    const enquiryName = await nameEnquiry(db, bankCode, accountNumber)
    const accountName = str(settlement.accountName) ?? ''
    const businessName = str(body.businessName) ?? ''
    if (enquiryName === null) hints.push(hint('AccountNotFound', 'warning', { accountNumber, bankName: bank }))
    else if (!sameAccountName(enquiryName, accountName) || (businessName && !sameAccountName(enquiryName, businessName))) {
      hints.push(hint('AccountNameDiffers', 'warning', { enquiryName, accountName, businessName }))
    }
  }
  const holder = await holderOf(
    db,
    { merchants: sql`${merchants.settlement}->>'accountNumber' = ${accountNumber} and ${merchants.settlement}->>'bankCode' = ${bankCode}` },
    { type: 'Merchant', id: null },
  )
  if (holder) hints.push(hint('SettlementAccountUsedElsewhere', 'danger', { value: `${accountNumber} (${bank})` }, holder))
  return hints
}

async function locationHints(db: Executor, body: Record<string, unknown>): Promise<ApprovalHint[]> {
  const location = record(body.location)
  const latitude = num(location.latitude)
  const longitude = num(location.longitude)
  const stateId = num(record(body.address).stateId)
  const hints: ApprovalHint[] = []
  if (latitude !== null && longitude !== null && stateId !== null) {
    const [state] = await db.select({ name: states.name }).from(states).where(eq(states.id, stateId))
    const extent = state ? STATE_EXTENTS[state.name] : undefined
    // About 10 km of slack: a GPS fix at a state's edge, or a box drawn a little tight.
    const distance = extent ? distanceOutsideKm(extent, latitude, longitude) : 0
    if (state && distance > 10) {
      hints.push(hint('LocationOutsideState', 'warning', { state: state.name, latitude, longitude, distanceKm: Math.round(distance), nearestState: stateAt(latitude, longitude) ?? '' }))
    }
  }
  const limit = num(body.dailyCashOutLimit)
  if (limit !== null && limit >= AGENT_DAILY_CASH_OUT_CAP_KOBO) hints.push(hint('CashOutLimitAtMaximum', 'info', { limit, maximum: AGENT_DAILY_CASH_OUT_CAP_KOBO }))
  return hints
}

/** The address's LGA when it is not one of its state's (the directory knows every state and the FCT). */
async function lgaHints(db: Executor, body: Record<string, unknown>): Promise<ApprovalHint[]> {
  const address = record(body.address)
  const lga = str(address.lga)
  const stateId = num(address.stateId)
  if (!lga || stateId === null) return []
  const [state] = await db.select({ name: states.name }).from(states).where(eq(states.id, stateId))
  if (!state || !knowsState(state.name) || lgaInState(lga, state.name)) return []
  return [hint('LgaNotInState', 'warning', { lga, state: state.name, lgaState: statesOfLga(lga).join(', ') })]
}

/**
 * What NIBSS BVN validation says of the names and phone entered for the person (the records hold no
 * date of birth, so it is not compared here): not found, or the fields that are not the holder's.
 */
async function bvnHints(db: Executor, bvn: string | null, person: Record<string, unknown>): Promise<ApprovalHint[]> {
  const firstName = str(person.firstName)
  const lastName = str(person.lastName)
  if (!bvn || !/^[0-9]{11}$/.test(bvn) || !firstName || !lastName) return []
  const comparison = await compareBvn(db, bvn, { firstName, lastName, phoneNumber: str(person.phoneNumber) })
  if (!comparison) return [hint('BvnNotFound', 'warning', { value: maskId(bvn) })]
  const fields = [!comparison.name && 'name', comparison.dateOfBirth === false && 'dateOfBirth', comparison.phone === false && 'phone'].filter((f): f is string => typeof f === 'string')
  if (!fields.length) return []
  const serious = fields.includes('name') || fields.includes('dateOfBirth')
  return [hint('BvnDetailsDiffer', serious ? 'danger' : 'warning', { value: maskId(bvn), fields: fields.join(', '), person: `${firstName} ${lastName}` })]
}

/** The BVN an agent request is about: the one it carries, else (an update) the agent's own. */
async function agentBvn(db: Executor, request: StoredRequest, body: Record<string, unknown>): Promise<string | null> {
  const carried = str(body.bvn)
  if (carried || request.entityId === null) return carried
  const [row] = await db.select({ bvn: agents.bvn }).from(agents).where(eq(agents.id, request.entityId))
  return row?.bvn ?? null
}

const APPROVAL_SWITCH = 'Approval/Update Approvable Permission'

/** The permissions a change grants that the reader's own roles do not hold, and whether it hands out the maker-checker switch. */
async function escalationHints(db: Executor, granted: number[], userCount: number, reader: ReadonlySet<string>): Promise<ApprovalHint[]> {
  if (!granted.length) return []
  const rows = await db.select({ group: permissions.groupName, action: permissions.shortName }).from(permissions).where(inArray(permissions.id, granted)).orderBy(permissions.id)
  const keys = rows.map((r) => `${r.group}/${r.action}`)
  const hints: ApprovalHint[] = []
  const notHeld = keys.filter((key) => !reader.has(key))
  if (notHeld.length) hints.push(hint('PermissionsNotHeldByReader', 'warning', { permissions: notHeld.map((k) => k.replace('/', ' / ')).join(', '), count: notHeld.length, userCount }))
  if (keys.includes(APPROVAL_SWITCH)) hints.push(hint('GrantsApprovalConfiguration', 'danger', { userCount }))
  return hints
}

const permissionIdsOfRoles = async (db: Executor, roleIds: number[]) =>
  roleIds.length ? [...new Set((await db.select({ id: rolePermissions.permissionId }).from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds))).map((r) => r.id))] : []

async function roleHints(db: Executor, request: StoredRequest, body: Record<string, unknown>, reader: ReadonlySet<string>): Promise<ApprovalHint[]> {
  const wanted = (Array.isArray(body.permissionIds) ? body.permissionIds : []).filter((id): id is number => typeof id === 'number')
  const roleId = request.entityId
  const held = roleId === null ? [] : await permissionIdsOfRoles(db, [roleId])
  const added = wanted.filter((id) => !held.includes(id))
  const userCount =
    roleId === null ? 0 : await readJson<number>(db, sql`(select count(*)::int from ${userRoles} ur join ${users} u on u.id = ur.user_id where ur.role_id = ${roleId} and u.status = 'Active')`)
  return escalationHints(db, added, userCount, reader)
}

async function userHints(db: Executor, request: StoredRequest, body: Record<string, unknown>, reader: ReadonlySet<string>): Promise<ApprovalHint[]> {
  const roleIds = (Array.isArray(body.roleIds) ? body.roleIds : []).filter((id): id is number => typeof id === 'number')
  const held = request.entityId === null ? [] : (await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, request.entityId))).map((r) => r.roleId)
  const before = await permissionIdsOfRoles(db, held)
  const after = await permissionIdsOfRoles(db, roleIds)
  return escalationHints(
    db,
    after.filter((id) => !before.includes(id)),
    1,
    reader,
  )
}

/** The merchant a request is about or under (its party): an agent's merchant, or the merchant itself. */
function partyMerchantOf(request: StoredRequest, body: Record<string, unknown>): number | null {
  if (request.entityType === 'Merchant') return request.entityId
  if (request.entityType === 'Agent') {
    return num(body.merchantId) ?? num(record(record(parsedAfter(request)).merchant).id)
  }
  return null
}

function parsedAfter(request: StoredRequest): unknown {
  try {
    return JSON.parse(request.afterData) as unknown
  } catch {
    return null
  }
}

/** The maker's other pending requests on the same record, or on the merchant it belongs to (or its agents). */
async function otherPending(db: Executor, request: StoredRequest, body: Record<string, unknown>): Promise<ApprovalHint[]> {
  if (request.makerId === null) return []
  const same =
    request.entityId !== null
      ? sql`(${approvalRequests.entityType} = ${request.entityType} and ${approvalRequests.entityId} = ${request.entityId})`
      : request.entityName
        ? sql`(${approvalRequests.entityType} = ${request.entityType} and lower(${approvalRequests.entityName}) = lower(${request.entityName}))`
        : sql`false`
  const merchantId = partyMerchantOf(request, body)
  const party =
    merchantId === null
      ? sql`false`
      : sql`((${approvalRequests.entityType} = 'Merchant' and ${approvalRequests.entityId} = ${merchantId}) or (${approvalRequests.entityType} = 'Agent' and (${approvalRequests.input}->'body'->>'merchantId') = ${String(merchantId)}))`
  const rows = await db
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.status, 'Pending'), eq(approvalRequests.makerId, request.makerId), ne(approvalRequests.id, request.id), sql`(${same} or ${party})`))
    .orderBy(approvalRequests.id)
    .limit(20)
  return rows.length ? [hint('OtherPendingRequests', 'info', { count: rows.length, requestIds: rows.map((r) => `#${r.id}`).join(', ') })] : []
}

/**
 * The same BVN or settlement account claimed by another request still waiting for a checker: two
 * onboardings of one person or one account, which the records alone do not show yet.
 */
async function claimedByOtherRequests(db: Executor, request: StoredRequest, body: Record<string, unknown>): Promise<ApprovalHint[]> {
  const hints: ApprovalHint[] = []
  const others = async (condition: SQL) =>
    db
      .select({ id: approvalRequests.id, entityType: approvalRequests.entityType, entityName: approvalRequests.entityName })
      .from(approvalRequests)
      .where(and(eq(approvalRequests.status, 'Pending'), ne(approvalRequests.id, request.id), condition))
      .orderBy(approvalRequests.id)
      .limit(1)
  const named = (row: { id: number; entityType: string; entityName: string | null }): Holder => ({ type: 'ApprovalRequest', id: row.id, name: row.entityName ?? row.entityType })
  const bvn = str(body.bvn) ?? str(record(body.personnel).bvn)
  if (bvn) {
    const [row] = await others(sql`(${approvalRequests.input}->'body'->>'bvn' = ${bvn} or ${approvalRequests.input}->'body'->'personnel'->>'bvn' = ${bvn})`)
    if (row) hints.push(hint('BvnInPendingRequest', 'danger', { value: maskId(bvn), requestId: row.id }, named(row)))
  }
  const settlement = record(body.settlement)
  const accountNumber = str(settlement.accountNumber)
  const bankCode = str(settlement.bankCode)
  if (accountNumber && bankCode) {
    const [row] = await others(sql`${approvalRequests.input}->'body'->'settlement'->>'accountNumber' = ${accountNumber} and ${approvalRequests.input}->'body'->'settlement'->>'bankCode' = ${bankCode}`)
    if (row) hints.push(hint('SettlementAccountInPendingRequest', 'danger', { value: `${accountNumber} (${bankName(bankCode) ?? bankCode})`, requestId: row.id }, named(row)))
  }
  return hints
}

/** The facts a careful checker would look up, for a pending request, as the reader sees them. */
export async function hintsOf(db: Executor, request: StoredRequest, reader: ReadonlySet<string>): Promise<ApprovalHint[]> {
  if (request.status !== 'Pending') return []
  const body = record((request.input as StoredInput | null)?.body)
  const hints: ApprovalHint[] = []
  switch (request.operationId) {
    case 'createAgent':
    case 'updateAgent':
      hints.push(
        ...(await reuseHints(db, body, { type: 'Agent', id: request.entityId }, null)),
        ...(await claimedByOtherRequests(db, request, body)),
        ...(await bvnHints(db, await agentBvn(db, request, body), body)),
        ...(await locationHints(db, body)),
        ...(await lgaHints(db, body)),
      )
      break
    case 'createMerchant':
    case 'updateMerchant':
      hints.push(
        ...(await reuseHints(db, body, { type: 'Merchant', id: request.entityId }, str(record(body.personnel).bvn))),
        ...(await claimedByOtherRequests(db, request, body)),
        ...(await bvnHints(db, str(record(body.personnel).bvn), record(body.personnel))),
        ...(await settlementHints(db, body)),
        ...(await lgaHints(db, body)),
      )
      break
    case 'createUser':
    case 'updateUser':
      hints.push(...(await reuseHints(db, { email: body.email, phoneNumber: body.phoneNumber }, { type: 'User', id: request.entityId }, null)), ...(await userHints(db, request, body, reader)))
      break
    case 'createRole':
    case 'updateRole':
      hints.push(...(await roleHints(db, request, body, reader)))
      break
    case 'updateApprovablePermission': {
      const roleIds = Array.isArray(body.roleIds) ? body.roleIds : []
      if (body.enabled === false || roleIds.length === 0) hints.push(hint('ApprovalTurnedOff', 'danger', { permission: request.entityName ?? '' }))
      break
    }
  }
  hints.push(...(await otherPending(db, request, body)))
  return hints.sort((a, b) => severityOrder[a.severity] - severityOrder[b.severity])
}
