// Merchants, their documents and the reference data of onboarding.
import { PGlite } from '@electric-sql/pglite'
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'

import type { Executor } from '../../db/client.ts'
import { literal } from '../../db/inline-sql.ts'
import { containing } from '../../db/like.ts'
import { jsonArray, readJson } from '../../db/json-rows.ts'
import {
  agents,
  cases,
  commissionGroups,
  countries,
  documentTypes,
  feeSchemes,
  industries,
  merchantDocuments,
  merchants,
  productGroups,
  states,
  superAgents,
  transactions,
  users,
} from '../../db/schema.ts'
import { iso, noSuch } from '../../platform/http.ts'
import { checkCursor, listRead, type ListPaging } from '../../platform/keyset.ts'
import { countedTotal, statusOrNotDeleted } from '../../platform/record-counts.ts'
import type { BodyOf, DataOf } from '../../platform/types.ts'
import { bankName } from './banks.ts'
import { holdersOf, holderWords, type Holder } from './holders.ts'

export type MerchantView = DataOf<'getMerchant'>
export type MerchantSummaryView = DataOf<'listMerchants'>[number]
export type MerchantDocumentView = DataOf<'updateMerchantDocument'>
export type MerchantConfigurationView = DataOf<'updateMerchantConfiguration'>
type MerchantCreateBody = BodyOf<'createMerchant'>
type AddressInput = MerchantCreateBody['address']

/** How merchants.personnel is stored (the BVN in clear; answers mask it). */
interface StoredPersonnel {
  username: string
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  bvn: string
}
/** How merchants.settlement is stored. */
interface StoredSettlement {
  accountNumber: string
  bankCode: string
  accountName: string
  bankName?: string
}

/** The middle five digits of a BVN hidden: 221*****301. */
export function maskBvn(bvn: string): string {
  if (/^[0-9]{3}\*{5}[0-9]{3}$/.test(bvn)) return bvn
  const digits = bvn.replace(/\D/g, '')
  return digits.length === 11 ? `${digits.slice(0, 3)}*****${digits.slice(8)}` : '000*****000'
}

const agentCountOf = sql<number>`(select count(*)::int from ${agents} where ${agents.merchantId} = ${merchants.id} and ${agents.status} <> 'Deleted')`

// ---------- reading merchants

const summaryColumns = {
  id: merchants.id,
  businessName: merchants.businessName,
  emailAddress1: merchants.emailAddress1,
  phoneNumber1: merchants.phoneNumber1,
  username: merchants.personnelUsername,
  superAgentId: superAgents.id,
  superAgentName: superAgents.name,
  superAgentCode: superAgents.code,
  industryId: industries.id,
  industryName: industries.name,
  status: merchants.status,
  enabled: merchants.enabled,
  createdAt: merchants.createdAt,
  updatedAt: merchants.updatedAt,
}

type SummaryRow = Awaited<ReturnType<typeof summaries>>[number]

/** Agent counts for a page of merchants in one grouped query (a per-row subquery is slow on PGlite). */
async function agentCounts(db: Executor, merchantIds: number[]): Promise<Map<number, number>> {
  if (!merchantIds.length) return new Map()
  const rows = await db
    .select({ merchantId: agents.merchantId, n: count() })
    .from(agents)
    .where(and(inArray(agents.merchantId, merchantIds), ne(agents.status, 'Deleted')))
    .groupBy(agents.merchantId)
  return new Map(rows.map((r) => [r.merchantId, r.n]))
}

async function withAgentCounts(db: Executor, rows: SummaryRow[]): Promise<MerchantSummaryView[]> {
  const counts = await agentCounts(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => toSummary(r, counts.get(r.id) ?? 0))
}

function toSummary(r: SummaryRow, agentCount: number): MerchantSummaryView {
  return {
    id: r.id,
    businessName: r.businessName,
    emailAddress1: r.emailAddress1,
    phoneNumber1: r.phoneNumber1,
    username: r.username,
    superAgent: { id: r.superAgentId, name: r.superAgentName, code: r.superAgentCode },
    industry: { id: r.industryId, name: r.industryName },
    status: r.status as MerchantSummaryView['status'],
    enabled: r.enabled,
    agentCount,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }
}

