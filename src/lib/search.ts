// Building blocks for list-filter search params: every field falls back, so a bad URL never errors.
import * as v from 'valibot'

export const entityStatuses = ['Active', 'Inactive', 'Pending', 'Deleted'] as const
export const approvalStatuses = ['Pending', 'Approved', 'Rejected'] as const
export const transactionStatuses = ['Successful', 'Failed', 'Pending', 'Reversed'] as const
export const caseStatuses = ['Open', 'InProgress', 'Resolved', 'Closed'] as const
export const auditEventTypes = [
  'Create',
  'Update',
  'Delete',
  'StatusChange',
  'Login',
  'LoginFailed',
  'Logout',
  'Approve',
  'Reject',
  'SentForApproval',
  'PasswordChange',
  'PasswordReset',
  'TokenRefresh',
] as const

export const defaultPageSize = 50

/** Page number, 1 when missing or not a positive integer. */
export const page = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100_000)), 1), 1)

/** Page size, 50 when missing or out of 1..500. */
export const pageSize = v.fallback(
  v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(500)), defaultPageSize),
  defaultPageSize,
)

/** Free text filter, dropped when empty or too long. */
export const text = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))), undefined)

/** An ISO calendar date (yyyy-mm-dd), dropped when malformed. */
export const isoDate = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined)

/** A positive integer id, dropped when malformed. */
export const id = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))), undefined)

/** Digits only (account numbers, bank codes), dropped otherwise. */
export function digits(length: number) {
  return v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String), v.regex(new RegExp(`^[0-9]{${length}}$`)))), undefined)
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return v.fallback(v.optional(v.picklist(values)), undefined)
}

/** A path id must be a positive integer; anything else is a 404. */
export function isValidId(raw: string): boolean {
  return /^[1-9][0-9]{0,15}$/.test(raw)
}
