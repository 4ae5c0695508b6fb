import { describe, expect, it } from 'vitest'

import { bodyOf, valuesFromBody } from './schemas'

describe('product group body sent and reopened', () => {
  it('reopens a creation sent with the same values and sends the same body again', () => {
    const sent = { name: 'Rural outlets', description: 'Cash only', productIds: [3, 5] }
    const values = valuesFromBody(sent)
    expect(values).toEqual({ name: 'Rural outlets', description: 'Cash only', productIds: [3, 5], status: 'Active' })
    expect(bodyOf(values)).toEqual(sent)
  })

  it('keeps an update’s record id and status, and a missing description as none', () => {
    const sent = { id: 9, name: 'Urban', description: null, productIds: [1], status: 'Inactive' }
    const values = valuesFromBody(sent)
    expect(values.description).toBe('')
    expect(values.status).toBe('Inactive')
    expect(bodyOf(values, 9)).toEqual(sent)
  })

  it('opens empty fields for a body missing them', () => {
    expect(valuesFromBody({})).toEqual({ name: '', description: '', productIds: [], status: 'Active' })
  })
})
