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

  constructor(status: number, errors: readonly string[], message: string, body: unknown, fieldErrors: readonly FieldError[] = []) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
    this.fieldErrors = fieldErrors
    this.body = body
  }

  /** The message to show: the server's first error, as SPEC section 8 asks. */
  get firstError(): string {
    return this.errors[0] ?? this.message
  }
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

export function apiErrorFrom(status: number, statusText: string, body: unknown): ApiError {
  let errors: string[] = []
  let fieldErrors: FieldError[] = []
  let message = statusText || `HTTP ${status}`
  if (isEnvelopeLike(body)) {
    if (Array.isArray(body.errors)) errors = body.errors.filter((e): e is string => typeof e === 'string')
    if (Array.isArray(body.fieldErrors)) fieldErrors = body.fieldErrors.filter(isFieldError)
    if (typeof body.message === 'string' && body.message) message = body.message
  }
  return new ApiError(status, errors, message, body, fieldErrors)
}
