import { asc, eq, ne, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { merchants, superAgents } from '../../db/schema.ts'
import { iso } from '../../platform/http.ts'
import type { DataOf } from '../../platform/types.ts'

type SuperAgentView = DataOf<'listSuperAgents'>[number]

/** Every super agent not deleted, by name, with its merchants that are not deleted. */
export async function listSuperAgents(db: Executor): Promise<SuperAgentView[]> {
  const merchantCounts = db
    .select({ superAgentId: merchants.superAgentId, n: sql<number>`count(*)::int`.as('n') })
    .from(merchants)
    .where(ne(merchants.status, 'Deleted'))
    .groupBy(merchants.superAgentId)
    .as('merchant_counts')
  const rows = await db
    .select({ s: superAgents, merchantCount: merchantCounts.n })
    .from(superAgents)
    .leftJoin(merchantCounts, eq(merchantCounts.superAgentId, superAgents.id))
    .where(ne(superAgents.status, 'Deleted'))
    .orderBy(asc(superAgents.name), asc(superAgents.id))
  return rows.map(({ s, merchantCount }) => ({
    id: s.id,
    code: s.code,
    name: s.name,
    cbnLicenceNumber: s.cbnLicenceNumber,
    email: s.email,
    phoneNumber: s.phoneNumber,
    status: s.status as SuperAgentView['status'],
    merchantCount: Number(merchantCount ?? 0),
    createdAt: iso(s.createdAt),
  }))
}
