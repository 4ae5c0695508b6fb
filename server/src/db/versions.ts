// The version of the records the back office lists: a one-row table bumped by statement triggers,
// which also announce each change on a channel (migration 0009). A list answer kept in memory is as
// current as the version it was made at. Where the database delivers its notices with the write
// (PGlite, inside this process), the version is read again only after a notice; elsewhere
// (PostgreSQL, several servers) it is read on each use, one small query, so a write through any
// server is seen at the next request. (The totals follow the transactions' change log instead:
// totals/change-feed.ts.)
import { sql } from 'drizzle-orm'

import type { DatabaseHandle, Executor } from './client.ts'

export type VersionTable = 'data_version'

const channels: Record<VersionTable, string> = {
  data_version: 'data_changed',
}

export class VersionWatch {
  private watched = false
  private changed = true
  private last: string | null = null
  private reading: Promise<string> | null = null

  constructor(private readonly table: VersionTable) {}

  /** Subscribes to the table's notices where the database delivers them with the write. */
  async watch(handle: DatabaseHandle): Promise<void> {
    if (!handle.noticesWithWrite) return
    await handle.listen(channels[this.table], () => {
      this.changed = true
    })
    this.watched = true
  }

  /**
   * The version now: from the notices when watched, else read. Requests asking while a read is on
   * its way share it (under load, one query answers many), so an answer is at most one read old.
   */
  async current(db: Executor): Promise<string> {
    if (this.watched && !this.changed && this.last !== null) return this.last
    if (this.reading) return this.reading
    // Cleared before reading: a change landing meanwhile sets it again, and the next use rereads.
    this.changed = false
    this.reading = this.read(db).finally(() => {
      this.reading = null
    })
    return this.reading
  }

  private async read(db: Executor): Promise<string> {
    const result = (await db.execute(sql`select version from ${sql.identifier(this.table)} where id = 1`)) as unknown as { rows: { version: string | number }[] }
    this.last = String(result.rows[0]?.version ?? 0)
    return this.last
  }
}

const byOwner = new WeakMap<object, Map<VersionTable, VersionWatch>>()

/** One watch per app (its environment object) and table: the tests and the bench run several apps in a process. */
export function versionWatch(owner: object, table: VersionTable): VersionWatch {
  let watches = byOwner.get(owner)
  if (!watches) byOwner.set(owner, (watches = new Map()))
  let watch = watches.get(table)
  if (!watch) watches.set(table, (watch = new VersionWatch(table)))
  return watch
}

/** Subscribes every version of the app to its notices (called once by createApp). */
export async function watchVersions(owner: object, handle: DatabaseHandle): Promise<void> {
  await Promise.all((Object.keys(channels) as VersionTable[]).map((table) => versionWatch(owner, table).watch(handle)))
}
