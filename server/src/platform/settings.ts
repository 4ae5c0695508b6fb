// The system configuration (password policy, lockout, session, MFA, limits): one row, read by auth.
import { eq } from 'drizzle-orm'

import type { components } from '../../../src/api/schema/admin.ts'
import type { Executor } from '../db/client.ts'
import { systemConfiguration } from '../db/schema.ts'

export type SystemConfiguration = components['schemas']['SystemConfiguration']
export type SystemSettings = Omit<SystemConfiguration, 'updatedAt' | 'updatedBy'>
export type RateLimits = SystemSettings['rateLimits']
export type RatePolicy = RateLimits['screens']

export const defaultSettings: SystemSettings = {
  passwordPolicy: { minLength: 8, requireUppercase: true, requireLowercase: true, requireDigit: true, requireSymbol: true, expiryDays: 90, historyCount: 5 },
  lockout: { maxFailedAttempts: 5, lockoutMinutes: 15 },
  session: { idleTimeoutMs: 600000, accessTokenMinutes: 15, refreshTokenDays: 7 },
  mfa: { enforcedForAdmins: false, requiredForRoleIds: [], defaultOption: 'Email', otpLength: 6, otpTtlSeconds: 300 },
  transactionLimits: { defaultDailyLimit: 500_000_000, defaultSingleLimit: 50_000_000 },
  // Sign-in: about one attempt a second from one address (a branch behind one address signs in
  // together at opening); screens: 20 requests a second per user, well above what a screen asks.
  rateLimits: {
    signIn: { limit: 60, windowSeconds: 60 },
    public: { limit: 300, windowSeconds: 60 },
    screens: { limit: 1200, windowSeconds: 60 },
    exports: { limit: 10, windowSeconds: 60 },
  },
}

export async function readSystemConfiguration(db: Executor): Promise<SystemConfiguration> {
  const [row] = await db.select().from(systemConfiguration).where(eq(systemConfiguration.id, 1))
  if (!row) return { ...defaultSettings, updatedAt: new Date(0).toISOString(), updatedBy: 'system' }
  const data = row.data as Partial<SystemSettings>
  // Sections stored before a field was added read that field's default.
  return {
    passwordPolicy: { ...defaultSettings.passwordPolicy, ...data.passwordPolicy },
    lockout: { ...defaultSettings.lockout, ...data.lockout },
    session: { ...defaultSettings.session, ...data.session },
    mfa: { ...defaultSettings.mfa, ...data.mfa },
    transactionLimits: { ...defaultSettings.transactionLimits, ...data.transactionLimits },
    rateLimits: { ...defaultSettings.rateLimits, ...data.rateLimits },
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  }
}

export async function writeSystemConfiguration(db: Executor, settings: SystemSettings, username: string): Promise<void> {
  await db
    .insert(systemConfiguration)
    .values({ id: 1, data: settings, updatedBy: username, updatedAt: new Date() })
    .onConflictDoUpdate({ target: systemConfiguration.id, set: { data: settings, updatedBy: username, updatedAt: new Date() } })
}

/** The policy's complaints about a new password, each naming what is missing. */
export function passwordProblems(password: string, policy: SystemSettings['passwordPolicy']): string[] {
  const problems: string[] = []
  if (password.length < policy.minLength) problems.push(`newPassword: must have at least ${policy.minLength} characters`)
  if (policy.requireUppercase && !/[A-Z]/.test(password)) problems.push('newPassword: must contain an upper-case letter')
  if (policy.requireLowercase && !/[a-z]/.test(password)) problems.push('newPassword: must contain a lower-case letter')
  if (policy.requireDigit && !/[0-9]/.test(password)) problems.push('newPassword: must contain a digit')
  if (policy.requireSymbol && !/[^A-Za-z0-9]/.test(password)) problems.push('newPassword: must contain a symbol')
  return problems
}
