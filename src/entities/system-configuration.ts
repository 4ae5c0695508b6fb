// The system configuration in the bank's words, as its form labels it: the approval comparison and
// the audit trail read a change to it field by field, in the user's language.
import { msg } from '@lingui/core/macro'

import type { FieldDictionary } from '../lib/field-dictionary'
import { recordFields } from './common'

const ratePolicyFields = {
  limit: { label: msg`At most`, kind: 'number' },
  windowSeconds: { label: msg`In a window of`, kind: 'number' },
} as const satisfies FieldDictionary

export const systemConfigurationFields = {
  updatedAt: recordFields.updatedAt,
  updatedBy: { label: msg`Changed by` },
  passwordPolicy: {
    label: msg`Password policy`,
    fields: {
      minLength: { label: msg`Minimum length`, kind: 'number' },
      requireUppercase: { label: msg`An upper-case letter`, kind: 'boolean' },
      requireLowercase: { label: msg`A lower-case letter`, kind: 'boolean' },
      requireDigit: { label: msg`A digit`, kind: 'boolean' },
      requireSymbol: { label: msg`A symbol`, kind: 'boolean' },
      expiryDays: { label: msg`Expires after`, kind: 'number' },
      historyCount: { label: msg`Earlier passwords refused`, kind: 'number' },
    },
  },
  lockout: {
    label: msg`Lockout`,
    fields: {
      maxFailedAttempts: { label: msg`Failed attempts before lockout`, kind: 'number' },
      lockoutMinutes: { label: msg`Locked for`, kind: 'number' },
    },
  },
  session: {
    label: msg`Session`,
    fields: {
      idleTimeoutMs: { label: msg`Inactivity before "Are you still there?"`, kind: 'number' },
      accessTokenMinutes: { label: msg`Access token lifetime`, kind: 'number' },
      refreshTokenDays: { label: msg`Sign-in kept for`, kind: 'number' },
    },
  },
  mfa: {
    label: msg`Multi-factor authentication`,
    fields: {
      enforcedForAdmins: { label: msg`Required of every back-office user`, kind: 'boolean' },
      requiredForRoleIds: { label: msg`Required of the holders of these roles`, kind: 'list' },
      defaultOption: { label: msg`Code sent by` },
      otpLength: { label: msg`Code length`, kind: 'number' },
      otpTtlSeconds: { label: msg`Code valid for`, kind: 'number' },
    },
  },
  transactionLimits: {
    label: msg`Default transaction limits`,
    fields: {
      defaultDailyLimit: { label: msg`Daily limit`, kind: 'money' },
      defaultSingleLimit: { label: msg`Single transaction limit`, kind: 'money' },
    },
  },
  rateLimits: {
    label: msg`Rate limits`,
    fields: {
      signIn: { label: msg`Sign-in attempts, per address`, fields: ratePolicyFields },
      public: { label: msg`Other requests before sign-in, per address`, fields: ratePolicyFields },
      screens: { label: msg`Requests, per user`, fields: ratePolicyFields },
      exports: { label: msg`Exports, per user`, fields: ratePolicyFields },
    },
  },
} as const satisfies FieldDictionary

/** Which roles approve an action (a change of the approval configuration). */
export const approvalConfigurationFields = {
  permission: { label: msg`Permission`, kind: 'permission' },
  enabled: { label: msg`Approval required`, kind: 'boolean' },
  roles: { label: msg`Roles that may approve`, kind: 'list', nameKey: 'name' },
  updatedAt: recordFields.updatedAt,
  updatedBy: { label: msg`Changed by` },
} as const satisfies FieldDictionary
