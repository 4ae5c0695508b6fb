// Errors as the envelope's status and messages: the platform's own (HttpError) and PostgreSQL's constraint and value errors.
import { HttpError, type FieldError } from './http.ts'

/** The SQLSTATE of a database error, looked for through up to four levels of `cause` (drivers wrap it). */
export function pgCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** The status and messages an error is answered with; anything unknown is a 500 that says nothing was changed. */
export function mapError(error: unknown): { status: number; errors: string[]; message: string; fieldErrors?: FieldError[] } {
  if (error instanceof HttpError) return { status: error.status, errors: error.errors, message: error.message, fieldErrors: error.fieldErrors }
  const code = pgCode(error)
  if (code === '23505') return { status: 409, errors: ['A record with the same unique value already exists'], message: 'Conflict' }
  if (code === '23503') return { status: 409, errors: ['The record refers to, or is referred to by, another record that does not allow this change'], message: 'Conflict' }
  if (code === '22003' || code === '22P02') return { status: 400, errors: ['A value is out of range or malformed'], message: 'Request validation failed' }
  return { status: 500, errors: ['Something went wrong on our side; nothing was changed. Please try again.'], message: 'Error' }
}
