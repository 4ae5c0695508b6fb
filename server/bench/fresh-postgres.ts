// A database of its own for a benchmark's run, on the PostgreSQL of DATABASE_URL, dropped at the end.
// BENCH_KEEP_DATABASE=1 keeps it instead, named after the volume, and the next run with the same
// volume reuses it (the seed leaves a seeded database alone): a 10M seed is paid once.
import pg from 'pg'

/** A new database beside DATABASE_URL's (that one as it is when it cannot be created); `keep` names a kept one, reused when it exists. */
export async function freshPostgres(url: string, keep?: string): Promise<{ url: string; reused: boolean; drop(): Promise<void> }> {
  const name = keep ? `bench_kept_${keep.replace(/\W+/g, '_')}` : `bench_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  const target = new URL(url)
  target.pathname = `/${name}`
  if (keep) {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (rowCount) {
      await admin.end()
      console.info(`Reusing the kept database ${name} (drop it to seed again).`)
      return { url: target.toString(), reused: true, drop: async () => {} }
    }
  }
  try {
    await admin.query(`create database ${name}`)
  } catch (error) {
    await admin.end()
    console.warn(`Could not create a database for the run (${(error as Error).message}); using DATABASE_URL as it is.`)
    return { url, reused: false, drop: async () => {} }
  }
  await admin.end()
  return {
    url: target.toString(),
    reused: false,
    async drop() {
      if (keep) return
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
