// Who already holds an identity: a business name, an e-mail address, a phone number, a BVN, a NIN or
// a settlement account. Every holder counts: merchants (and their personnel), agents, staff users,
// and the requests still waiting for a checker (a value a pending onboarding claims is not free).
import { sql, type SQL } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'

export type IdentityKind = 'businessName' | 'email' | 'phone' | 'bvn' | 'nin' | 'settlementAccount'

/** The statuses of a request whose input still claims its values: pending, or returned to its maker for correction. */
export const claimingStatuses = ['Pending', 'Returned'] as const

export interface Holder {
  kind: 'Merchant' | 'Agent' | 'StaffUser' | 'PendingRequest'
  /** The merchant's business name, the agent's code and name, the request's record; null for a staff user (not named to a maker). */
  name: string | null
  /** The holding record's id (the request's id for a pending request). */
  id: number
}

export interface HolderExceptions {
  merchantId?: number | undefined
  agentId?: number | undefined
  /** Pending requests are not looked at (a request being approved would find itself). */
  withoutRequests?: boolean | undefined
  /** The request being resubmitted by its maker: its own claims are not looked at. */
  requestId?: number | undefined
}

const lower = (expression: SQL) => sql`lower(${expression})`

/** The conditions on each holder's columns, per identity (values compared as stored; e-mails and names without case). */
function conditions(kind: IdentityKind, value: string) {
  const v = kind === 'email' || kind === 'businessName' ? value.trim().toLowerCase() : value.trim()
  const body = sql`r.input -> 'body'`
  const personnel = sql`r.input -> 'body' -> 'personnel'`
  switch (kind) {
    case 'businessName':
      return {
        merchant: sql`${lower(sql`m.business_name`)} = ${v}`,
        agent: null,
        user: null,
        request: sql`r.operation_id in ('createMerchant', 'updateMerchant') and ${lower(sql`${body} ->> 'businessName'`)} = ${v}`,
      }
    case 'email':
      return {
        merchant: sql`(${lower(sql`m.email_address1`)} = ${v} or ${lower(sql`m.email_address2`)} = ${v} or ${lower(sql`m.personnel ->> 'email'`)} = ${v})`,
        agent: sql`${lower(sql`a.email`)} = ${v}`,
        user: sql`${lower(sql`u.email`)} = ${v}`,
        request: sql`(${lower(sql`${body} ->> 'emailAddress1'`)} = ${v} or ${lower(sql`${body} ->> 'emailAddress2'`)} = ${v} or ${lower(sql`${body} ->> 'email'`)} = ${v} or ${lower(sql`${personnel} ->> 'email'`)} = ${v})`,
      }
    case 'phone':
      return {
        merchant: sql`(m.phone_number1 = ${v} or m.phone_number2 = ${v} or m.personnel ->> 'phoneNumber' = ${v})`,
        agent: sql`a.phone_number = ${v}`,
        user: sql`u.phone_number = ${v}`,
        request: sql`(${body} ->> 'phoneNumber1' = ${v} or ${body} ->> 'phoneNumber2' = ${v} or ${body} ->> 'phoneNumber' = ${v} or ${personnel} ->> 'phoneNumber' = ${v})`,
      }
    case 'bvn':
      return { merchant: sql`m.personnel ->> 'bvn' = ${v}`, agent: sql`a.bvn = ${v}`, user: null, request: sql`(${body} ->> 'bvn' = ${v} or ${personnel} ->> 'bvn' = ${v})` }
    case 'nin':
      return { merchant: null, agent: sql`a.nin = ${v}`, user: null, request: sql`(${body} ->> 'nin' = ${v} or ${personnel} ->> 'nin' = ${v})` }
    case 'settlementAccount':
      return { merchant: sql`m.settlement ->> 'accountNumber' = ${v}`, agent: null, user: null, request: sql`${body} -> 'settlement' ->> 'accountNumber' = ${v}` }
  }
}

/**
 * Every holder of the value (first merchants, then agents, staff users and pending requests), at
 * most one of each kind. A merchant's personnel user is the merchant, not "a staff user".
 */
export async function holdersOf(db: Executor, kind: IdentityKind, value: string, except: HolderExceptions = {}): Promise<Holder[]> {
  const c = conditions(kind, value)
  const parts: SQL[] = []
  if (c.merchant)
    parts.push(
      sql`(select 'Merchant' as kind, m.business_name as name, m.id as id, 1 as rank from merchants m where ${c.merchant} and m.status <> 'Deleted'${except.merchantId ? sql` and m.id <> ${except.merchantId}` : sql``} order by m.id limit 1)`,
    )
  if (c.agent)
    parts.push(
      sql`(select 'Agent' as kind, a.code || ' ' || a.first_name || ' ' || a.last_name as name, a.id as id, 2 as rank from agents a where ${c.agent} and a.status <> 'Deleted'${except.agentId ? sql` and a.id <> ${except.agentId}` : sql``} order by a.id limit 1)`,
    )
  if (c.user)
    parts.push(sql`(select 'StaffUser' as kind, null as name, u.id as id, 3 as rank from users u where ${c.user} and u.status <> 'Deleted' and u.client_type = 'Admin' order by u.id limit 1)`)
  if (c.request && !except.withoutRequests)
    parts.push(
      sql`(select 'PendingRequest' as kind, coalesce(r.entity_name, r.entity_type) as name, r.id as id, 4 as rank from approval_requests r where r.status in (${sql.join(
        claimingStatuses.map((s) => sql`${s}`),
        sql`, `,
      )}) and ${c.request}${except.merchantId ? sql` and not (r.entity_type = 'Merchant' and r.entity_id = ${except.merchantId})` : sql``}${except.agentId ? sql` and not (r.entity_type = 'Agent' and r.entity_id = ${except.agentId})` : sql``}${except.requestId ? sql` and r.id <> ${except.requestId}` : sql``} order by r.id limit 1)`,
    )
  if (!parts.length) return []
  const result = (await db.execute(sql`select kind, name, id from (${sql.join(parts, sql` union all `)}) h order by rank`)) as unknown as { rows: Holder[] }
  return result.rows.map((row) => ({ kind: row.kind, name: row.name, id: Number(row.id) }))
}

/** The holder in words, for a message in English (the PWA words it from `holder`): "merchant Alhaji Musa Stores", "a staff user", "pending request #12". */
export function holderWords(holder: Holder): string {
  switch (holder.kind) {
    case 'Merchant':
      return `merchant ${holder.name}`
    case 'Agent':
      return `agent ${holder.name}`
    case 'StaffUser':
      return 'a staff user'
    case 'PendingRequest':
      return `pending request #${holder.id} (${holder.name})`
  }
}
