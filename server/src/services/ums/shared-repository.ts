// Query helpers shared by the users, roles and security-question repositories.
import { sql } from 'drizzle-orm'

import { containing } from '../../db/like.ts'
import { permissionCatalogue } from '../../platform/contracts.ts'
import { permissionKey } from '../../platform/types.ts'

/** `column` contains `part`, any case; LIKE wildcards in `part` match themselves. */
export const containsAnyCase = (column: Parameters<typeof sql>[1], part: string) => sql`lower(${column}) like ${containing(part)}`

let catalogueRank: Map<string, number> | undefined

/** Position of a permission in common.yaml's catalogue: group order, then action order. */
function rankOf(groupName: string, shortName: string): number {
  if (!catalogueRank) {
    catalogueRank = new Map()
    let rank = 0
    for (const [group, actions] of Object.entries(permissionCatalogue())) for (const action of actions) catalogueRank.set(permissionKey(group, action), rank++)
  }
  return catalogueRank.get(permissionKey(groupName, shortName)) ?? Number.MAX_SAFE_INTEGER
}

type Ranked = { permissionId: number; groupName: string; shortName: string }

/** Sorts permissions by group, then action, as the catalogue lists them (then by id). */
export function byCatalogueOrder(a: Ranked, b: Ranked): number {
  return rankOf(a.groupName, a.shortName) - rankOf(b.groupName, b.shortName) || a.permissionId - b.permissionId
}
