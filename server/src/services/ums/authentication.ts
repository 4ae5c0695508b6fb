// Sign-in with lockout and MFA, token refresh with rotation, sign-out, password change and reset,
// and self-registration (sent for an administrator's approval).
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { auditRecords, otpChallenges, passwordHistory, roles, userRoles, users } from '../../db/schema.ts'
import { ACCESS_TOKEN_SECONDS } from '../../platform/auth.ts'
import { hashSecret, randomDigits, randomToken, sha256, verifySecret } from '../../platform/crypto.ts'
import { changed } from '../../platform/audit.ts'
import { maskDestination } from '../../platform/personal-data.ts'
import { badRequest, conflict, fieldProblem, HttpError, invalidField, ok, unauthorized } from '../../platform/http.ts'
import { passwordProblems, readSystemConfiguration } from '../../platform/settings.ts'
import type { AuditEntry, DataOf, Handlers, OperationId, RequestContext } from '../../platform/types.ts'
import { findLiveToken, issuePasswordChangeToken, issuePasswordReset, consumeResetToken } from './password-reset.ts'

type Operation =
  | 'login'
  | 'checkPasswordResetToken'
  | 'requestPasswordReset'
  | 'changePassword'
  | 'changePasswordWithToken'
  | 'refreshToken'
  | 'send2FaToken'
  | 'validate2Fa'
  | 'registerStaff'
  | 'logout'
  | 'getPasswordPolicy'
  | 'listSessions'
  | 'revokeOtherSessions'

type LoginResult = DataOf<'login'>
type UserRow = typeof users.$inferSelect

const INVALID_CREDENTIALS = 'Invalid username or password'
const MFA_PENDING_MINUTES = 10
const MAX_CODE_ATTEMPTS = 5

async function findUser(db: Executor, username: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
  return user
}

/** The public handle of a sign-in (refresh-token family): listed on the profile, kept in its Login record. */
const sessionHandle = (family: string) => sha256(`session:${family}`).slice(0, 16)

/** Where a sign-in was made from: its Login record's address and browser. */
async function signInOrigin(db: Executor, userId: number, handle: string): Promise<{ ipAddress: string | null; userAgent: string | null }> {
  const [row] = await db
    .select({ ipAddress: auditRecords.ipAddress, userAgent: auditRecords.userAgent })
    .from(auditRecords)
    .where(and(eq(auditRecords.entityType, 'User'), eq(auditRecords.entityId, String(userId)), eq(auditRecords.eventType, 'Login'), sql`${auditRecords.newData} like ${`%"session":"${handle}"%`}`))
    .limit(1)
  return { ipAddress: row?.ipAddress ?? null, userAgent: row?.userAgent ?? null }
}

/** The tokens of a new sign-in (a new refresh-token family), and its Login record. */
async function signIn(ctx: RequestContext<OperationId>, user: UserRow, how: string): Promise<{ tokens: LoginResult; change: AuditEntry }> {
  const authenticator = ctx.platform.authenticator
  const family = authenticator.newFamily()
  const accessToken = await authenticator.issueAccessToken(user, family)
  const refreshToken = await authenticator.issueRefreshToken(ctx.db, user.id, family)
  await ctx.db.update(users).set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date() }).where(eq(users.id, user.id))
  return {
    tokens: { accessToken, refreshToken, userId: user.id, username: user.username, expiresIn: ACCESS_TOKEN_SECONDS, multiFactorRequired: false },
    change: {
      username: user.username,
      eventType: 'Login',
      entityType: 'User',
      entityId: user.id,
      description: `${user.username} signed in${how}`,
      newData: { username: user.username, session: sessionHandle(family) },
    },
  }
}

function lockedError(until: Date): HttpError {
  const time = until.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Lagos' })
  return new HttpError(423, 'ACCOUNT_LOCKED', [`Your account is locked after too many failed attempts; try again after ${time} or reset your password`], 'Locked', [], { until: until.toISOString() })
}

