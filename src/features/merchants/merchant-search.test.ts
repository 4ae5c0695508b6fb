import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { platformQuery } from '../../lib/search'
import { merchantList } from './merchant-search'

describe('Manage Merchant search', () => {
  it('declares a filter of Manage Merchant once: the super agent reaches the query from the URL', () => {
    const search = v.parse(merchantList.schema, { superAgentId: '12' })
    expect(merchantList.filterKeys).toContain('superAgentId')
    expect(platformQuery(merchantList.query(search))).toMatchObject({ SuperAgentId: 12, PageNumber: 1 })
  })
})
