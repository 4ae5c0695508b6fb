// Agents (outlets and POS operators) of merchants, with the record the CBN's 2025 agent-banking
// guidelines make the bank keep for each of them.
import { randomInt } from 'node:crypto'

import { and, eq, gte, lt, ne, or, sql, type SQL } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { jsonArray, pageWithTotal, readJson } from '../../db/json-rows.ts'
import { containing } from '../../db/like.ts'
import { agents, countries, merchants, products, states, transactions } from '../../db/schema.ts'
import { noSuch } from '../../platform/http.ts'
import { checkCursor, listRead, type ListPaging } from '../../platform/keyset.ts'
import { countedTotal, statusOrNotDeleted } from '../../platform/record-counts.ts'
import { lagosDay, lagosDayEnd, lagosMidnight } from '../../platform/period.ts'
import type { BodyOf, DataOf } from '../../platform/types.ts'
import { maskBvn } from './repository.ts'

export type AgentView = DataOf<'createAgent'>
export type AgentDetailView = DataOf<'getAgent'>
type Zone = NonNullable<AgentView['address']['zone']>

/**
 * The CBN's cap on what one agent may pay out in cash a day (circular of 17 December 2024):
 * ₦1,200,000. The contract's maximum (AgentCashOutLimit) says the same; the seed stays under it.
 */
export const AGENT_DAILY_CASH_OUT_CAP_KOBO = 120_000_000

/** Nigeria's six geopolitical zones, by the two-letter state code of the reference data. */
const ZONE_OF_STATE: Readonly<Record<string, Zone>> = {
  BE: 'North Central',
  FC: 'North Central',
  KO: 'North Central',
  KW: 'North Central',
  NA: 'North Central',
  NI: 'North Central',
  PL: 'North Central',
  AD: 'North East',
  BA: 'North East',
  BO: 'North East',
  GO: 'North East',
  TA: 'North East',
  YO: 'North East',
  JI: 'North West',
  KD: 'North West',
  KN: 'North West',
  KT: 'North West',
  KE: 'North West',
  SO: 'North West',
  ZA: 'North West',
  AB: 'South East',
  AN: 'South East',
  EB: 'South East',
  EN: 'South East',
  IM: 'South East',
  AK: 'South South',
  BY: 'South South',
  CR: 'South South',
  DE: 'South South',
  ED: 'South South',
  RI: 'South South',
  EK: 'South West',
  LA: 'South West',
  OG: 'South West',
  ON: 'South West',
  OS: 'South West',
  OY: 'South West',
}

export const zoneOfState = (code: string | null | undefined): Zone | null => (code ? (ZONE_OF_STATE[code] ?? null) : null)

/** The middle five digits of a NIN hidden, as BVNs are. */
export const maskNin = maskBvn

/** An agent as the list query gives it (json: snake_case columns, timestamps as text). */
interface AgentJson {
  id: number
  code: string
  first_name: string
  last_name: string
  business_name: string
  agent_type: string
  phone_number: string
  email: string | null
  bvn: string
  nin: string | null
  tin: string | null
  address: Record<string, unknown> | null
  state_id: number | null
  state_name: string | null
  state_code: string | null
  latitude: number | null
  longitude: number | null
  merchant_id: number
  merchant_name: string
  super_agent_id: number
  super_agent_name: string
  terminal_id: string | null
  terminal_serial_number: string | null
  terminal_maker: string | null
  daily_cash_out_limit: number
  status: string
  enabled: boolean
  created_at: string
  updated_at: string
}

const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v))

