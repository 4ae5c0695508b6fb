// The envelope every answer uses, and the one error type handlers throw.
import type { ErrorCode, ErrorValues, FieldErrorCode } from './error-codes.ts'
import type { Answer, DataOf, Handler, OperationId, RequestContext } from './types.ts'

/**
 * A problem tied to one input: `field` is the dotted path in the JSON body (`name`,
 * `rules.0.amount`) or the name of a query or path parameter (`PageSize`, `id`); `code` says what
 * is wrong (the catalogue in error-codes.ts), `values` what the message is built from.
 */
export interface FieldError {
  field: string
  code: FieldErrorCode
  message: string
  values?: ErrorValues
}

/** What a 400 lists: a plain message, or a message about one field. */
export type Problem = string | FieldError

/** Every refusal a handler or the pipeline raises: its status, its code from the catalogue, and the human messages. */
export class HttpError extends Error {
  readonly status: number
  readonly code: ErrorCode
  readonly errors: string[]
  readonly fieldErrors: FieldError[]
  readonly values: ErrorValues | undefined

  constructor(status: number, code: ErrorCode, errors: string[], message: string, fieldErrors: FieldError[] = [], values?: ErrorValues) {
    super(message)
    this.status = status
    this.code = code
    this.errors = errors
    this.fieldErrors = fieldErrors
    this.values = values
  }
}

/** The human line of a field problem, as contract validation writes it: "rules.0.amount: must be <= 10". */
export const describeFieldError = (e: FieldError) => `${e.field}: ${e.message}`

/** 400 VALIDATION_FAILED; each field problem becomes "field: message" in errors and an entry of fieldErrors. */
export function badRequest(...problems: Problem[]): HttpError {
  const fieldErrors = problems.filter((p): p is FieldError => typeof p !== 'string')
  return new HttpError(
    400,
    'VALIDATION_FAILED',
    problems.map((p) => (typeof p === 'string' ? p : describeFieldError(p))),
    'Request validation failed',
    fieldErrors,
  )
}
/** 400 about one field. */
export const invalidField = (field: string, code: FieldErrorCode, message: string, values?: ErrorValues) => badRequest({ field, code, message, ...(values ? { values } : {}) })

const fieldLine = /^([A-Za-z_$][\w$]*(?:\[\d+\]|\.[\w$]+)*): (.+)$/s
/**
 * Reads a "field: message" line, as handlers collect them ('rules[0].amount: must …'), as a field
 * problem with a dotted path (`rules.0.amount`) and the given code; any other line stays a plain message.
 */
export function fieldProblem(line: string, code: FieldErrorCode): Problem {
  const match = fieldLine.exec(line)
  return match ? { field: match[1]!.replace(/\[(\d+)\]/g, '.$1'), code, message: match[2]! } : line
}
export const unauthorized = (code: ErrorCode, error: string) => new HttpError(401, code, [error], 'Unauthorized')
export const forbidden = (code: ErrorCode, error: string, values?: ErrorValues) => new HttpError(403, code, [error], 'Forbidden', [], values)
export const notFound = (code: ErrorCode, error: string, values?: ErrorValues) => new HttpError(404, code, [error], 'Not found', [], values)
/** 404 NOT_FOUND naming the entity and its id in values, as the message does ("Merchant 42 was not found"). */
export const noSuch = (entity: string, id: string | number, error = `${entity} ${id} was not found`, values?: ErrorValues) => notFound('NOT_FOUND', error, { entity, id, ...values })
/**
 * 409 `code`; with `on`, that field's value is what conflicts (a taken name) and fieldErrors puts the
 * message under it (without a leading "field: ", which errors keeps as it is).
 */
export function conflict(code: ErrorCode, error: string, on?: { field: string; code: FieldErrorCode }, values?: ErrorValues): HttpError {
  const message = on && error.startsWith(`${on.field}: `) ? error.slice(on.field.length + 2) : error
  return new HttpError(409, code, [error], 'Conflict', on ? [{ field: on.field, code: on.code, message }] : [], values)
}
/** 409 `code` with several "field: message" lines of one kind (the business name and the email both taken). */
export function conflictsOn(code: ErrorCode, fieldCode: FieldErrorCode, lines: string[]): HttpError {
  const fieldErrors = lines.map((line) => fieldProblem(line, fieldCode)).filter((p): p is FieldError => typeof p !== 'string')
  return new HttpError(409, code, lines, 'Conflict', fieldErrors)
}
/** A status other than 400 and 409 about one field (a role the user may not give: 403). */
export function fieldError(status: number, code: ErrorCode, field: string, fieldCode: FieldErrorCode, message: string): HttpError {
  return new HttpError(status, code, [message], `HTTP ${status}`, [{ field, code: fieldCode, message }])
}

export interface Envelope<T> {
  succeeded: boolean
  message: string | null
  errors: string[] | null
  /** Only on failures: what the refusal is, from the catalogue (error-codes.ts). */
  code?: ErrorCode
  /** Only on failures, when the message is built from values a client may word itself. */
  values?: ErrorValues
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

export function failure(status: number, code: ErrorCode, errors: string[], message: string, fieldErrors: FieldError[] = [], values?: ErrorValues): Envelope<null> {
  return {
    succeeded: false,
    message: message || `HTTP ${status}`,
    errors: (errors.length ? errors : [message || `HTTP ${status}`]).slice(0, MAX_ERRORS).map((e) => clip(e, MAX_MESSAGE)),
    code,
    ...(values && Object.keys(values).length ? { values } : {}),
    ...(fieldErrors.length
      ? {
          fieldErrors: fieldErrors
            .slice(0, MAX_ERRORS)
            .map((e) => ({ field: clip(e.field, MAX_FIELD), code: e.code, message: clip(e.message, MAX_MESSAGE), ...(e.values ? { values: e.values } : {}) })),
        }
      : {}),
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
