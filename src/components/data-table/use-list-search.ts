// A list's filters, page and open panel live in the URL (a filtered, paged list is a shareable link).
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import type * as v from 'valibot'

export interface ListSearchBase {
  page: number
  pageSize: number
}

type Params<S> = Partial<{ [K in keyof S]: S[K] | undefined }>

export interface ListSearch<S extends ListSearchBase> {
  search: S
  /** Changes filters; the page goes back to the first. Text typed keystroke by keystroke replaces history. */
  setFilters: (next: Params<Omit<S, 'page' | 'pageSize'>>, options?: { replace?: boolean }) => void
  setPage: (page: number, options?: { replace?: boolean }) => void
  /** Any other parameter (the record open in a side panel), page kept. */
  setParams: (next: Params<S>, options?: { replace?: boolean }) => void
  clearFilters: () => void
  /** These filters alone, every other one cleared: to show a record just made, whatever the list was filtered by. */
  filterOnly: (next: Params<Omit<S, 'page' | 'pageSize'>>) => void
  isFiltered: boolean
  /** How many filters are set ("Filters (2)" on a phone). */
  filterCount: number
  /** A filter control's props: its name, its value in the URL and its change (text typed replaces history). */
  filter: <K extends keyof Omit<S, 'page' | 'pageSize'> & string>(key: K, options?: { replace?: boolean }) => { name: K; value: S[K]; onChange: (value: S[K] | undefined) => void }
  /** The date range filter's props (startDate and endDate in the URL). */
  dateRange: () => { startDate: string | undefined; endDate: string | undefined; onChange: (range: { startDate: string | undefined; endDate: string | undefined }) => void }
  /** The list can go to the page holding a day (its answers carry cursors too). */
  byDay: boolean
}

/** A list's search params as `listSearch` (lib/search.ts) declares them. */
export interface ListSearchDefinition<S extends ListSearchBase, Q> {
  schema: v.GenericSchema<unknown, S>
  /** The params that filter the list (not the page, nor a panel's id). */
  filterKeys: readonly (keyof S & string)[]
  /** The list's query (filters, page and size) from the params. */
  query: (search: S) => Q
  /** Paged by key with a day to go to (the transaction report). */
  byDay?: boolean
}

/** The list's search params, typed by its definition; defaults stay out of the URL (listSearch's middlewares). */
export function useListSearch<S extends ListSearchBase, Q>(definition: ListSearchDefinition<S, Q>): ListSearch<S> & { query: Q } {
  const search = useSearch({ strict: false, structuralSharing: false } as never) as S
  const navigate = useNavigate()
  const set = (next: Record<string, unknown>, replace = false) => void navigate({ to: '.', search: ((previous: Record<string, unknown>) => ({ ...previous, ...next })) as never, replace })
  // A keyset list's cursor and day belong to one page: any other page or filter drops them.
  const unkeyed = { cursor: undefined, at: undefined }
  return {
    search,
    byDay: definition.byDay ?? false,
    query: definition.query(search),
    setFilters: (next, options) => set({ ...next, ...unkeyed, page: undefined }, options?.replace),
    setPage: (page, options) => set({ ...unkeyed, page: page <= 1 ? undefined : page }, options?.replace),
    setParams: (next, options) => set(next, options?.replace),
    clearFilters: () => set({ ...Object.fromEntries(definition.filterKeys.map((key) => [key, undefined])), ...unkeyed, page: undefined }),
    filterOnly: (next) => set({ ...Object.fromEntries(definition.filterKeys.map((key) => [key, undefined])), ...next, ...unkeyed, page: undefined }),
    isFiltered: definition.filterKeys.some((key) => (search as Record<string, unknown>)[key] !== undefined),
    filterCount: definition.filterKeys.filter((key) => (search as Record<string, unknown>)[key] !== undefined).length,
    filter: (key, options) => ({ name: key, value: search[key], onChange: (value) => set({ [key]: value, ...unkeyed, page: undefined }, options?.replace) }),
    dateRange: () => {
      const { startDate, endDate } = search as { startDate?: string; endDate?: string }
      return { startDate, endDate, onChange: (range) => set({ ...range, ...unkeyed, page: undefined }) }
    },
  }
}

/** A page past the end (rows deleted since, a stale link) becomes the last page. */
export function useClampPage(list: Pick<ListSearch<ListSearchBase>, 'search' | 'setPage'>, totalPages: number | undefined): void {
  const { page } = list.search
  const { setPage } = list
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setPage(totalPages, { replace: true })
  }, [page, totalPages, setPage])
}
