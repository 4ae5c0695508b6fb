import { describe, expect, it } from 'vitest'

import { defaultHiddenColumns } from './column-chooser'

const columns = [
  { id: 'reference', hideable: false },
  { id: 'createdAt', priority: 'key' as const },
  { id: 'product' },
  { id: 'agent', hiddenByDefault: true },
  { id: 'amount', priority: 'key' as const },
  { id: 'actions', hideable: false },
]

describe('defaultHiddenColumns', () => {
  it('on a wide screen hides only the columns a report keeps for the chooser', () => {
    expect(defaultHiddenColumns(columns, 'wide')).toEqual(['agent'])
  })

  it('up to a tablet hides every column that is neither key nor unhideable', () => {
    expect(defaultHiddenColumns(columns, 'compact')).toEqual(['product', 'agent'])
  })

  it('a list that names no key column shows on a tablet what it shows on a desktop', () => {
    const unranked = columns.map(({ id, hideable, hiddenByDefault }) => ({ id, hideable, hiddenByDefault }))
    expect(defaultHiddenColumns(unranked, 'compact')).toEqual(['agent'])
  })
})
