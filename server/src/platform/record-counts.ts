// A record list's total from the counts kept per status (record_counts, 0028) instead of counting
// the table: for a list asked for by its status alone (the screens' first view, an integrator's walk
// of the whole list). A list with any other filter counts its matches through that filter's index.
import { sql, type SQL } from 'drizzle-orm'

import type { Executor } from '../db/client.ts'
import { recordCounts } from '../db/schema.ts'

/** The tables whose statuses record_counted counts. */
export type CountedList = 'merchants' | 'agents' | 'users' | 'cases' | 'approval_requests'

/** Which statuses a list asks for: these only, all but these, or all. */
export type StatusChoice = { only: readonly string[] } | { except: readonly string[] } | 'all'

/** The total of `list` for `statuses`, as a statement for a page's total (`select …`). */
export function countedTotal(list: CountedList, statuses: StatusChoice): SQL {
  const chosen =
    statuses === 'all'
      ? sql`true`
      : 'only' in statuses
        ? statuses.only.length
          ? sql`${recordCounts.status} in (${sql.join(
              statuses.only.map((s) => sql`${s}`),
              sql`, `,
            )})`
          : sql`false`
        : sql`${recordCounts.status} not in (${sql.join(
            statuses.except.map((s) => sql`${s}`),
            sql`, `,
          )})`
  return sql`select coalesce(sum(${recordCounts.records}), 0)::bigint from ${recordCounts} where ${recordCounts.list} = ${list} and ${chosen}`
}

/** The status choice of a list whose default hides Deleted records. */
export const statusOrNotDeleted = (status: string | undefined): StatusChoice => (status ? { only: [status] } : { except: ['Deleted'] })

/** A total's statement (counted or counting) read on its own. */
export async function readTotal(db: Executor, total: SQL): Promise<number> {
  const result = (await db.execute(sql`select (${total})::bigint as n`)) as unknown as { rows: { n: string | number }[] }
  return Number(result.rows[0]?.n ?? 0)
}
