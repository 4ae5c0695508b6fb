// Idempotency-Key (DESIGN.md sections 2 and 6): a key from one user applies its request once and
// answers every replay with the first result. One store and one scope for every path that honours
// a key: a single request through the pipeline, or an item of a bulk decision. A key answers for
// 24 hours (RETENTION_MS, as the contracts' Idempotency-Key says); after that it is free again.
import { and, eq, lt } from 'drizzle-orm'

import type { Database, Executor } from '../db/client.ts'
import { idempotencyKeys } from '../db/schema.ts'
import { now } from './clock.ts'
import { sha256 } from './crypto.ts'
import { HttpError } from './http.ts'
import type { Actor } from './types.ts'

/** How long a stored key answers with its first result. */
export const RETENTION_MS = 24 * 60 * 60 * 1000
/** How often keys past their retention are removed. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000

/** Keys stored before this time no longer answer. */
function retentionStart(): Date {
  return new Date(now().getTime() - RETENTION_MS)
}

export interface StoredAnswer {
  status: number
  body: unknown
}

/** Where a key is looked up: this user's keys, and what the request was. */
export interface IdempotencyScope {
  userKey: string
  key: string
  operationId: string
  requestHash: string
}

/** Keys are per user (per client address before sign-in): another user's key is their own action. */
export function userKeyOf(actor: Actor, ip: string): string {
  return actor.userId !== null ? `user:${actor.userId}` : `anonymous:${ip}`
}

/** What a key stands for: the operation and its validated input, as the single request sends it. */
export function requestHashOf(operationId: string, path: Record<string, unknown>, query: Record<string, unknown>, body: unknown): string {
  return sha256(JSON.stringify([operationId, path, query, body ?? null]))
}

/** The first answer to this key, or null; 409 when the key was used for a different request. A key past its retention is removed and answers nothing. */
export async function storedAnswer(db: Executor, scope: IdempotencyScope): Promise<StoredAnswer | null> {
  const ofScope = and(eq(idempotencyKeys.userKey, scope.userKey), eq(idempotencyKeys.key, scope.key))
  const [stored] = await db.select().from(idempotencyKeys).where(ofScope)
  if (!stored) return null
  const expiredBefore = retentionStart()
  if (stored.createdAt < expiredBefore) {
    // Not yet purged: freed here, so the new request's key can be stored.
    await db.delete(idempotencyKeys).where(and(ofScope, lt(idempotencyKeys.createdAt, expiredBefore)))
    return null
  }
  if (stored.requestHash !== scope.requestHash) {
    const values = { key: scope.key, operationId: stored.operationId }
    throw new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', ['This Idempotency-Key was already used for a different request'], 'Conflict', [], values)
  }
  return { status: stored.status ?? 200, body: stored.body }
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * Runs `apply` in its own transaction, once per key: a known key answers its first result without
 * running anything; a new key is stored with the answer in the same transaction. Without a key it
 * simply runs. `afterRollback` runs when the transaction fails (work that must persist anyway).
 */
export async function applyOnce(
  db: Database,
  scope: IdempotencyScope | null,
  apply: (tx: Executor) => Promise<StoredAnswer>,
  afterRollback?: () => Promise<void>,
): Promise<StoredAnswer & { replayed: boolean }> {
  if (scope) {
    const first = await storedAnswer(db, scope)
    if (first) return { ...first, replayed: true }
  }
  try {
    const answer = await db.transaction(async (tx) => {
      const result = await apply(tx)
      if (scope) {
        await tx
          .insert(idempotencyKeys)
          .values({ userKey: scope.userKey, key: scope.key, operationId: scope.operationId, requestHash: scope.requestHash, status: result.status, body: result.body, createdAt: now() })
      }
      return result
    })
    return { ...answer, replayed: false }
  } catch (error) {
    await afterRollback?.()
    // A concurrent request with the same key won the race: answer with its result.
    if (scope && isUniqueViolation(error)) {
      const first = await storedAnswer(db, scope)
      if (first) return { ...first, replayed: true }
    }
    throw error
  }
}

/** Removes every key past its retention (by the index on created_at); answers how many. */
export async function purgeExpiredKeys(db: Executor): Promise<number> {
  const purged = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, retentionStart())).returning({ key: idempotencyKeys.key })
  return purged.length
}

/** Purges expired keys now and every PURGE_INTERVAL_MS, on a timer that does not keep the process alive; answers the function that stops it. */
export function startKeyPurge(db: Executor): () => void {
  const purge = () => {
    purgeExpiredKeys(db).catch((error: unknown) => console.warn(`Expired idempotency keys not purged this time: ${(error as Error).message}`))
  }
  purge()
  const timer = setInterval(purge, PURGE_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