function summaries(db: Executor) {
  return db.select(summaryColumns).from(merchants).innerJoin(superAgents, eq(superAgents.id, merchants.superAgentId)).innerJoin(industries, eq(industries.id, merchants.industryId))
}

/** A merchant summary as the list query gives it (json: snake_case columns, timestamps as text). */
interface SummaryJson {
  id: number
  business_name: string
  email_address1: string
  phone_number1: string
  personnel_username: string
  super_agent_id: number
  super_agent_name: string
  super_agent_code: string
  industry_id: number
  industry_name: string
  status: string
  enabled: boolean
  agent_count: number
  created_at: string
  updated_at: string
}

/**
 * PGlite plans every statement afresh, and planning this one (page, agent counts, total) costs
 * about as much as running it. One PGlite session serves the whole process, so there the statement
 * is prepared once per filter shape and then only executed (about 1 ms saved a request, 40% of the
 * list's cost). node-postgres spreads statements over a pool of sessions: it runs the plain one.
 */
const preparedOn = new WeakMap<PGlite, Set<string>>()

async function readPreparedJson<T>(db: Executor, name: string, expression: SQL): Promise<T> {
  const client = (db as { $client?: unknown }).$client
  if (!(client instanceof PGlite)) return readJson<T>(db, expression)
  const query = new PgDialect().sqlToQuery(sql`select ${expression} as value`)
  let prepared = preparedOn.get(client)
  if (!prepared) preparedOn.set(client, (prepared = new Set()))
  if (!prepared.has(name)) {
    await client.exec(`prepare ${name} as ${query.sql}`)
    prepared.add(name)
  }
  const args = query.params.length ? `(${query.params.map(literal).join(', ')})` : ''
  const result = await client.query<{ value: unknown }>(`execute ${name}${args}`)
  const value = result.rows[0]?.value
  return (typeof value === 'string' ? JSON.parse(value) : value) as T
}

/** One statement for the page, its agent counts and the total (the partial indexes merchants_listed and agents_of_merchant_listed serve the default filter). */
export async function listMerchants(db: Executor, filter: { businessName?: string | undefined; status?: string | undefined; superAgentId?: number | undefined; ascending: boolean }, p: ListPaging) {
  const conditions: SQL[] = [filter.status ? eq(merchants.status, filter.status) : sql`${merchants.status} <> 'Deleted'`]
  if (filter.businessName) conditions.push(sql`lower(${merchants.businessName}) like ${containing(filter.businessName)}`)
  if (filter.superAgentId) conditions.push(eq(merchants.superAgentId, filter.superAgentId))
  const read = listRead({ table: merchants, id: merchants.id, createdAt: merchants.createdAt, updatedAt: merchants.updatedAt }, filter.ascending, p)
  if (read.since) conditions.push(read.since)
  await checkCursor(db, read.key, p)
  const where = and(...conditions)
  const w = read.window
  const at = sql.raw(p.changedSince !== undefined ? 'updated_at' : 'created_at')
  const page = {
    // Asked for by status alone: the kept counts (0028); any other filter counts its matches.
    total: !filter.businessName && !filter.superAgentId && !read.since ? countedTotal('merchants', statusOrNotDeleted(filter.status)) : sql`select count(*) from ${merchants} where ${where}`,
    rows: sql`
      select m.id, m.business_name, m.email_address1, m.phone_number1, m.personnel_username, s.id as super_agent_id, s.name as super_agent_name,
        s.code as super_agent_code, i.id as industry_id, i.name as industry_name, m.status, m.enabled, m.created_at, m.updated_at,
        (select count(*) from agents a where a.merchant_id = m.id and a.status <> 'Deleted')::int as agent_count
      from (select id, business_name, email_address1, phone_number1, personnel_username, super_agent_id, industry_id, status, enabled, created_at, updated_at
            from ${merchants} where ${and(where, w.where)}
            order by ${w.order} limit ${w.limit} offset ${w.offset}) m
      join super_agents s on s.id = m.super_agent_id
      join industries i on i.id = m.industry_id`,
    orderBy: sql`q.${at} ${w.direction}, q.id ${w.direction}`,
  }
  // The filter's shape names the statement: which filters are set, and the order.
  const shape = `merchant_list_${filter.status ? 's' : 'x'}${filter.businessName ? 'n' : 'x'}${filter.superAgentId ? 'a' : 'x'}_${read.shape}`
  const { rows, total } = await readPreparedJson<{ total: number; rows: SummaryJson[] }>(db, shape, sql`json_build_object('total', (${page.total}), 'rows', ${jsonArray(page.rows, page.orderBy)})`)
  return {
    rows: rows.map((r) =>
      toSummary(
        {
          id: r.id,
          businessName: r.business_name,
          emailAddress1: r.email_address1,
          phoneNumber1: r.phone_number1,
          username: r.personnel_username,
          superAgentId: r.super_agent_id,
          superAgentName: r.super_agent_name,
          superAgentCode: r.super_agent_code,
          industryId: r.industry_id,
          industryName: r.industry_name,
          status: r.status,
          enabled: r.enabled,
          createdAt: new Date(r.created_at),
          updatedAt: new Date(r.updated_at),
        },
        r.agent_count,
      ),
    ),
    total,
  }
}

