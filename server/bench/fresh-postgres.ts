// A database of its own for a benchmark's run, on the PostgreSQL of DATABASE_URL, dropped at the end.
import pg from 'pg'

/** A new database beside DATABASE_URL's (that one as it is when it cannot be created). */
export async function freshPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } catch (error) {
    await admin.end()
    console.warn(`Could not create a database for the run (${(error as Error).message}); using DATABASE_URL as it is.`)
    return { url, drop: async () => {} }
  }
  await admin.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
