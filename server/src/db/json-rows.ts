// Hot lists read their page as one json value. PGlite decodes every field of every row in
// JavaScript (about 2 µs a field: more than the query itself on a page of 50 rows), while one json
// field is parsed natively; node-postgres gains too. Totals ride in the same statement.
import { sql, type SQL } from 'drizzle-orm'

import type { Executor } from './client.ts'

/** The rows of `query` as a json array (never null), in the order `orderBy` gives over its columns as `q.<column>`. */
export function jsonArray(query: SQL, orderBy: SQL): SQL {
  return sql`coalesce((select json_agg(q order by ${orderBy}) from (${query}) q), '[]'::json)`
}

/**
 * The rows of `from` as json arrays, one value per column in the order given, sorted by `orderBy`
 * (over the tables of `from`): no key repeated on every row, so a batch of thousands builds and
 * parses about a fifth faster than as objects. `objectsOf` turns them back into objects.
 */
export function jsonTuples(columns: readonly (readonly [string, SQL])[], from: SQL, orderBy: SQL): SQL {
  const values = sql.join(
    columns.map(([, value]) => value),
    sql`, `,
  )
  return sql`coalesce((select json_agg(json_build_array(${values}) order by ${orderBy}) ${from}), '[]'::json)`
}

/**
 * The same tuples one row each (a json text per row): for export batches. A batch of a thousand
 * read as one json value is a string of half a megabyte, which the JavaScript engine keeps in its
 * large-object space until a full collection, so an export of a million rows left hundreds of
 * megabytes waiting to be collected; a row's text is small and goes with the next minor collection.
 */
export async function readTupleRows(db: Executor, columns: readonly (readonly [string, SQL])[], from: SQL, orderBy: SQL): Promise<unknown[][]> {
  const values = sql.join(
    columns.map(([, value]) => value),
    sql`, `,
  )
  const result = (await db.execute(sql`select json_build_array(${values})::text as tuple ${from} order by ${orderBy}`)) as unknown as { rows: { tuple: string }[] }
  return result.rows.map((row) => JSON.parse(row.tuple) as unknown[])
}

/** Tuples read through `jsonTuples` as objects keyed by the columns' names. */
export function objectsOf<Row>(columns: readonly (readonly [string, SQL])[], tuples: unknown[][]): Row[] {
  return tuples.map((tuple) => {
    const row: Record<string, unknown> = {}
    columns.forEach(([name], index) => {
      row[name] = tuple[index]
    })
    return row as Row
  })
}

/** Evaluates a json expression and returns its value. */
export async function readJson<T>(db: Executor, expression: SQL): Promise<T> {
  const result = (await db.execute(sql`select ${expression} as value`)) as unknown as { rows: { value: unknown }[] }
  const value = result.rows[0]?.value
  return (typeof value === 'string' ? JSON.parse(value) : value) as T
}

/** A page and the size of the whole filtered set, in one statement. */
export function pageWithTotal<Row>(db: Executor, page: { rows: SQL; orderBy: SQL; total: SQL }): Promise<{ total: number; rows: Row[] }> {
  return readJson(db, sql`json_build_object('total', (${page.total}), 'rows', ${jsonArray(page.rows, page.orderBy)})`)
}

/** A timestamp as json gives it (microseconds, any offset) as the API's ISO instant. */
export const isoFromJson = (value: string) => new Date(value).toISOString()
export const isoOrNullFromJson = (value: string | null) => (value === null ? null : isoFromJson(value))
