// Building blocks for list-filter search params: every field falls back, so a bad URL never errors.
import { stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'

import { approvalStatusValues } from '../api/schema/apms'
import { auditEventTypeValues } from '../api/schema/aud'
import { caseCategoryValues, caseStatusValues } from '../api/schema/cms'
import { analyticsGroupByValues, analyticsMetricValues } from '../api/schema/dashms'
import { entityStatusValues } from '../api/schema/pms'
import { channelValues, transactionStatusValues } from '../api/schema/reportms'

// Enum lists come from the contracts (generated with the clients), never copied by hand.
/** A generated enum list as the non-empty tuple valibot's picklist needs. */
function enumList<T extends string>(values: ReadonlyArray<T>): readonly [T, ...T[]] {
  if (values.length === 0) throw new Error('An enum of the contracts has no values')
  return values as unknown as readonly [T, ...T[]]
}

export const entityStatuses = enumList(entityStatusValues)
export const approvalStatuses = enumList(approvalStatusValues)
export const transactionStatuses = enumList(transactionStatusValues)
export const channels = enumList(channelValues)
export const caseStatuses = enumList(caseStatusValues)
export const caseCategories = enumList(caseCategoryValues)
export const auditEventTypes = enumList(auditEventTypeValues)
export const analyticsGroupings = enumList(analyticsGroupByValues)
export const analyticsMetrics = enumList(analyticsMetricValues)

export const defaultPageSize = 50

/** Page number, 1 when missing or not a positive integer. */
export const page = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(10_000_000)), 1), 1)

/** Page size, 50 when missing or out of 1..500. */
export const pageSize = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(500)), defaultPageSize), defaultPageSize)

/** A keyset cursor of the platform (`after:<id>`, `before:<id>`, `after:<ms>.<id>`), dropped when malformed. */
export const cursor = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^(after|before):([0-9]{1,15}\.)?[1-9][0-9]{0,11}$/))), undefined)

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

/** A list route's `search.middlewares`: the default page and size stay out of the URL. */
export function listSearchMiddlewares<TSearch extends { page: number; pageSize: number }>() {
  return [stripSearchParams<TSearch>({ page: 1, pageSize: defaultPageSize } as Partial<TSearch>)]
}

type Outputs<E extends v.ObjectEntries> = { [K in keyof E]: v.InferOutput<E[K]> }

/** What a list asks the platform for: its filters, the page and its size (the query key, loaderDeps, the export). */
export type ListQueryOf<F extends v.ObjectEntries> = Partial<Outputs<F>> & { page: number; pageSize: number }

/** A list paged by key (the transaction report): the page may also be asked as the one after or before a row, or the one holding a day. */
export interface KeysetQuery {
  cursor?: string | undefined
  at?: string | undefined
}

/** The platform's names for a list's query: each filter capitalised, the page as PageNumber and PageSize. */
export type PlatformQuery<Q> = { [K in keyof Q as K extends 'page' ? 'PageNumber' : Capitalize<K & string>]: Q[K] }

/**
 * A list's search params, declared once: its filters (each with its fallback), and other params
 * that do not filter (the record open beside the list). Everything else follows from it: the
 * route's schema and middlewares, the filter keys that "Clear filters" clears, the list's query
 * (the query key, loaderDeps, the export's parameters) and the platform's query parameters.
 */
export function listSearch<const F extends v.ObjectEntries, const X extends v.ObjectEntries = Record<never, never>>(filters: F, extra?: X) {
  const schema = v.object({ ...filters, page, pageSize, ...(extra ?? ({} as X)) })
  type Search = v.InferOutput<typeof schema> & { page: number; pageSize: number }
  const filterKeys = Object.keys(filters) as (keyof F & string)[]
  const queryKeys = [...filterKeys, 'page', 'pageSize'] as const
  return {
    schema,
    filterKeys,
    middlewares: listSearchMiddlewares<Search>(),
    /** The list's query from the URL's params. */
    query: (search: Search): ListQueryOf<F> => Object.fromEntries(queryKeys.map((key) => [key, (search as Record<string, unknown>)[key]])) as ListQueryOf<F>,
  }
}

/**
 * A list paged by key: `listSearch` with the cursor of the page (next or previous, from the
 * platform's answer) in the URL and in the list's query, so next and previous stay on the same rows
 * while rows arrive (approvals, merchants, agents, users, cases, the audit trail).
 */
export function cursorListSearch<const F extends v.ObjectEntries, const X extends v.ObjectEntries = Record<never, never>>(filters: F, extra?: X) {
  const list = listSearch(filters, { ...(extra ?? ({} as X)), cursor })
  return {
    ...list,
    byDay: false,
    query: (search: Parameters<typeof list.query>[0]): ListQueryOf<F> & Pick<KeysetQuery, 'cursor'> => ({ ...list.query(search), cursor: (search as KeysetQuery).cursor }),
  }
}

/** A list paged by key that can also go to the page holding a day (the transaction report): the cursor and the day in the URL and the query. */
export function keysetListSearch<const F extends v.ObjectEntries, const X extends v.ObjectEntries = Record<never, never>>(filters: F, extra?: X) {
  const list = listSearch(filters, { ...(extra ?? ({} as X)), cursor, at: isoDate })
  return {
    ...list,
    byDay: true,
    query: (search: Parameters<typeof list.query>[0]): ListQueryOf<F> & KeysetQuery => {
      const { cursor: c, at } = search as KeysetQuery
      return { ...list.query(search), cursor: c, at }
    },
  }
}

/** The platform's query parameters of a list's query: `superAgentId` → `SuperAgentId`, `page` → `PageNumber`. */
export function platformQuery<Q extends object>(query: Q): PlatformQuery<Q> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key === 'page' ? 'PageNumber' : key.charAt(0).toUpperCase() + key.slice(1), value])) as PlatformQuery<Q>
}

/** The platform's names for a list's filters alone (an export takes the whole filtered set). */
export function platformFilters<Q extends { page: number; pageSize: number }>(query: Q): PlatformQuery<Omit<Q, 'page' | 'pageSize' | keyof KeysetQuery>> {
  const { page: _page, pageSize: _pageSize, cursor: _cursor, at: _at, ...filters } = query as Q & KeysetQuery
  return platformQuery(filters as Omit<Q, 'page' | 'pageSize' | keyof KeysetQuery>)
}
