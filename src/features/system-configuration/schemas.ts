import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

import type { SystemConfiguration } from './api/get-system-configuration'
import type { SystemConfigurationUpdate } from './api/update-system-configuration'

// The contract's bounds (openapi/admin.yaml PasswordPolicy, LockoutPolicy, SessionSettingsUpdate,
// MfaSettings, TransactionLimits, RatePolicy).
export const systemConfigurationLimits = {
  minLength: { min: 8, max: 64 },
  expiryDays: { min: 0, max: 365 },
  historyCount: { min: 0, max: 24 },
  maxFailedAttempts: { min: 3, max: 10 },
  lockoutMinutes: { min: 1, max: 1440 },
  accessTokenMinutes: { min: 5, max: 60 },
  refreshTokenDays: { min: 1, max: 30 },
  otpLength: { min: 4, max: 8 },
  otpTtlSeconds: { min: 60, max: 900 },
  requiredRoles: 50,
  kobo: 100_000_000_000_000,
  rateLimit: { min: 1, max: 1_000_000 },
  rateWindowSeconds: { min: 1, max: 3600 },
} as const

type Limit = { min: number; max: number }

function whole(i18n: I18n, limit: Limit) {
  const { min, max } = limit
  const message = i18n._(msg`Enter a whole number from ${min} to ${max}`)
  return v.pipe(
    v.nullable(v.number()),
    v.check((value) => value !== null && Number.isInteger(value) && value >= min && value <= max, message),
  )
}

function kobo(i18n: I18n) {
  return v.pipe(
    v.nullable(v.number()),
    v.check((value) => value !== null && Number.isInteger(value) && value >= 0 && value <= systemConfigurationLimits.kobo, i18n._(msg`Enter an amount in naira, at most two decimals`)),
  )
}

/** The rate limit policies of the system configuration, in the order the form shows them. */
export const ratePolicies = ['signIn', 'public', 'screens', 'exports'] as const

export function systemConfigurationSchema(i18n: I18n) {
  const l = systemConfigurationLimits
  const ratePolicy = v.object({ limit: whole(i18n, l.rateLimit), windowSeconds: whole(i18n, l.rateWindowSeconds) })
  return v.pipe(
    v.object({
      passwordPolicy: v.object({
        minLength: whole(i18n, l.minLength),
        requireUppercase: v.boolean(),
        requireLowercase: v.boolean(),
        requireDigit: v.boolean(),
        requireSymbol: v.boolean(),
        expiryDays: whole(i18n, l.expiryDays),
        historyCount: whole(i18n, l.historyCount),
      }),
      lockout: v.object({ maxFailedAttempts: whole(i18n, l.maxFailedAttempts), lockoutMinutes: whole(i18n, l.lockoutMinutes) }),
      session: v.object({ accessTokenMinutes: whole(i18n, l.accessTokenMinutes), refreshTokenDays: whole(i18n, l.refreshTokenDays) }),
      mfa: v.object({
        enforcedForAdmins: v.boolean(),
        requiredForRoleIds: v.pipe(v.array(v.number()), v.maxLength(l.requiredRoles, i18n._(msg`Choose at most ${l.requiredRoles} roles`))),
        defaultOption: v.picklist(['Email', 'Sms', 'Authenticator'] as const, i18n._(msg`Choose how the one-time code is sent`)),
        otpLength: whole(i18n, l.otpLength),
        otpTtlSeconds: whole(i18n, l.otpTtlSeconds),
      }),
      transactionLimits: v.object({ defaultDailyLimit: kobo(i18n), defaultSingleLimit: kobo(i18n) }),
      rateLimits: v.object({ signIn: ratePolicy, public: ratePolicy, screens: ratePolicy, exports: ratePolicy }),
    }),
    v.forward(
      v.check(
        (value) =>
          value.transactionLimits.defaultSingleLimit === null ||
          value.transactionLimits.defaultDailyLimit === null ||
          value.transactionLimits.defaultSingleLimit <= value.transactionLimits.defaultDailyLimit,
        i18n._(msg`The single limit cannot be above the daily limit`),
      ),
      ['transactionLimits', 'defaultSingleLimit'],
    ),
  )
}

export type SystemConfigurationFormValues = v.InferInput<ReturnType<typeof systemConfigurationSchema>>

export function valuesOf(config: SystemConfiguration): SystemConfigurationFormValues {
  return {
    passwordPolicy: { ...config.passwordPolicy },
    lockout: { ...config.lockout },
    session: { accessTokenMinutes: config.session.accessTokenMinutes, refreshTokenDays: config.session.refreshTokenDays },
    mfa: { ...config.mfa, requiredForRoleIds: [...config.mfa.requiredForRoleIds] },
    transactionLimits: { ...config.transactionLimits },
    rateLimits: Object.fromEntries(ratePolicies.map((policy) => [policy, { ...config.rateLimits[policy] }])) as SystemConfiguration['rateLimits'],
  }
}

/** The update body of valid form values (the schema has ruled out the nulls). */
export function bodyOf(values: SystemConfigurationFormValues): SystemConfigurationUpdate {
  const n = (value: number | null) => value ?? 0
  const { passwordPolicy: p, lockout, session, mfa, transactionLimits, rateLimits } = values
  return {
    passwordPolicy: { ...p, minLength: n(p.minLength), expiryDays: n(p.expiryDays), historyCount: n(p.historyCount) },
    lockout: { maxFailedAttempts: n(lockout.maxFailedAttempts), lockoutMinutes: n(lockout.lockoutMinutes) },
    session: { accessTokenMinutes: n(session.accessTokenMinutes), refreshTokenDays: n(session.refreshTokenDays) },
    mfa: { ...mfa, otpLength: n(mfa.otpLength), otpTtlSeconds: n(mfa.otpTtlSeconds) },
    transactionLimits: { defaultDailyLimit: n(transactionLimits.defaultDailyLimit), defaultSingleLimit: n(transactionLimits.defaultSingleLimit) },
    rateLimits: Object.fromEntries(
      ratePolicies.map((policy) => [policy, { limit: n(rateLimits[policy].limit), windowSeconds: n(rateLimits[policy].windowSeconds) }]),
    ) as SystemConfigurationUpdate['rateLimits'] & object,
  }
}
