// Access tokens (JWT, 15 minutes), refresh-token families, and the signed-in user's permissions.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { SignJWT, errors, jwtVerify } from 'jose'

import type { Database, Executor } from '../db/client.ts'
import { permissions, refreshTokens, rolePermissions, roles, userRoles, users } from '../db/schema.ts'
import { randomToken, sha256 } from './crypto.ts'
import { unauthorized } from './http.ts'
import { permissionKey, type Actor } from './types.ts'

export const ACCESS_TOKEN_SECONDS = 15 * 60
const REFRESH_TOKEN_DAYS = 7

export interface Session {
  actor: Actor
  permissions: ReadonlySet<string>
}

/** Verified tokens kept at most (then forgotten at once, and verified again as they come). */
const VERIFIED_TOKENS = 10_000

export class Authenticator {
  // Imported once: given raw bytes, jose imports a CryptoKey on every call (a measurable share of
  // each request under load).
  private readonly key: Promise<CryptoKey>
  private cache = new Map<number, { session: Promise<Session>; at: number; version: string | null }>()
  /** Access tokens whose signature was checked, with their subject and expiry (an HMAC per request was a tenth of a cached list's time). */
  private readonly verified = new Map<string, { userId: number; expiresAt: number }>()

  constructor(
    private readonly db: Database,
    secret: string,
  ) {
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
  }

  /** An access token; `sessionFamily` names the sign-in (refresh-token family) it belongs to. */
  async issueAccessToken(user: { id: number; username: string }, sessionFamily?: string): Promise<string> {
    return new SignJWT({ username: user.username, ...(sessionFamily ? { sid: sessionFamily } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(await this.key)
  }

  /** The user id of a valid token; with ignoreExpiry, of a well-signed expired one (refresh). */
  async verifyAccessToken(token: string, options: { ignoreExpiry?: boolean } = {}): Promise<number> {
    // A token already verified is the same token until it expires: its signature is not checked again.
    const known = options.ignoreExpiry ? undefined : this.verified.get(token)
    if (known && known.expiresAt > Date.now()) return known.userId
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        ...(options.ignoreExpiry ? { currentDate: new Date(0) } : {}),
      })
      const id = Number(payload.sub)
      if (!Number.isInteger(id) || id < 1) throw new Error('bad subject')
      if (!options.ignoreExpiry && typeof payload.exp === 'number') {
        if (this.verified.size >= VERIFIED_TOKENS) this.verified.clear()
        this.verified.set(token, { userId: id, expiresAt: payload.exp * 1000 })
      }
      return id
    } catch (error) {
      // Expired is a well-signed token past its time; anything else (not a JWT, a bad signature, another algorithm) is not one of ours.
      if (error instanceof errors.JWTExpired) throw unauthorized('SESSION_EXPIRED', 'Your session has expired, please login again')
      throw unauthorized('TOKEN_INVALID', 'The access token is not valid, please login again')
    }
  }