function toAgent(r: AgentJson): AgentView {
  const address = r.address ?? {}
  return {
    id: r.id,
    code: r.code,
    firstName: r.first_name,
    lastName: r.last_name,
    businessName: r.business_name,
    agentType: r.agent_type === 'Business' ? 'Business' : 'Individual',
    phoneNumber: r.phone_number,
    email: r.email,
    bvn: maskBvn(r.bvn),
    nin: r.nin ? maskNin(r.nin) : null,
    tin: r.tin,
    address: {
      street: text(address.street),
      city: text(address.city),
      stateId: r.state_id ?? Number(address.stateId ?? 0),
      stateName: r.state_name ?? '',
      zone: zoneOfState(r.state_code),
      lga: text(address.lga),
    },
    location: r.latitude === null || r.longitude === null ? null : { latitude: r.latitude, longitude: r.longitude },
    merchant: { id: r.merchant_id, businessName: r.merchant_name },
    superAgent: { id: r.super_agent_id, name: r.super_agent_name },
    terminalId: r.terminal_id || null,
    terminalSerialNumber: r.terminal_serial_number,
    terminalMaker: (r.terminal_maker as AgentView['terminalMaker']) ?? null,
    dailyCashOutLimit: Number(r.daily_cash_out_limit),
    status: r.status as AgentView['status'],
    enabled: r.enabled,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  }
}

/** The agents chosen by `page` (a select of agents rows), with their merchant, super agent and state. */
function withNames(page: SQL): SQL {
  return sql`
    select a.id, a.code, a.first_name, a.last_name, a.business_name, a.agent_type, a.phone_number, a.email, a.bvn, a.nin, a.tin,
      a.address, a.state_id, st.name as state_name, st.code as state_code, a.latitude, a.longitude,
      a.merchant_id, m.business_name as merchant_name, a.super_agent_id, s.name as super_agent_name,
      a.terminal_id, a.terminal_serial_number, a.terminal_maker, a.daily_cash_out_limit, a.status, a.enabled, a.created_at, a.updated_at
    from (${page}) a
    join merchants m on m.id = a.merchant_id
    join super_agents s on s.id = a.super_agent_id
    left join states st on st.id = a.state_id`
}

export interface AgentFilter {
  name?: string | undefined
  merchantId?: number | undefined
  superAgentId?: number | undefined
  stateId?: number | undefined
  status?: string | undefined
  enabled?: boolean | undefined
  startDate?: string | undefined
  endDate?: string | undefined
  ascending: boolean
}

/**
 * One statement for the page and the total, read as one json value (the partial indexes
 * agents_listed and agents_{merchant,super_agent,state}_listed serve the default filter and order).
 */
/** What a search by name matches: the code, the person and the outlet, as the trigram index agents_name_search holds it. */
const agentNameSearch = sql`lower(${agents.code} || ' ' || ${agents.firstName} || ' ' || ${agents.lastName} || ' ' || ${agents.businessName})`

export async function listAgents(db: Executor, filter: AgentFilter, p: ListPaging): Promise<{ rows: AgentView[]; total: number }> {
  const conditions: SQL[] = [filter.status ? eq(agents.status, filter.status) : sql`${agents.status} <> 'Deleted'`]
  if (filter.merchantId) conditions.push(eq(agents.merchantId, filter.merchantId))
  if (filter.superAgentId) conditions.push(eq(agents.superAgentId, filter.superAgentId))
  if (filter.stateId) conditions.push(eq(agents.stateId, filter.stateId))
  if (filter.enabled !== undefined) conditions.push(eq(agents.enabled, filter.enabled))
  if (filter.startDate) conditions.push(gte(agents.createdAt, lagosMidnight(filter.startDate)))
  if (filter.endDate) conditions.push(lt(agents.createdAt, lagosDayEnd(filter.endDate)))
  if (filter.name) conditions.push(sql`${agentNameSearch} like ${containing(filter.name)}`)
  const read = listRead({ table: agents, id: agents.id, createdAt: agents.createdAt, updatedAt: agents.updatedAt }, filter.ascending, p)
  if (read.since) conditions.push(read.since)
  await checkCursor(db, read.key, p)
  const where = and(...conditions)
  const w = read.window
  const at = sql.raw(p.changedSince !== undefined ? 'updated_at' : 'created_at')
  // Asked for by status alone: the kept counts (0028); any other filter counts its matches.
  const { status: _status, ascending: _ascending, ...others } = filter
  const statusOnly = !read.since && Object.values(others).every((value) => value === undefined || value === '')
  const { rows, total } = await pageWithTotal<AgentJson>(db, {
    total: statusOnly ? countedTotal('agents', statusOrNotDeleted(filter.status)) : sql`select count(*) from ${agents} where ${where}`,
    rows: withNames(sql`select * from ${agents} where ${and(where, w.where)} order by ${w.order} limit ${w.limit} offset ${w.offset}`),
    orderBy: sql`q.${at} ${w.direction}, q.id ${w.direction}`,
  })
  return { rows: rows.map(toAgent), total: Number(total) }
}

