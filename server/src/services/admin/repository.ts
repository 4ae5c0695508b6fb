import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { approvalRequests, countries, roles, states } from '../../db/schema.ts'
import { noSuch } from '../../platform/http.ts'

export async function listCountries(db: Executor) {
  return db
    .select({ id: countries.id, name: countries.name, isoCode: countries.isoCode, dialCode: countries.dialCode, currencyCode: countries.currencyCode })
    .from(countries)
    .orderBy(asc(countries.name))
}

export async function listStates(db: Executor, countryId: number) {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId))
  if (!country) throw noSuch('Country', countryId)
  return db.select({ id: states.id, countryId: states.countryId, name: states.name, code: states.code }).from(states).where(eq(states.countryId, countryId)).orderBy(asc(states.name))
}

export async function pendingRequestFor(db: Executor, operationId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.operationId, operationId), eq(approvalRequests.status, 'Pending')))
    .limit(1)
  return row?.id ?? null
}

/** The ids among `ids` that name no role (deleted roles included: they cannot be chosen). */
export async function missingRoleIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const found = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, [...ids]), ne(roles.status, 'Deleted')))
  const known = new Set(found.map((r) => r.id))
  return ids.filter((id) => !known.has(id))
}

export async function ping(db: Executor): Promise<void> {
  await db.execute(sql`select 1`)
}
