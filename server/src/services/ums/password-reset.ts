// Password-setup and reset tokens: random, stored hashed, single use, delivered through the outbox.
import { and, eq, gt, isNull } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { passwordResetTokens, users } from '../../db/schema.ts'
import { randomToken, sha256 } from '../../platform/crypto.ts'
import { notFound } from '../../platform/http.ts'
import type { OperationId, RequestContext } from '../../platform/types.ts'

const SETUP_HOURS = 24
const RESET_MINUTES = 30

async function issue(ctx: RequestContext<OperationId>, user: { id: number; username: string; email: string }, ttlMs: number, subject: string, lead: string) {
  const token = randomToken(24)
  await ctx.db.insert(passwordResetTokens).values({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + ttlMs) })
  await ctx.platform.notify(ctx.db, {
    channel: 'Email',
    destination: user.email,
    username: user.username,
    subject,
    body: `${lead} Open /auth/reset-password?token=${token} within ${ttlMs >= 3_600_000 ? `${ttlMs / 3_600_000} hours` : `${ttlMs / 60_000} minutes`}.`,
  })
}

/** A new user's link to choose a password (24 hours). */
export function issuePasswordSetup(ctx: RequestContext<OperationId>, user: { id: number; username: string; email: string }) {
  return issue(ctx, user, SETUP_HOURS * 3_600_000, 'Set up your back-office password', `Welcome ${user.username}: an account was created for you.`)
}

/** A forgotten-password link (30 minutes). */
export function issuePasswordReset(ctx: RequestContext<OperationId>, user: { id: number; username: string; email: string }) {
  return issue(ctx, user, RESET_MINUTES * 60_000, 'Reset your back-office password', `A password reset was asked for ${user.username}.`)
}

/** A signed-in-by-password user whose password expired: a token to choose a new one, answered directly (30 minutes). */
export async function issuePasswordChangeToken(db: Executor, userId: number): Promise<string> {
  const token = randomToken(24)
  await db.insert(passwordResetTokens).values({ tokenHash: sha256(token), userId, expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000) })
  return token
}

/** The live token's row and user, or 404 when unknown, used or expired. */
export async function findLiveToken(db: Executor, token: string) {
  const [row] = await db
    .select({ tokenHash: passwordResetTokens.tokenHash, expiresAt: passwordResetTokens.expiresAt, userId: users.id, username: users.username, status: users.status })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.tokenHash, sha256(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
  if (!row || row.status === 'Deleted') throw notFound('LINK_INVALID', 'This password link is invalid or has expired; ask for a new one')
  return row
}

export async function consumeResetToken(db: Executor, tokenHash: string) {
  await db.update(passwordResetTokens).set({ usedAt: new Date() }).where(eq(passwordResetTokens.tokenHash, tokenHash))
}
