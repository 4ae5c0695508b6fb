// The platform's refusals in the user's language: one message per error code and per field error
// code of the catalogue (common.yaml ErrorCode, FieldErrorCode), with the values the error carries.
// The server's English sentence is shown only for a code this build does not know.
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { components } from '../api/schema/ums'

export type ErrorCode = components['schemas']['ErrorCode']
export type FieldErrorCode = components['schemas']['FieldErrorCode']
export type ErrorValues = Record<string, string | number>

/** A wording of a code, used when the error carries every value it names (`needs`). */
interface Wording {
  say: MessageDescriptor
  needs?: readonly string[]
}
const say = (descriptor: MessageDescriptor, ...needs: string[]): Wording => ({ say: descriptor, needs })

/**
 * The wordings of each code, the most precise first; the first whose values the error carries is
 * used. None: the code has no wording of its own, its message says why (the server's sentence is shown).
 */
const errorMessages: Record<ErrorCode, readonly Wording[]> = {
  VALIDATION_FAILED: [say(msg`Some of what was entered is not valid; check it and try again.`)],
  UNKNOWN_APPLICATION: [say(msg`This application is not recognised by the platform; contact your administrator.`)],
  SESSION_REQUIRED: [say(msg`Please sign in to continue.`)],
  SESSION_EXPIRED: [say(msg`Your session has expired, please login again`)],
  TOKEN_INVALID: [say(msg`Your session is no longer valid; please sign in again.`)],
  SESSION_ENDED: [say(msg`Your session has ended; please sign in again.`)],
  REFRESH_TOKEN_REUSED: [say(msg`For your security, every session of this sign-in was ended; please sign in again.`)],
  INVALID_CREDENTIALS: [say(msg`Invalid username or password.`)],
  ACCOUNT_INACTIVE: [say(msg`Your account is not active; contact your administrator.`)],
  ACCOUNT_LOCKED: [say(msg({ message: 'Your account is locked after too many failed attempts; try again after {until} or reset your password.' }), 'until')],
  MFA_SIGN_IN_REQUIRED: [say(msg`Sign in with your password first.`)],
  MFA_CODE_EXPIRED: [say(msg`This code has expired; sign in again.`)],
  MFA_CODE_INCORRECT: [say(msg`The code is not correct.`)],
  PERMISSION_DENIED: [say(msg({ message: 'You do not have the permission {group} / {action}.' }), 'group', 'action')],
  GRANT_EXCEEDS_OWN: [say(msg`You cannot give permissions you do not hold yourself.`)],
  SELF_APPROVAL: [say(msg`You made this request; another user must decide it.`)],
  NOT_AN_APPROVER: [say(msg`You hold no role that may approve this kind of request.`)],
  NOT_THE_MAKER: [say(msg({ message: 'Only {maker}, who made this request, may resubmit it.' }), 'maker')],
  NOT_FOUND: [say(msg`This record was not found; it may have been deleted.`)],
  LINK_INVALID: [say(msg`This link is invalid or has expired; ask for a new one.`)],
  ACCOUNT_NOT_FOUND: [say(msg`The bank holds no such account.`)],
  IDEMPOTENCY_KEY_REUSED: [say(msg`This request was already sent with different details; start again.`)],
  APPROVAL_PENDING: [
    say(msg({ message: '{entity} already has a request awaiting approval (#{approvalRequestId}, made by {maker}); it must be approved or rejected first.' }), 'entity', 'approvalRequestId', 'maker'),
  ],
  ALREADY_DECIDED: [
    say(
      msg({
        message:
          '{status, select, Approved {This request was already approved by {decidedBy}.} Rejected {This request was already rejected by {decidedBy}.} other {This request was already decided by {decidedBy}.}}',
      }),
      'status',
      'decidedBy',
    ),
    say(msg`This request was already decided.`),
  ],
  ENTITY_CHANGED: [say(msg`The record changed after this request was made; the maker must submit it again.`)],
  OPERATION_RETIRED: [say(msg`The action of this request no longer exists.`)],
  DUPLICATE_NAME: [say(msg`This name is already taken.`)],
  IDENTITY_IN_USE: [say(msg`Some details already belong to another record.`)],
  IN_USE: [
    say(msg({ message: '{users, plural, one {The role {role} is held by # user.} other {The role {role} is held by # users.}}' }), 'role', 'users'),
    say(
      msg({
        message:
          '{kind, select, fee {Fee scheme} other {Commission group}} {scheme} is configured for {merchants, plural, one {# merchant} other {# merchants}}; move them to another {kind, select, fee {fee scheme} other {commission group}} before {action, select, delete {deleting it} other {making it inactive}}.',
      }),
      'kind',
      'scheme',
      'merchants',
      'action',
    ),
    say(msg({ message: 'Merchant {merchant} has agents, transactions or cases on record and cannot be deleted; disable it instead.' }), 'merchant'),
    say(msg`This record is still in use and cannot be removed.`),
  ],
  ALREADY_IN_STATE: [say(msg`Nothing to change: the record is already in that state.`)],
  INVALID_STATE: [say(msg`The record's current state does not allow this action.`)],
  CASE_ALREADY_OPEN: [say(msg({ message: 'Case {caseNumber} is already open for the transaction {reference}; add to it instead.' }), 'caseNumber', 'reference')],
  LAST_USER_MANAGER: [say(msg`This would leave no active user able to manage users; give another user that permission first.`)],
  SELF_ACTION: [
    say(msg({ message: '{action, select, delete {You cannot delete your own account.} other {You cannot change the status of your own account.}}' }), 'action'),
    say(msg`You cannot do this to your own account.`),
  ],
  CONSTRAINT_VIOLATION: [say(msg`This change conflicts with other records; nothing was changed.`)],
  PAYLOAD_TOO_LARGE: [say(msg`What was sent is too large.`)],
  RATE_LIMITED: [],
  INTERNAL_ERROR: [say(msg`Something went wrong on our side; nothing was changed. Please try again.`)],
  UNAVAILABLE: [say(msg`The platform is unavailable; try again in a few seconds.`)],
  // The back office calls only its contracts' methods: a 405 is a fault, worded by the server.
  METHOD_NOT_ALLOWED: [],
}

