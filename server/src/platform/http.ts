// The envelope every answer uses, and the one error type handlers throw.
export class HttpError extends Error {
  readonly status: number
  readonly errors: string[]

  constructor(status: number, errors: string[], message: string) {
    super(message)
    this.status = status
    this.errors = errors
  }
}

export const badRequest = (...errors: string[]) => new HttpError(400, errors, 'Request validation failed')
export const unauthorized = (error = 'Your session has expired, please login again') => new HttpError(401, [error], 'Unauthorized')
export const forbidden = (error: string) => new HttpError(403, [error], 'Forbidden')
export const notFound = (error: string) => new HttpError(404, [error], 'Not found')
export const conflict = (error: string) => new HttpError(409, [error], 'Conflict')

export interface Envelope<T> {
  succeeded: boolean
  message: string | null
  errors: string[] | null
  data: T
}

export function ok<T>(data: T, message: string | null = null): Envelope<T> {
  return { succeeded: true, message, errors: null, data }
}

export function failure(status: number, errors: string[], message: string): Envelope<null> {
  return { succeeded: false, message: message || `HTTP ${status}`, errors: errors.length ? errors : [message], data: null }
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

export const iso = (d: Date) => d.toISOString()
export const isoOrNull = (d: Date | null | undefined) => (d ? d.toISOString() : null)