export async function findAgent(db: Executor, id: number): Promise<AgentView | null> {
  const [row] = await readJson<AgentJson[]>(db, jsonArray(withNames(sql`select * from ${agents} where ${agents.id} = ${id}`), sql`q.id`))
  return row ? toAgent(row) : null
}

export async function getAgent(db: Executor, id: number): Promise<AgentView> {
  const agent = await findAgent(db, id)
  if (!agent || agent.status === 'Deleted') throw noSuch('Agent', id)
  return agent
}

/** The agent's BVN and NIN in full, for a reveal (every other read masks them); 404 like getAgent. */
export async function identityNumbersOf(db: Executor, id: number): Promise<{ id: number; code: string; firstName: string; lastName: string; bvn: string; nin: string | null }> {
  const [agent] = await db
    .select({ id: agents.id, code: agents.code, firstName: agents.firstName, lastName: agents.lastName, bvn: agents.bvn, nin: agents.nin })
    .from(agents)
    .where(and(eq(agents.id, id), ne(agents.status, 'Deleted')))
  if (!agent) throw noSuch('Agent', id)
  return agent
}

/** Successful cash withdrawals at the agent since midnight in Lagos, in kobo. */
export async function cashOutToday(db: Executor, agentId: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${transactions.amount}), 0)` })
    .from(transactions)
    .where(
      and(
        eq(transactions.agentId, agentId),
        gte(transactions.createdAt, lagosMidnight(lagosDay(now))),
        eq(transactions.status, 'Successful'),
        sql`${transactions.productId} in (select ${products.id} from ${products} where ${products.category} = 'CashWithdrawal')`,
      ),
    )
  return Number(row?.total ?? 0)
}

export async function getAgentDetail(db: Executor, id: number): Promise<AgentDetailView> {
  const agent = await getAgent(db, id)
  return { ...agent, cashOutToday: await cashOutToday(db, id) }
}

interface ClashCheck {
  /** The agent being changed (its own values never clash). */
  agentId?: number | undefined
  merchantId: number
  phoneNumber: string
  bvn?: string | undefined
  nin?: string | undefined
  terminalId?: string | null | undefined
}

/**
 * "field: message" lines for the values this agent may not take: another agent's phone number or
 * terminal, and (exclusivity: an agent serves one principal) a BVN or NIN of another merchant's agent.
 */
export async function agentClashes(db: Executor, values: ClashCheck): Promise<string[]> {
  const others = (condition: SQL) => {
    const own = values.agentId ? ne(agents.id, values.agentId) : undefined
    return db
      .select({ code: agents.code, merchantId: agents.merchantId, merchantName: merchants.businessName })
      .from(agents)
      .innerJoin(merchants, eq(merchants.id, agents.merchantId))
      .where(and(condition, ne(agents.status, 'Deleted'), own))
      .limit(5)
  }
  const clashes: string[] = []
  const [phone] = await others(eq(agents.phoneNumber, values.phoneNumber))
  if (phone) clashes.push(`phoneNumber: ${values.phoneNumber} is already the phone number of agent ${phone.code}`)
  for (const [field, label, value, column] of [
    ['bvn', 'BVN', values.bvn, agents.bvn],
    ['nin', 'NIN', values.nin, agents.nin],
  ] as const) {
    if (!value) continue
    const holder = (await others(eq(column, value))).find((a) => a.merchantId !== values.merchantId)
    if (holder) clashes.push(`${field}: this ${label} belongs to agent ${holder.code} of merchant ${holder.merchantName}; an agent serves one merchant only`)
  }
  if (values.terminalId) {
    const [terminal] = await others(eq(agents.terminalId, values.terminalId))
    if (terminal) clashes.push(`terminalId: terminal ${values.terminalId} is already assigned to agent ${terminal.code}`)
  }
  return clashes
}

/** The state with its code when it is one of Nigeria's 36 states or the FCT, else null. */
export async function nigerianState(db: Executor, id: number): Promise<{ id: number; name: string; code: string } | null> {
  const [row] = await db
    .select({ id: states.id, name: states.name, code: states.code })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(and(eq(states.id, id), eq(countries.isoCode, 'NG')))
  return row ?? null
}

async function terminalTaken(db: Executor, terminalId: string): Promise<boolean> {
  return (await db.select({ id: agents.id }).from(agents).where(eq(agents.terminalId, terminalId)).limit(1)).length > 0
}

const terminalAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'

/** A free POS terminal id: 4 digits (the acquirer's prefix style) and 4 letters or digits. */
async function newTerminalId(db: Executor): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    let id = String(2000 + randomInt(0, 8000))
    for (let i = 0; i < 4; i++) id += terminalAlphabet[randomInt(0, terminalAlphabet.length)]
    if (!(await terminalTaken(db, id))) return id
  }
  throw new Error('no free terminal id found')
}

type AgentRecord = Omit<BodyOf<'updateAgent'>, 'merchantId' | 'bvn' | 'nin' | 'terminalId'>

/** The columns of the record fields the create and update bodies share. */
function recordColumns(body: AgentRecord) {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    businessName: body.businessName,
    agentType: body.agentType,
    phoneNumber: body.phoneNumber,
    email: body.email ?? null,
    tin: body.tin ?? null,
    address: { street: body.address.street, city: body.address.city, stateId: body.address.stateId, lga: body.address.lga },
    stateId: body.address.stateId,
    latitude: body.location.latitude,
    longitude: body.location.longitude,
    terminalSerialNumber: body.terminalSerialNumber ?? null,
    terminalMaker: body.terminalMaker ?? null,
    dailyCashOutLimit: body.dailyCashOutLimit,
  }
}

/** Inserts the agent with the next id and the code AGT-nnnnnn made from it. */
export async function insertAgent(db: Executor, body: BodyOf<'createAgent'>, superAgentId: number): Promise<number> {
  const terminalId = body.terminalId ?? (await newTerminalId(db))
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = await db.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('agents', 'id'))::int as id`)
    const id = Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id)
    const code = `AGT-${String(id).padStart(6, '0')}`
    const [taken] = await db
      .select({ id: agents.id })
      .from(agents)
      .where(or(eq(agents.id, id), eq(agents.code, code)))
      .limit(1)
    if (taken) continue
    await db.insert(agents).values({
      id,
      code,
      ...recordColumns(body),
      bvn: body.bvn,
      nin: body.nin,
      merchantId: body.merchantId,
      superAgentId,
      terminalId,
      status: 'Active',
      enabled: true,
    })
    return id
  }
  throw new Error('no free agent code found')
}

export async function updateAgent(db: Executor, id: number, body: BodyOf<'updateAgent'>): Promise<void> {
  await db
    .update(agents)
    .set({
      ...recordColumns(body),
      ...(body.bvn ? { bvn: body.bvn } : {}),
      ...(body.nin ? { nin: body.nin } : {}),
      ...(body.terminalId ? { terminalId: body.terminalId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(agents.id, id))
}

export async function setAgentEnabled(db: Executor, id: number, enabled: boolean): Promise<void> {
  await db.update(agents).set({ enabled, updatedAt: new Date() }).where(eq(agents.id, id))
}

export async function merchantForAgent(db: Executor, merchantId: number) {
  const [row] = await db
    .select({ id: merchants.id, businessName: merchants.businessName, status: merchants.status, enabled: merchants.enabled, superAgentId: merchants.superAgentId })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
  return row ?? null
}
