import { plural, t } from '@lingui/core/macro'

import { fieldRefusalMessage, refusalMessage, type ErrorValues } from '../lib/error-messages'

/**
 * A refusal that concerns one field: its dotted path in the request body (`rules.0.amount`), its
 * code (common.yaml FieldErrorCode) and the values its message is built from; `message` is the server's English.
 */
export interface FieldError {
  field: string
  message: string
  code?: string
  values?: ErrorValues
}

/** Every non-2xx answer of the platform, as one typed error carrying the envelope's errors. */
export class ApiError extends Error {
  readonly status: number
  readonly errors: readonly string[]
  readonly fieldErrors: readonly FieldError[]
  readonly body: unknown
  /** 429: the seconds the platform asks to wait (Retry-After); null when it did not say. */
  readonly retryAfterSeconds: number | null
  /** What the refusal is (common.yaml ErrorCode); null when the answer carried none. */
  readonly code: string | null
  /** The values the refusal's message is built from. */
  readonly values: ErrorValues

  constructor(
    status: number,
    errors: readonly string[],
    message: string,
    body: unknown,
    fieldErrors: readonly FieldError[] = [],
    retryAfterSeconds: number | null = null,
    code: string | null = null,
    values: ErrorValues = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
    this.fieldErrors = fieldErrors
    this.body = body
    this.retryAfterSeconds = retryAfterSeconds
    this.code = code
    this.values = values
  }

  /**
   * The message to show (SPEC section 8's "first message"), in the user's language from the code and
   * its values; the server's first error only for a code this build does not know.
   */
  get firstError(): string {
    if (this.status === 429) return tooManyRequestsMessage(this.retryAfterSeconds)
    const fallback = this.errors[0] ?? this.message
    const field = this.code === 'VALIDATION_FAILED' ? this.fieldErrors[0] : undefined
    if (field) return `${field.field}: ${fieldRefusalMessage(field)}`
    return refusalMessage(this.code, this.values, fallback)
  }
}

/** What a user reads when the platform's rate limit holds them back. */
export function tooManyRequestsMessage(seconds: number | null): string {
  if (seconds === null) return t`Too many requests: try again in a moment.`
  return plural(seconds, { one: 'Too many requests: try again in # second.', other: 'Too many requests: try again in # seconds.' })
}

interface EnvelopeLike {
  message?: unknown
  errors?: unknown
  fieldErrors?: unknown
  code?: unknown
  values?: unknown
}

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && typeof (value as FieldError).field === 'string' && typeof (value as FieldError).message === 'string'
}

/** The values of an answer: only strings and numbers are kept. */
function valuesOf(value: unknown): ErrorValues {
  if (typeof value !== 'object' || value === null) return {}
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'))
}

function isEnvelopeLike(value: unknown): value is EnvelopeLike {
  return typeof value === 'object' && value !== null
}

export function apiErrorFrom(status: number, statusText: string, body: unknown, retryAfterSeconds: number | null = null): ApiError {
  let errors: string[] = []
  let fieldErrors: FieldError[] = []
  let message = statusText || `HTTP ${status}`
  let code: string | null = null
  let values: ErrorValues = {}
  if (isEnvelopeLike(body)) {
    if (Array.isArray(body.errors)) errors = body.errors.filter((e): e is string => typeof e === 'string')
    if (Array.isArray(body.fieldErrors))
      fieldErrors = body.fieldErrors.filter(isFieldError).map((e) => ({
        field: e.field,
        message: e.message,
        ...(typeof e.code === 'string' ? { code: e.code } : {}),
        ...(e.values !== undefined ? { values: valuesOf(e.values) } : {}),
      }))
    if (typeof body.message === 'string' && body.message) message = body.message
    if (typeof body.code === 'string') code = body.code
    values = valuesOf(body.values)
  }
  return new ApiError(status, errors, message, body, fieldErrors, retryAfterSeconds, code, values)
}
