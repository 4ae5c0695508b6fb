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
   * Calls back on each NOTIFY on the channel, where it is delivered with the write that sent it:
   * PGlite, whose only writer is this process, runs listeners before the writing query returns.
   * Missing on PostgreSQL, where another server's notice arrives later than its commit: readers
   * there check a version row instead.
   */
  listen?(channel: string, onNotify: () => void): Promise<void>
  /**
   * Calls back with the payload of each NOTIFY on the channel, on both databases: PGlite in
   * process, PostgreSQL through one dedicated LISTEN connection per server (opened again when lost),
   * so a write through any server reaches every server.
   */
  notifications(channel: string, onNotify: (payload: string) => void): Promise<void>
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
    const listener = new PostgresListener(options.databaseUrl)
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
      notifications: (channel, onNotify) => listener.add(channel, onNotify),
      close: async () => {
        await listener.close()
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
    async notifications(channel, onNotify) {
      await client.listen(channel, (payload) => onNotify(payload))
    },
    close: () => client.close(),
  }
}

/** One LISTEN connection of this server's own (a pooled one would be handed to queries), reopened with backoff when lost. */
class PostgresListener {
  private client: pg.Client | null = null
  private connecting: Promise<void> | null = null
  private readonly channels = new Map<string, Set<(payload: string) => void>>()
  private retryMs = 500
  private closed = false

  constructor(private readonly connectionString: string) {}

  async add(channel: string, onNotify: (payload: string) => void): Promise<void> {
    let listeners = this.channels.get(channel)
    if (!listeners) this.channels.set(channel, (listeners = new Set()))
    listeners.add(onNotify)
    await this.connect()
    if (listeners.size === 1) await this.client?.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
  }

  private connect(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve()
    this.connecting ??= this.open().finally(() => {
      this.connecting = null
    })
    return this.connecting
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString })
    client.on('notification', (message) => {
      for (const listener of this.channels.get(message.channel) ?? []) listener(message.payload ?? '')
    })
    const lost = (reason: string) => {
      if (this.client !== client) return
      this.client = null
      if (this.closed) return
      console.warn(`The LISTEN connection to PostgreSQL was lost (${reason}): opening it again`)
      this.reopenLater()
    }
    client.on('error', (error) => lost(error.message))
    client.on('end', () => lost('ended'))
    try {
      await client.connect()
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      this.client = client
      this.retryMs = 500
    } catch (error) {
      await client.end().catch(() => undefined)
      console.warn(`No LISTEN connection to PostgreSQL (${String(error)}): trying again`)
      this.reopenLater()
    }
  }

  private reopenLater(): void {
    const wait = this.retryMs
    this.retryMs = Math.min(this.retryMs * 2, 30_000)
    setTimeout(() => void this.connect(), wait).unref()
  }

  async close(): Promise<void> {
    this.closed = true
    const client = this.client
    this.client = null
    await client?.end().catch(() => undefined)
  }
}