/** The contract bounds this unpaged list (maxItems); the newest are kept. */
export const MAX_MERCHANTS_OF_SUPER_AGENT = 10_000

export async function listMerchantsOfSuperAgent(db: Executor, superAgentId: number): Promise<MerchantSummaryView[]> {
  const rows = await summaries(db)
    .where(and(eq(merchants.superAgentId, superAgentId), ne(merchants.status, 'Deleted')))
    .orderBy(desc(merchants.createdAt), desc(merchants.id))
    .limit(MAX_MERCHANTS_OF_SUPER_AGENT)

  return withAgentCounts(db, rows)
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}
const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v))
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0))

export async function findMerchant(db: Executor, id: number): Promise<MerchantView | null> {
  const [row] = await db
    .select({
      merchant: merchants,
      industryName: industries.name,
      superAgentName: superAgents.name,
      superAgentCode: superAgents.code,
      stateName: states.name,
      countryName: countries.name,
      productGroupName: productGroups.name,
      feeSchemeName: feeSchemes.name,
      commissionGroupName: commissionGroups.name,
      agentCount: agentCountOf,
    })
    .from(merchants)
    .innerJoin(industries, eq(industries.id, merchants.industryId))
    .innerJoin(superAgents, eq(superAgents.id, merchants.superAgentId))
    .leftJoin(states, sql`${states.id} = (${merchants.address}->>'stateId')::int`)
    .leftJoin(countries, sql`${countries.id} = (${merchants.address}->>'countryId')::int`)
    .leftJoin(productGroups, eq(productGroups.id, merchants.productGroupId))
    .leftJoin(feeSchemes, eq(feeSchemes.id, merchants.feeSchemeId))
    .leftJoin(commissionGroups, eq(commissionGroups.id, merchants.commissionGroupId))
    .where(eq(merchants.id, id))
  if (!row) return null
  const m = row.merchant
  const address = asRecord(m.address)
  const personnel = asRecord(m.personnel)
  const settlement = asRecord(m.settlement)
  const bankCode = str(settlement.bankCode)
  return {
    id: m.id,
    businessName: m.businessName,
    businessType: m.businessType as MerchantView['businessType'],
    industry: { id: m.industryId, name: row.industryName },
    rcNumber: m.rcNumber,
    tin: m.tin,
    emailAddress1: m.emailAddress1,
    emailAddress2: m.emailAddress2,
    phoneNumber1: m.phoneNumber1,
    phoneNumber2: m.phoneNumber2,
    address: {
      street: str(address.street),
      city: str(address.city),
      stateId: num(address.stateId),
      stateName: row.stateName ?? '',
      countryId: num(address.countryId),
      countryName: row.countryName ?? '',
      lga: str(address.lga),
    },
    superAgent: { id: m.superAgentId, name: row.superAgentName, code: row.superAgentCode },
    username: m.personnelUsername,
    personnel: {
      username: str(personnel.username) || m.personnelUsername,
      firstName: str(personnel.firstName),
      lastName: str(personnel.lastName),
      email: str(personnel.email),
      phoneNumber: str(personnel.phoneNumber),
      bvn: maskBvn(str(personnel.bvn)),
    },
    settlement: {
      accountNumber: str(settlement.accountNumber),
      bankCode,
      bankName: bankName(bankCode) ?? (str(settlement.bankName) || `Bank ${bankCode}`),
      accountName: str(settlement.accountName),
    },
    configuration: {
      productGroup: { id: m.productGroupId ?? 0, name: row.productGroupName ?? 'Not configured' },
      feeScheme: { id: m.feeSchemeId ?? 0, name: row.feeSchemeName ?? 'Not configured' },
      commissionGroup: { id: m.commissionGroupId ?? 0, name: row.commissionGroupName ?? 'Not configured' },
      dailyTransactionLimit: m.dailyTransactionLimit,
      singleTransactionLimit: m.singleTransactionLimit,
    },
    status: m.status as MerchantView['status'],
    enabled: m.enabled,
    agentCount: Number(row.agentCount),
    createdAt: iso(m.createdAt),
    createdBy: m.createdBy,
    updatedAt: iso(m.updatedAt),
  }
}

