// The demo's core banking traffic inside the sandbox server: the simulator on a connection of its own.
import pg from 'pg'

import type { DatabaseHandle } from '../db/client.ts'
import type { Env } from '../env.ts'
import { startCoreBanking } from './core-banking.ts'
import type { CoreSql } from './trading-network.ts'

export interface DemoTraffic {
  stop(): Promise<void>
}

/** Starts the simulator when the configuration asks for it (demo mode, SIMULATE_RATE above 0); undefined otherwise. */
export function startDemoTraffic(handle: DatabaseHandle, env: Env, log: (line: string) => void = console.info): DemoTraffic | undefined {
  if (!env.demoMode || !(env.simulateRate > 0)) return undefined
  let sql: CoreSql
  let close = async () => {}
  if (handle.kind === 'postgres' && env.databaseUrl) {
    // The core system is another client of the database, not one of the server's pooled connections.
    const pool = new pg.Pool({ connectionString: env.databaseUrl, max: 1 })
    pool.on('error', (error) => log(`Core banking simulator: PostgreSQL closed its connection (${error.message})`))
    sql = (text, params) => pool.query(text, params)
    close = () => pool.end()
  } else {
    // PGlite has one connection: the simulator sends plain SQL text through it, as an outsider would.
    const client = handle.db.$client
    sql = (text, params) => client.query(text, params)
  }
  let errors = 0
  const core = startCoreBanking({
    sql,
    rate: env.simulateRate,
    lagosHours: env.simulateLagosHours,
    onError: (error) => {
      if (errors++ % 100 === 0) log(`Core banking simulator: a write failed (${errors} so far): ${error.message}`)
    },
  })
  log(`Core banking simulator: ${env.simulateRate} transactions a second${env.simulateLagosHours ? ' in an average hour, following the Lagos day' : ''} (SIMULATE_RATE=0 turns it off)`)
  return {
    async stop() {
      await core.stop()
      await close()
    },
  }
}
