import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { cursorListSearch, entityStatuses, id, keysetListSearch, listSearch, oneOf, platformFilters, platformQuery, text } from './search'

describe('listSearch', () => {
  const list = listSearch({ name: text, status: oneOf(entityStatuses), ownerId: id }, { open: id })

  it('builds the route schema: the filters, the page and its size, and the params that do not filter', () => {
    expect(v.parse(list.schema, { name: ' Ada ', status: 'Nope', ownerId: '7', page: '3', open: '2' })).toEqual({ name: 'Ada', status: undefined, ownerId: 7, page: 3, pageSize: 50, open: 2 })
    expect(list.filterKeys).toEqual(['name', 'status', 'ownerId'])
  })

  it("gives the list's query without the params that do not filter (the query key, loaderDeps, the export)", () => {
    const search = v.parse(list.schema, { name: 'Ada', page: 2, open: 9 })
    expect(list.query(search)).toEqual({ name: 'Ada', status: undefined, ownerId: undefined, page: 2, pageSize: 50 })
  })

  it("names the query as the platform does, and the export's filters without the page", () => {
    expect(platformQuery({ businessName: 'Ada', superAgentId: 4, page: 2, pageSize: 50 })).toEqual({ BusinessName: 'Ada', SuperAgentId: 4, PageNumber: 2, PageSize: 50 })
    expect(platformFilters({ businessName: 'Ada', page: 2, pageSize: 50 })).toEqual({ BusinessName: 'Ada' })
  })
})

describe('cursorListSearch', () => {
  const list = cursorListSearch({ name: text }, { open: id })

  it("keeps the page's cursor in the URL and the query (a ChangedSince cursor carries a time), drops a malformed one, and cannot go to a day", () => {
    expect(list.query(v.parse(list.schema, { name: 'Ada', page: '2', cursor: 'after:1762074120517.118' }))).toEqual({ name: 'Ada', page: 2, pageSize: 50, cursor: 'after:1762074120517.118' })
    expect(list.query(v.parse(list.schema, { page: '2', cursor: 'before:41' })).cursor).toBe('before:41')
    expect(list.query(v.parse(list.schema, { cursor: 'sideways:3' })).cursor).toBeUndefined()
    expect(platformQuery(list.query(v.parse(list.schema, { cursor: 'after:9' })))).toMatchObject({ Cursor: 'after:9', PageNumber: 1 })
    expect(platformFilters(list.query(v.parse(list.schema, { name: 'Ada', cursor: 'after:9' })))).toEqual({ Name: 'Ada' })
    expect(list.byDay).toBe(false)
    expect(keysetListSearch({ name: text }).byDay).toBe(true)
  })
})