/** Failed sign-ins are recorded although the request fails: after its transaction rolls back. `user` is the one whose failures count towards a lockout. */
async function recordFailure(ctx: RequestContext<OperationId>, user: UserRow | undefined, username: string, reason: string, known = user !== undefined): Promise<void> {
  const settings = await readSystemConfiguration(ctx.db)
  let lockedUntil: Date | null = null
  const failed = (user?.failedLogins ?? 0) + 1
  if (user && failed >= settings.lockout.maxFailedAttempts) lockedUntil = new Date(Date.now() + settings.lockout.lockoutMinutes * 60_000)
  if (user)
    ctx.onRollback(async (db) => {
      await db
        .update(users)
        .set({ failedLogins: lockedUntil ? 0 : failed, lockedUntil })
        .where(eq(users.id, user.id))
      // A locked account is signed out everywhere: its sessions do not come back when the lock ends.
      if (lockedUntil) await ctx.platform.authenticator.revokeAllFamilies(db, user.id)
    })
  // Under the name typed (never the password), so the trail filtered by a username finds its failures; a name no user has is said so.
  ctx.auditRefusal(username, {
    eventType: 'LoginFailed',
    entityType: 'User',
    entityId: user?.id ?? null,
    entityName: user?.username ?? null,
    description: `Failed sign-in for ${known ? '' : 'unknown username '}${username}: ${reason}${lockedUntil ? '; account locked' : ''}`,
    newData: { usernameTyped: username, knownUser: known, ...(lockedUntil ? { lockedUntil: lockedUntil.toISOString() } : {}) },
  })
  if (lockedUntil) throw lockedError(lockedUntil)
}

async function checkPassword(ctx: RequestContext<OperationId>, username: string, password: string): Promise<UserRow> {
  const user = await findUser(ctx.db, username)
  if (user?.lockedUntil && user.lockedUntil.getTime() > Date.now()) throw lockedError(user.lockedUntil)
  const valid = await verifySecret(password, user?.passwordHash)
  if (!user || !valid) {
    await recordFailure(ctx, user, username, 'wrong username or password')
    throw new HttpError(401, 'INVALID_CREDENTIALS', [INVALID_CREDENTIALS], 'Unauthorized')
  }
  if (user.status !== 'Active') {
    await recordFailure(ctx, undefined, username, `account is ${user.status}`, true)
    throw new HttpError(401, 'ACCOUNT_INACTIVE', [`Your account is ${user.status.toLowerCase()}; contact your administrator`], 'Unauthorized', [], { status: user.status })
  }
  return user
}

/**
 * Whether a second factor is needed: the user's own setting, or the system configuration's
 * (MFA for every Admin user, or for the holders of chosen roles), read at each sign-in.
 */
async function needsSecondFactor(ctx: RequestContext<OperationId>, user: UserRow): Promise<boolean> {
  if (user.multiFactorEnabled) return true
  const { mfa } = await readSystemConfiguration(ctx.db)
  if (!mfa.enforcedForAdmins && mfa.requiredForRoleIds.length === 0) return false
  const held = await ctx.db
    .select({ id: roles.id, clientType: roles.clientType })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'Active')))
    .where(eq(userRoles.userId, user.id))
  return held.some((role) => (mfa.enforcedForAdmins && role.clientType === 'Admin') || mfa.requiredForRoleIds.includes(role.id))
}

async function setPassword(ctx: RequestContext<OperationId>, user: { id: number; username: string }, newPassword: string, confirmPassword: string): Promise<void> {
  if (newPassword !== confirmPassword) throw invalidField('confirmPassword', 'MISMATCH', 'does not match newPassword')
  const settings = await readSystemConfiguration(ctx.db)
  const problems = passwordProblems(newPassword, settings.passwordPolicy)
  if (problems.length) throw badRequest(...problems.map((line) => fieldProblem(line, 'PASSWORD_POLICY')))
  const { historyCount } = settings.passwordPolicy
  if (historyCount > 0 && (await usedRecently(ctx.db, user.id, newPassword, historyCount))) {
    throw invalidField(
      'newPassword',
      'PASSWORD_REUSED',
      historyCount === 1 ? 'is your current password: choose a new one' : `is one of your last ${historyCount} passwords: choose one you have not used`,
    )
  }
  // The password being replaced joins the history; the current one stays on the user.
  const [previous] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id))
  if (previous?.hash) await ctx.db.insert(passwordHistory).values({ userId: user.id, passwordHash: previous.hash })
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashSecret(newPassword), passwordChangedAt: new Date(), failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(users.id, user.id))
  // Only as many as the policy could ever ask for are kept.
  await ctx.db.execute(
    sql`delete from ${passwordHistory} where ${passwordHistory.userId} = ${user.id} and ${passwordHistory.id} not in (select ${passwordHistory.id} from ${passwordHistory} where ${passwordHistory.userId} = ${user.id} order by ${passwordHistory.createdAt} desc, ${passwordHistory.id} desc limit ${MAX_PASSWORD_HISTORY})`,
  )
}

