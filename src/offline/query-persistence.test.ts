import { dehydrate, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'

import { isPersisted, lastAnswers, serialize } from './query-persistence'

describe('the persisted query cache', () => {
  it('keeps a viewed request whose refresh failed as its last answer, with that answer’s age', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const key = ['apms', 'approval', 'request', 'detail', 25]
    queryClient.setQueryData(key, { id: 25, summary: 'Onboard merchant' }, { updatedAt: 1_000 })
    // The network goes while the page refreshes it.
    await queryClient.fetchQuery({ queryKey: key, queryFn: () => Promise.reject(new Error('Failed to fetch')), staleTime: 0 }).catch(() => undefined)
    const query = queryClient.getQueryCache().find({ queryKey: key })!
    expect(query.state.status).toBe('error')
    expect(isPersisted(query)).toBe(true)

    const kept = lastAnswers(dehydrate(queryClient, { shouldDehydrateQuery: isPersisted }))
    expect(kept.queries).toHaveLength(1)
    expect(kept.queries[0]!.state).toMatchObject({ status: 'success', error: null, data: { id: 25 }, dataUpdatedAt: 1_000 })
  })

  it('writes neither a query without an answer nor one that is not kept offline', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await queryClient.fetchQuery({ queryKey: ['apms', 'approval', 'request', 'detail', 26], queryFn: () => Promise.reject(new Error('offline')) }).catch(() => undefined)
    queryClient.setQueryData(['reportms', 'transactions'], { rows: [] })
    expect(dehydrate(queryClient, { shouldDehydrateQuery: isPersisted }).queries).toHaveLength(0)
  })

  it('keeps every answer of the platform that was seen (a list page, a record, a configuration), not a list of screens', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(['mer', 'agent', 'list', { page: 3, merchantId: 6 }], { data: [{ id: 1 }], totalRecords: 1 })
    queryClient.setQueryData(['aud', 'audit', 'list', {}], { data: [] })
    queryClient.setQueryData(['cms', 'case', 'detail', 4], { id: 4 })
    queryClient.setQueryData(['admin', 'configuration'], { passwordMinLength: 8 })
    const kept = dehydrate(queryClient, { shouldDehydrateQuery: isPersisted }).queries.map((query) => query.queryKey[0])
    expect(kept.sort()).toEqual(['admin', 'aud', 'cms', 'mer'])
  })

  it('leaves what has a store of its own, what is marked not to be kept, a file and an answer too large for local storage', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(['picker', 'merchant', 'search', 'ade', {}], { pages: [] })
    queryClient.setQueryData(['reference', 'banks'], { data: [] })
    queryClient.setQueryData(['reportms', 'transactions', { page: 1 }], { data: [] })
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: ['apms', 'approval', 'request', 'detail', 9, 'document', 0], meta: { persist: false } })
      .setData({ content: 'JVBERi0x' })
    queryClient.setQueryData(['mer', 'merchant', 'document', 3], new Blob(['%PDF']))
    queryClient.setQueryData(['aud', 'audit', 'list', { page: 1 }], { data: 'x'.repeat(250_000) })
    expect(dehydrate(queryClient, { shouldDehydrateQuery: isPersisted }).queries).toHaveLength(0)
  })

  it('writes the record JSON.stringify would, each answer written once however often the cache is saved', () => {
    const queryClient = new QueryClient()
    const summary = { totalAmount: 125_000_00, byProduct: [{ category: 'CashOut', count: 3 }], note: 'Ọ̀yọ́ "quoted" \\ ₦' }
    queryClient.setQueryData(['dashms', 'summary', { startDate: '2026-11-29' }], summary, { updatedAt: 5_000 })
    queryClient.setQueryData(['admin', 'configuration'], 42)
    queryClient.setQueryData(['mer', 'merchant', 'list', {}], { data: [], totalRecords: 0 })
    const record = { buster: '1.2.3', timestamp: 9_000, clientState: dehydrate(queryClient, { shouldDehydrateQuery: isPersisted }) }
    const expected = JSON.parse(JSON.stringify({ ...record, clientState: lastAnswers(record.clientState) })) as unknown
    expect(JSON.parse(serialize(record))).toEqual(expected)

    // The same answer is not stringified again at the next save: a live screen's saves only write what changed.
    const stringify = JSON.stringify
    let answersWritten = 0
    JSON.stringify = ((value: unknown, ...rest: []) => {
      if (value === summary) answersWritten++
      return stringify(value, ...rest)
    }) as typeof JSON.stringify
    try {
      serialize({ ...record, timestamp: 10_000 })
    } finally {
      JSON.stringify = stringify
    }
    expect(answersWritten).toBe(0)
  })
})
