import { describe, expect, it } from 'vitest'

import { bodyOf, valuesFromBody } from './schemas'

describe('user body sent and reopened', () => {
  it('reopens a creation sent, username included, and sends the same body again', () => {
    const sent = { username: 'aobi', firstName: 'Ada', lastName: 'Obi', email: 'ada@firstbank.ng', phoneNumber: '+2348031234567', roleIds: [4], multiFactorEnabled: true }
    expect(bodyOf(valuesFromBody(sent))).toEqual(sent)
  })

  it('reopens an update (no username in its body) with the user’s username and sends the same body', () => {
    const sent = { id: 8, firstName: 'Ada', lastName: 'Obi', email: 'ada@firstbank.ng', phoneNumber: '+2348031234567', roleIds: [], multiFactorEnabled: false }
    const values = valuesFromBody(sent, { username: 'aobi' } as Parameters<typeof valuesFromBody>[1])
    expect(values.username).toBe('aobi')
    expect(bodyOf(values, 8)).toEqual(sent)
  })
})