const fieldMessages: Record<FieldErrorCode, readonly Wording[]> = {
  REQUIRED: [say(msg`Required.`)],
  NOT_ALLOWED_FIELD: [say(msg`Not accepted here.`)],
  TYPE: [say(msg`Not a valid value.`)],
  TOO_SHORT: [say(msg({ message: 'Too short: at least {limit}.' }), 'limit')],
  TOO_LONG: [say(msg({ message: 'Too long: at most {limit}.' }), 'limit')],
  OUT_OF_RANGE: [say(msg({ message: 'Must be {comparison} {limit}.' }), 'comparison', 'limit')],
  PATTERN: [say(msg`Not in the expected form.`)],
  FORMAT: [say(msg`Not in the expected format.`)],
  NOT_ALLOWED_VALUE: [say(msg({ message: 'Must be one of: {allowed}.' }), 'allowed')],
  CONTROL_CHARACTER: [say(msg`Contains a character that is not allowed.`)],
  NOT_JSON: [say(msg`The request could not be read.`)],
  UNKNOWN_REFERENCE: [say(msg`Does not exist.`)],
  INACTIVE_REFERENCE: [say(msg`Is not active.`)],
  DUPLICATE: [say(msg`Repeated: each value may be given once.`)],
  MUST_DIFFER: [say(msg`Must be different.`)],
  MISMATCH: [say(msg`Does not match.`)],
  INCORRECT: [say(msg`Not correct.`)],
  PASSWORD_POLICY: [],
  PASSWORD_REUSED: [say(msg`You used this password recently; choose another.`)],
  INVALID_NUBAN: [say(msg`Not a valid account number for this bank.`)],
  LIMIT_EXCEEDED: [say(msg`Exceeds its limit.`)],
  RANGE_ORDER: [say(msg`Must not be before the start.`)],
  PERIOD_TOO_LONG: [say(msg`The period is too long for this.`)],
  TAKEN: [say(msg`Already used by another record.`)],
  NOT_PERMITTED: [say(msg`You cannot give permissions you do not hold yourself.`)],
  REASON_NOT_FOR_PRODUCT: [say(msg({ message: 'Does not fit a {product} transaction.' }), 'product'), say(msg`Does not fit this transaction's product.`)],
  INVALID: [],
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

/** The first wording of a code whose values the error carries, when this build words the code. */
function wording<C extends ErrorCode | FieldErrorCode>(table: Record<C, readonly Wording[]>, code: string | null | undefined, values: ErrorValues): MessageDescriptor | null {
  if (!code || !Object.hasOwn(table, code)) return null
  return table[code as C].find((w) => (w.needs ?? []).every((name) => values[name] !== undefined))?.say ?? null
}

function translate(descriptor: MessageDescriptor, values: ErrorValues): string {
  const withValues: MessageDescriptor = { ...descriptor, values }
  return i18n._(withValues)
}

/** A refusal in the user's language; `fallback` (the server's English) for a code this build does not word. */
export function refusalMessage(code: string | null | undefined, values: ErrorValues | undefined, fallback: string): string {
  const all = shown(values)
  const descriptor = wording(errorMessages, code, all)
  return descriptor ? translate(descriptor, all) : fallback
}

/** A field's problem in the user's language; its `message` (the server's English) for a code this build does not word. */
export function fieldRefusalMessage(error: { code?: string | null; message: string; values?: ErrorValues }): string {
  const all = shown(error.values)
  const descriptor = wording(fieldMessages, error.code, all)
  return descriptor ? translate(descriptor, all) : error.message
}