/** The merchant, or 404; Deleted merchants are not found unless asked for. */
export async function getMerchant(db: Executor, id: number, options: { includeDeleted?: boolean } = {}): Promise<MerchantView> {
  const merchant = await findMerchant(db, id)
  if (!merchant || (merchant.status === 'Deleted' && !options.includeDeleted)) throw noSuch('Merchant', id)
  return merchant
}

/** The BVN of the merchant's personnel in full, for a reveal (every other read masks it); 404 like getMerchant with Deleted ones. */
export async function personnelBvnOf(db: Executor, id: number): Promise<{ id: number; businessName: string; bvn: string }> {
  const [row] = await db.select({ id: merchants.id, businessName: merchants.businessName, personnel: merchants.personnel }).from(merchants).where(eq(merchants.id, id))
  if (!row) throw noSuch('Merchant', id)
  return { id: row.id, businessName: row.businessName, bvn: str(asRecord(row.personnel).bvn) }
}

/** The merchant as compared by maker-checker: without the agent count, which changes on its own. */
export function merchantSnapshot(merchant: MerchantView): Omit<MerchantView, 'agentCount'> {
  const { agentCount: _agentCount, ...rest } = merchant
  return rest
}

// ---------- clashes (business name, e-mail, phone, personnel username)

export interface Clash {
  field: 'BusinessName' | 'EmailAddress' | 'PhoneNumber' | 'PersonnelUsername'
  value: string
  message: string
  /** Who holds the value: a merchant, an agent, a staff user or a pending request (absent for a username). */
  holder?: Holder
}

/** A pending request's claim is not looked at while that request itself is being approved. */
interface ClashOptions {
  exceptId?: number | undefined
  withoutRequests?: boolean | undefined
  /** The returned request being resubmitted: its own claims are no clash. */
  requestId?: number | undefined
}

export async function businessNameClash(db: Executor, name: string, options: ClashOptions = {}): Promise<Clash | null> {
  const [holder] = await holdersOf(db, 'businessName', name, { merchantId: options.exceptId, withoutRequests: options.withoutRequests, requestId: options.requestId })
  if (!holder) return null
  const message = holder.kind === 'PendingRequest' ? `Pending request #${holder.id} already onboards a merchant named ${name}` : `A merchant named ${holder.name} already exists`
  return { field: 'BusinessName', value: name, message, holder }
}

