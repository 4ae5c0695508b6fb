// Reads every page of a filtered list for an export, the largest pages the contracts allow.

export interface ListPageData<Row> {
  data: Row[]
  totalRecords: number
  totalPages: number
  /** The page answered (a list paged by key may be asked by day and answers which page that is). */
  pageNumber?: number
  /** A list paged by key: the cursors of the next and previous pages. */
  nextCursor?: string | null
  previousCursor?: string | null
}

export type PageFetcher<Row> = (page: number, pageSize: number, signal: AbortSignal) => Promise<ListPageData<Row>>

export const EXPORT_PAGE_SIZE = 500

/** The pages of a list with the filters on screen: its query with another page and size. */
export function pagesOf<Q extends { page: number; pageSize: number }, Row>(list: (query: Q, signal?: AbortSignal) => Promise<ListPageData<Row>>, query: Q): PageFetcher<Row> {
  return (page, pageSize, signal) => list({ ...query, page, pageSize }, signal)
}

export async function fetchAllPages<Row>(
  fetchPage: PageFetcher<Row>,
  { signal, onProgress, pageSize = EXPORT_PAGE_SIZE }: { signal: AbortSignal; onProgress?: (done: number, total: number) => void; pageSize?: number },
): Promise<Row[]> {
  const rows: Row[] = []
  let page = 1
  for (;;) {
    signal.throwIfAborted()
    const result = await fetchPage(page, pageSize, signal)
    rows.push(...result.data)
    onProgress?.(rows.length, result.totalRecords)
    // Rows added while exporting may shift pages; stop at the last page the first answer knew of or an empty page.
    if (page >= result.totalPages || result.data.length === 0) return rows
    page += 1
  }
}
