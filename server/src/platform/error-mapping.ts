// Errors as the envelope's status and messages: the platform's own (HttpError) and PostgreSQL's constraint and value errors.
import type { Context } from 'hono'

import { failure, HttpError } from './http.ts'
import { requestIdOf } from './request-id.ts'

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

/** The refusal an error is answered with; anything unknown is a 500 that says nothing was changed. */
export function mapError(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  const code = pgCode(error)
  if (code === '23505') return new HttpError(409, 'CONSTRAINT_VIOLATION', ['A record with the same unique value already exists'], 'Conflict')
  if (code === '23503') return new HttpError(409, 'CONSTRAINT_VIOLATION', ['The record refers to, or is referred to by, another record that does not allow this change'], 'Conflict')
  if (code === '22003' || code === '22P02') return new HttpError(400, 'VALIDATION_FAILED', ['A value is out of range or malformed'], 'Request validation failed')
  return new HttpError(500, 'INTERNAL_ERROR', ['Something went wrong on our side; nothing was changed. Please try again.'], 'Error')
}

/** The envelope of a refusal. */
export const failureOf = (e: HttpError) => failure(e.status, e.code, e.errors, e.message, e.fieldErrors, e.values)

/** The answer to a refusal of an HTTP request: its envelope with the request's id, in its status. */
export const refusal = (c: Context, e: HttpError) => c.json({ ...failureOf(e), requestId: requestIdOf(c) }, e.status as 400)
