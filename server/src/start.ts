// npm start: build the PWA when missing or stale, open and seed the database, serve API and PWA.
import { Server as HttpServer } from 'node:http'
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'

import { createApp } from './app.ts'
import { openDatabase } from './db/client.ts'
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts'
import { createDemoApprovals } from './seed/demo-activity.ts'
import { seed } from './seed/seed.ts'
import { startDemoTraffic, type DemoTraffic } from './simulate/demo-traffic.ts'
import { DEMO_PASSWORD, loadEnv } from './env.ts'
import { startKeyPurge } from './platform/idempotency.ts'
import { changeFeed, totalsOf } from './totals/change-feed.ts'

const root = resolve(import.meta.dirname, '..', '..')

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))))
}

function buildIfStale(distDir: string): void {
  const built = newestMtime(join(distDir, 'index.html'))
  const sources = Math.max(...['src', 'public', 'openapi', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package.json'].map((p) => newestMtime(join(root, p))))
  if (built && built >= sources) return
  console.info(built ? 'The back office changed since the last build: building…' : 'Building the back office…')
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error('The build failed; fix the errors above and run npm start again.')
    process.exit(1)
  }
}

async function main(): Promise<void> {
  const env = loadEnv()
  if (!env.databaseUrl) {
    try {
      const release = lockDataDir(env.dataDir)
      process.on('exit', release)
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error
      console.error(error.message)
      process.exit(1)
    }
  }
  if (process.env.SKIP_BUILD !== '1') buildIfStale(env.distDir)
  const started = Date.now()
  const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.databaseUrl ? undefined : join(env.dataDir, 'pglite') })
  const fresh = (await handle.db.execute(sql`select count(*)::int as n from permissions`)) as unknown as { rows: { n: number }[] }
  await seed(handle, { demo: env.demoMode, transactions: env.seedTransactions, merchants: env.seedMerchants, agents: env.seedAgents })
  const { app } = createApp({ handle, env, serveStatic: true })
  const stopKeyPurge = startKeyPurge(handle.db)
  // The totals in memory before the first dashboard or report is asked for.
  await totalsOf(env)
  if (env.demoMode && fresh.rows[0]?.n === 0) {
    const made = await createDemoApprovals({ app, appId: env.appId, appKey: env.appKey, password: DEMO_PASSWORD, count: 25 })
    console.info(`Demo: ${made} approval requests by maker and admin are waiting for a checker.`)
  }
  let traffic: DemoTraffic | undefined
  const server = serve({ fetch: app.fetch, port: env.port }, () => {
    const url = `http://localhost:${env.port}`
    console.info(`\nAgent-banking back office and sandbox platform on ${url} (${handle.kind}, ready in ${((Date.now() - started) / 1000).toFixed(1)}s)`)
    if (env.demoMode) {
      console.info(`Demo accounts (password ${DEMO_PASSWORD}): admin, maker, checker, checker2, auditor, support, compliance, mfa.admin (one-time codes are printed here)`)
    }
    // The core banking system starts writing once the back office is up, as on a live platform.
    traffic = startDemoTraffic(handle, env)
  })
  // Idle keep-alive sockets outlive the clients' own (a load balancer's, a test runner's): a socket the
  // server closed just as a client reused it answered ECONNRESET in one e2e run.
  if (server instanceof HttpServer) {
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
  }
  const stop = async () => {
    stopKeyPurge()
    await traffic?.stop()
    changeFeed(env).close()
    server.close()
    await handle.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

void main()
