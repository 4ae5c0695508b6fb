import { dehydrate, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'

import { isPersisted, lastAnswers } from './query-persistence'

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
})
