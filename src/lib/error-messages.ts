// The platform's refusals in the user's language: one message per error code and per field error
// code of the catalogue (common.yaml ErrorCode, FieldErrorCode), with the values the error carries.
// The server's English sentence is shown only for a code this build does not know.
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { components } from '../api/schema/ums'

export type ErrorCode = components['schemas']['ErrorCode']
export type FieldErrorCode = components['schemas']['FieldErrorCode']
export type ErrorValues = Record<string, string | number>

/** null: the code has no wording of its own, its message says why (the server's sentence is shown). */
const errorMessages: Record<ErrorCode, MessageDescriptor | null> = {
  VALIDATION_FAILED: msg`Some of what was entered is not valid; check it and try again.`,
  UNKNOWN_APPLICATION: msg`This application is not recognised by the platform; contact your administrator.`,
  SESSION_REQUIRED: msg`Please sign in to continue.`,
  SESSION_EXPIRED: msg`Your session has expired; please sign in again.`,
  SESSION_ENDED: msg`Your session has ended; please sign in again.`,
  REFRESH_TOKEN_REUSED: msg`For your security, every session of this sign-in was ended; please sign in again.`,
  INVALID_CREDENTIALS: msg`Invalid username or password.`,
  ACCOUNT_INACTIVE: msg`Your account is not active; contact your administrator.`,
  ACCOUNT_LOCKED: msg({ message: 'Your account is locked after too many failed attempts; try again after {until} or reset your password.' }),
  MFA_SIGN_IN_REQUIRED: msg`Sign in with your password first.`,
  MFA_CODE_EXPIRED: msg`This code has expired; sign in again.`,
  MFA_CODE_INCORRECT: msg`The code is not correct.`,
  PERMISSION_DENIED: msg({ message: 'You do not have the permission {group} / {action}.' }),
  GRANT_EXCEEDS_OWN: msg`You cannot give permissions you do not hold yourself.`,
  SELF_APPROVAL: msg`You made this request; another user must decide it.`,
  NOT_AN_APPROVER: msg`You hold no role that may approve this kind of request.`,
  NOT_FOUND: msg`This record was not found; it may have been deleted.`,
  LINK_INVALID: msg`This link is invalid or has expired; ask for a new one.`,
  ACCOUNT_NOT_FOUND: msg`The bank holds no such account.`,
  IDEMPOTENCY_KEY_REUSED: msg`This request was already sent with different details; start again.`,
  APPROVAL_PENDING: msg({ message: '{entity} already has a request awaiting approval (#{approvalRequestId}, made by {maker}); it must be approved or rejected first.' }),
  ALREADY_DECIDED: msg`This request was already decided.`,
  ENTITY_CHANGED: msg`The record changed after this request was made; the maker must submit it again.`,
  OPERATION_RETIRED: msg`The action of this request no longer exists.`,
  DUPLICATE_NAME: msg`This name is already taken.`,
  IDENTITY_IN_USE: msg`Some details already belong to another record.`,
  IN_USE: msg`This record is still in use and cannot be removed.`,
  ALREADY_IN_STATE: msg`Nothing to change: the record is already in that state.`,
  INVALID_STATE: msg`The record's current state does not allow this action.`,
  CASE_ALREADY_OPEN: msg({ message: 'Case {caseNumber} is already open for the transaction {reference}; add to it instead.' }),
  LAST_USER_MANAGER: msg`This would leave no active user able to manage users; give another user that permission first.`,
  SELF_ACTION: msg`You cannot do this to your own account.`,
  CONSTRAINT_VIOLATION: msg`This change conflicts with other records; nothing was changed.`,
  PAYLOAD_TOO_LARGE: msg`What was sent is too large.`,
  RATE_LIMITED: null,
  INTERNAL_ERROR: msg`Something went wrong on our side; nothing was changed. Please try again.`,
  UNAVAILABLE: msg`The platform is unavailable; try again in a few seconds.`,
}

