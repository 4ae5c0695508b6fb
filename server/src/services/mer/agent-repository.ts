// Agents (outlets and POS operators) of merchants.
import { randomInt } from 'node:crypto'

import { and, asc, count, desc, eq, gte, lt, ne, or, sql, type SQL } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { agents, merchants, states, superAgents } from '../../db/schema.ts'
import { iso, notFound, offsetOf, type Paging } from '../../platform/http.ts'
import type { BodyOf, DataOf } from '../../platform/types.ts'
import { containing } from '../../db/like.ts'
import { lagosDayEnd, lagosMidnight } from '../../platform/period.ts'
import { maskBvn } from './repository.ts'

export type AgentView = DataOf<'getAgent'>

const columns = {
  agent: agents,
  stateName: states.name,
  merchantName: merchants.businessName,
  superAgentName: superAgents.name,
}

interface Row {
  agent: typeof agents.$inferSelect
  stateName: string | null
  merchantName: string
  superAgentName: string
}

function toAgent(r: Row): AgentView {
  const a = r.agent
  const address = (typeof a.address === 'object' && a.address !== null ? a.address : {}) as Record<string, unknown>
  return {
    id: a.id,
    code: a.code,
    firstName: a.firstName,
    lastName: a.lastName,
    businessName: a.businessName,
    phoneNumber: a.phoneNumber,
    email: a.email,
    bvn: maskBvn(a.bvn),
    address: {
      street: String(address.street ?? ''),
      city: String(address.city ?? ''),
      stateId: Number(address.stateId ?? 0),
      stateName: r.stateName ?? '',
      lga: String(address.lga ?? ''),
    },
    merchant: { id: a.merchantId, businessName: r.merchantName },
    superAgent: { id: a.superAgentId, name: r.superAgentName },
    terminalId: a.terminalId || null,
    status: a.status as AgentView['status'],
    enabled: a.enabled,
    createdAt: iso(a.createdAt),
    updatedAt: iso(a.updatedAt),
  }
}

function selectAgents(db: Executor) {
  return db
    .select(columns)
    .from(agents)
    .innerJoin(merchants, eq(merchants.id, agents.merchantId))
    .innerJoin(superAgents, eq(superAgents.id, agents.superAgentId))
    .leftJoin(states, sql`${states.id} = (${agents.address}->>'stateId')::int`)
}

export interface AgentFilter {
  name?: string | undefined
  merchantId?: number | undefined
  superAgentId?: number | undefined
  status?: string | undefined
  enabled?: boolean | undefined
  startDate?: string | undefined
  endDate?: string | undefined
  ascending: boolean
}

export async function listAgents(db: Executor, filter: AgentFilter, p: Paging) {
  const conditions: SQL[] = [filter.status ? eq(agents.status, filter.status) : ne(agents.status, 'Deleted')]
  if (filter.merchantId) conditions.push(eq(agents.merchantId, filter.merchantId))
  if (filter.superAgentId) conditions.push(eq(agents.superAgentId, filter.superAgentId))
  if (filter.enabled !== undefined) conditions.push(eq(agents.enabled, filter.enabled))
  if (filter.startDate) conditions.push(gte(agents.createdAt, lagosMidnight(filter.startDate)))
  if (filter.endDate) conditions.push(lt(agents.createdAt, lagosDayEnd(filter.endDate)))
  if (filter.name) {
    const pattern = containing(filter.name)
    const match = or(
      sql`lower(${agents.firstName}) like ${pattern}`,
      sql`lower(${agents.lastName}) like ${pattern}`,
      sql`lower(${agents.businessName}) like ${pattern}`,
      sql`lower(${agents.code}) like ${pattern}`,
      sql`lower(${agents.firstName} || ' ' || ${agents.lastName}) like ${pattern}`,
    )
    if (match) conditions.push(match)
  }
  const where = and(...conditions)
  const order = filter.ascending ? [asc(agents.createdAt), asc(agents.id)] : [desc(agents.createdAt), desc(agents.id)]
  const [rows, [total]] = await Promise.all([
    selectAgents(db).where(where).orderBy(...order).limit(p.pageSize).offset(offsetOf(p)),
    db.select({ n: count() }).from(agents).where(where),
  ])
  return { rows: rows.map(toAgent), total: total?.n ?? 0 }
}

export async function findAgent(db: Executor, id: number): Promise<AgentView | null> {
  const [row] = await selectAgents(db).where(eq(agents.id, id))
  return row ? toAgent(row) : null
}

export async function getAgent(db: Executor, id: number): Promise<AgentView> {
  const agent = await findAgent(db, id)
  if (!agent || agent.status === 'Deleted') throw notFound(`Agent ${id} was not found`)
  return agent
}

/** Fields of another agent that already hold one of these values. */
export async function agentClashes(db: Executor, values: { phoneNumber: string; bvn: string; terminalId: string | null }): Promise<string[]> {
  const clashes: string[] = []
  const [phone] = await db.select({ code: agents.code }).from(agents).where(and(eq(agents.phoneNumber, values.phoneNumber), ne(agents.status, 'Deleted'))).limit(1)
  if (phone) clashes.push(`phoneNumber: ${values.phoneNumber} is already the phone number of agent ${phone.code}`)
  const [bvn] = await db.select({ code: agents.code }).from(agents).where(and(eq(agents.bvn, values.bvn), ne(agents.status, 'Deleted'))).limit(1)
  if (bvn) clashes.push(`bvn: this BVN is already registered to agent ${bvn.code}`)
  if (values.terminalId) {
    const [terminal] = await db.select({ code: agents.code }).from(agents).where(eq(agents.terminalId, values.terminalId)).limit(1)
    if (terminal) clashes.push(`terminalId: terminal ${values.terminalId} is already assigned to agent ${terminal.code}`)
  }
  return clashes
}

export async function stateExists(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ id: states.id }).from(states).where(eq(states.id, id))).length > 0
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

/** Inserts the agent with the next id and the code AGT-nnnnnn made from it. */
export async function insertAgent(db: Executor, body: BodyOf<'createAgent'>, superAgentId: number): Promise<number> {
  const terminalId = body.terminalId ?? (await newTerminalId(db))
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = await db.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('agents', 'id'))::int as id`)
    const id = Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id)
    const code = `AGT-${String(id).padStart(6, '0')}`
    const [taken] = await db.select({ id: agents.id }).from(agents).where(or(eq(agents.id, id), eq(agents.code, code))).limit(1)
    if (taken) continue
    await db.insert(agents).values({
      id,
      code,
      firstName: body.firstName,
      lastName: body.lastName,
      businessName: body.businessName,
      phoneNumber: body.phoneNumber,
      email: body.email ?? null,
      bvn: body.bvn,
      address: { street: body.address.street, city: body.address.city, stateId: body.address.stateId, lga: body.address.lga },
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
