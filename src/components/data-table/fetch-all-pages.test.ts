import { describe, expect, it } from 'vitest'

import { fetchAllPages, type ListPageData } from './fetch-all-pages'

const rows = Array.from({ length: 1234 }, (_, i) => ({ id: i + 1 }))
const pages = (pageSize: number) => Math.ceil(rows.length / pageSize)
const fetchPage = async (page: number, pageSize: number): Promise<ListPageData<{ id: number }>> => ({
  data: rows.slice((page - 1) * pageSize, page * pageSize),
  totalRecords: rows.length,
  totalPages: pages(pageSize),
})

describe('export of the whole filtered set', () => {
  it('reads every page, not only the one on screen, and reports progress', async () => {
    const progress: [number, number][] = []
    const all = await fetchAllPages(fetchPage, { signal: new AbortController().signal, onProgress: (done, total) => progress.push([done, total]) })
    expect(all).toHaveLength(1234)
    expect(all.at(-1)).toEqual({ id: 1234 })
    expect(progress).toEqual([
      [500, 1234],
      [1000, 1234],
      [1234, 1234],
    ])
  })

  it('stops when cancelled', async () => {
    const controller = new AbortController()
    const reading = fetchAllPages(
      async (page, size) => {
        if (page === 2) controller.abort()
        return fetchPage(page, size)
      },
      { signal: controller.signal },
    )
    await expect(reading).rejects.toThrow()
  })
})