/** The policy's maximum historyCount (openapi/admin.yaml PasswordPolicy). */
const MAX_PASSWORD_HISTORY = 24

/** Whether the password is one of the user's `count` last: the current one, then the ones it replaced. */
async function usedRecently(db: Executor, userId: number, password: string, count: number): Promise<boolean> {
  const [current] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId))
  const earlier = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(count)
  const hashes = [current?.hash, ...earlier.map((row) => row.hash)].filter((hash): hash is string => Boolean(hash)).slice(0, count)
  for (const hash of hashes) if (await verifySecret(password, hash)) return true
  return false
}

export const authenticationHandlers: Handlers<Operation> = {
  login: {
    async handle(ctx) {
      const user = await checkPassword(ctx, ctx.body.username, ctx.body.password)
      const { expiryDays } = (await readSystemConfiguration(ctx.db)).passwordPolicy
      const setAt = user.passwordChangedAt ?? user.createdAt
      if (expiryDays > 0 && Date.now() - setAt.getTime() > expiryDays * 86_400_000) {
        // The right password, but too old: no session until a new one is chosen.
        const passwordChangeToken = await issuePasswordChangeToken(ctx.db, user.id)
        return changed(
          ok(
            { accessToken: null, refreshToken: null, userId: user.id, username: user.username, expiresIn: null, multiFactorRequired: false, passwordExpired: true, passwordChangeToken },
            'Your password has expired; choose a new one',
          ),
          {
            username: user.username,
            eventType: 'Login',
            entityType: 'User',
            entityId: user.id,
            description: `${user.username} entered the right password, older than ${expiryDays} days; asked to choose a new one`,
          },
        )
      }
      if (await needsSecondFactor(ctx, user)) {
        // The password was right: a code may now be sent for this user for a few minutes.
        await ctx.db.insert(otpChallenges).values({ id: randomToken(24), userId: user.id, codeHash: null, expiresAt: new Date(Date.now() + MFA_PENDING_MINUTES * 60_000) })
        return changed(ok({ accessToken: null, refreshToken: null, userId: user.id, username: user.username, expiresIn: null, multiFactorRequired: true }, 'Enter the one-time code we send you'), {
          username: user.username,
          eventType: 'Login',
          entityType: 'User',
          entityId: user.id,
          description: `${user.username} entered the right password; waiting for the one-time code`,
        })
      }
      const { tokens, change } = await signIn(ctx, user, '')
      return changed(ok(tokens, 'Signed in'), change)
    },
  },

  send2FaToken: {
    mutating: true,
    async handle(ctx) {
      const user = await findUser(ctx.db, ctx.query.username)
      const [pending] = user
        ? await ctx.db
            .select()
            .from(otpChallenges)
            .where(and(eq(otpChallenges.userId, user.id), isNull(otpChallenges.usedAt), isNull(otpChallenges.codeHash), sql`${otpChallenges.expiresAt} > now()`))
            .orderBy(sql`${otpChallenges.createdAt} desc`)
            .limit(1)
        : []
      if (!user || !pending) throw unauthorized('MFA_SIGN_IN_REQUIRED', 'Sign in with your password first')
      const settings = await readSystemConfiguration(ctx.db)
      const code = randomDigits(6)
      const expiresAt = new Date(Date.now() + settings.mfa.otpTtlSeconds * 1000)
      await ctx.db
        .update(otpChallenges)
        .set({ codeHash: sha256(`${pending.id}:${code}`), expiresAt, attempts: 0 })
        .where(eq(otpChallenges.id, pending.id))
      const channel = settings.mfa.defaultOption === 'Sms' ? 'Sms' : 'Email'
      const destination = channel === 'Sms' ? user.phoneNumber : user.email
      await ctx.platform.notify(ctx.db, {
        channel,
        destination,
        username: user.username,
        subject: 'Your sign-in code',
        body: `Your back-office sign-in code is ${code}. It expires in ${Math.round(settings.mfa.otpTtlSeconds / 60)} minutes.`,
      })
      return ok({ token: pending.id, expiresAt: expiresAt.toISOString(), channel, destination: maskDestination(destination) }, 'Code sent')
    },
  },

  validate2Fa: {
    async handle(ctx) {
      const user = await findUser(ctx.db, ctx.body.username)
      const [challenge] = await ctx.db.select().from(otpChallenges).where(eq(otpChallenges.id, ctx.body.token))
      const usable =
        user && challenge && challenge.userId === user.id && !challenge.usedAt && challenge.codeHash && challenge.expiresAt.getTime() > Date.now() && challenge.attempts < MAX_CODE_ATTEMPTS
      if (!usable) throw unauthorized('MFA_CODE_EXPIRED', 'This code has expired; sign in again')
      if (challenge.codeHash !== sha256(`${challenge.id}:${ctx.body.code}`)) {
        ctx.onRollback(
          async (db) =>
            void (await db
              .update(otpChallenges)
              .set({ attempts: challenge.attempts + 1 })
              .where(eq(otpChallenges.id, challenge.id))),
        )
        ctx.auditRefusal(user.username, { eventType: 'LoginFailed', entityType: 'User', entityId: user.id, description: `Wrong one-time code for ${user.username}` })
        throw unauthorized('MFA_CODE_INCORRECT', 'The code is not correct')
      }
      await ctx.db.update(otpChallenges).set({ usedAt: new Date() }).where(eq(otpChallenges.id, challenge.id))
      if (user.status !== 'Active')
        throw new HttpError(401, 'ACCOUNT_INACTIVE', [`Your account is ${user.status.toLowerCase()}; contact your administrator`], 'Unauthorized', [], { status: user.status })
      const { tokens, change } = await signIn(ctx, user, ' with a one-time code')
      return changed(ok(tokens, 'Signed in'), change)
    },
  },

  refreshToken: {
    async handle(ctx) {
      const authenticator = ctx.platform.authenticator
      const { userId } = await authenticator.verifyAccessToken(ctx.body.accessToken, { ignoreExpiry: true })
      const family = await authenticator.familyOfRefreshToken(ctx.db, ctx.body.refreshToken)
      const refreshToken = await authenticator.rotateRefreshToken(ctx.db, ctx.body.refreshToken, userId, ctx.onRollback)
      const [user] = await ctx.db.select().from(users).where(eq(users.id, userId))
      if (!user || user.status !== 'Active' || family === null) throw unauthorized('SESSION_ENDED', 'Your session has ended, please login again')
      const accessToken = await authenticator.issueAccessToken(user, family)
      return changed(ok({ accessToken, refreshToken, userId: user.id, username: user.username, expiresIn: ACCESS_TOKEN_SECONDS, multiFactorRequired: false }, 'Session extended'), {
        username: user.username,
        eventType: 'TokenRefresh',
        entityType: 'User',
        entityId: user.id,
        description: `${user.username} extended the session`,
      })
    },
  },

  logout: {
    async handle(ctx) {
      await ctx.platform.authenticator.revokeFamilyOf(ctx.db, ctx.body.refreshToken)
      return changed(ok(null, 'Signed out'), { eventType: 'Logout', entityType: 'User', entityId: ctx.actor.userId, description: `${ctx.actor.username} signed out` })
    },
  },

  getPasswordPolicy: {
    async handle(ctx) {
      return ok((await readSystemConfiguration(ctx.db)).passwordPolicy)
    },
  },

  listSessions: {
    async handle(ctx) {
      const authenticator = ctx.platform.authenticator
      const userId = ctx.actor.userId ?? 0
      const current = await authenticator.sessionFamilyOf(ctx.headers.get('authorization'))
      const families = await authenticator.liveFamilies(ctx.db, userId)
      const sessions = await Promise.all(
        families.map(async (family) => {
          const id = sessionHandle(family.familyId)
          return {
            id,
            current: family.familyId === current,
            startedAt: family.startedAt.toISOString(),
            lastUsedAt: family.lastUsedAt.toISOString(),
            expiresAt: family.expiresAt.toISOString(),
            ...(await signInOrigin(ctx.db, userId, id)),
          }
        }),
      )
      return ok(sessions)
    },
  },

  revokeOtherSessions: {
    async handle(ctx) {
      const authenticator = ctx.platform.authenticator
      const userId = ctx.actor.userId ?? 0
      const current = await authenticator.sessionFamilyOf(ctx.headers.get('authorization'))
      const revoked = await authenticator.revokeOtherFamilies(ctx.db, userId, current)
      const message = revoked === 1 ? 'Signed out of 1 other session' : `Signed out of ${revoked} other sessions`
      return changed(ok({ revoked }, message), {
        eventType: 'Logout',
        entityType: 'User',
        entityId: userId,
        description: `${ctx.actor.username} signed out everywhere else (${revoked} sessions ended)`,
        newData: { revoked },
      })
    },
  },

  changePassword: {
    async handle(ctx) {
      const [user] = await ctx.db
        .select()
        .from(users)
        .where(eq(users.id, ctx.actor.userId ?? 0))
      if (!user || !(await verifySecret(ctx.body.currentPassword, user.passwordHash))) throw invalidField('currentPassword', 'INCORRECT', 'is not correct')
      if (ctx.body.newPassword === ctx.body.currentPassword) throw invalidField('newPassword', 'MUST_DIFFER', 'must differ from the current password')
      await setPassword(ctx, user, ctx.body.newPassword, ctx.body.confirmPassword)
      // As the contract says: the user's other sign-ins end; this one stays.
      const authenticator = ctx.platform.authenticator
      const current = await authenticator.sessionFamilyOf(ctx.headers.get('authorization'))
      const ended = current ? await authenticator.revokeOtherFamilies(ctx.db, user.id, current) : 0
      return changed(ok(null, 'Password changed'), {
        eventType: 'PasswordChange',
        entityType: 'User',
        entityId: user.id,
        description: `${user.username} changed their password${ended ? ` (${ended} other sessions ended)` : ''}`,
      })
    },
  },

  requestPasswordReset: {
    async handle(ctx) {
      const value = ctx.body.usernameOrEmail
      const [user] = await ctx.db
        .select()
        .from(users)
        .where(and(or(sql`lower(${users.username}) = lower(${value})`, sql`lower(${users.email}) = lower(${value})`), eq(users.status, 'Active')))
      // The same answer either way: the response never tells whether an account exists.
      const answer = ok(null, 'If the account exists, a reset link was sent to its e-mail address')
      if (!user) return answer
      await issuePasswordReset(ctx, user)
      return changed(answer, { username: user.username, eventType: 'PasswordReset', entityType: 'User', entityId: user.id, description: `Password reset link sent to ${user.username}` })
    },
  },

  checkPasswordResetToken: {
    async handle(ctx) {
      const row = await findLiveToken(ctx.db, ctx.path.token)
      return ok({ username: row.username, expiresAt: row.expiresAt.toISOString(), passwordPolicy: (await readSystemConfiguration(ctx.db)).passwordPolicy })
    },
  },

  changePasswordWithToken: {
    async handle(ctx) {
      const row = await findLiveToken(ctx.db, ctx.body.token)
      await setPassword(ctx, { id: row.userId, username: row.username }, ctx.body.newPassword, ctx.body.confirmPassword)
      await consumeResetToken(ctx.db, row.tokenHash)
      // Whoever held the old password is signed out everywhere.
      await ctx.platform.authenticator.revokeAllFamilies(ctx.db, row.userId)
      return changed(ok(null, 'Password set; you can sign in now'), {
        username: row.username,
        eventType: 'PasswordReset',
        entityType: 'User',
        entityId: row.userId,
        description: `${row.username} set a new password with a reset link`,
      })
    },
  },

  registerStaff: {
    async handle(ctx) {
      const body = ctx.body
      const clash = await ctx.db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(or(sql`lower(${users.username}) = lower(${body.username})`, sql`lower(${users.email}) = lower(${body.email})`))
      if (clash.some((u) => u.username.toLowerCase() === body.username.toLowerCase())) throw conflict('DUPLICATE_NAME', 'username: is already taken', { field: 'username', code: 'TAKEN' })
      if (clash.length) throw conflict('IDENTITY_IN_USE', 'email: is already registered', { field: 'email', code: 'TAKEN' })
      const [role] = body.requestedRoleId
        ? await ctx.db
            .select({ id: roles.id })
            .from(roles)
            .where(and(eq(roles.id, body.requestedRoleId), eq(roles.status, 'Active'), eq(roles.clientType, 'Admin')))
        : await ctx.db
            .select({ id: roles.id })
            .from(roles)
            .where(and(eq(roles.name, 'Customer Support'), eq(roles.status, 'Active')))
      if (!role) throw invalidField('requestedRoleId', 'INACTIVE_REFERENCE', 'is not an active staff role')
      const requester = { ...ctx, actor: { userId: null, username: body.username, fullName: `${body.firstName} ${body.lastName}` } }
      const approvalRequestId = await ctx.platform.submitForApproval(requester, 'createUser', {
        path: {},
        query: {},
        body: { username: body.username, firstName: body.firstName, lastName: body.lastName, email: body.email, phoneNumber: body.phoneNumber, roleIds: [role.id], multiFactorEnabled: false },
      })
      return { status: 202, body: ok({ approvalRequestId, status: 'Pending' as const }, 'Your request was sent to an administrator for approval') }
    },
  },
}