export async function emailClash(db: Executor, email: string, options: ClashOptions = {}): Promise<Clash | null> {
  const [holder] = await holdersOf(db, 'email', email, { merchantId: options.exceptId, withoutRequests: options.withoutRequests, requestId: options.requestId })
  return holder ? { field: 'EmailAddress', value: email, message: `The e-mail address ${email} is already used by ${holderWords(holder)}`, holder } : null
}

export async function phoneClash(db: Executor, phone: string, options: ClashOptions = {}): Promise<Clash | null> {
  const [holder] = await holdersOf(db, 'phone', phone, { merchantId: options.exceptId, withoutRequests: options.withoutRequests, requestId: options.requestId })
  return holder ? { field: 'PhoneNumber', value: phone, message: `The phone number ${phone} is already used by ${holderWords(holder)}`, holder } : null
}

/** The personnel username must be free among merchants and among the platform's users (it becomes a login). */
export async function usernameClash(db: Executor, username: string): Promise<Clash | null> {
  const lower = username.toLowerCase()
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(sql`lower(${merchants.personnelUsername}) = ${lower}`)
    .limit(1)
  const [user] = merchant
    ? []
    : await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${lower}`)
        .limit(1)
  return merchant || user ? { field: 'PersonnelUsername', value: username, message: `The username ${username} is already taken` } : null
}

// ---------- reference checks

/** Existence and status of the entities a merchant refers to. */
export async function referenceStatus(
  db: Executor,
  ids: { industryId?: number; stateId?: number; countryId?: number; superAgentId?: number; productGroupId?: number; feeSchemeId?: number; commissionGroupId?: number },
) {
  const one = async <T>(query: Promise<T[]>) => (await query)[0] ?? null
  const [industry, state, country, superAgent, productGroup, feeScheme, commissionGroup] = await Promise.all([
    ids.industryId ? one(db.select({ id: industries.id, name: industries.name }).from(industries).where(eq(industries.id, ids.industryId))) : null,
    ids.stateId ? one(db.select({ id: states.id, name: states.name, countryId: states.countryId }).from(states).where(eq(states.id, ids.stateId))) : null,
    ids.countryId ? one(db.select({ id: countries.id, name: countries.name }).from(countries).where(eq(countries.id, ids.countryId))) : null,
    ids.superAgentId
      ? one(db.select({ id: superAgents.id, name: superAgents.name, code: superAgents.code, status: superAgents.status }).from(superAgents).where(eq(superAgents.id, ids.superAgentId)))
      : null,
    ids.productGroupId ? one(db.select({ id: productGroups.id, name: productGroups.name, status: productGroups.status }).from(productGroups).where(eq(productGroups.id, ids.productGroupId))) : null,
    ids.feeSchemeId ? one(db.select({ id: feeSchemes.id, name: feeSchemes.name, status: feeSchemes.status }).from(feeSchemes).where(eq(feeSchemes.id, ids.feeSchemeId))) : null,
    ids.commissionGroupId
      ? one(db.select({ id: commissionGroups.id, name: commissionGroups.name, status: commissionGroups.status }).from(commissionGroups).where(eq(commissionGroups.id, ids.commissionGroupId)))
      : null,
  ])
  return { industry, state, country, superAgent, productGroup, feeScheme, commissionGroup }
}

export async function documentTypesByIds(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, string>()
  const rows = await db.select({ id: documentTypes.id, name: documentTypes.name }).from(documentTypes).where(inArray(documentTypes.id, ids))
  return new Map(rows.map((r) => [r.id, r.name]))
}

export async function superAgentExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: superAgents.id }).from(superAgents).where(eq(superAgents.id, id))
  return rows.length > 0
}

// ---------- writing merchants

export interface NewDocument {
  documentTypeId: number
  fileName: string
  contentType: string
  content: Buffer
}

/** A merchant's registration and contact fields as a create or update body gives them, the optional ones null when absent. */
export function registrationAndContacts(body: Pick<BodyOf<'updateMerchant'>, 'rcNumber' | 'tin' | 'emailAddress1' | 'emailAddress2' | 'phoneNumber1' | 'phoneNumber2'>) {
  return {
    rcNumber: body.rcNumber,
    tin: body.tin ?? null,
    emailAddress1: body.emailAddress1,
    emailAddress2: body.emailAddress2 ?? null,
    phoneNumber1: body.phoneNumber1,
    phoneNumber2: body.phoneNumber2 ?? null,
  }
}

export async function insertMerchant(db: Executor, body: MerchantCreateBody, createdBy: string): Promise<number> {
  const personnel: StoredPersonnel = { ...body.personnel }
  const settlement: StoredSettlement = { accountNumber: body.settlement.accountNumber, bankCode: body.settlement.bankCode, accountName: body.settlement.accountName }
  const [row] = await db
    .insert(merchants)
    .values({
      businessName: body.businessName,
      businessType: body.businessType,
      industryId: body.industryId,
      ...registrationAndContacts(body),
      address: storedAddress(body.address),
      superAgentId: body.superAgentId,
      personnelUsername: body.personnel.username,
      personnel,
      settlement,
      productGroupId: body.configuration.productGroupId,
      feeSchemeId: body.configuration.feeSchemeId,
      commissionGroupId: body.configuration.commissionGroupId,
      dailyTransactionLimit: body.configuration.dailyTransactionLimit,
      singleTransactionLimit: body.configuration.singleTransactionLimit,
      status: 'Active',
      enabled: true,
      createdBy,
    })
    .returning({ id: merchants.id })
  if (!row) throw new Error('merchant not inserted')
  return row.id
}

function storedAddress(a: AddressInput) {
  return { street: a.street, city: a.city, stateId: a.stateId, countryId: a.countryId, lga: a.lga }
}

export async function updateMerchantDetails(db: Executor, id: number, body: BodyOf<'updateMerchant'>): Promise<void> {
  await db
    .update(merchants)
    .set({
      businessName: body.businessName,
      businessType: body.businessType,
      industryId: body.industryId,
      ...registrationAndContacts(body),
      address: storedAddress(body.address),
      updatedAt: new Date(),
    })
    .where(eq(merchants.id, id))
}

export async function updateMerchantConfiguration(db: Executor, body: BodyOf<'updateMerchantConfiguration'>): Promise<void> {
  await db
    .update(merchants)
    .set({
      productGroupId: body.productGroupId,
      feeSchemeId: body.feeSchemeId,
      commissionGroupId: body.commissionGroupId,
      dailyTransactionLimit: body.dailyTransactionLimit,
      singleTransactionLimit: body.singleTransactionLimit,
      updatedAt: new Date(),
    })
    .where(eq(merchants.id, body.merchantId))
}

export async function setMerchantEnabled(db: Executor, id: number, enabled: boolean): Promise<void> {
  await db.update(merchants).set({ enabled, updatedAt: new Date() }).where(eq(merchants.id, id))
}

/** What still refers to a merchant and keeps it from being deleted. */
export async function merchantDependents(db: Executor, id: number) {
  const [[agentRows], [enabledAgentRows], [transactionRows], [caseRows]] = await Promise.all([
    db.select({ n: count() }).from(agents).where(eq(agents.merchantId, id)),
    db
      .select({ n: count() })
      .from(agents)
      .where(and(eq(agents.merchantId, id), eq(agents.enabled, true), ne(agents.status, 'Deleted'))),
    db.select({ n: count() }).from(transactions).where(eq(transactions.merchantId, id)),
    db.select({ n: count() }).from(cases).where(eq(cases.merchantId, id)),
  ])
  return { agents: agentRows?.n ?? 0, enabledAgents: enabledAgentRows?.n ?? 0, transactions: transactionRows?.n ?? 0, cases: caseRows?.n ?? 0 }
}

export async function deleteMerchant(db: Executor, id: number): Promise<void> {
  await db.delete(merchantDocuments).where(eq(merchantDocuments.merchantId, id))
  await db.delete(merchants).where(eq(merchants.id, id))
}

// ---------- documents

const documentColumns = {
  id: merchantDocuments.id,
  merchantId: merchantDocuments.merchantId,
  documentTypeId: merchantDocuments.documentTypeId,
  documentTypeName: documentTypes.name,
  fileName: merchantDocuments.fileName,
  contentType: merchantDocuments.contentType,
  sizeBytes: merchantDocuments.sizeBytes,
  uploadedAt: merchantDocuments.uploadedAt,
  uploadedBy: merchantDocuments.uploadedBy,
}

function selectDocuments(db: Executor) {
  return db.select(documentColumns).from(merchantDocuments).innerJoin(documentTypes, eq(documentTypes.id, merchantDocuments.documentTypeId))
}

type DocumentRow = Awaited<ReturnType<typeof selectDocuments>>[number]

function toDocument(r: DocumentRow): MerchantDocumentView {
  return {
    id: r.id,
    documentType: { id: r.documentTypeId, name: r.documentTypeName },
    fileName: r.fileName,
    contentType: r.contentType as MerchantDocumentView['contentType'],
    sizeBytes: r.sizeBytes,
    uploadedAt: iso(r.uploadedAt),
    uploadedBy: r.uploadedBy,
    downloadUrl: `/mer/api/v1/Merchant/documents/${r.merchantId}/files/${r.id}`,
  }
}

/** One document of the merchant with its content, or 404. */
export async function getDocumentFile(db: Executor, merchantId: number, documentId: number): Promise<DataOf<'getMerchantDocumentFile'>> {
  const [row] = await db
    .select({ id: merchantDocuments.id, fileName: merchantDocuments.fileName, contentType: merchantDocuments.contentType, sizeBytes: merchantDocuments.sizeBytes, content: merchantDocuments.content })
    .from(merchantDocuments)
    .where(and(eq(merchantDocuments.merchantId, merchantId), eq(merchantDocuments.id, documentId)))
  if (!row) throw noSuch('Document', documentId, `Merchant ${merchantId} has no document ${documentId}`, { merchantId })
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType as MerchantDocumentView['contentType'],
    sizeBytes: row.sizeBytes,
    contentBase64: Buffer.from(row.content).toString('base64'),
  }
}

export async function listDocuments(db: Executor, merchantId: number): Promise<MerchantDocumentView[]> {
  const rows = await selectDocuments(db).where(eq(merchantDocuments.merchantId, merchantId)).orderBy(asc(merchantDocuments.documentTypeId))
  return rows.map(toDocument)
}

export async function findDocumentOfType(db: Executor, merchantId: number, documentTypeId: number): Promise<MerchantDocumentView | null> {
  const [row] = await selectDocuments(db).where(and(eq(merchantDocuments.merchantId, merchantId), eq(merchantDocuments.documentTypeId, documentTypeId)))
  return row ? toDocument(row) : null
}

/** Adds the documents, replacing any of the same type; returns their ids in order. */
export async function saveDocuments(db: Executor, merchantId: number, documents: NewDocument[], uploadedBy: string): Promise<number[]> {
  const ids: number[] = []
  for (const d of documents) {
    const values = { fileName: d.fileName, contentType: d.contentType, sizeBytes: d.content.length, content: d.content, uploadedBy, uploadedAt: new Date() }
    const [row] = await db
      .insert(merchantDocuments)
      .values({ merchantId, documentTypeId: d.documentTypeId, ...values })
      .onConflictDoUpdate({ target: [merchantDocuments.merchantId, merchantDocuments.documentTypeId], set: values })
      .returning({ id: merchantDocuments.id })
    if (!row) throw new Error('document not saved')
    ids.push(row.id)
  }
  return ids
}

// ---------- reference data

export async function listIndustries(db: Executor) {
  return db.select({ id: industries.id, name: industries.name }).from(industries).orderBy(asc(industries.id))
}

export async function listDocumentTypes(db: Executor) {
  return db.select({ id: documentTypes.id, name: documentTypes.name, required: documentTypes.required }).from(documentTypes).orderBy(asc(documentTypes.id))
}
