// Offline, a picker answers from the records seen on the device: within the same scope as online.
import { describe, expect, it } from 'vitest'

import { withinScope } from './seen-records'

describe('withinScope', () => {
  it("keeps an agent picker scoped to a merchant to that merchant's agents", () => {
    expect(withinScope({ merchantId: 12, superAgentId: 3 }, { merchantId: 12 })).toBe(true)
    expect(withinScope({ merchantId: 14, superAgentId: 3 }, { merchantId: 12 })).toBe(false)
  })

  it('offers a record not known to belong (seen before scopes were kept) only to an unscoped search', () => {
    expect(withinScope(null, { merchantId: 12 })).toBe(false)
    expect(withinScope(undefined, {})).toBe(true)
    expect(withinScope(null, { merchantId: undefined })).toBe(true)
  })

  it('applies every value of the scope', () => {
    expect(withinScope({ status: 'Active' }, { status: 'Active' })).toBe(true)
    expect(withinScope({ status: 'Inactive' }, { status: 'Active' })).toBe(false)
  })
})