  /** The sign-in (refresh-token family) a valid bearer token belongs to; null for tokens without one. */
  async sessionFamilyOf(authorization: string | null): Promise<string | null> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')
    if (!match?.[1]) return null
    try {
      const { payload } = await jwtVerify(match[1], await this.key, { algorithms: ['HS256'] })
      return typeof payload.sid === 'string' ? payload.sid : null
    } catch {
      return null
    }
  }

  /** A new refresh-token family id (one per sign-in). */
  newFamily(): string {
    return randomToken(12)
  }

  /** The family of a refresh token, or null when unknown. */
  async familyOfRefreshToken(db: Executor, token: string): Promise<string | null> {
    const [row] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
    return row?.familyId ?? null
  }

  /** A new refresh token in a family (a new family at sign-in). Stored hashed. */
  async issueRefreshToken(db: Executor, userId: number, familyId = randomToken(12)): Promise<string> {
    const token = randomToken(32)
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
    })
    return token
  }

  /**
   * Rotates a refresh token: the old one is used up and a new one of the same family returned.
   * A token presented twice means it was stolen: the whole family is revoked.
   */
  async rotateRefreshToken(db: Executor, token: string, userId: number, onRollback: (effect: (db: Executor) => Promise<void>) => void): Promise<string> {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .for('update')
    if (!row || row.userId !== userId) throw unauthorized('SESSION_ENDED', 'Invalid refresh token')
    if (row.revokedAt && !row.usedAt) throw unauthorized('SESSION_ENDED', 'This session was signed out; sign in again')
    if (row.usedAt || row.revokedAt) {
      // The request fails, so the revocation must be written after its rollback.
      onRollback(async (outside) => {
        await outside
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)))
      })
      throw unauthorized('REFRESH_TOKEN_REUSED', 'This refresh token was already used; every session of this sign-in was ended')
    }
    if (row.expiresAt.getTime() < Date.now()) throw unauthorized('SESSION_EXPIRED', 'Your session has expired, please login again')
    await db.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id))
    return this.issueRefreshToken(db, userId, row.familyId)
  }

  /**
   * The user's live sign-ins: families with an unrevoked, unexpired, unused token, with when each
   * started and was last used (a refresh issues the family's newest token).
   */
  async liveFamilies(db: Executor, userId: number): Promise<{ familyId: string; startedAt: Date; lastUsedAt: Date; expiresAt: Date }[]> {
    const rows = await db
      .select({
        familyId: refreshTokens.familyId,
        startedAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
        lastUsedAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
        expiresAt: sql<Date>`max(${refreshTokens.expiresAt})`.mapWith(refreshTokens.expiresAt),
        live: sql<number>`count(*) filter (where ${refreshTokens.revokedAt} is null and ${refreshTokens.usedAt} is null and ${refreshTokens.expiresAt} > now())`.mapWith(Number),
        revoked: sql<number>`count(${refreshTokens.revokedAt})`.mapWith(Number),
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .groupBy(refreshTokens.familyId)
    return rows
      .filter((row) => row.live > 0 && row.revoked === 0)
      .map(({ familyId, startedAt, lastUsedAt, expiresAt }) => ({ familyId, startedAt, lastUsedAt, expiresAt }))
      .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime())
  }

  /** Revokes every family of the user but `keep`; the number of sign-ins ended. */
  async revokeOtherFamilies(db: Executor, userId: number, keep: string | null): Promise<number> {
    const live = await this.liveFamilies(db, userId)
    const others = live.map((family) => family.familyId).filter((familyId) => familyId !== keep)
    if (others.length === 0) return 0
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), inArray(refreshTokens.familyId, others), isNull(refreshTokens.revokedAt)))
    return others.length
  }

  /** Whether a sign-in was ended (logout, sign-out everywhere, a reused refresh token): its family holds a revoked token. */
  async familyEnded(db: Executor, familyId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), sql`${refreshTokens.revokedAt} is not null`))
      .limit(1)
    return row !== undefined
  }

  async revokeFamilyOf(db: Executor, token: string): Promise<void> {
    const [row] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
    if (row) await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, row.familyId))
  }

  /**
   * The session behind a bearer token: the active user and the permissions of their active roles.
   * `dataVersion` (db/versions.ts): a session made before a change to users or roles, on any
   * server, is made again.
   */
  async session(authorization: string | undefined, dataVersion: string | null = null): Promise<Session> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')
    if (!match?.[1]) throw unauthorized('SESSION_REQUIRED', 'Sign in first: this operation needs an access token')
    const userId = await this.verifyAccessToken(match[1])
    const cached = this.cache.get(userId)
    const version = dataVersion
    // A short cache keeps permission checks off the database on hot lists; any write to the data
    // (a role, a user's status), through this server or another, moves the version and ends it.
    // The promise is cached, so concurrent requests share one load instead of all reloading at once.
    if (cached && cached.version === version && Date.now() - cached.at < 5_000) return cached.session
    const session = this.loadSession(userId)
    this.cache.set(userId, { session, at: Date.now(), version })
    session.catch(() => this.cache.delete(userId))
    return session
  }

  async loadSession(userId: number): Promise<Session> {
    const [user] = await this.db.select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, status: users.status }).from(users).where(eq(users.id, userId))
    if (!user || user.status !== 'Active') throw unauthorized('SESSION_ENDED', 'Your session has ended, please login again')
    const rows = await this.db
      .selectDistinct({ groupName: permissions.groupName, shortName: permissions.shortName })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'Active')))
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(eq(userRoles.userId, userId))
    return {
      actor: { userId: user.id, username: user.username, fullName: `${user.firstName} ${user.lastName}` },
      permissions: new Set(rows.map((r) => permissionKey(r.groupName, r.shortName))),
    }
  }

  invalidate(): void {
    this.cache.clear()
  }
}

export async function userRoleIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))
  return rows.map((r) => r.roleId)
}

export const lowerEquals = (column: Parameters<typeof sql>[1], value: string) => sql`lower(${column}) = lower(${value})`
