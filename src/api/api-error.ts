import { plural, t } from '@lingui/core/macro'

/** A refusal that concerns one field: its dotted path in the request body (`rules.0.amount`). */
export interface FieldError {
  field: string
  message: string
}

/** Every non-2xx answer of the platform, as one typed error carrying the envelope's errors. */
export class ApiError extends Error {
  readonly status: number
  readonly errors: readonly string[]
  readonly fieldErrors: readonly FieldError[]
  readonly body: unknown
  /** 429: the seconds the platform asks to wait (Retry-After); null when it did not say. */
  readonly retryAfterSeconds: number | null

  constructor(status: number, errors: readonly string[], message: string, body: unknown, fieldErrors: readonly FieldError[] = [], retryAfterSeconds: number | null = null) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
    this.fieldErrors = fieldErrors
    this.body = body
    this.retryAfterSeconds = retryAfterSeconds
  }

  /** The message to show: the server's first error, as SPEC section 8 asks; a rate limit in the user's language. */
  get firstError(): string {
    if (this.status === 429) return tooManyRequestsMessage(this.retryAfterSeconds)
    return this.errors[0] ?? this.message
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
}

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && typeof (value as FieldError).field === 'string' && typeof (value as FieldError).message === 'string'
}

function isEnvelopeLike(value: unknown): value is EnvelopeLike {
  return typeof value === 'object' && value !== null
}

export function apiErrorFrom(status: number, statusText: string, body: unknown, retryAfterSeconds: number | null = null): ApiError {
  let errors: string[] = []
  let fieldErrors: FieldError[] = []
  let message = statusText || `HTTP ${status}`
  if (isEnvelopeLike(body)) {
    if (Array.isArray(body.errors)) errors = body.errors.filter((e): e is string => typeof e === 'string')
    if (Array.isArray(body.fieldErrors)) fieldErrors = body.fieldErrors.filter(isFieldError)
    if (typeof body.message === 'string' && body.message) message = body.message
  }
  return new ApiError(status, errors, message, body, fieldErrors, retryAfterSeconds)
}
