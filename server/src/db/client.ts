// One database handle for PGlite (default, in DATA_DIR or in memory) or PostgreSQL (DATABASE_URL).
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'

import * as schema from './schema.ts'

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle')

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Either the database or a transaction: what repositories take. */
export type Executor = Database | Transaction

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Bulk load with COPY FROM STDIN (CSV text). */
  copyCsv(table: string, columns: string[], csv: string): Promise<void>
  /**
   * Calls back on each NOTIFY on the channel. PGlite, whose only writer is this process, runs
   * listeners before the writing query returns; PostgreSQL delivers a notice shortly after its
   * commit, on one connection of this handle that LISTENs to every channel asked, and calls every
   * listener once after that connection is made again (notices sent meanwhile are lost), then with
   * an empty payload.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<void>
  /** Whether a notice arrives with the write that sent it (PGlite), or after its commit (PostgreSQL). */
  noticesWithWrite: boolean
  close(): Promise<void>
}

/**
 * PGlite's buffers live in the server's own memory (its WebAssembly heap, which never shrinks), so
 * they are kept smaller than PostgreSQL's defaults (128 MB of shared buffers, 64 MB to build an
 * index): the pages it does not hold stay in the operating system's file cache, and the lists and
 * totals are answered from the server's own caches.
 */
const PGLITE_MEMORY_SETTINGS = ['-c', 'shared_buffers=32MB', '-c', 'maintenance_work_mem=16MB']

export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir?: string | undefined }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 })
    // An idle connection the server closed (a restart, a terminated backend) must not crash the
    // process: the pool drops it and the next query opens a new one.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`))
    const db = drizzlePg(pool, { schema }) as unknown as Database
    const notices = new NoticeConnection(options.databaseUrl)
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder })
    return {
      db,
      kind: 'postgres',
      async copyCsv(table, columns, csv) {
        const { from } = await import('pg-copy-streams')
        const client = await pool.connect()
        try {
          await new Promise<void>((resolvePromise, reject) => {
            const stream = client.query(from(`COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FORMAT csv)`))
            stream.on('error', reject)
            stream.on('finish', () => resolvePromise())
            stream.end(csv)
          })
        } finally {
          client.release()
        }
      },
      listen: (channel, onNotify) => notices.listen(channel, onNotify),
      noticesWithWrite: false,
      close: async () => {
        await notices.close()
        await pool.end()
      },
    }
  }
  const dir = options.dataDir
  if (dir) mkdirSync(dirname(dir), { recursive: true })
  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS] })
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return {
    db,
    kind: 'pglite',
    async copyCsv(table, columns, csv) {
      await client.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([csv]) })
    },
    async listen(channel, onNotify) {
      await client.listen(channel, onNotify)
    },
    noticesWithWrite: true,
    close: () => client.close(),
  }
}

/** One connection LISTENing to every channel a PostgreSQL handle was asked for, made again when it drops. */
class NoticeConnection {
  private readonly listeners = new Map<string, ((payload: string) => void)[]>()
  private client: pg.Client | null = null
  private connecting: Promise<pg.Client> | null = null
  private closed = false
  private retry: NodeJS.Timeout | null = null
  private listening: Promise<void> = Promise.resolve()

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, onNotify: (payload: string) => void): Promise<void> {
    const known = this.listeners.get(channel)
    if (known) {
      known.push(onNotify)
      return
    }
    this.listeners.set(channel, [onNotify])
    const client = await this.connect()
    // One query at a time on a client: LISTENs asked together wait for each other.
    const listening = this.listening.then(() => client.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
    this.listening = listening.then(
      () => undefined,
      () => undefined,
    )
    await listening
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.retry) clearTimeout(this.retry)
    await this.client?.end().catch(() => undefined)
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client)
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString })
      client.on('notification', (notice) => {
        for (const listener of this.listeners.get(notice.channel) ?? []) listener(notice.payload ?? '')
      })
      client.on('error', (error) => console.warn(`PostgreSQL notices: ${error.message}`))
      client.on('end', () => {
        if (this.client === client) this.client = null
        if (!this.closed) this.reconnectSoon()
      })
      await client.connect()
      for (const channel of this.listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      this.client = client
      return client
    })().finally(() => {
      this.connecting = null
    })
    return this.connecting
  }

  /** After a drop, notices sent meanwhile are lost: every listener is called once the connection is back. */
  private reconnectSoon(delayMs = 500): void {
    if (this.retry || this.closed) return
    this.retry = setTimeout(() => {
      this.retry = null
      this.connect().then(
        () => {
          for (const listeners of this.listeners.values()) for (const listener of listeners) listener('')
        },
        () => this.reconnectSoon(Math.min(delayMs * 2, 10_000)),
      )
    }, delayMs)
    this.retry.unref()
  }
}
