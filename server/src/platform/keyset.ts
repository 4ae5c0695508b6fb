// Lists paged by key: a cursor names the row next to the page, so a page read while rows arrive
// neither repeats a row nor skips one that was there, and costs the same at any depth.
import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'

import type { Executor } from '../db/client.ts'
import { invalidField, paged, paging, type Paging } from './http.ts'

/**
 * A list's `Cursor`: `after:<id>` or `before:<id>` names a row of the list, and for a list read by
 * its last change (`ChangedSince`) `after:<ms>.<id>` also carries that row's change time in epoch
 * milliseconds, because the row's time may move after the page was read.
 */
export interface ListCursor {
  from: 'after' | 'before'
  id: number
  /** The row's key time in epoch milliseconds (ChangedSince lists). */
  at?: number
}

export interface ListPaging extends Paging {
  cursor?: ListCursor | undefined
  /** ChangedSince: only rows changed at or after it, oldest change first. */
  changedSince?: string | undefined
}

export interface ListQuery {
  PageNumber?: number
  PageSize?: number
  Cursor?: string
  ChangedSince?: string
}

const cursorPattern = /^(after|before):(?:(\d{1,15})\.)?([1-9]\d{0,11})$/

export function parseListCursor(text: string): ListCursor {
  const match = cursorPattern.exec(text)
  if (!match) throw invalidField('Cursor', 'PATTERN', `Cursor ${text} is not a cursor: send the nextCursor or previousCursor of a page`)
  const [, from, at, id] = match
  return { from: from as ListCursor['from'], id: Number(id), ...(at !== undefined ? { at: Number(at) } : {}) }
}

export function listPaging(query: ListQuery | undefined): ListPaging {
  return { ...paging(query), cursor: query?.Cursor ? parseListCursor(query.Cursor) : undefined, changedSince: query?.ChangedSince }
}

/**
 * The order a list is paged in: a time (created or changed) and the id. A created time never moves,
 * so its cursor names the row and the time is read back from it; a change time moves, so its
 * cursor carries the time (kept in milliseconds by the tables' touch trigger, 0026).
 */
export interface ListKey {
  table: PgTable
  /** Without a time, the list is read by id alone (a serial id, in the order rows were added). */
  at?: AnyPgColumn | undefined
  id: AnyPgColumn
  /** The time moves with the row (updated_at): the cursor carries it. */
  moving?: boolean
}

/** Refuses a cursor that names no row of the list's table (a cursor naming a row keeps its place even when the row leaves the filter). */
export async function checkCursor(db: Executor, key: ListKey, p: ListPaging): Promise<void> {
  if (!p.cursor || (key.moving && p.cursor.at !== undefined)) return
  const found = (await db.execute(sql`select 1 from ${key.table} where ${key.id} = ${p.cursor.id}`)) as unknown as { rows: unknown[] }
  if (!found.rows.length) throw invalidField('Cursor', 'UNKNOWN_REFERENCE', `Cursor ${p.cursor.from}:${p.cursor.id} names no row of this list: start again from the first page`)
}

/** What a list's statement adds for a page: its condition, order, limit and offset. */
export interface ListWindow {
  /** The rows past the cursor (undefined without one). */
  where: SQL | undefined
  /** `<at> <dir>, <id> <dir>` in reading order. */
  order: SQL
  /** The reading order's direction, for an outer statement's order (`q.created_at ${direction}`). */
  direction: SQL
  /** The page's size and one more row, which says whether another page follows. */
  limit: number
  offset: number
}

/** The window of a page of `key`'s list (ascending or not) for `p`. */
export function listWindow(key: ListKey, ascending: boolean, p: ListPaging): ListWindow {
  const backwards = p.cursor?.from === 'before'
  const forward = ascending !== backwards
  const direction = sql.raw(forward ? 'asc' : 'desc')
  const order = key.at ? sql`${key.at} ${direction}, ${key.id} ${direction}` : sql`${key.id} ${direction}`
  if (!p.cursor) return { where: undefined, order, direction, limit: p.pageSize + 1, offset: (p.pageNumber - 1) * p.pageSize }
  const { id, at } = p.cursor
  if (!key.at) return { where: forward ? sql`${key.id} > ${id}` : sql`${key.id} < ${id}`, order, direction, limit: p.pageSize + 1, offset: 0 }
  const anchorAt = key.moving && at !== undefined ? sql`${new Date(at).toISOString()}::timestamptz` : sql`(select ${key.at} from ${key.table} where ${key.id} = ${id})`
  // The row as two values (not a row subquery), so the comparison is an index condition.
  const where = forward ? sql`(${key.at}, ${key.id}) > (${anchorAt}, ${id}::integer)` : sql`(${key.at}, ${key.id}) < (${anchorAt}, ${id}::integer)`
  return { where, order, direction, limit: p.pageSize + 1, offset: 0 }
}

/**
 * A list operation's answer from the rows a window read (in reading order, up to one more than a
 * page): the page in the list's order, with `nextCursor` and `previousCursor`. `movingAt` gives a
 * row's change time for a ChangedSince list, whose cursors carry it.
 */
export function listPage<T extends { id: number }>(p: ListPaging, read: { rows: T[]; total: number }, movingAt?: (row: T) => string) {
  const backwards = p.cursor?.from === 'before'
  const more = read.rows.length > p.pageSize
  const rows = read.rows.slice(0, p.pageSize)
  if (backwards) rows.reverse()
  const cursor = (from: ListCursor['from'], row: T | undefined) => (row ? `${from}:${movingAt ? `${Date.parse(movingAt(row))}.` : ''}${row.id}` : null)
  const first = rows[0]
  const last = rows[rows.length - 1]
  const nextCursor = backwards || more ? cursor('after', last) : null
  const previousCursor = backwards ? (more ? cursor('before', first) : null) : p.cursor || p.pageNumber > 1 ? cursor('before', first) : null
  return paged(rows, p, read.total, { nextCursor, previousCursor })
}

/** A list's columns for its two orders: by creation (the screens') and by last change (ChangedSince). */
export interface ListColumns {
  table: PgTable
  id: AnyPgColumn
  /** Without it, the list is read by its serial id (the order rows were added). */
  createdAt?: AnyPgColumn
  /** The last change; a list without one (the audit trail, whose records never change) is read by creation. */
  updatedAt?: AnyPgColumn
}

/** How a page of a list is read: its window, the ChangedSince condition and a name for the statement's shape. */
export interface ListRead {
  key: ListKey
  window: ListWindow
  /** `updatedAt >= ChangedSince` (createdAt for a list without changes); undefined without ChangedSince. */
  since: SQL | undefined
  /** The statement's shape (order, direction, cursor) for a prepared statement's name. */
  shape: string
}

/** The page `p` asks of a list: by last change, oldest first, under ChangedSince; else by creation in the asked order. */
export function listRead(columns: ListColumns, ascending: boolean, p: ListPaging): ListRead {
  const changed = p.changedSince !== undefined
  const at = changed ? (columns.updatedAt ?? columns.createdAt) : columns.createdAt
  const key: ListKey = { table: columns.table, at, id: columns.id, moving: changed && columns.updatedAt !== undefined }
  const inOrder = changed ? true : ascending
  const since = changed ? sql`${at} >= ${p.changedSince}::timestamptz` : undefined
  return {
    key,
    window: listWindow(key, inOrder, p),
    since,
    shape: `${changed ? 'changed' : 'created'}_${inOrder ? 'asc' : 'desc'}_${p.cursor ? `${p.cursor.from}${key.moving && p.cursor.at !== undefined ? '_at' : ''}` : 'page'}`,
  }
}
