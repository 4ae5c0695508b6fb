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
  isFiltered: boolean
}

/**
 * The list's search params, typed by its schema. `filterKeys` are the schema's entries that filter
 * the list (not the page, nor a panel's id). Defaults stay out of the URL (lib/search.ts listSearch).
 */
export function useListSearch<TSchema extends v.GenericSchema<unknown, ListSearchBase>>(
  _schema: TSchema,
  filterKeys: readonly Exclude<keyof v.InferOutput<TSchema>, 'page' | 'pageSize'>[],
): ListSearch<v.InferOutput<TSchema>> {
  type S = v.InferOutput<TSchema>
  const search = useSearch({ strict: false, structuralSharing: false } as never) as S
  const navigate = useNavigate()
  const set = (next: Record<string, unknown>, replace = false) => void navigate({ to: '.', search: ((previous: Record<string, unknown>) => ({ ...previous, ...next })) as never, replace })
  return {
    search,
    setFilters: (next, options) => set({ ...next, page: undefined }, options?.replace),
    setPage: (page, options) => set({ page: page <= 1 ? undefined : page }, options?.replace),
    setParams: (next, options) => set(next, options?.replace),
    clearFilters: () => set({ ...Object.fromEntries(filterKeys.map((key) => [key, undefined])), page: undefined }),
    isFiltered: filterKeys.some((key) => (search as unknown as Record<PropertyKey, unknown>)[key] !== undefined),
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
