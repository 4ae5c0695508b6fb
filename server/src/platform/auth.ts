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

/** What a well-signed access token says: its user and the sign-in (refresh-token family) it belongs to. */
export interface TokenClaims {
  userId: number
  family: string | null
}

/**
 * How far back ended sign-ins are remembered: an access token of a family ended earlier has expired
 * (no token is issued to an ended family), with a minute of clock difference between servers.
 */
const ENDED_WITHIN_SECONDS = ACCESS_TOKEN_SECONDS + 60

/** Verified tokens kept at most (then forgotten at once, and verified again as they come). */
const VERIFIED_TOKENS = 10_000

export class Authenticator {
  // Imported once: given raw bytes, jose imports a CryptoKey on every call (a measurable share of
  // each request under load).
  private readonly key: Promise<CryptoKey>
  private cache = new Map<number, { session: Promise<Session>; at: number; version: string | null }>()
  /** Access tokens whose signature was checked, with their claims and expiry (an HMAC per request was a tenth of a cached list's time). */
  private readonly verified = new Map<string, TokenClaims & { expiresAt: number }>()
  /** The sign-ins ended within an access token's life, as read at a data version (revoking a family moves it: migration 0019). */
  private ended: { version: string | null; families: Promise<ReadonlySet<string>> } | null = null

  constructor(
    private readonly db: Database,
    secret: string,
  ) {
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
  }

  /** An access token of a sign-in (`sessionFamily`, its refresh-token family): it ends when the sign-in does. */
  async issueAccessToken(user: { id: number; username: string }, sessionFamily: string): Promise<string> {
    return new SignJWT({ username: user.username, sid: sessionFamily })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(await this.key)
  }

  /** The claims of a valid token; with ignoreExpiry, of a well-signed expired one (refresh). */
  async verifyAccessToken(token: string, options: { ignoreExpiry?: boolean } = {}): Promise<TokenClaims> {
    // A token already verified is the same token until it expires: its signature is not checked again.
    const known = options.ignoreExpiry ? undefined : this.verified.get(token)
    if (known && known.expiresAt > Date.now()) return known
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        ...(options.ignoreExpiry ? { currentDate: new Date(0) } : {}),
      })
      const userId = Number(payload.sub)
      if (!Number.isInteger(userId) || userId < 1) throw new Error('bad subject')
      const claims = { userId, family: typeof payload.sid === 'string' ? payload.sid : null }
      if (!options.ignoreExpiry && typeof payload.exp === 'number') {
        if (this.verified.size >= VERIFIED_TOKENS) this.verified.clear()
        this.verified.set(token, { ...claims, expiresAt: payload.exp * 1000 })
      }
      return claims
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
      return (await this.verifyAccessToken(match[1])).family
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

  /** Ends every sign-in of the user (a password reset, a lock, the user disabled or deleted): they cannot refresh and must sign in again. */
  async revokeAllFamilies(db: Executor, userId: number): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
  }

  /**
   * The sign-ins ended (a family holding a revoked token) within an access token's life, read once
   * per data version: every revocation moves it, on whichever server it was made.
   */
  private endedFamilies(version: string | null): Promise<ReadonlySet<string>> {
    if (this.ended && this.ended.version === version && version !== null) return this.ended.families
    const families = this.db
      .selectDistinct({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(sql`${refreshTokens.revokedAt} > now() - make_interval(secs => ${ENDED_WITHIN_SECONDS})`)
      .then((rows) => new Set(rows.map((row) => row.familyId)) as ReadonlySet<string>)
    const read = { version, families }
    this.ended = read
    families.catch(() => {
      if (this.ended === read) this.ended = null
    })
    return families
  }

  async revokeFamilyOf(db: Executor, token: string): Promise<void> {
    const [row] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
    if (row) await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, row.familyId))
  }

  /**
   * The session behind a bearer token: the active user and the permissions of their active roles,
   * unless its sign-in was ended. `dataVersion` (db/versions.ts): a session made before a change to
   * users, roles or sign-ins, on any server, is made again.
   */
  async session(authorization: string | undefined, dataVersion: string | null = null): Promise<Session> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')
    if (!match?.[1]) throw unauthorized('SESSION_REQUIRED', 'Sign in first: this operation needs an access token')
    const { userId, family } = await this.verifyAccessToken(match[1])
    if (family === null || (await this.endedFamilies(dataVersion)).has(family)) throw unauthorized('SESSION_ENDED', 'This session was signed out; sign in again')
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
    this.ended = null
  }
}

export async function userRoleIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))
  return rows.map((r) => r.roleId)
}

export const lowerEquals = (column: Parameters<typeof sql>[1], value: string) => sql`lower(${column}) = lower(${value})`