const fieldMessages: Record<FieldErrorCode, MessageDescriptor | null> = {
  REQUIRED: msg`Required.`,
  NOT_ALLOWED_FIELD: msg`Not accepted here.`,
  TYPE: msg`Not a valid value.`,
  TOO_SHORT: msg({ message: 'Too short: at least {limit}.' }),
  TOO_LONG: msg({ message: 'Too long: at most {limit}.' }),
  OUT_OF_RANGE: msg({ message: 'Must be {comparison} {limit}.' }),
  PATTERN: msg`Not in the expected form.`,
  FORMAT: msg`Not in the expected format.`,
  NOT_ALLOWED_VALUE: msg({ message: 'Must be one of: {allowed}.' }),
  CONTROL_CHARACTER: msg`Contains a character that is not allowed.`,
  NOT_JSON: msg`The request could not be read.`,
  UNKNOWN_REFERENCE: msg`Does not exist.`,
  INACTIVE_REFERENCE: msg`Is not active.`,
  DUPLICATE: msg`Repeated: each value may be given once.`,
  MUST_DIFFER: msg`Must be different.`,
  MISMATCH: msg`Does not match.`,
  INCORRECT: msg`Not correct.`,
  PASSWORD_POLICY: null,
  PASSWORD_REUSED: msg`You used this password recently; choose another.`,
  INVALID_NUBAN: msg`Not a valid account number for this bank.`,
  LIMIT_EXCEEDED: msg`Exceeds its limit.`,
  RANGE_ORDER: msg`Must not be before the start.`,
  PERIOD_TOO_LONG: msg`The period is too long for this.`,
  TAKEN: msg`Already used by another record.`,
  NOT_PERMITTED: msg`You cannot give permissions you do not hold yourself.`,
  INVALID: null,
}

/** The values as the message shows them: a time (ACCOUNT_LOCKED's `until`) in Lagos time. */
function shown(values: ErrorValues | undefined): ErrorValues {
  if (!values) return {}
  const out: ErrorValues = { ...values }
  if (typeof values.until === 'string') {
    const at = new Date(values.until)
    if (!Number.isNaN(at.getTime())) out.until = at.toLocaleTimeString(i18n.locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Lagos' })
  }
  return out
}

// The values a message names (a production build keeps only the descriptor's id, not its text).
const valuesNamed: Partial<Record<ErrorCode | FieldErrorCode, string[]>> = {
  ACCOUNT_LOCKED: ['until'],
  PERMISSION_DENIED: ['group', 'action'],
  APPROVAL_PENDING: ['entity', 'approvalRequestId', 'maker'],
  CASE_ALREADY_OPEN: ['caseNumber', 'reference'],
  TOO_SHORT: ['limit'],
  TOO_LONG: ['limit'],
  OUT_OF_RANGE: ['comparison', 'limit'],
  NOT_ALLOWED_VALUE: ['allowed'],
}

/** The descriptor of a code, when this build words it and the error carries every value it names. */
function wording<C extends ErrorCode | FieldErrorCode>(table: Record<C, MessageDescriptor | null>, code: string | null | undefined, values: ErrorValues): MessageDescriptor | null {
  if (!code || !Object.hasOwn(table, code)) return null
  const descriptor = table[code as C]
  if (!descriptor) return null
  return (valuesNamed[code as C] ?? []).every((name) => values[name] !== undefined) ? descriptor : null
}

function say(descriptor: MessageDescriptor, values: ErrorValues): string {
  const withValues: MessageDescriptor = { ...descriptor, values }
  return i18n._(withValues)
}

/** A refusal in the user's language; `fallback` (the server's English) for a code this build does not word. */
export function refusalMessage(code: string | null | undefined, values: ErrorValues | undefined, fallback: string): string {
  const all = shown(values)
  const descriptor = wording(errorMessages, code, all)
  return descriptor ? say(descriptor, all) : fallback
}

/** A field's problem in the user's language; its `message` (the server's English) for a code this build does not word. */
export function fieldRefusalMessage(error: { code?: string | null; message: string; values?: ErrorValues }): string {
  const all = shown(error.values)
  const descriptor = wording(fieldMessages, error.code, all)
  return descriptor ? say(descriptor, all) : error.message
}
