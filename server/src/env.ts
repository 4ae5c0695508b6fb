// The sandbox platform's configuration, validated once; a bad value stops start-up with a clear message.
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export interface Env {
  port: number
  dataDir: string
  databaseUrl: string | undefined
  demoMode: boolean
  production: boolean
  jwtSecret: string
  appId: string
  appKey: string
  seedTransactions: number
  seedMerchants: number
  seedAgents: number
  distDir: string
  logRequests: boolean
  /** X-Forwarded-For names the client (audit, rate limits per address) only behind a proxy that sets it. */
  trustProxy: boolean
  /** The core banking simulator's new transactions a second inside the server (demo mode only; 0: off). */
  simulateRate: number
  /** The simulator's rate follows the Lagos day (the demo's default), rather than staying steady. */
  simulateLagosHours: boolean
  /** A webhook delivery's first retry waits this long, then each twice the one before (up to 6 hours, for 24 hours). */
  webhookRetryBaseMs: number
}

/** The demo's core banking traffic: half a transaction a second in an average weekday hour. */
export const DEMO_SIMULATE_RATE = 0.5

function fail(message: string): never {
  console.error(`Configuration error: ${message}`)
  process.exit(1)
}

function integer(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) fail(`${name} must be an integer from ${min} to ${max} (got "${raw}")`)
  return value
}

/**
 * Outside production, without JWT_SECRET: the sandbox's signing secret, made once and kept in DATA_DIR
 * (readable by its owner only), so a restart does not end every session and a supervisor's queued
 * decisions still go through. Production requires JWT_SECRET and never reads this file.
 */
export function sandboxSigningSecret(dataDir: string): string {
  const file = join(dataDir, 'signing-secret')
  try {
    const kept = readFileSync(file, 'utf8').trim()
    if (/^[0-9a-f]{64}$/.test(kept)) return kept
  } catch {
    // Not made yet: made below.
  }
  const secret = randomBytes(32).toString('hex')
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  chmodSync(file, 0o600)
  return secret
}

function decimal(name: string, min: number, max: number): number | undefined {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!/^[0-9]+(\.[0-9]+)?$/.test(raw.trim()) || value < min || value > max) fail(`${name} must be a number from ${min} to ${max} (got "${raw}")`)
  return value
}

export function loadEnv(): Env {
  const production = process.env.NODE_ENV === 'production'
  const demoRaw = process.env.DEMO_MODE
  const demoMode = demoRaw === undefined ? !production : demoRaw === 'true' || demoRaw === '1'
  if (demoMode && production) fail('DEMO_MODE is refused when NODE_ENV=production (demo accounts have a published password)')
  const dataDir = resolve(process.env.DATA_DIR ?? '.data')
  const jwtSecret = process.env.JWT_SECRET ?? (production ? undefined : sandboxSigningSecret(dataDir))
  if (!jwtSecret || jwtSecret.length < 32) fail('JWT_SECRET must be set to at least 32 characters in production')
  const appId = process.env.APP_ID ?? (production ? undefined : 'backoffice-sandbox')
  const appKey = process.env.APP_KEY ?? (production ? undefined : 'sandbox-app-key')
  if (!appId || !appKey) fail('APP_ID and APP_KEY must be set in production')
  const simulateRate = decimal('SIMULATE_RATE', 0, 1000)
  if (simulateRate && !demoMode) fail('SIMULATE_RATE writes made-up transactions: it runs in demo mode only (unset it, or set SIMULATE_RATE=0)')
  return {
    port: integer('PORT', 8080, 1, 65535),
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    demoMode,
    production,
    jwtSecret,
    appId,
    appKey,
    seedTransactions: integer('SEED_TRANSACTIONS', 200_000, 0, 10_000_000),
    // A large network for trying the pickers and lists at a bank's scale: SEED_MERCHANTS=10000 SEED_AGENTS=50000.
    seedMerchants: integer('SEED_MERCHANTS', 200, 1, 100_000),
    seedAgents: integer('SEED_AGENTS', 1_000, 1, 500_000),
    distDir: resolve(process.env.DIST_DIR ?? 'dist'),
    logRequests: process.env.LOG_REQUESTS === '1',
    trustProxy: process.env.TRUST_PROXY === '1',
    simulateRate: demoMode ? (simulateRate ?? DEMO_SIMULATE_RATE) : 0,
    simulateLagosHours: simulateRate === undefined,
    webhookRetryBaseMs: integer('WEBHOOK_RETRY_BASE_MS', 30_000, 100, 3_600_000),
  }
}

/** The published password of the demo accounts; seeded only in demo mode. */
export const DEMO_PASSWORD = 'Demo@1234'
