// npm run simulate: the core banking system writing transactions into PostgreSQL from its own process.
import { parseArgs } from 'node:util'

import pg from 'pg'

import { startCoreBanking } from './core-banking.ts'

const HELP = `npm run simulate -- [options]

Writes realistic transactions into the back office's database as the core banking system would:
one INSERT per commit, pending ones settled (Successful or Failed) a few minutes later, a few
successful ones reversed (about one write in five is an update), through a connection of its own.

Needs DATABASE_URL naming the PostgreSQL database the server uses: PGlite cannot be shared between
processes. On PGlite, npm start runs the same simulator inside the server (SIMULATE_RATE).

Options:
  --rate <n>            new transactions a second, decimals allowed (default 5, at most 5000)
  --duration <s>        seconds to run (default 60); Ctrl-C stops it earlier
  --lagos-hours         follow the Lagos day: --rate is then the rate of an average weekday hour
  --settle-after <a-b>  seconds after which a pending transaction is settled (default 60-300)
  --writer <digit>      0-9, in every reference: give two simulators on one database different ones
                        (default: a random one; a clash is retried with the next reference)
  --help                this text`

function refuse(message: string): never {
  console.error(`${message}\nRun npm run simulate -- --help for the options.`)
  process.exit(2)
}

function numberOption(name: string, raw: string | undefined, fallback: number, min: number, max: number, integer = false): number {
  if (raw === undefined) return fallback
  const value = Number(raw)
  const shaped = integer ? /^[0-9]+$/.test(raw) : /^[0-9]+(\.[0-9]+)?$/.test(raw)
  if (!shaped || value < min || value > max) refuse(`--${name} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max} (got "${raw}")`)
  return value
}

function main(): void {
  let values: Record<string, string | boolean | undefined>
  try {
    ;({ values } = parseArgs({
      options: {
        rate: { type: 'string' },
        duration: { type: 'string' },
        'lagos-hours': { type: 'boolean' },
        'settle-after': { type: 'string' },
        writer: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    refuse((error as Error).message)
  }
  if (values.help) {
    console.info(HELP)
    return
  }
  const rate = numberOption('rate', values.rate as string | undefined, 5, 0.001, 5000)
  const duration = numberOption('duration', values.duration as string | undefined, 60, 1, 7 * 24 * 3600)
  const writer = numberOption('writer', values.writer as string | undefined, Math.floor(Math.random() * 10), 0, 9, true)
  const settleRaw = (values['settle-after'] as string | undefined) ?? '60-300'
  const settle = /^([0-9]+)-([0-9]+)$/.exec(settleRaw)
  if (!settle || Number(settle[1]) > Number(settle[2])) refuse(`--settle-after must be two whole numbers of seconds, the smaller first, like 60-300 (got "${settleRaw}")`)
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    refuse(
      'DATABASE_URL is not set. The simulator writes into PostgreSQL from its own process; PGlite cannot be shared between processes.\n' +
        'On PGlite, npm start runs the simulator inside the server instead (SIMULATE_RATE, transactions a second; 0 turns it off).',
    )
  }
  void run(databaseUrl, { rate, duration, writer, lagosHours: Boolean(values['lagos-hours']), settleAfterMs: [Number(settle[1]) * 1000, Number(settle[2]) * 1000] })
}

async function run(databaseUrl: string, options: { rate: number; duration: number; writer: number; lagosHours: boolean; settleAfterMs: [number, number] }): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
  } catch (error) {
    console.error(`Cannot reach the database in DATABASE_URL: ${(error as Error).message}`)
    process.exit(1)
  }
  let errors = 0
  const core = startCoreBanking({
    sql: (text, params) => client.query(text, params),
    rate: options.rate,
    lagosHours: options.lagosHours,
    durationMs: options.duration * 1000,
    settleAfterMs: options.settleAfterMs,
    writer: options.writer,
    onError: (error) => {
      if (errors++ < 5) console.warn(`A write failed: ${error.message}`)
    },
  })
  console.info(
    `Simulating the core banking system: ${options.rate} transactions a second${options.lagosHours ? ' in an average hour (Lagos day)' : ''} for ${options.duration} s (writer ${options.writer}); Ctrl-C stops it.`,
  )
  const interrupt = () => void core.stop()
  process.on('SIGINT', interrupt)
  process.on('SIGTERM', interrupt)
  const tally = await core.done
  await client.end()
  const seconds = ((tally.stoppedAt ?? Date.now()) - tally.startedAt) / 1000
  const updates = tally.completed + tally.failed + tally.reversals
  const writes = tally.inserts + updates
  console.info(
    [
      `Wrote ${tally.inserts} transactions (${tally.pending} pending at first) and ${updates} updates (${tally.completed} completed, ${tally.failed} failed, ${tally.reversals} reversed) in ${seconds.toFixed(1)} s.`,
      `Achieved ${(tally.inserts / seconds).toFixed(2)} transactions a second, ${(writes / seconds).toFixed(2)} writes a second (${writes ? Math.round((updates / writes) * 100) : 0}% updates); ${tally.errors} failed writes.`,
      core.writer.owed ? `${core.writer.owed} updates were still owed when it stopped: those transactions stay as they are (a pending one stays Pending).` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  )
  process.exitCode = tally.errors ? 1 : 0
}

main()
