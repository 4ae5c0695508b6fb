// Rate limits (issue 15): fixed windows per policy of the system configuration, counted per client
// address before sign-in and per user after it. A server on PGlite is the only one on its data, so
// it counts in memory. Servers sharing one PostgreSQL count in its table rate_limit_hits
// (migration 0010): a sign-in attempt with one statement each, so that limit holds exactly across
// servers; screens and exports with one statement for the first of a window on this server, then
// in memory, added to the table every FLUSH_MS, so a user spread over several servers may pass
// the limit by what they send in that time.
import { sql } from 'drizzle-orm'

import type { DatabaseHandle } from '../db/client.ts'
import { now } from './clock.ts'
import { HttpError } from './http.ts'
import type { RateLimits, RatePolicy } from './settings.ts'

export type RatePolicyName = keyof RateLimits

/** The names the RateLimit headers give the policies. */
const policyLabels: Record<RatePolicyName, string> = { signIn: 'sign-in', public: 'public', screens: 'screens', exports: 'exports' }

/** Operations before sign-in that try a credential: counted per address under the strict sign-in policy. */
const SIGN_IN_OPERATIONS = new Set(['login', 'send2FaToken', 'validate2Fa', 'requestPasswordReset', 'checkPasswordResetToken', 'changePasswordWithToken', 'verifySecurityAnswer'])

/** Operations that answer a BVN or NIN in full: personal data leaving the platform, bounded as a file is (the exports policy). */
const PERSONAL_DATA_OPERATIONS = new Set(['revealAgentPersonalData', 'revealMerchantPersonalData', 'revealApprovalPersonalData'])

/** The policy an operation is counted under: sign-in and public per address, screens and exports (files and reveals) per user. */
export function policyOf(operationId: string, options: { publicOnly: boolean; file: boolean }): RatePolicyName {
  if (SIGN_IN_OPERATIONS.has(operationId)) return 'signIn'
  if (options.publicOnly) return 'public'
  return options.file || PERSONAL_DATA_OPERATIONS.has(operationId) ? 'exports' : 'screens'
}

export interface RateVerdict {
  policy: RatePolicyName
  limit: number
  windowSeconds: number
  /** Requests left in the window after this one. */
  remaining: number
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number
  allowed: boolean
}

/** RateLimit-Policy and RateLimit (IETF draft-ietf-httpapi-ratelimit-headers): on every counted answer. */
export function rateLimitHeaders(verdict: RateVerdict): Record<string, string> {
  const label = policyLabels[verdict.policy]
  return {
    'RateLimit-Policy': `"${label}";q=${verdict.limit};w=${verdict.windowSeconds}`,
    RateLimit: `"${label}";r=${verdict.remaining};t=${verdict.resetSeconds}`,
  }
}

/** 429 in the envelope; Retry-After is set by the pipeline from the verdict. */
export function tooManyRequests(verdict: RateVerdict): HttpError {
  const whom = verdict.policy === 'signIn' || verdict.policy === 'public' ? 'from this address' : 'by this user'
  const what = verdict.policy === 'exports' ? 'exports' : verdict.policy === 'signIn' ? 'sign-in attempts' : 'requests'
  return new HttpError(
    429,
    'RATE_LIMITED',
    [`Too many ${what} ${whom}: at most ${verdict.limit} in ${verdict.windowSeconds} seconds. Try again in ${verdict.resetSeconds} seconds.`],
    'Too Many Requests',
    [],
    { limit: verdict.limit, windowSeconds: verdict.windowSeconds, retryAfterSeconds: verdict.resetSeconds },
  )
}

/** How often counts kept in memory are added to the shared table (PostgreSQL). */
export const FLUSH_MS = 200
const SWEEP_MS = 60_000

interface Count {
  expiresAt: number
  /** Counted here and not yet in the shared table. */
  pending: number
  /** The shared table's total at the last flush (every server's), or this server's own count. */
  known: number
}

export class RateLimiter {
  private readonly counts = new Map<string, Count>()
  private flushing: ReturnType<typeof setTimeout> | null = null
  private lastSweep = Date.now()

