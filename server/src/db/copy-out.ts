// COPY … TO STDOUT on PostgreSQL: the database writes a file's rows itself and they stream to the
// client at the client's pace (pg-copy-streams reads the socket only when its reader asks, so
// PostgreSQL waits on a full socket rather than the server buffering the rows).
import type { Readable } from 'node:stream'

import type { SQL } from 'drizzle-orm'
import pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'

import type { Executor } from './client.ts'
import { inlineSql } from './inline-sql.ts'

/** Whether the handle reads PostgreSQL over the network (node-postgres), not PGlite in this thread. */
export const isPostgres = (db: Executor | undefined) => (db as { $client?: unknown } | undefined)?.$client instanceof pg.Pool

/**
 * The query's rows written by PostgreSQL in COPY's csv or text format (no header), or null on PGlite.
 * The connection is released when the stream ends, fails or is destroyed.
 */
export async function copyOut(db: Executor, query: SQL, format: 'csv' | 'text'): Promise<Readable | null> {
  if (!isPostgres(db)) return null
  const pool = (db as unknown as { $client: pg.Pool }).$client
  const statement = `COPY (${inlineSql(query)}) TO STDOUT WITH (FORMAT ${format})`
  const client = await pool.connect()
  let released = false
  // A COPY stopped half way leaves the connection mid-protocol: it is closed, not returned to the pool.
  const release = (error?: Error) => {
    if (released) return
    released = true
    client.release(error)
  }
  const stream = client.query(copyTo(statement))
  stream.once('end', () => release())
  stream.once('error', (error) => release(error))
  stream.once('close', () => release(stream.readableEnded ? undefined : new Error('COPY stopped before its end')))
  return stream
}
