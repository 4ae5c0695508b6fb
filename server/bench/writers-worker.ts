// 8 writers of the core banking system in a process of their own, as the core platform is: what
// the change log's triggers cost an insert, without the back office's server sharing the CPU of
// the process. Prints one JSON line: the insert times in milliseconds and the seconds elapsed.
import pg from 'pg'

import { Random } from '../src/seed/seed-random.ts'
import { startCoreBanking } from '../src/simulate/core-banking.ts'

const [url, seconds, count] = [process.env.WRITERS_DATABASE_URL!, Number(process.env.WRITERS_SECONDS ?? 3), Number(process.env.WRITERS ?? 8)]
const clients = await Promise.all(
  Array.from({ length: count }, async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    return client
  }),
)
let errors = 0
const writers = clients.map((client, i) =>
  startCoreBanking({
    sql: (text, params) => client.query(text, params),
    rate: Number.POSITIVE_INFINITY,
    durationMs: seconds * 1000,
    writer: i,
    recordInsertTimes: true,
    // Settlements fall due after the run: every write measured is an insert.
    settleAfterMs: [3_600_000, 3_600_000],
    random: new Random(0x8 + i),
    onError: () => void errors++,
  }),
)
const tallies = await Promise.all(writers.map((w) => w.done))
await Promise.all(clients.map((c) => c.end()))
const elapsed = Math.max(...tallies.map((t) => (t.stoppedAt ?? Date.now()) - t.startedAt)) / 1000
console.info(JSON.stringify({ times: tallies.flatMap((t) => t.insertMs), elapsed, errors: errors + tallies.reduce((n, t) => n + t.errors, 0) }))