  /** `handle` when several servers may share the database (PostgreSQL); none on PGlite. */
  constructor(private readonly handle?: DatabaseHandle) {}

  /** Counts one request of `subject` (an address or a user) under the policy, and says whether it may go on. */
  async hit(policy: RatePolicyName, subject: string, settings: RatePolicy): Promise<RateVerdict> {
    const nowSeconds = now().getTime() / 1000
    const { limit, windowSeconds } = settings
    const windowStart = Math.floor(nowSeconds / windowSeconds) * windowSeconds
    const expiresAt = windowStart + windowSeconds
    // The window's size is in the key: a change of configuration starts new counts.
    const key = `${policy}|${subject}|${windowSeconds}|${windowStart}`
    this.sweep()
    let count = this.counts.get(key)
    const first = !count
    if (!count) this.counts.set(key, (count = { expiresAt, pending: 0, known: 0 }))
    let total: number
    // Shared: sign-in attempts, and the first request of a window here, learn every server's count.
    if (this.handle && (policy === 'signIn' || first)) {
      total = await this.countExactly(key, expiresAt)
      count.known = total
    } else {
      total = count.known + ++count.pending
      if (this.handle) this.scheduleFlush()
      else {
        count.known = total
        count.pending = 0
      }
    }
    const resetSeconds = Math.max(1, Math.ceil(expiresAt - nowSeconds))
    return { policy, limit, windowSeconds, remaining: Math.max(0, limit - total), resetSeconds, allowed: total <= limit }
  }

  /** Adds what was counted here to the shared table, and learns every server's totals. Answers when written. */
  async flush(): Promise<void> {
    if (!this.handle) return
    const rows: { key: string; expires_at: number; hits: number }[] = []
    for (const [key, count] of this.counts) if (count.pending > 0) rows.push({ key, expires_at: count.expiresAt, hits: count.pending })
    if (!rows.length) return
    const sent = new Map(rows.map((row) => [row.key, row.hits]))
    const result = (await this.handle.db.execute(sql`
      insert into rate_limit_hits (key, expires_at, hits)
      select key, expires_at, hits from json_to_recordset(${JSON.stringify(rows)}::json) as r(key text, expires_at bigint, hits integer)
      on conflict (key) do update set hits = rate_limit_hits.hits + excluded.hits
      returning key, hits`)) as unknown as { rows: { key: string; hits: number }[] }
    for (const row of result.rows) {
      const count = this.counts.get(row.key)
      if (!count) continue
      count.pending -= sent.get(row.key) ?? 0
      count.known = Number(row.hits)
    }
  }

  private scheduleFlush(): void {
    if (this.flushing) return
    this.flushing = setTimeout(() => {
      this.flushing = null
      this.flush().catch((error: unknown) => console.warn(`Rate limit counts not shared this time: ${(error as Error).message}`))
    }, FLUSH_MS)
    this.flushing.unref?.()
  }

  private async countExactly(key: string, expiresAt: number): Promise<number> {
    const result = (await this.handle!.db.execute(sql`
      insert into rate_limit_hits (key, expires_at, hits) values (${key}, ${expiresAt}, 1)
      on conflict (key) do update set hits = rate_limit_hits.hits + 1
      returning hits`)) as unknown as { rows: { hits: number }[] }
    return Number(result.rows[0]?.hits ?? 1)
  }

  /** Ended windows leave memory, and the shared table, once a minute. */
  private sweep(): void {
    const nowMs = Date.now()
    if (nowMs - this.lastSweep < SWEEP_MS) return
    this.lastSweep = nowMs
    const nowSeconds = now().getTime() / 1000
    for (const [key, count] of this.counts) if (count.expiresAt <= nowSeconds && count.pending === 0) this.counts.delete(key)
    if (this.handle) {
      this.handle.db.execute(sql`delete from rate_limit_hits where expires_at <= ${Math.floor(nowSeconds)}`).catch(() => undefined)
    }
  }
}
