// Statements written out whole, their parameters as literals: for what takes no parameters (COPY,
// PREPARE's EXECUTE arguments).
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'

/**
 * A SQL literal of a parameter: numbers as they are, a Date as its ISO instant, text quoted (with
 * E'' when it holds a backslash, so it reads the same whatever standard_conforming_strings says).
 */
export function literal(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
  if (value instanceof Date) return literal(value.toISOString())
  if (typeof value === 'string') {
    const quoted = `'${value.replaceAll("'", "''")}'`
    return value.includes('\\') ? `E${quoted.replaceAll('\\', '\\\\')}` : quoted
  }
  throw new Error(`No literal for a ${typeof value} parameter`)
}

/** The statement as one text with its parameters written as literals: COPY takes no parameters. */
export function inlineSql(query: SQL): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(query)
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))
}
