// The envelope every answer uses, and the one error type handlers throw.
import type { Answer, DataOf, Handler, OperationId, RequestContext } from './types.ts'

/**
 * A problem tied to one input: `field` is the dotted path in the JSON body (`name`,
 * `rules.0.amount`) or the name of a query or path parameter (`PageSize`, `id`).
 */
export interface FieldError {
  field: string
  message: string
}

/** What a 400 lists: a plain message, or a message about one field. */
export type Problem = string | FieldError

export class HttpError extends Error {
  readonly status: number
  readonly errors: string[]
  readonly fieldErrors: FieldError[]

  constructor(status: number, errors: string[], message: string, fieldErrors: FieldError[] = []) {
    super(message)
    this.status = status
    this.errors = errors
    this.fieldErrors = fieldErrors
  }
}

/** The human line of a field problem, as contract validation writes it: "rules.0.amount: must be <= 10". */
export const describeFieldError = (e: FieldError) => `${e.field}: ${e.message}`

/** 400; each field problem becomes "field: message" in errors and an entry of fieldErrors. */
export function badRequest(...problems: Problem[]): HttpError {
  const fieldErrors = problems.filter((p): p is FieldError => typeof p !== 'string')
  return new HttpError(
    400,
    problems.map((p) => (typeof p === 'string' ? p : describeFieldError(p))),
    'Request validation failed',
    fieldErrors,
  )
}
/** 400 about one field. */
export const invalidField = (field: string, message: string) => badRequest({ field, message })

const fieldLine = /^([A-Za-z_$][\w$]*(?:\[\d+\]|\.[\w$]+)*): (.+)$/s
/**
 * Reads a "field: message" line, as handlers collect them ('rules[0].amount: must …'), as a field
 * problem with a dotted path (`rules.0.amount`); any other line stays a plain message.
 */
export function fieldProblem(line: string): Problem {
  const match = fieldLine.exec(line)
  return match ? { field: match[1]!.replace(/\[(\d+)\]/g, '.$1'), message: match[2]! } : line
}
export const unauthorized = (error = 'Your session has expired, please login again') => new HttpError(401, [error], 'Unauthorized')
export const forbidden = (error: string) => new HttpError(403, [error], 'Forbidden')
export const notFound = (error: string) => new HttpError(404, [error], 'Not found')
/**
 * 409; with `field`, that field's value is what conflicts (a taken name) and fieldErrors puts the
 * message under it (without a leading "field: ", which errors keeps as it is).
 */
export function conflict(error: string, field?: string): HttpError {
  const message = field && error.startsWith(`${field}: `) ? error.slice(field.length + 2) : error
  return new HttpError(409, [error], 'Conflict', field ? [{ field, message }] : [])
}
/** 409 with several "field: message" lines (the business name and the email both taken). */
export function conflictsOn(lines: string[]): HttpError {
  const fieldErrors = lines.map(fieldProblem).filter((p): p is FieldError => typeof p !== 'string')
  return new HttpError(409, lines, 'Conflict', fieldErrors)
}
/** Any status about one field: 400 as invalidField, 409 as conflict, others with the message alone. */
export function fieldError(status: number, field: string, message: string): HttpError {
  if (status === 400) return invalidField(field, message)
  if (status === 409) return conflict(message, field)
  return new HttpError(status, [message], `HTTP ${status}`, [{ field, message }])
}

export interface Envelope<T> {
  succeeded: boolean
  message: string | null
  errors: string[] | null
  /** Only on failures, and only when some problem concerns one field. */
  fieldErrors?: FieldError[]
  data: T
}

/** The contract bounds errors and fieldErrors (maxItems); a body with many bad rows keeps the first. */
const MAX_ERRORS = 100
const MAX_FIELD = 200
const MAX_MESSAGE = 1000
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

export function ok<T>(data: T, message: string | null = null): Envelope<T> {
  return { succeeded: true, message, errors: null, data }
}

/** A handler that only reads: it answers ok() with what `read` finds (status 200, no message). */
export function reader<K extends OperationId>(read: (ctx: RequestContext<K>) => Promise<DataOf<K>>): Handler<K> {
  return { handle: async (ctx) => ok(await read(ctx)) as Answer<K> }
}

export function failure(status: number, errors: string[], message: string, fieldErrors: FieldError[] = []): Envelope<null> {
  return {
    succeeded: false,
    message: message || `HTTP ${status}`,
    errors: (errors.length ? errors : [message || `HTTP ${status}`]).slice(0, MAX_ERRORS).map((e) => clip(e, MAX_MESSAGE)),
    ...(fieldErrors.length ? { fieldErrors: fieldErrors.slice(0, MAX_ERRORS).map((e) => ({ field: clip(e.field, MAX_FIELD), message: clip(e.message, MAX_MESSAGE) })) } : {}),
    data: null,
  }
}

export interface Paging {
  pageNumber: number
  pageSize: number
}

/** PageNumber 0 (dropdown loads) means the first page. */
export function paging(query: { PageNumber?: number; PageSize?: number } | undefined, defaults = { pageSize: 50 }): Paging {
  return { pageNumber: Math.max(1, query?.PageNumber ?? 1), pageSize: query?.PageSize ?? defaults.pageSize }
}

export function offsetOf(p: Paging): number {
  return (p.pageNumber - 1) * p.pageSize
}

export function paged<T, Extra extends object = object>(rows: T[], p: Paging, totalRecords: number, extra?: Extra) {
  return {
    succeeded: true as const,
    message: null,
    errors: null,
    pageNumber: p.pageNumber,
    pageSize: p.pageSize,
    totalPages: Math.ceil(totalRecords / p.pageSize),
    totalRecords,
    ...(extra ?? ({} as Extra)),
    data: rows,
  }
}

/** A list operation's answer: the page its query asks for, read by `read` (rows and the total of every page). */
export async function pageOf<T>(query: { PageNumber?: number; PageSize?: number } | undefined, read: (p: Paging) => Promise<{ rows: T[]; total: number }>) {
  const p = paging(query)
  const { rows, total } = await read(p)
  return paged(rows, p, total)
}

export const iso = (d: Date) => d.toISOString()
export const isoOrNull = (d: Date | null | undefined) => (d ? d.toISOString() : null)
